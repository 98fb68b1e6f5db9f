#pragma once

#include "timing/easing.h"
#include "timing/vec3.h"

namespace inbetween {

// A motion key: the square's pose at a clip time, and the easing of the segment it starts.
struct Keyframe
{
    double time = 0.0;
    Vec3 translation;
    Vec3 rotation;             // Euler degrees, Qt's convention (see Quaternion::fromEulerDegrees)
    Vec3 scale{1.0, 1.0, 1.0};
    Easing easing;

    friend bool operator==(const Keyframe &a, const Keyframe &b)
    {
        return a.time == b.time && a.translation == b.translation && a.rotation == b.rotation
               && a.scale == b.scale && a.easing == b.easing;
    }
    friend bool operator!=(const Keyframe &a, const Keyframe &b) { return !(a == b); }
};

} // namespace inbetween
