#pragma once

#include "clip.h"

#include <array>
#include <vector>

namespace inbetween {

// One key of a Spine curve timeline (a bone's translate, rotate or scale): a time in ms, one or
// two values, and how the timeline goes on to the next key: a straight line, held until the
// next key (Spine's "stepped"), or per value a cubic Bezier through (time, value) handles, which
// Spine's runtime draws as ten straight pieces (CurveTimeline.setBezier in spine-core).
struct SpineKey
{
    enum class Curve { Linear, Stepped, Bezier };
    double time = 0.0;
    std::array<double, 2> value{0.0, 0.0};
    Curve curve = Curve::Linear;
    // Per value, the Bezier's handles towards the next key: time 1 (ms), value 1, time 2, value 2.
    std::array<std::array<double, 4>, 2> handles{};
};

// A bone timeline of a Spine animation as spine-core plays it. Spine has x and y translation,
// one rotation (about z, counter-clockwise degrees, interpolated as a plain number: 0 -> 540
// spins one and a half turns) and x and y scale.
struct SpineTimeline
{
    enum Channel { Translate, Rotate, Scale };

    Channel channel = Translate;
    std::vector<SpineKey> keys;

    int width() const { return channel == Rotate ? 1 : 2; }
    static const char *name(Channel channel); // "translate", "rotate", "scale"

    // What spine-core's timeline gives at time t (ms) for value `component`: the last key at or
    // before t, then its curve towards the next key; the last key holds. With asWritten, on the
    // numbers as the JSON holds them (float seconds and values, as the runtime keeps them).
    double valueAt(double t, int component, bool asWritten) const;

    // The clip's own value of `component` of this channel at clip time c (Clip::sample's pose).
    static double clipValue(const Clip &clip, Channel channel, int component, double c);

    // The largest difference between valueAt (as written) and the clip, measured at 32 points in
    // every key interval (playback time t maps to clip time 2L - t past L when unrolled); the
    // hair-wide interval of a jump written on the way back is left out.
    double maxError(const Clip &clip, bool unrolled) const;
};

} // namespace inbetween
