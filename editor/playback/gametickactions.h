#pragma once

#include <QObject>

class QAction;
class QActionGroup;
class QLabel;
class QMainWindow;
class QMenu;

namespace inbetween {

class ClipSummaryPanel;
class EditorSession;
class TickMarks;

// Playback > Game Tick (DESIGN.md, "Game tick"): Off, 30, 60, 120, 144 Hz or Custom... (a rate
// asked for, UserPrompts::askTickRate). With a rate on, the preview and the clock advance in
// whole ticks as a game loop does (PlaybackClock::setTickRate), the timeline marks the holds the
// rate shows for another time (TickMarks) and the Clip panel gives the clip's worst error; the
// status bar says it is on. A view setting: never in the project file, remembered per project
// in the user's settings (under the project's path, as Show Durations in Frames is), off for a
// project never saved; Save As keeps it for the new file.
class GameTickActions : public QObject
{
    Q_OBJECT

public:
    // Adds the submenu to `playbackMenu` and its state to `window`'s status bar; a rate goes to
    // the session's clock, the timeline's `marks` and the Clip panel (`summary`).
    GameTickActions(EditorSession *session, TickMarks *marks, ClipSummaryPanel *summary, QMenu *playbackMenu,
                    QMainWindow *window);

    QMenu *menu() const { return m_menu; }
    double rate() const { return m_hz; }
    // "gameTickOff", "gameTick30", "gameTick60", "gameTick120", "gameTick144", "gameTickCustom".
    QAction *action(const QString &name) const;

public slots:
    // 0: off. A rate outside GameTick's range is off too.
    void setRate(double hz);

signals:
    void rateChanged(double hz);

private:
    void apply(double hz);
    void restore();
    void remember() const;
    QString settingsKey() const;

    EditorSession *m_session;
    TickMarks *m_marks;
    ClipSummaryPanel *m_summary;
    QMainWindow *m_window;
    QMenu *m_menu;
    QActionGroup *m_group;
    QAction *m_custom = nullptr;
    QLabel *m_status;
    double m_hz = 0.0;
};

} // namespace inbetween
