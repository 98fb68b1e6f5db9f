#include "mainwindow.h"

#include "batchtimingdialog.h"
#include "clipsummarypanel.h"
#include "clipspanel.h"
#include "clipviewstates.h"
#include "document.h"
#include "documenttableview.h"
#include "durationdelegate.h"
#include "easingdelegate.h"
#include "editoractions.h"
#include "eventtablemodel.h"
#include "filecontroller.h"
#include "firststartlayout.h"
#include "frametablemodel.h"
#include "importcontroller.h"
#include "keyframetablemodel.h"
#include "floatingpreview.h"
#include "gametickactions.h"
#include "livereload.h"
#include "missingfilesdialog.h"
#include "numberdelegate.h"
#include "imagelibrary.h"
#include "playbackarea.h"
#include "previewwidget.h"
#include "soundactions.h"
#include "timelineview.h"
#include "userprompts.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileInfo>
#include <QHeaderView>
#include <QImageReader>
#include <QMenu>
#include <QMimeData>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QUndoView>
#include <cmath>

namespace inbetween {

MainWindow::MainWindow(UserPrompts *prompts, QWidget *parent)
    : QMainWindow(parent), m_ownPrompts(prompts ? nullptr : new DialogPrompts), m_prompts(prompts ? prompts : m_ownPrompts.get()),
      m_document(new Document(this)), m_operations(m_document), m_frameModel(new FrameTableModel(m_document, this)),
      m_keyframeModel(new KeyframeTableModel(m_document, this)), m_eventModel(new EventTableModel(m_document, this)),
      m_centralSplitter(new QSplitter(Qt::Vertical, this)), m_summary(new ClipSummaryPanel(m_document, this)),
      m_files(new FileController(m_document, m_prompts, this)),
      m_import(new ImportController(m_document, m_files, m_prompts, this)),
      m_sound(new SoundActions(m_document, m_prompts, this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setAcceptDrops(true);
    setDockNestingEnabled(true);

    m_centralSplitter->setObjectName(QStringLiteral("centralSplitter"));
    m_centralSplitter->setChildrenCollapsible(false);
    setCentralWidget(m_centralSplitter);

    createTables();
    createDocks();
    m_actions = new EditorActions(this);
    m_playback = new PlaybackArea(this);
    m_actions->playbackMenu()->insertActions(m_actions->playbackMenu()->actions().value(0), m_playback->actions());
    m_actions->playbackMenu()->insertSeparator(m_actions->playbackMenu()->actions().value(m_playback->actions().size()));
    new GameTickActions(this); // Playback > Game Tick: the clock, the timeline's marks, the Clip panel
    m_clipStates = new ClipViewStates(this); // after the tables and the clock: it sets them
    m_live = new LiveReload(this);
    m_playback->preview()->setImageLibrary(m_live->library());
    connect(m_live, &LiveReload::problemImagesChanged, m_playback->timeline(), &TimelineView::setImageProblems);

    connect(m_summary, &ClipSummaryPanel::currentTimeRequested, this, &MainWindow::setCurrentTime);
    connect(this, &MainWindow::currentTimeChanged, m_summary, &ClipSummaryPanel::setCurrentTime);
    connect(m_document, &Document::timingChanged, this, &MainWindow::updatePlayheadRows);
    connect(m_document, &Document::projectReset, this, [this] { setCurrentTime(0.0); updatePlayheadRows(); });
    connect(m_document, &Document::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_document, &Document::projectReset, this, &MainWindow::updateTitle);
    connect(m_document, &Document::modifiedChanged, this, &QWidget::setWindowModified);
    connect(m_files, &FileController::missingFilesFound, this, &MainWindow::showMissingFiles);
    connect(m_files, &FileController::statusMessage, this, [this](const QString &text) { statusBar()->showMessage(text, 8000); });
    connect(m_import, &ImportController::statusMessage, this, [this](const QString &text) { statusBar()->showMessage(text, 8000); });
    connect(m_sound, &SoundActions::statusMessage, this, [this](const QString &text) { statusBar()->showMessage(text, 8000); });
    connect(m_clips, &ClipsPanel::statusMessage, this, [this](const QString &text) { statusBar()->showMessage(text, 8000); });
    connect(m_summary, &ClipSummaryPanel::statusMessage, this, [this](const QString &text) { statusBar()->showMessage(text, 8000); });

    statusBar()->showMessage(tr("Ready"));
    updateTitle();
    readSettings();
}

MainWindow::~MainWindow()
{
    // Children are deleted in the order they were made: the document first, the views of it
    // later. A signal sent while a part goes (the undo stack clearing, a clock's destroyed(), a
    // timer, a render) would then reach a view of a document that is gone, or a view that is
    // going. So nothing hears the document any more, and the playback area goes now (the preview
    // with its timer and render loop, the timeline, then the clock they follow) while the
    // document it shows is whole: no view is left to show a clip of it on the way.
    disconnect(m_document, nullptr, nullptr, nullptr);
    // A field with the keys commits its text when it loses them (the Clip panel's playhead field
    // sets the window's time): it loses them now, while the window is whole, not in ~QWidget's
    // close, when a slot of MainWindow would run on a window already gone (UBSan, journey_panelkeys).
    if (QWidget *focused = QApplication::focusWidget(); focused && isAncestorOf(focused))
        focused->clearFocus();
    disconnect(m_summary, nullptr, this, nullptr);
    delete m_playback;
    m_playback = nullptr;
}

void MainWindow::createTables()
{
    auto make = [this](DocumentTableModel *model, QItemSelectionModel **selection, const QString &name) {
        auto *view = new DocumentTableView(this);
        view->setObjectName(name);
        view->setModel(model);
        // One selection model per table, shared with the timeline (setModel made a private one).
        *selection = new QItemSelectionModel(model, this);
        QItemSelectionModel *own = view->selectionModel();
        view->setSelectionModel(*selection);
        delete own;
        view->installEventFilter(this);
        return view;
    };
    m_frameView = make(m_frameModel, &m_frameSelection, QStringLiteral("frameTable"));
    m_frameView->setItemDelegateForColumn(FrameTableModel::DurationColumn, new DurationDelegate(m_frameView, m_frameModel));
    m_frameView->setColumnWidthsInChars({3, 24, 8, 7, 7});
    m_frameView->keepColumnFitted(FrameTableModel::ImageColumn); // a sheet cell whole: "hero.png [64, 0, 64, 64]"
    m_frameView->enableRowDragging();
    m_frameView->enableFileDrops(); // images go in where they land
    connect(m_frameView, &DocumentTableView::filesDropped, this, &MainWindow::openDroppedFiles);
    connect(m_frameModel, &FrameTableModel::rowsDropped, this,
            [this](int first, int last) { selectRows(ListKind::Frames, {first, last}); });
    m_frameView->setEmptyText(tr("No frames yet.\nDrop images here, or use Frames > Import Images (Ctrl+I)."));

    m_keyframeView = make(m_keyframeModel, &m_keyframeSelection, QStringLiteral("keyframeTable"));
    auto *time = new NumberDelegate(m_keyframeView, 0.0);
    time->setSingleRowColumns({KeyframeTableModel::TimeColumn});
    m_keyframeView->setItemDelegateForColumn(KeyframeTableModel::TimeColumn, time);
    for (int c = KeyframeTableModel::TranslationX; c <= KeyframeTableModel::ScaleZ; ++c)
        m_keyframeView->setItemDelegateForColumn(c, new NumberDelegate(m_keyframeView));
    m_keyframeView->setItemDelegateForColumn(KeyframeTableModel::EasingColumn, new EasingDelegate(m_keyframeView));
    m_keyframeView->setColumnWidthsInChars({9, 8, 8, 8, 8, 8, 8, 7, 7, 7, 14});
    m_keyframeView->setEmptyText(tr("No keyframes. Move the playhead and use Keyframes > Add Keyframe at Playhead (Ctrl+K)."));

    m_eventView = make(m_eventModel, &m_eventSelection, QStringLiteral("eventTable"));
    m_eventView->setItemDelegateForColumn(EventTableModel::TimeColumn, new NumberDelegate(m_eventView, 0.0));
    m_eventView->setItemDelegateForColumn(EventTableModel::NameColumn, new RowsDelegate(m_eventView));
    m_eventView->setColumnWidthsInChars({9, 16});
    m_eventView->setEmptyText(tr("No events. Keyframes > Add Event at Playhead (Ctrl+E)."));
}

void MainWindow::createDocks()
{
    auto dock = [this](QWidget *widget, const QString &title, const QString &name, Qt::DockWidgetArea area) {
        auto *d = new QDockWidget(title, this);
        d->setObjectName(name);
        d->setWidget(widget);
        addDockWidget(area, d);
        return d;
    };
    m_clips = new ClipsPanel(this);
    m_clips->view()->installEventFilter(this);
    QDockWidget *clips = dock(m_clips, tr("Clips"), QStringLiteral("clipsDock"), Qt::LeftDockWidgetArea);
    QDockWidget *frames = dock(m_frameView, tr("Frames"), QStringLiteral("framesDock"), Qt::LeftDockWidgetArea);
    splitDockWidget(clips, frames, Qt::Vertical);
    QDockWidget *keys = dock(m_keyframeView, tr("Keyframes"), QStringLiteral("keyframesDock"), Qt::BottomDockWidgetArea);
    QDockWidget *events = dock(m_eventView, tr("Events"), QStringLiteral("eventsDock"), Qt::RightDockWidgetArea);
    m_undoView = new QUndoView(m_document->undoStack(), this);
    m_undoView->setObjectName(QStringLiteral("undoView"));
    m_undoView->setEmptyLabel(tr("<opened>"));
    // The history resets its model after every edit; with uniform rows it does not measure
    // every entry again each time.
    m_undoView->setUniformItemSizes(true);
    QDockWidget *history = dock(m_undoView, tr("History"), QStringLiteral("historyDock"), Qt::RightDockWidgetArea);
    splitDockWidget(events, history, Qt::Vertical);
    // In a scroll area: a short window scrolls the panel rather than cutting its last rows.
    auto *summaryArea = new QScrollArea(this);
    summaryArea->setObjectName(QStringLiteral("clipSummaryArea"));
    summaryArea->setWidgetResizable(true);
    summaryArea->setFrameShape(QFrame::NoFrame);
    summaryArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    summaryArea->setWidget(m_summary);
    QDockWidget *clip = dock(summaryArea, tr("Clip"), QStringLiteral("clipDock"), Qt::RightDockWidgetArea);
    tabifyDockWidget(history, clip);
    clip->raise();
    // The keyframe table has eleven columns: it runs under the whole window. (The side docks'
    // widths are set once the window has its size: readSettings.)
    // The header and four rows (most clips have a few keys, many none): the preview above keeps
    // the height.
    const int rows = m_keyframeView->horizontalHeader()->sizeHint().height() + 4 * m_keyframeView->verticalHeader()->defaultSectionSize();
    resizeDocks({keys}, {rows + 2 * m_keyframeView->frameWidth() + 24}, Qt::Vertical);
    resizeDocks({clips, frames}, {170, 400}, Qt::Vertical);
}

DocumentTableView *MainWindow::view(ListKind kind) const
{
    switch (kind) {
    case ListKind::Frames: return m_frameView;
    case ListKind::Keyframes: return m_keyframeView;
    case ListKind::Events: return m_eventView;
    case ListKind::Clips: return m_clips->view();
    }
    return nullptr;
}

double MainWindow::clipTime() const
{
    return m_document->clip().clipTime(m_currentTime);
}

void MainWindow::setCurrentTime(double ms)
{
    if (!std::isfinite(ms) || ms == m_currentTime)
        return;
    m_currentTime = ms;
    updatePlayheadRows();
    emit currentTimeChanged(ms);
}

void MainWindow::updatePlayheadRows()
{
    const Clip &p = m_document->clip();
    const double c = clipTime();
    m_frameView->setPlayheadRow(p.frames.frameAt(c));
    m_keyframeView->setPlayheadRow(p.motion.segmentAt(c));
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] - Inbetween").arg(m_document->displayName()));
    setWindowModified(m_document->isModified());
}

MissingFilesDialog *MainWindow::showMissingFiles()
{
    if (!m_missingFiles)
        m_missingFiles = new MissingFilesDialog(m_document, m_prompts, this);
    m_missingFiles->show();
    m_missingFiles->raise();
    return m_missingFiles;
}

void MainWindow::selectRows(ListKind kind, EditOperations::Rows rows)
{
    if (rows.first <= rows.second)
        view(kind)->selectRows(rows.first, rows.second);
}

void MainWindow::openBatchTiming()
{
    const QList<int> rows = m_frameView->selectedRowNumbers();
    if (rows.isEmpty())
        return;
    QList<double> durations;
    for (int r : rows)
        durations.append(m_document->clip().frames.frame(r).duration);
    auto *dialog = new BatchTimingDialog(durations, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, rows] {
        if (m_operations.retimeFrames(rows, dialog->result()))
            selectRows(ListKind::Frames, {rows.front(), rows.back()});
    });
    dialog->open();
}

