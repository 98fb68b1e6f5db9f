#pragma once

#include "timing/quaternion.h"
#include "timing/vec3.h"

namespace inbetween {

// The square's transform at one clip time.
struct Pose
{
    Vec3 translation;
    Vec3 rotation;             // Euler degrees
    Vec3 scale{1.0, 1.0, 1.0};

    Quaternion quaternion() const { return Quaternion::fromEulerDegrees(rotation); }
    friend bool operator==(const Pose &a, const Pose &b)
    {
        return a.translation == b.translation && a.rotation == b.rotation && a.scale == b.scale;
    }
};

} // namespace inbetween
