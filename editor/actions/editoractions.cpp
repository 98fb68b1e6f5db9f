#include "actions/editoractions.h"

#include "actions/clipboardactions.h"
#include "document/document.h"
#include "files/filecontroller.h"
#include "files/filedrops.h"
#include "files/missingfilesdialog.h"
#include "files/recentfiles.h"
#include "itemmodels/eventtablemodel.h"
#include "itemmodels/frametablemodel.h"
#include "playback/playheadactions.h"
#include "projectlimits.h"
#include "session/editorsession.h"
#include "session/userprompts.h"
#include "tables/clipspanel.h"
#include "tables/cliptables.h"
#include "tables/documenttableview.h"

#include <QAction>
#include <QActionGroup>
#include <QItemSelectionModel>
#include <QMainWindow>
#include <QSettings>
#include <QUndoStack>

namespace inbetween {

EditorActions::EditorActions(EditorSession *session, const Parts &parts, QMainWindow *window)
    : QObject(window), m_session(session), m_parts(parts), m_window(window)
{
    createFileActions();
    createEditActions();
    createFrameActions();
    createKeyframeActions();
    createPlaybackActions();
    createMenus();
    createToolBar();

    Document *doc = session->document();
    for (QItemSelectionModel *s : {session->frameSelection(), session->keyframeSelection(), session->eventSelection()})
        connect(s, &QItemSelectionModel::selectionChanged, this, &EditorActions::updateStates);
    connect(doc, &Document::modifiedChanged, this, &EditorActions::updateStates);
    connect(doc, &Document::filePathChanged, this, &EditorActions::updateStates);
    connect(doc, &Document::settingsChanged, this, &EditorActions::updateStates);
    connect(doc, &Document::projectReset, this, &EditorActions::updateStates);
    connect(parts.files->recentFiles(), &RecentFiles::changed, this, &EditorActions::rebuildRecentMenu);
    rebuildRecentMenu();
    updateStates();
}

namespace {
// The platform's key for a standard action, or the common one where the platform has none: Qt
// gives Save As and Quit no key on a plain X11 desktop (xcb without GNOME or KDE) or offscreen.
QKeySequence standardKey(QKeySequence::StandardKey key, const QKeySequence &common)
{
    const QKeySequence platform(key);
    return platform.isEmpty() ? common : platform;
}
} // namespace

QAction *EditorActions::add(const QString &name, const QString &text, const QKeySequence &shortcut, const QString &tip)
{
    auto *a = new QAction(text, m_window);
    a->setObjectName(name);
    a->setShortcut(shortcut);
    if (!tip.isEmpty())
        a->setStatusTip(tip);
    m_window->addAction(a); // shortcuts work with the menu bar hidden too
    m_actions.insert(name, a);
    return a;
}

void EditorActions::createFileActions()
{
    FileController *files = m_parts.files;
    connect(add(QStringLiteral("new"), tr("&New"), QKeySequence::New), &QAction::triggered, files, &FileController::newProject);
    connect(add(QStringLiteral("open"), tr("&Open..."), QKeySequence::Open), &QAction::triggered, files,
            [files] { files->open(); });
    connect(add(QStringLiteral("save"), tr("&Save"), QKeySequence::Save), &QAction::triggered, files,
            [files] { files->save(); });
    connect(add(QStringLiteral("saveAs"), tr("Save &As..."),
                standardKey(QKeySequence::SaveAs, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S))), &QAction::triggered, files,
            [files] { files->saveAs(); });
    QAction *close = add(QStringLiteral("close"), tr("&Close"), {}, tr("Close the project (asking to save it), leaving an empty one"));
    // Ctrl+W wherever the platform names another key first (Ctrl+F4 on plain X11).
    QList<QKeySequence> closeKeys = QKeySequence::keyBindings(QKeySequence::Close);
    if (!closeKeys.contains(QKeySequence(Qt::CTRL | Qt::Key_W)))
        closeKeys.prepend(QKeySequence(Qt::CTRL | Qt::Key_W));
    close->setShortcuts(closeKeys);
    connect(close, &QAction::triggered, files, [files] { files->close(); });
    connect(add(QStringLiteral("revert"), tr("&Revert"), {}, tr("Discard the changes and read the file again")),
            &QAction::triggered, files, [files] { files->revert(); });
    connect(add(QStringLiteral("missingFiles"), tr("&Missing Files..."), {}, tr("The images and sounds not found or of no use, and Locate...")),
            &QAction::triggered, m_window,
            [this] { MissingFilesDialog::showFor(m_session->document(), m_session->prompts(), m_window); });
    connect(add(QStringLiteral("collectFiles"), tr("&Collect Files..."), {},
                tr("Copy the pictures and sounds from other folders into the project's folder")),
            &QAction::triggered, files, [files] { files->collectFiles(); });
    connect(add(QStringLiteral("importImages"), tr("&Import Images..."), QKeySequence(Qt::CTRL | Qt::Key_I),
                tr("Add images as frames, in natural order")),
            &QAction::triggered, m_parts.drops, &FileDrops::importImages);
    connect(add(QStringLiteral("quit"), tr("&Quit"), standardKey(QKeySequence::Quit, QKeySequence(Qt::CTRL | Qt::Key_Q))), &QAction::triggered, m_window, &QWidget::close);
}