void MainWindow::importImages()
{
    const QStringList paths = m_prompts->imageFileNames(this, m_document->folder());
    if (!paths.isEmpty())
        addImages(paths);
}

void MainWindow::addImages(const QStringList &paths)
{
    // After the selected frames, else at the end.
    const QList<int> rows = m_frameView->selectedRowNumbers();
    selectRows(ListKind::Frames, m_operations.addImages(paths, rows.isEmpty() ? -1 : rows.back() + 1));
}

void MainWindow::changeEvent(QEvent *event)
{
    QMainWindow::changeEvent(event);
    // Activated with no widget of its own focused (at the start, or when the 3D view's window had
    // the keys), Qt would give them to the first field of the tab chain, the Clip panel's Name,
    // where Space types and Ctrl+Z undoes text. The timeline takes them instead: Space plays,
    // Ctrl+Z undoes the project (issue 27, finding 6).
    if (event->type() == QEvent::ActivationChange && isActiveWindow() && !focusWidget() && m_playback)
        m_playback->timeline()->setFocus(Qt::ActiveWindowFocusReason);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (m_files->maybeSave()) {
        m_playback->floating()->setFloating(false); // its window remembers where it was
        writeSettings();
        event->accept();
    } else {
        event->ignore();
    }
}

namespace {
bool isImage(const QString &path)
{
    return QImageReader::supportedImageFormats().contains(QFileInfo(path).suffix().toLower().toLatin1());
}
} // namespace

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    for (const QUrl &url : event->mimeData()->urls()) {
        if (url.isLocalFile()) {
            event->acceptProposedAction();
            return;
        }
    }
}

