#pragma once

#include <QList>
#include <QObject>

class QAction;
class QLabel;
class QMainWindow;

namespace inbetween {

class EditorSession;
class TapTake;
class TimelineView;

// Frames > Tap Timing (T) (DESIGN.md, "Timing to voice and beat"): the animator taps the timing
// along with the clip and its sound. T starts a take of the selected frames (none selected: the
// playhead's frame and every one after it): the playhead goes to the first one's start and the
// clip plays from there, its sound with it (or silently, on the clock). Each T then marks a
// time, stamped by the session's PlaybackClock (the clock the sound follows) when the key
// comes, not at the next render. Enter applies the take (TapTake's rule: the holds become the
// intervals between the marks, the first from the take's start) as one undo step through the
// frame edits, so keys and events follow their frames; Escape throws it away. Either pauses
// playback with the playhead back at the take's start. The timeline shows the marks as they come (TapMarks), a permanent label in the
// status bar the keys and the count, and a message what was done.
//
// A take ends without a change when the current clip or the project changes under it. While it
// is on, the keys go to the timeline (its window shortcuts: T, Enter, Escape), so a field that
// had the focus does not type the taps.
class TapTimingActions : public QObject
{
    Q_OBJECT

public:
    // The actions are `window`'s, the label goes into its status bar, the marks onto `timeline`.
    TapTimingActions(EditorSession *session, TimelineView *timeline, QMainWindow *window);

    // "tapTiming" (T), "applyTapTiming" (Return, Enter), "discardTapTiming" (Escape).
    QList<QAction *> actions() const;
    TapTake *take() const { return m_take; }

public slots:
    // T: starts a take, or marks a time in the one that is on.
    void tap();
    void apply();
    void discard();

private:
    // The frames a take times: the selected ones, or the playhead's frame and those after it.
    QList<int> framesToTime() const;
    void start();
    // Ends the take (playback paused at its start) and says `message` in the status bar.
    void finish(const QString &message);
    void updateStatus();
    void updateStates();

    EditorSession *m_session;
    TimelineView *m_timeline;
    TapTake *m_take;
    QLabel *m_status;
    QAction *m_tap;
    QAction *m_apply;
    QAction *m_discard;
};

} // namespace inbetween