void EditorActions::createEditActions()
{
    QUndoStack *stack = m_session->document()->undoStack();
    QAction *undo = stack->createUndoAction(m_window, tr("&Undo"));
    undo->setObjectName(QStringLiteral("undo"));
    undo->setShortcut(QKeySequence::Undo);
    // The text follows the command ("Undo Set duration of frame 3"); the toolbar keeps a fixed
    // label so that it does not lay itself out again after every edit.
    undo->setIconText(tr("Undo"));
    QAction *redo = stack->createRedoAction(m_window, tr("&Redo"));
    redo->setObjectName(QStringLiteral("redo"));
    // Both common keys, whatever the platform's convention (offscreen and some X11 desktops give
    // only Ctrl+Y): an animator from another tool presses the one they know.
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    for (const QKeySequence &key : {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)})
        if (!redoKeys.contains(key))
            redoKeys << key;
    redo->setShortcuts(redoKeys);
    redo->setIconText(tr("Redo"));
    m_window->addAction(undo);
    m_window->addAction(redo);
    m_actions.insert(QStringLiteral("undo"), undo);
    m_actions.insert(QStringLiteral("redo"), redo);
    connect(add(QStringLiteral("delete"), tr("&Delete"), QKeySequence::Delete, tr("Remove the selected rows of the active table")),
            &QAction::triggered, this, [this] {
                ClipTables *tables = m_parts.tables;
                EditOperations &operations = m_session->operations();
                const QList<int> rows = tables->view(tables->activeList())->selectedRowNumbers();
                switch (tables->activeList()) {
                case ListKind::Frames: operations.removeFrames(rows); break;
                case ListKind::Keyframes: operations.removeKeyframes(rows); break;
                case ListKind::Events: operations.removeEvents(rows); break;
                case ListKind::Clips: m_parts.clips->removeClip(); break;
                }
            });
    connect(add(QStringLiteral("selectAll"), tr("Select &All"), QKeySequence::SelectAll), &QAction::triggered, this,
            [this] { m_parts.tables->view(m_parts.tables->activeList())->selectAll(); });
    for (QAction *a : (new ClipboardActions(m_session, m_parts.tables, m_window))->actions())
        m_actions.insert(a->objectName(), a);
}

