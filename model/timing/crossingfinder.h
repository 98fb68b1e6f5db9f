#pragma once

#include "timing/crossing.h"

#include <QList>

namespace inbetween {

class Clip;

// The crossings of playback from t0 to t1: every occurrence at tau with t0 <= tau < t1, in time
// order (at one instant: an event at L ending a lap, the boxes turning off, the frame entry, the
// boxes turning on, then events; frames and events each by index, boxes by name). Each occurrence's time is computed from its period number alone, so cutting a span
// into steps of any size, even longer than the clip, reports every occurrence exactly once.
//
// Occurrences, for a clip of length L > 0 (DESIGN.md, "Events and crossings" and "Events at or
// past the end"):
//  - loop: an event at e < L at e + kL for every whole k; an event at L at every wrap kL, k >= 1,
//    before the frame-0 entry and the events at 0 of that instant; frame i entered at S_i + kL.
//  - once: an event at e <= L only at e; frame i > 0 entered at S_i (frame 0 shows from the start).
//  - pingpong: an event at e <= L at 2kL + e on the way out and at 2kL + 2L - e on the way back,
//    once where the two meet (e = 0 or e = L); frame i > 0 entered at 2kL + S_i going out, frame
//    i < n - 1 entered at 2kL + 2L - S_{i+1} coming back; the end frames are not entered again
//    at a turn, since they stay on screen through it.
// A box turns off or on with the frame entry where the frame before lists it and the frame
// entered does not, or the other way (BoxTiming::changes): never where it stays on from one frame
// to the next, with whatever rect, nor at once's ends or pingpong's turns, where no frame is
// entered (BoxTiming::onIntervals gives the same times as intervals).
// An event past L never occurs; nor does any event of a static clip (L = 0).
class CrossingFinder
{
public:
    explicit CrossingFinder(const Clip &clip) : m_clip(clip) {}

    QList<Crossing> between(double t0, double t1) const;
    // An upper bound on how many crossings between(t0, t1) returns, without computing them.
    double countBound(double t0, double t1) const;

private:
    const Clip &m_clip;
};

} // namespace inbetween