void MainWindow::dropEvent(QDropEvent *event)
{
    // (The frame table takes its own drops: see createTables.)
    event->acceptProposedAction();
    openDroppedFiles(event->mimeData()->urls());
}

void MainWindow::openDroppedFiles(const QList<QUrl> &urls, int frameRow)
{
    QStringList local;
    for (const QUrl &url : urls) {
        if (!url.toLocalFile().isEmpty())
            local << url.toLocalFile();
    }
    if (m_sound->takeDrop(local) || (frameRow < 0 && m_import->takeDrop(local)))
        return;
    QStringList images;
    QString project;
    for (const QUrl &url : urls) {
        const QString path = url.toLocalFile();
        if (path.isEmpty())
            continue;
        if (isImage(path))
            images << path;
        else if (project.isEmpty())
            project = path;
    }
    // A project replaces the document; images are added to it.
    if (!project.isEmpty())
        m_files->openFile(project);
    else if (!images.isEmpty() && frameRow >= 0)
        selectRows(ListKind::Frames, m_operations.addImages(images, frameRow));
    else if (!images.isEmpty())
        addImages(images);
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::FocusIn) {
        if (watched == m_frameView)
            m_activeList = ListKind::Frames;
        else if (watched == m_keyframeView)
            m_activeList = ListKind::Keyframes;
        else if (watched == m_eventView)
            m_activeList = ListKind::Events;
        else if (watched == m_clips->view())
            m_activeList = ListKind::Clips;
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::readSettings()
{
    QSettings settings;
    const QByteArray geometry = settings.value(QStringLiteral("window/geometry")).toByteArray();
    if (geometry.isEmpty()) {
        // The first start: 1400 x 900, or most of a bigger screen (the preview, the timeline and
        // the curves share the centre), centred when it fits.
        const QRect screen = this->screen()->availableGeometry();
        QSize size(std::max(1400, screen.width() * 92 / 100), std::max(900, screen.height() * 92 / 100));
        // A smaller screen (a 1366 x 768 laptop): the window fits it with room for a window
        // manager's frame (not known before it is shown), or its status bar is off the screen.
        // The offscreen platform's screen is a placeholder: the designed size stays there.
        if (QGuiApplication::platformName() != QLatin1String("offscreen"))
            size = size.boundedTo(screen.size() - QSize(16, 48));
        resize(size);
        if (screen.width() >= width() && screen.height() >= height())
            move(screen.center() - rect().center());
        applyFirstStartLayout(this);
    } else
        restoreGeometry(geometry);
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
}

void MainWindow::writeSettings() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
}

} // namespace inbetween
