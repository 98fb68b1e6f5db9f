#pragma once

#include "framedata.h"

#include <QList>
#include <QString>

namespace inbetween {

class Clip;
class FrameTrack;

// When a box is on (DESIGN.md, "Frame data for games"): exactly during the holds of the frames
// that list it, through the loop mode, half-open as frames are. A box listed by consecutive
// frames stays on across them, whatever its rect in each.
namespace BoxTiming {

// [from, to) in ms.
struct Interval
{
    double from = 0.0;
    double to = 0.0;

    friend bool operator==(const Interval &a, const Interval &b) { return a.from == b.from && a.to == b.to; }
};

// The runs of consecutive frames that list `box`, in clip time: [S_i, S_j) each, in order (what
// the timeline's lane of the box shows).
QList<Interval> runs(const FrameTrack &frames, const QString &box);

// The playback times in [t0, t1) at which `box` is on, as disjoint intervals in time order:
//  - loop: each run at r + kL for every whole k; a run ending at L and one starting at 0 join
//    across the wrap.
//  - once: each run at its clip times, except that the first frame shows before 0 and the last
//    frame from L on, so a run of either reaches the edge of time.
//  - pingpong: each run [a, b) at 2kL + [a, b) on the way out and at 2kL + [2L - b, 2L - a) on the
//    way back (its ends where the crossings have them: the frame entries of the way back); a run
//    ending at L joins its way back across the turn, one starting at 0 the next lap's way out.
// A static clip (L = 0) or a clip without frames has no box on.
QList<Interval> onIntervals(const Clip &clip, const QString &box, double t0, double t1);

// Calls each(name, on) for every box that turns off (on = false) or on (true) where frame data
// `from` gives way to `to`, offs first, each by name; a box in both is not named.
template <typename Each>
void changes(const FrameData &from, const FrameData &to, Each each)
{
    for (auto it = from.boxes.keyBegin(); it != from.boxes.keyEnd(); ++it) {
        if (!to.boxes.contains(*it))
            each(*it, false);
    }
    for (auto it = to.boxes.keyBegin(); it != to.boxes.keyEnd(); ++it) {
        if (!from.boxes.contains(*it))
            each(*it, true);
    }
}

} // namespace BoxTiming

} // namespace inbetween
