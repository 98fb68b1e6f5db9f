#pragma once

#include "export/bakedchannel.h"
#include "export/exporter.h"
#include "export/spriteatlas.h"

#include <QByteArray>

namespace inbetween {

// glTF 2.0 with its buffer embedded: the motion's node with, under it, the pictures of the
// clips' shared atlas (GltfPictures: a node, unit quad and material per page, placed per frame
// over options.pixelsPerUnit; DESIGN.md, "One scale everywhere" and "The atlas"), or a plain
// square without pictures, and one animation per clip, named by the clip: translation (divided
// by options.pixelsPerUnit), rotation and scale channels from MotionBaker (LINEAR, STEP or
// CUBICSPLINE, within options.toleranceDegrees of Clip::sample), and the pictures' placement and
// texture transform stepped at the frame starts through KHR_animation_pointer. glTF has no loop flag: each clip is written once (ping-pong out
// and back) and its loop mode, length, frame durations and events go to its animation's extras,
// and its sound (glTF has no audio) as extras.sound {file, offsetMs}, the file relative to the
// glTF file (soundPrefix: see GodotExporter::toTres). JSON keys are sorted, so the bytes depend
// on the project only.
// Registered twice: `gltf` (Container::Embedded, the buffer as a data URI) and `glb`
// (Container::Binary).
class GltfExporter : public Exporter
{
public:
    enum class Container { Embedded, Binary };
    explicit GltfExporter(Container container);
    bool write(const ExportJob &job, std::vector<ExportFile> *files, QString *error) const override;
    // The motion as a slerping reader and a component-blending one (Blender's importer) play it.
    QList<ChannelReport> report(const Clip &clip, const ExportOptions &options) const override;

    // clips: indexes into project.clips, in export order (at least one); the atlas drawn.
    static QByteArray toGltf(const Project &project, const std::vector<int> &clips, const SpriteAtlas &atlas,
                             const ExportOptions &options, const QString &soundPrefix = QString());
    static QByteArray toGlb(const Project &project, const std::vector<int> &clips, const SpriteAtlas &atlas,
                            const ExportOptions &options, const QString &soundPrefix = QString());
    // "LINEAR", "STEP", "CUBICSPLINE".
    static QString interpolationName(BakedChannel::Interpolation interpolation);

private:
    Container m_container;
};

} // namespace inbetween
