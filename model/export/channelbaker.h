#pragma once

#include "export/bakedchannel.h"
#include "export/motionbaker.h"

namespace inbetween {

// One channel of MotionBaker's bake (its rules are MotionBaker's): the pieces of the clip between
// its keys, how each is written, the adaptive subdivision, the keys closing in on corners, and
// the way back of an unrolled ping-pong.
class ChannelBaker
{
public:
    enum Channel { Translation, Rotation, Scale };

    // The channel of `motion` over clip times 0..length.
    static BakedChannel bake(const MotionTrack &motion, double length, Channel channel, const BakeOptions &options,
                             bool unroll);
    // Sum of the angle changes: an upper bound of the turn between two Euler rotations.
    static double eulerDistance(const Vec3 &a, const Vec3 &b);
};

} // namespace inbetween
