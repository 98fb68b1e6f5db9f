#pragma once

#include <QHash>
#include <QKeySequence>
#include <QObject>

class QAction;
class QActionGroup;
class QMenu;

namespace inbetween {

class MainWindow;

// The window's actions, menus (File, Edit, Frames, Keyframes, Playback, Help) and toolbar.
// Each action is found by its object name ("save", "undo", "duplicateFrames", ...); the
// enabled and checked states follow the document and the selections.
class EditorActions : public QObject
{
    Q_OBJECT

public:
    explicit EditorActions(MainWindow *window);

    QAction *action(const QString &name) const { return m_actions.value(name); }
    QStringList names() const { return m_actions.keys(); }
    QMenu *recentMenu() const { return m_recentMenu; }
    QMenu *fileMenu() const { return m_fileMenu; }
    QMenu *playbackMenu() const { return m_playbackMenu; }

private:
    QAction *add(const QString &name, const QString &text, const QKeySequence &shortcut = {},
                 const QString &tip = {});
    void createFileActions();
    void createEditActions();
    void createFrameActions();
    void createKeyframeActions();
    void createPlaybackActions();
    void createMenus();
    void createToolBar();
    void rebuildRecentMenu();
    void updateStates();
    void editEventCell(int column);

    MainWindow *m_window;
    QHash<QString, QAction *> m_actions;
    QActionGroup *m_loopGroup = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_playbackMenu = nullptr;
};

} // namespace inbetween
