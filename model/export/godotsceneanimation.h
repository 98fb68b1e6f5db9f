#pragma once

#include "export/godotatlastextures.h"
#include "export/godottracks.h"
#include "project.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace inbetween {

struct ExportOptions;

// The paths of the 2D scene's nodes (GodotScene) that its animations key, from the scene's root.
struct GodotSceneNodes
{
    QString sprite = QStringLiteral("Sprite");                    // AnimatedSprite2D
    QStringList boxes;  // per declared box, in declared order: "Boxes/<name>" (an Area2D)
    QStringList points; // per declared point: "Points/<name>" (a Marker2D)
    QString audio = QStringLiteral("AudioStreamPlayer");
};

// One clip as an Animation of the 2D scene's AnimationPlayer (the lines after its section
// header), every track relative to the scene's root (the AnimationPlayer's root_node ".."):
// - the root's 2D motion as continuous value tracks ".:position" (Vector2, pixels, y down),
//   ".:rotation" (radians, clockwise positive: the preview's counter-clockwise z angle negated)
//   and ".:scale" (Vector2), baked by MotionBaker as the 3D library's are (linear or nearest;
//   a rotation key at most 90 degrees from the last, so the numbers turn the way the clip does);
// - "Sprite:animation" (the clip's name, at 0) and "Sprite:frame" (the clip's frame index at
//   every frame start), discrete; "Sprite:visible" at 0, false for a clip without frames (no
//   picture, not the last clip's), true for the others, when the scene shows pictures;
// - per declared box "Boxes/<name>/Shape:position" (the rect's centre), ":shape:size" (its size)
//   and ":disabled" (off), per point "Points/<name>:position" and ":visible", discrete, keyed at
//   FrameDataKeys' keys (a key at 0 and where the value changes), in picture pixels from the
//   pivot, x right, y down, as the sprite's pivot is the root's origin;
// - the events as a method track on the root calling clip_event(name), the sound as an audio
//   track on "AudioStreamPlayer".
// Ping-pong is written out and back, as in the library (GodotTracks::unrollsPingPong).
namespace GodotSceneAnimation {

QByteArray body(const Project &project, int clipIndex, const GodotAtlasTextures *textures, const GodotSceneNodes &nodes,
                const ExportOptions &options, const GodotTracks::Sounds &sounds, const QString &soundPrefix);

} // namespace GodotSceneAnimation

} // namespace inbetween
