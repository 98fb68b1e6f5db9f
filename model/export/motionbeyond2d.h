#pragma once

#include "clip.h"

namespace inbetween {

// The parts of a clip's motion a 2D format cannot hold (Godot's 2D scene, Spine): a translation
// out of the picture's plane, a turn about x or y, a scale in z. Each exporter names them in its
// own words in its notes.
struct MotionBeyond2D
{
    bool z = false;      // a translation z other than 0
    bool xy = false;     // a rotation x or y other than 0
    bool zScale = false; // a scale z other than 1

    static MotionBeyond2D of(const Clip &clip)
    {
        MotionBeyond2D m;
        for (const Keyframe &k : clip.motion.keys()) {
            m.z = m.z || k.translation.z != 0.0;
            m.xy = m.xy || k.rotation.x != 0.0 || k.rotation.y != 0.0;
            m.zScale = m.zScale || k.scale.z != 1.0;
        }
        return m;
    }
};

} // namespace inbetween
