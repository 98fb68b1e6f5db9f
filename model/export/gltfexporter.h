#pragma once

#include "bakedchannel.h"
#include "projectexport.h"
#include "spriteatlas.h"

#include <QByteArray>

namespace inbetween {

// glTF 2.0 with its buffer embedded: a node with a unit square (POSITION, NORMAL, TEXCOORD_0,
// indices), a material showing the clips' shared atlas through KHR_texture_transform, and one
// animation per clip, named by the clip: translation, rotation and scale channels from
// MotionBaker (LINEAR, STEP or CUBICSPLINE, within options.toleranceDegrees of Clip::sample), and the atlas offset stepped at the frame starts through KHR_animation_pointer.
// glTF has no loop flag: each clip is written once (ping-pong out and back) and its loop mode,
// length, frame durations and events go to its animation's extras. JSON keys are sorted, so the
// bytes depend on the project only.
class GltfExporter
{
public:
    // clips: indexes into project.clips, in export order (at least one); the atlas drawn.
    static QByteArray toGltf(const Project &project, const std::vector<int> &clips, const SpriteAtlas &atlas,
                             const ExportOptions &options);
    static QByteArray toGlb(const Project &project, const std::vector<int> &clips, const SpriteAtlas &atlas,
                            const ExportOptions &options);
    // "LINEAR", "STEP", "CUBICSPLINE".
    static QString interpolationName(BakedChannel::Interpolation interpolation);
};

} // namespace inbetween
