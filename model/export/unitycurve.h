#pragma once

#include "export/bakedchannel.h"
#include "timing/motiontrack.h"

#include <array>
#include <vector>

namespace inbetween {

// One key of a Unity AnimationCurve of three components (Vector3 curves: m_PositionCurves,
// m_EulerCurves, m_ScaleCurves). Times in ms, slopes in value per ms (the writer turns them into
// Unity's per second). Between key a and key b Unity plays (its Keyframe documentation):
// - a constant when a's outSlope or b's inSlope is infinite (a's value up to b's time);
// - a cubic Hermite of the values and slopes when neither side is weighted;
// - else a cubic Bezier whose time and value are both cubics of one parameter, with the inner
//   control points a weight (a's outWeight, b's inWeight; 1/3 on a side that is not weighted)
//   times the segment's duration from the ends, along the slopes.
struct UnityKey
{
    using Vec = std::array<double, 3>;
    double time = 0.0;
    Vec value{0, 0, 0};
    Vec inSlope{0, 0, 0};
    Vec outSlope{0, 0, 0};
    Vec inWeight{1.0 / 3, 1.0 / 3, 1.0 / 3};
    Vec outWeight{1.0 / 3, 1.0 / 3, 1.0 / 3};
    bool weightedIn = false;
    bool weightedOut = false;
    // Unity's weightedMode: 0 none, 1 in, 2 out, 3 both.
    int weightedMode() const { return (weightedIn ? 1 : 0) | (weightedOut ? 2 : 0); }
};

// A clip's motion channel as Unity curve keys that Unity's own evaluation plays as Clip::sample
// (DESIGN.md, "Engine exports", `unity`). Unity interpolates each Euler angle on its own, as the
// clip does, so rotation is fitted as translation and scale are, and a 540-degree spin stays two
// keys. Per segment of the clip's keys:
// - equal values: a flat segment; `step`: a constant segment (infinite slopes);
// - `linear`: the straight line's slope on both sides;
// - `easeIn`, `easeOut`: one Hermite segment with the cubic's own end slopes (exact);
//   `easeInOut` two (a key at its middle);
// - `bezier`: one weighted segment whose control points are the CSS curve's, scaled to the
//   segment (exact: Unity's weighted segment is that same Bezier in time and value); cut at the
//   clip's end by de Casteljau; a Bezier whose control point lies on an end's time (x1 = 0 or
//   x2 = 1: an infinite slope Unity cannot hold) is sampled adaptively into Hermite pieces;
// - before the first and after the last key the pose holds.
// Ping-pong is unrolled out and back (the way back mirrored in time; a step's jump, which comes
// after its key on the way back, is a key one float32 step of seconds later).
class UnityCurveFitter
{
public:
    enum Channel { Translation, Rotation, Scale };
    // tolerance: for the sampled pieces, in the channel's unit (degrees for rotation).
    static std::vector<UnityKey> fit(const MotionTrack &motion, double length, Channel channel, double tolerance,
                                     bool unroll);
    // Unity's evaluation of the curve at time t (ms), component c: what the tests and the
    // fidelity check use. Before the first key the first value, after the last the last.
    static double evaluate(const std::vector<UnityKey> &keys, double t, int c);
};

} // namespace inbetween
