#pragma once

#include "timing/loopmode.h"

#include <QList>

namespace inbetween {

class FrameTrack;

// How a game ticking at HZ shows a clip's holds (DESIGN.md, "Game tick"): at tick k it shows the
// frame at playback time k * T (T = 1000 / HZ ms, GameTick), mapped through the loop mode.
//
// An occurrence of a frame is one pass of clip time through its hold [S_i, S_i + d_i): in loop
// one a lap; in pingpong two a lap, one out and one back; in once just one (the last frame's
// ending where the clip does, at the first tick at or after L). It is shown for (ticks whose
// sample is that pass) x T: floor(d / T) or ceil(d / T) ticks, 0 when it is skipped. The one
// exception is pingpong's turns: the clip time at the turn (u = L exactly, and u = 0 of the next
// lap) belongs to the pass going in, and a tick on a frame's start on the way back shows the
// later frame (clip time runs backwards there, the intervals stay half-open in clip time), so an
// end frame's pass can have ceil(d / T) + 1 ticks where ticks land on both its ends.
//
// The occurrences counted are those of the first periods (L in loop, 2L in pingpong) until the
// pattern repeats (m periods, where m periods are a whole number of ticks), at most maxPeriods.
// The count of each pass is the difference of two first ticks, each found in O(1): the first tick
// after the pass's start, checked by sampling the ticks beside it when the start is within a hair
// of a tick. The whole report is O(m n), whatever the rate.
class TickReport
{
public:
    static constexpr int maxPeriods = 100;

    struct FrameTicks
    {
        int frame = 0;
        double hold = 0.0;
        int minTicks = 0;
        int maxTicks = 0;
        double worstErrorMs = 0.0; // the largest |ticks x T - hold| of its occurrences
        int totalTicks = 0;        // over all its occurrences counted
    };

    // `hz` must be a valid rate (GameTick::isValidRate). No frames: an empty report.
    static TickReport of(const FrameTrack &frames, LoopMode mode, double hz);

    double hz() const { return m_hz; }
    double tickMs() const { return 1000.0 / m_hz; }
    int periods() const { return m_periods; }
    const QList<FrameTicks> &frames() const { return m_frames; }
    double worstErrorMs() const { return m_worst; }

private:
    double m_hz = 60.0;
    int m_periods = 0;
    QList<FrameTicks> m_frames;
    double m_worst = 0.0;
};

} // namespace inbetween
