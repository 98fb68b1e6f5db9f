#pragma once

#include <QList>
#include <QObject>

namespace inbetween {

// A take of Frames > Tap Timing (DESIGN.md, "Timing to voice and beat"): while the clip plays,
// each tap marks a time, and the intervals between the marks become the holds of the frames the
// take times. Times are playback times of the clock the sound follows (PlaybackClock::time(),
// read when the key is pressed, not at a render), so a take follows the sound at any speed and
// across loop wraps. The rule, exactly:
//
// - A take times `rows` (frame rows, in that order) from playback time `start`, when the first of
//   them starts (at clip time `origin`).
// - A tap at playback time t is kept as a mark at round(t - start) whole ms from the start (to
//   the nearest ms, halves away from zero). A hold must be > 0, so a tap that does not land at
//   least 1 ms after the last mark (after the start for the first) is no mark: a key bounce, a
//   tap while the clock is paused or sent back.
// - Mark k ends frame rows[k]: its hold is mark k - mark k-1 (the first: mark 0). The holds are
//   differences of rounded marks, not rounded intervals, so rounding never adds up along a take:
//   every frame boundary lands within 0.5 ms of its tap.
// - N frames need N taps. Fewer: the first frames get holds, the rest keep theirs. More: the
//   marks after the last frame's are ignored.
class TapTake : public QObject
{
    Q_OBJECT

public:
    // What a take gives, now.
    struct Holds
    {
        QList<int> rows;         // the frames timed, in the take's order
        QList<double> durations; // their new holds (ms, whole, > 0)
        int untimedFrames = 0;   // frames of the take no mark reached: they keep their holds
        int ignoredMarks = 0;    // marks after the last frame's
    };

    explicit TapTake(QObject *parent = nullptr);

    // Starts a take (forgetting any before it).
    void start(const QList<int> &rows, double start, double origin);
    // A tap at playback time `time`: true when it is kept as a mark.
    bool tap(double time);
    // Ends the take, applied or thrown away.
    void end();

    bool isActive() const { return m_active; }
    const QList<int> &rows() const { return m_rows; }
    double startTime() const { return m_start; }
    double origin() const { return m_origin; }
    // Whole ms from the start, strictly increasing.
    const QList<double> &marks() const { return m_marks; }
    // Where the marks fall in the clip as it is: the first frame's start plus each mark (where
    // the frames timed will end, for a take of frames in a row).
    QList<double> markClipTimes() const;
    Holds holds() const;

signals:
    void started();
    // A tap was kept; `count` marks so far.
    void marked(int count);
    void ended();

private:
    QList<int> m_rows;
    QList<double> m_marks;
    double m_start = 0.0;
    double m_origin = 0.0;
    bool m_active = false;
};

} // namespace inbetween
