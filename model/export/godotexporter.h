#pragma once

#include "projectexport.h"

#include <QByteArray>

namespace inbetween {

// A Godot 4 Animation resource (.tres, format=3) for an AnimationPlayer whose root holds the
// node options.nodePath (a Node3D) with a Sprite3D child:
// - position_3d / rotation_3d / scale_3d tracks on the node, from MotionBaker (Godot's linear
//   and nearest interpolation are glTF's LINEAR and STEP; its rotations slerp);
// - a discrete value track "<node>/Sprite3D:frame" with a key at every frame start;
// - a method track on the node calling clip_event(name) at every event;
// - loop_mode 0 / 1 / 2 for once / loop / pingpong (Godot's ping-pong is ours), length in s.
class GodotExporter
{
public:
    static QByteArray toTres(const Clip &project, const ExportOptions &options);
    // The shortest decimal text that reads back as the same float, as .tres files hold floats.
    static QByteArray floatText(double value);
};

} // namespace inbetween
