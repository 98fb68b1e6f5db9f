#pragma once

#include "export/spriteatlas.h"
#include "project.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <vector>

namespace inbetween {

struct ExportOptions;

// The Godot 4 export's 2D scene (NAME.tscn beside the AnimationLibrary, format=3), ready to
// instance (DESIGN.md, "Frame data for games"):
//   <root> Node2D, named after the project      the clips' 2D motion
//     Sprite AnimatedSprite2D (centred)         SpriteFrames sub_resource: an animation per clip
//                                               with frames, its frames the clip's in order, each
//                                               an AtlasTexture whose margin puts the frame's
//                                               pivot on the origin (GodotAtlasTextures)
//     Boxes Node2D
//       <box> Area2D (metadata/kind hit|hurt|other)
//         Shape CollisionShape2D               its own RectangleShape2D, local to the scene
//     Points Node2D
//       <point> Marker2D
//     AudioStreamPlayer                         when a clip has a sound
//     AnimationPlayer                           an AnimationLibrary (sub_resource): an Animation
//                                               per clip keyed by its name (GodotSceneAnimation)
// The AnimationPlayer drives the sprite's frame: the AnimatedSprite2D does not play by itself.
// Node names are the declared names with Godot's forbidden characters (. : @ / " %) made '_',
// and a " 2", " 3"... where two would be the same. The ext_resources (atlas pages, sounds) are
// named relative to the scene, which lies beside the .tres.
namespace GodotScene {

QByteArray toTscn(const Project &project, const std::vector<int> &clips, const SpriteAtlas &atlas,
                  const QStringList &pageFileNames, const ExportOptions &options, const QString &soundPrefix);
// The node names of the declared boxes (or points), in declared order.
QStringList nodeNames(const QStringList &declared);
// What the scene leaves out: per clip, z translation, x and y rotation, z scale (Godot 2D moves
// in x and y and turns about z only).
QStringList notes(const Project &project, const std::vector<int> &clips);

} // namespace GodotScene

} // namespace inbetween
