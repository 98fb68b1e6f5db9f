#pragma once

#include "projectexport.h"
#include "spriteatlas.h"

#include <QByteArray>

namespace inbetween {

// glTF 2.0 with its buffer embedded: a node with a unit square (POSITION, NORMAL, TEXCOORD_0,
// indices), a material showing the frames' atlas through KHR_texture_transform, and one
// animation: translation, rotation and scale channels from MotionBaker, and the atlas offset
// stepped at the frame starts through KHR_animation_pointer. glTF has no loop flag: the clip is
// written once (ping-pong out and back) and the loop mode, the frame durations and the events
// go to the animation's extras. JSON keys are sorted, so the bytes depend on the project only.
class GltfExporter
{
public:
    static QByteArray toGltf(const Clip &project, const SpriteAtlas &atlas, const ExportOptions &options);
    static QByteArray toGlb(const Clip &project, const SpriteAtlas &atlas, const ExportOptions &options);
};

} // namespace inbetween
