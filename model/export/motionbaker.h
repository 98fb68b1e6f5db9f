#pragma once

#include "clip.h"

#include <array>
#include <vector>

namespace inbetween {

// One key of a baked channel: a time in ms and up to four values (xyz, or a quaternion xyzw).
struct BakedKey
{
    double time = 0.0;
    std::array<double, 4> value{0.0, 0.0, 0.0, 0.0};
};

// A channel as engines play it: keys joined by linear interpolation (slerp for rotations) or
// held until the next key (step).
struct BakedChannel
{
    enum class Interpolation { Linear, Step };
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

// Turns the motion keys into channels that an engine's own linear / slerp / step sampling plays
// as Clip::sample does, over clip times 0..length:
// - linear segments stay two keys (translation, scale; a rotation whose Euler angles change in
//   one component only, which slerp follows exactly);
// - step segments hold: a Step channel when every changing segment of it steps, otherwise a
//   hold key kHoldGap ms before the jump;
// - eased segments, and linear rotations that change several angles, are sampled on the grid
//   of multiples of 1000/fps ms (exact there, linear in between);
// - rotation keys are never more than 90 degrees apart, so slerp turns the same way and as far
//   as the Euler angles do (0 -> 720 still spins twice), whichever way the engine takes.
// With unrollPingPong the clip is written out and back (2 x length), as the preview plays it.
class MotionBaker
{
public:
    static constexpr double kHoldGap = 0.1; // ms
    static constexpr double kMaxTurn = 90.0; // degrees between two rotation keys

    static BakedMotion bake(const Clip &project, double fps, bool unrollPingPong);
};

} // namespace inbetween
