#include "app/mainwindow.h"

#include "actions/editoractions.h"
#include "app/firststartlayout.h"
#include "audio/soundplayer.h"
#include "boxes/framedataactions.h"
#include "audio/waveformcache.h"
#include "curves/curvespanel.h"
#include "curves/spacingchartview.h"
#include "document/document.h"
#include "document/imagelibrary.h"
#include "files/exportcontroller.h"
#include "files/filecontroller.h"
#include "files/filedrops.h"
#include "files/importcontroller.h"
#include "files/livereload.h"
#include "files/missingfilesdialog.h"
#include "files/mouthchartactions.h"
#include "files/soundactions.h"
#include "playback/clipguideactions.h"
#include "files/targetexports.h"
#include "playback/floatingpreview.h"
#include "playback/gametickactions.h"
#include "playback/playbackarea.h"
#include "playback/taptimingactions.h"
#include "preview/previewwidget.h"
#include "session/clipviewstates.h"
#include "session/editorsession.h"
#include "tables/clipspanel.h"
#include "tables/clipsummarypanel.h"
#include "tables/cliptables.h"
#include "tables/documenttableview.h"
#include "tables/framedatapanel.h"
#include "timeline/timelineview.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QUndoView>
#include <algorithm>

namespace inbetween {

MainWindow::MainWindow(UserPrompts *prompts, QWidget *parent)
    : QMainWindow(parent), m_session(new EditorSession(prompts, this)),
      m_centralSplitter(new QSplitter(Qt::Vertical, this)), m_summary(new ClipSummaryPanel(m_session->document(), this)),
      m_files(new FileController(m_session->document(), m_session->prompts(), this)),
      m_exports(new ExportController(m_session, this)), m_targetExports(new TargetExports(m_session, this)),
      m_import(new ImportController(m_session->document(), m_files, m_session->prompts(), this)),
      m_sound(new SoundActions(m_session->document(), m_session->prompts(), this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setAcceptDrops(true);
    setDockNestingEnabled(true);
    connect(m_session, &EditorSession::statusMessage, this,
            [this](const QString &text, int timeoutMs) { statusBar()->showMessage(text, timeoutMs); });

    m_centralSplitter->setObjectName(QStringLiteral("centralSplitter"));
    m_centralSplitter->setChildrenCollapsible(false);
    setCentralWidget(m_centralSplitter);

    // The parts in this order: each one's handlers of the document's signals run after those of
    // the parts made before it (the clip views' states last of all: they set the tables and the
    // clock, which must show the new clip by then).
    m_drops = new FileDrops(m_session, m_files, m_import, m_sound, this);
    m_tables = new ClipTables(m_session, this);
    createDocks();
    m_mouths = new MouthChartActions(m_session->document(), m_session->prompts(), this);
    m_actions = new EditorActions(m_session, {m_files, m_exports, m_targetExports, m_import, m_sound, m_clips, m_tables, m_drops, m_mouths}, this);
    m_playback = new PlaybackArea(m_session, m_centralSplitter, this);
    QMenu *playbackMenu = m_actions->playbackMenu();
    playbackMenu->insertActions(playbackMenu->actions().value(0), m_playback->actions());
    playbackMenu->insertSeparator(playbackMenu->actions().value(m_playback->actions().size()));
    // Playback > Game Tick: the clock, the timeline's marks, the Clip panel, the Frame Data panel.
    auto *gameTick = new GameTickActions(m_session, m_playback->timeline()->tickMarks(), m_summary, playbackMenu, this);
    m_frameData->setTickRate(gameTick->rate());
    connect(gameTick, &GameTickActions::rateChanged, m_frameData, &FrameDataPanel::setTickRate);
    // Frames > Tap Timing (T), after Retime Frames: the clock, the timeline's marks, the status bar.
    m_tapTiming = new TapTimingActions(m_session, m_playback->timeline(), this);
    QMenu *framesMenu = m_actions->framesMenu();
    QAction *retime = m_actions->action(QStringLiteral("retimeFrames"));
    m_actions->addPartActions(framesMenu, framesMenu->actions().value(framesMenu->actions().indexOf(retime) + 1),
                              m_tapTiming->actions());
    // Clips > Add Marker at Playhead, Beat Grid..., Tap Tempo: after the sound's actions.
    m_clipGuides = new ClipGuideActions(m_session, m_playback->timeline(), this);
    m_actions->clipsMenu()->addSeparator();
    m_actions->addPartActions(m_actions->clipsMenu(), nullptr, m_clipGuides->actions());
    // Edit > Boxes Tool, Box to Draw, Copy Frame Data to Selected Frames (editor/boxes).
    m_frameDataActions =
        new FrameDataActions(m_session, m_playback->preview(), m_playback->floating(), m_actions->editMenu(), this);
    createWindowMenu();
    m_clipStates = new ClipViewStates(m_session, this);
    m_live = new LiveReload(m_session, this);
    m_playback->preview()->setImageLibrary(m_live->library());
    connectParts();

    statusBar()->showMessage(tr("Ready"));
    updateTitle();
    readSettings();
    // Last: whoever listens to the window hears the playhead after every part has followed it.
    connect(m_session, &EditorSession::currentTimeChanged, this, &MainWindow::currentTimeChanged);
}

MainWindow::~MainWindow()
{
    // Children are deleted in the order they were made: the session (the document, its models
    // and the clock) first, the views of it later. A signal sent while a part goes (the undo
    // stack clearing, a timer, a render) would then reach a view of a document that is gone, or
    // a view that is going. So nothing hears the document any more, and the playback area goes
    // now (the preview with its timer and render loop, the timeline, the curves) while the
    // document it shows and the clock it follows are whole: no view is left to show a clip of it
    // on the way.
    disconnect(m_session->document(), nullptr, nullptr, nullptr);
    // A field with the keys commits its text when it loses them (the Clip panel's playhead field
    // sets the session's time): it loses them now, while the window is whole, not in ~QWidget's
    // close, when a slot would run on a window already gone (UBSan, journey_panelkeys).
    if (QWidget *focused = QApplication::focusWidget(); focused && isAncestorOf(focused))
        focused->clearFocus();
    disconnect(m_summary, nullptr, this, nullptr);
    disconnect(m_summary, nullptr, m_session, nullptr);
    disconnect(m_session, nullptr, this, nullptr);
    delete m_playback;
    m_playback = nullptr;
}

void MainWindow::connectParts()
{
    Document *doc = m_session->document();
    connect(m_tables, &ClipTables::filesDropped, m_drops, &FileDrops::openDroppedFiles);
    connect(m_playback, &PlaybackArea::filesDropped, m_drops, [this](const QList<QUrl> &urls) { m_drops->openDroppedFiles(urls); });
    connect(m_live, &LiveReload::problemImagesChanged, m_playback->timeline(), &TimelineView::setImageProblems);
    connect(m_live, &LiveReload::soundFileChanged, this, [this](const QString &path) {
        m_playback->sound()->fileChanged(path);
        m_playback->timeline()->waveforms()->reload(path);
    });

    connect(m_summary, &ClipSummaryPanel::currentTimeRequested, m_session, &EditorSession::setCurrentTime);
    connect(m_session, &EditorSession::currentTimeChanged, m_summary, &ClipSummaryPanel::setCurrentTime);
    connect(doc, &Document::timingChanged, m_tables, &ClipTables::updatePlayheadRows);
    connect(doc, &Document::projectReset, this, [this] {
        m_session->setCurrentTime(0.0);
        m_tables->updatePlayheadRows();
    });
    connect(doc, &Document::filePathChanged, this, &MainWindow::updateTitle);
    connect(doc, &Document::projectReset, this, &MainWindow::updateTitle);
    connect(doc, &Document::modifiedChanged, this, &QWidget::setWindowModified);
    connect(m_files, &FileController::missingFilesFound, this, &MainWindow::showMissingFiles);
    connect(m_files, &FileController::saved, m_targetExports, &TargetExports::afterSave);
    const auto show = [this](const QString &text) { statusBar()->showMessage(text, 8000); };
    connect(m_files, &FileController::statusMessage, this, show);
    connect(m_import, &ImportController::statusMessage, this, show);
    connect(m_sound, &SoundActions::statusMessage, this, show);
    connect(m_clips, &ClipsPanel::statusMessage, this, show);
    connect(m_summary, &ClipSummaryPanel::statusMessage, this, show);
    connect(m_frameData, &FrameDataPanel::statusMessage, this, show);
}

// Window: a toggle for every dock (the Spacing dock is the playback area's, made after the
// others), in the order they are made, before Help.
void MainWindow::createWindowMenu()
{
    auto *menu = new QMenu(tr("&Window"), this);
    menu->setObjectName(QStringLiteral("windowMenu"));
    for (QDockWidget *dock : findChildren<QDockWidget *>(QString(), Qt::FindDirectChildrenOnly)) {
        QAction *toggle = dock->toggleViewAction();
        toggle->setObjectName(dock->objectName() + QStringLiteral("Toggle"));
        menu->addAction(toggle);
    }
    QMenu *help = menuBar()->findChild<QMenu *>(QStringLiteral("helpMenu"));
    menuBar()->insertMenu(help ? help->menuAction() : nullptr, menu);
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
    m_clips = new ClipsPanel(m_session, this);
    m_tables->watchClipList(m_clips->view());
    QDockWidget *clips = dock(m_clips, tr("Clips"), QStringLiteral("clipsDock"), Qt::LeftDockWidgetArea);
    QDockWidget *frames = dock(m_tables->frameView(), tr("Frames"), QStringLiteral("framesDock"), Qt::LeftDockWidgetArea);
    splitDockWidget(clips, frames, Qt::Vertical);
    DocumentTableView *keyframeView = m_tables->keyframeView();
    QDockWidget *keys = dock(keyframeView, tr("Keyframes"), QStringLiteral("keyframesDock"), Qt::BottomDockWidgetArea);
    QDockWidget *events = dock(m_tables->eventView(), tr("Events"), QStringLiteral("eventsDock"), Qt::RightDockWidgetArea);
    m_undoView = new QUndoView(m_session->document()->undoStack(), this);
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
    // The Frame Data panel: a third tab there (the right column has no room for another dock).
    m_frameData = new FrameDataPanel(m_session, this);
    QDockWidget *frameData = dock(m_frameData, tr("Frame Data"), QStringLiteral("frameDataDock"), Qt::RightDockWidgetArea);
    tabifyDockWidget(clip, frameData);
    clip->raise();
    // The keyframe table has eleven columns: it runs under the whole window. (The side docks'
    // widths are set once the window has its size: readSettings.)
    // The header and four rows (most clips have a few keys, many none): the preview above keeps
    // the height.
    const int rows = keyframeView->horizontalHeader()->sizeHint().height() + 4 * keyframeView->verticalHeader()->defaultSectionSize();
    resizeDocks({keys}, {rows + 2 * keyframeView->frameWidth() + 24}, Qt::Vertical);
    resizeDocks({clips, frames}, {170, 400}, Qt::Vertical);
}

Document *MainWindow::document() const { return m_session->document(); }
FrameTableModel *MainWindow::frameModel() const { return m_session->frameModel(); }
KeyframeTableModel *MainWindow::keyframeModel() const { return m_session->keyframeModel(); }
EventTableModel *MainWindow::eventModel() const { return m_session->eventModel(); }
QItemSelectionModel *MainWindow::frameSelection() const { return m_session->frameSelection(); }
QItemSelectionModel *MainWindow::keyframeSelection() const { return m_session->keyframeSelection(); }
QItemSelectionModel *MainWindow::eventSelection() const { return m_session->eventSelection(); }
EditOperations &MainWindow::operations() { return m_session->operations(); }
UserPrompts *MainWindow::prompts() const { return m_session->prompts(); }
DocumentTableView *MainWindow::frameView() const { return m_tables->frameView(); }
DocumentTableView *MainWindow::keyframeView() const { return m_tables->keyframeView(); }
DocumentTableView *MainWindow::eventView() const { return m_tables->eventView(); }
DocumentTableView *MainWindow::view(ListKind kind) const { return m_tables->view(kind); }
double MainWindow::currentTime() const { return m_session->currentTime(); }
double MainWindow::clipTime() const { return m_session->clipTime(); }
ListKind MainWindow::activeList() const { return m_tables->activeList(); }
void MainWindow::setCurrentTime(double ms) { m_session->setCurrentTime(ms); }
void MainWindow::openBatchTiming() { m_tables->openBatchTiming(); }
void MainWindow::importImages() { m_drops->importImages(); }
void MainWindow::addImages(const QStringList &paths) { m_drops->addImages(paths); }
void MainWindow::openDroppedFiles(const QList<QUrl> &urls, int frameRow) { m_drops->openDroppedFiles(urls, frameRow); }
void MainWindow::selectRows(ListKind kind, EditOperations::Rows rows) { m_tables->selectRows(kind, rows); }

MissingFilesDialog *MainWindow::showMissingFiles()
{
    return MissingFilesDialog::showFor(m_session->document(), m_session->prompts(), this);
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] - Inbetween").arg(m_session->document()->displayName()));
    setWindowModified(m_session->document()->isModified());
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
        m_targetExports->finishBeforeClosing(this);
        m_playback->floating()->setFloating(false); // its window remembers where it was
        writeSettings();
        event->accept();
    } else {
        event->ignore();
    }
}

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
    // (The frame table takes its own drops: ClipTables.)
    event->acceptProposedAction();
    m_drops->openDroppedFiles(event->mimeData()->urls());
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
        applyFirstStartLayout(this, m_tables->frameView(), m_summary, m_playback->curves()->spacingChart());
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
