#pragma once

#include "projectexport.h"
#include "spriteatlas.h"

#include <QByteArray>

namespace inbetween {

// Godot 4 text resources (.tres, format=3) for an AnimationPlayer whose root holds the node
// options.nodePath (a Node3D) with a Sprite3D child: an AnimationLibrary holding one Animation
// per clip, keyed by the clip's name, or with options.clip that clip's Animation. Each has
// - position_3d / rotation_3d / scale_3d tracks on the node, from MotionBaker (Godot's linear
//   and nearest interpolation are glTF's LINEAR and STEP; its rotations slerp);
// - a discrete value track "<node>/Sprite3D:frame" with a key at every frame start, its values
//   cells of the shared atlas (the PNG the aseprite and spriteframes exports write);
// - a method track on the node calling clip_event(name) at every event;
// - loop_mode 0 / 1 / 2 for once / loop / pingpong (Godot's ping-pong is ours), length in s.
class GodotExporter
{
public:
    // clips: indexes into project.clips, in export order; the atlas's layout (no need to draw it).
    static QByteArray toTres(const Project &project, const std::vector<int> &clips, const SpriteAtlas &atlas,
                             const ExportOptions &options);
    // A string as .tres files quote one ("a \"b\"").
    static QByteArray stringText(const QString &s);
    // The shortest decimal text that reads back as the same float, as .tres files hold floats.
    static QByteArray floatText(double value);
};

} // namespace inbetween
