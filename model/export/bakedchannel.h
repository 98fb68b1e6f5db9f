#pragma once

#include <array>
#include <vector>

namespace inbetween {

// Where a key's time lies: at its time, or a hair (one float step of the file's seconds) before
// the next key or after the previous one. A step's jump is a pair of keys a hair apart: the
// nearest a format without two keys at one time comes to a jump.
enum class KeyPlacement { AtTime, JustBeforeNext, JustAfterPrevious };

// One key of a baked channel: a time in ms and up to four values (xyz, or a quaternion xyzw);
// CubicSpline channels also have the in- and out-tangents (value per ms) of glTF's Hermite
// spline.
struct BakedKey
{
    double time = 0.0;
    std::array<double, 4> value{0.0, 0.0, 0.0, 0.0};
    std::array<double, 4> inTangent{0.0, 0.0, 0.0, 0.0};
    std::array<double, 4> outTangent{0.0, 0.0, 0.0, 0.0};
    KeyPlacement placement = KeyPlacement::AtTime;
};

// A channel as engines play it: keys joined by linear interpolation (rotations: slerp, or the
// component blend some readers do), held until the next key (step), or joined by cubic Hermite
// pieces (glTF's CUBICSPLINE).
struct BakedChannel
{
    enum class Interpolation { Linear, Step, CubicSpline };
    Interpolation interpolation = Interpolation::Linear;
    std::vector<BakedKey> keys;
};

struct BakedMotion
{
    BakedChannel translation;
    BakedChannel rotation; // unit quaternions, signs chosen so that neighbours have dot > 0
    BakedChannel scale;
    double duration = 0.0; // ms: the clip length, or twice it when ping-pong is unrolled
};

// How the channel's values are compared with the clip's own (DESIGN.md, "Engine exports").
struct BakeTolerance
{
    double degrees = 0.01;       // rotation: the angle between the played and the sampled rotation
    double translation = 1e-5;   // in the clip's units (the fraction times the clip's extent)
    double scale = 1e-5;

    // The default fraction of the clip's extent for each 0.01 degrees.
    static constexpr double kFractionPerDegree = 1e-3;
};

} // namespace inbetween
