#pragma once

#include <QHash>
#include <QKeySequence>
#include <QObject>

class QAction;
class QActionGroup;
class QMainWindow;
class QMenu;

namespace inbetween {

class ClipTables;
class ClipsPanel;
class EditorSession;
class ExportController;
class TargetExports;
class FileController;
class FileDrops;
class ImportController;
class MouthChartActions;
class SoundActions;

// The window's actions, menus (File, Edit, Frames, Keyframes, Playback, Help) and toolbar.
// Each action is found by its object name ("save", "undo", "duplicateFrames", ...); the
// enabled and checked states follow the session's document and selections. The actions act on
// the session and on the parts that own a behaviour (Parts); the menus hold the parts' own
// actions too (Import, the Clips menu, the sound).
class EditorActions : public QObject
{
    Q_OBJECT

public:
    // The parts whose actions and behaviours the menus reach.
    struct Parts
    {
        FileController *files;
        ExportController *exports;
        TargetExports *targets;
        ImportController *importer;
        SoundActions *sound;
        ClipsPanel *clips;
        ClipTables *tables;
        FileDrops *drops;
        MouthChartActions *mouths;
    };
    // The actions are `window`'s (their shortcuts work with the menu bar hidden), the menus its
    // menu bar's and the toolbar its own.
    EditorActions(EditorSession *session, const Parts &parts, QMainWindow *window);

    QAction *action(const QString &name) const { return m_actions.value(name); }
    QStringList names() const { return m_actions.keys(); }
    QMenu *recentMenu() const { return m_recentMenu; }
    QMenu *fileMenu() const { return m_fileMenu; }
    QMenu *playbackMenu() const { return m_playbackMenu; }
    QMenu *editMenu() const { return m_editMenu; }
    QMenu *framesMenu() const { return m_framesMenu; }
    QMenu *clipsMenu() const { return m_clipsMenu; }
    // A part's actions made after the menus (Frames > Tap Timing, Clips > Add Marker at Playhead...),
    // put into `menu` before `before` (nullptr: at its end) and found by name like the others.
    void addPartActions(QMenu *menu, QAction *before, const QList<QAction *> &actions);

private:
    QAction *add(const QString &name, const QString &text, const QKeySequence &shortcut = {},
                 const QString &tip = {});
    void createFileActions();
    void createEditActions();
    void createFrameActions();
    void createKeyframeActions();
    void createPlaybackActions();
    // The menus, the toolbar and Open Recent (editormenus.cpp).
    void createMenus();
    void createToolBar();
    void rebuildRecentMenu();
    void updateStates();
    void editEventCell(int column);

    EditorSession *m_session;
    Parts m_parts;
    QMainWindow *m_window;
    QHash<QString, QAction *> m_actions;
    QActionGroup *m_loopGroup = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_playbackMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_framesMenu = nullptr;
    QMenu *m_clipsMenu = nullptr;
};

} // namespace inbetween