void EditorActions::createFrameActions()
{
    EditorSession *s = m_session;
    ClipTables *t = m_parts.tables;
    auto rows = [s] { return s->selectedRows(ListKind::Frames); };
    connect(add(QStringLiteral("addFrame"), tr("&Add Frame"), QKeySequence(Qt::Key_Insert), tr("Add a frame after the selection")),
            &QAction::triggered, this, [s, t, rows] {
                const QList<int> r = rows();
                t->selectRows(ListKind::Frames, s->operations().addFrame(r.isEmpty() ? -1 : r.back() + 1));
            });
    connect(add(QStringLiteral("duplicateFrames"), tr("D&uplicate Frames"), QKeySequence(Qt::CTRL | Qt::Key_D)),
            &QAction::triggered, this, [s, t, rows] { t->selectRows(ListKind::Frames, s->operations().duplicateFrames(rows())); });
    connect(add(QStringLiteral("removeFrames"), tr("&Remove Frames")), &QAction::triggered, this,
            [s, t, rows] { s->operations().removeFrames(rows()); });
    connect(add(QStringLiteral("moveFramesUp"), tr("Move &Up"), QKeySequence(Qt::CTRL | Qt::Key_Up)), &QAction::triggered,
            this, [s, t, rows] { t->selectRows(ListKind::Frames, s->operations().moveFrames(rows(), -1)); });
    connect(add(QStringLiteral("moveFramesDown"), tr("Move Do&wn"), QKeySequence(Qt::CTRL | Qt::Key_Down)),
            &QAction::triggered, this, [s, t, rows] { t->selectRows(ListKind::Frames, s->operations().moveFrames(rows(), 1)); });
    connect(add(QStringLiteral("retimeFrames"), tr("Re&time Frames..."), QKeySequence(Qt::CTRL | Qt::Key_T),
                tr("Set, scale, fit or distribute the durations of the selected frames")),
            &QAction::triggered, t, &ClipTables::openBatchTiming);
    // Remembered for every project (a way of working, not a property of the file).
    QAction *follow = add(QStringLiteral("keysFollowFrames"), tr("&Keys and Events Follow Frames"), {},
                          tr("Retiming, reordering, adding or removing frames moves the keyframes and events on them"));
    follow->setCheckable(true);
    follow->setChecked(QSettings().value(QStringLiteral("keysFollowFrames"), true).toBool());
    s->document()->setKeysFollowFrames(follow->isChecked());
    connect(follow, &QAction::toggled, this, [s](bool on) {
        s->document()->setKeysFollowFrames(on);
        QSettings().setValue(QStringLiteral("keysFollowFrames"), on);
    });
}

void EditorActions::createKeyframeActions()
{
    EditorSession *s = m_session;
    ClipTables *t = m_parts.tables;
    connect(add(QStringLiteral("addKeyframe"), tr("&Add Keyframe at Playhead"), QKeySequence(Qt::CTRL | Qt::Key_K),
                tr("A key holding the pose at the playhead")),
            &QAction::triggered, this, [s, t] {
                const int row = s->operations().addKeyframeAt(s->clipTime());
                if (row >= 0)
                    t->selectRows(ListKind::Keyframes, {row, row});
                else if (s->clipTime() > ProjectLimits().maxTime)
                    s->showStatus(tr("No keyframe past %1 ms (the project file's limit)").arg(ProjectLimits().maxTime, 0, 'f', 0), 5000);
                else if (s->document()->clip().motion.count() < ProjectLimits().maxKeyframes) // else editRefused said it
                    s->showStatus(tr("A keyframe is already at %1 ms").arg(s->clipTime()), 5000);
            });
    connect(add(QStringLiteral("removeKeyframes"), tr("&Remove Keyframes")), &QAction::triggered, this,
            [s] { s->operations().removeKeyframes(s->selectedRows(ListKind::Keyframes)); });
    connect(add(QStringLiteral("addEvent"), tr("Add &Event at Playhead"), QKeySequence(Qt::CTRL | Qt::Key_E)),
            &QAction::triggered, this, [this, s, t] {
                const int row = s->operations().addEventAt(s->clipTime());
                if (row < 0) {
                    if (s->clipTime() > ProjectLimits().maxTime) // else editRefused said why
                        s->showStatus(tr("No event past %1 ms (the project file's limit)").arg(ProjectLimits().maxTime, 0, 'f', 0), 5000);
                    return;
                }
                t->selectRows(ListKind::Events, {row, row});
                editEventCell(EventTableModel::NameColumn);
            });
    connect(add(QStringLiteral("renameEvent"), tr("Re&name Event")), &QAction::triggered, this,
            [this] { editEventCell(EventTableModel::NameColumn); });
    connect(add(QStringLiteral("retimeEvent"), tr("Re&time Event")), &QAction::triggered, this,
            [this] { editEventCell(EventTableModel::TimeColumn); });
    connect(add(QStringLiteral("removeEvents"), tr("Remove E&vents")), &QAction::triggered, this,
            [s] { s->operations().removeEvents(s->selectedRows(ListKind::Events)); });
}

void EditorActions::editEventCell(int column)
{
    DocumentTableView *view = m_parts.tables->eventView();
    const QList<int> rows = view->selectedRowNumbers();
    if (rows.isEmpty())
        return;
    const QModelIndex index = view->model()->index(rows.front(), column);
    view->setFocus();
    view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::NoUpdate);
    view->edit(index);
}

void EditorActions::createPlaybackActions()
{
    EditorSession *s = m_session;
    m_loopGroup = new QActionGroup(this);
    const std::pair<LoopMode, QString> modes[] = {
        {LoopMode::Loop, tr("&Loop")}, {LoopMode::Once, tr("&Once")}, {LoopMode::PingPong, tr("&Ping-pong")}};
    for (const auto &[mode, text] : modes) {
        QAction *a = add(QStringLiteral("loop_") + loopModeName(mode), text);
        a->setCheckable(true);
        a->setData(int(mode));
        m_loopGroup->addAction(a);
        connect(a, &QAction::triggered, this, [s, mode = mode] {
            if (s->document()->clip().loop != mode)
                s->operations().setLoopMode(mode);
        });
    }
    connect(add(QStringLiteral("fps"), tr("&Frame Rate...")), &QAction::triggered, this, [this, s] {
        if (const auto fps = s->prompts()->askFps(m_window, s->document()->project().fps))
            s->operations().setFps(*fps);
    });
    QAction *inFrames = add(QStringLiteral("durationsInFrames"), tr("Show Durations in F&rames"),
                            QKeySequence(Qt::CTRL | Qt::Key_R), tr("Show and type durations in frames of the fps grid"));
    inFrames->setCheckable(true);
    // Per project: remembered in the settings under the project's path (the file format has no
    // place for how the editor shows it).
    auto settingsKey = [s] { return QStringLiteral("durationsInFrames/") + s->document()->filePath(); };
    connect(inFrames, &QAction::toggled, this, [s, settingsKey](bool on) {
        s->frameModel()->setDurationUnit(on ? DurationFormat::Unit::Frames : DurationFormat::Unit::Milliseconds);
        if (!s->document()->filePath().isEmpty())
            QSettings().setValue(settingsKey(), on);
    });
    auto restore = [s, inFrames, settingsKey] {
        inFrames->setChecked(!s->document()->filePath().isEmpty() && QSettings().value(settingsKey(), false).toBool());
    };
    connect(s->document(), &Document::projectReset, this, restore);
    connect(s->document(), &Document::filePathChanged, this, [s, inFrames, settingsKey] {
        // Save As: the new file keeps what is shown now.
        if (!s->document()->filePath().isEmpty())
            QSettings().setValue(settingsKey(), inFrames->isChecked());
    });
    // Left / Right, Shift+Left / Shift+Right, Home / End and the rest (playheadactions.cpp).
    for (QAction *a : (new PlayheadActions(s, m_window))->actions())
        m_actions.insert(a->objectName(), a);
}

void EditorActions::updateStates()
{
    const Document *doc = m_session->document();
    const bool frames = m_session->frameSelection()->hasSelection();
    const bool keys = m_session->keyframeSelection()->hasSelection();
    const bool events = m_session->eventSelection()->hasSelection();
    auto set = [this](const char *name, bool on) { m_actions.value(QString::fromLatin1(name))->setEnabled(on); };
    set("revert", !doc->filePath().isEmpty() && doc->isModified());
    for (const char *name : {"duplicateFrames", "removeFrames", "moveFramesUp", "moveFramesDown", "retimeFrames"})
        set(name, frames);
    set("removeKeyframes", keys);
    for (const char *name : {"renameEvent", "retimeEvent", "removeEvents"})
        set(name, events);
    for (QAction *a : m_loopGroup->actions())
        a->setChecked(LoopMode(a->data().toInt()) == doc->clip().loop);
}

} // namespace inbetween
