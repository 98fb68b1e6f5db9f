#pragma once

#include "export/sheetexporter.h"
#include "export/spriteatlas.h"

#include <QByteArray>

namespace inbetween {

// A Godot 4 SpriteFrames resource (.tres, format=3) for AnimatedSprite2D, on the shared atlas's
// pages written beside it (ext_resource paths relative to the .tres, which Godot resolves from the
// resource's own folder):
// - one AtlasTexture per distinct picture and pivot, its region the kept pixels and its margin
//   placing them in a box centred on the frame's pivot (GodotAtlasTextures), so a centred
//   AnimatedSprite2D puts every frame's pivot on its origin, as the preview does;
// - one animation per clip with frames, named by the clip, speed = fps, and each frame's
//   relative duration = its hold x fps / 1000 (AnimatedSprite2D shows a frame for
//   duration / speed seconds: the hold exactly);
// - loop true for loop and ping-pong, false for once; ping-pong is unrolled out and back as
//   SheetSequence does, since AnimatedSprite2D has no ping-pong of its own.
class SpriteFramesExporter : public SheetExporter
{
public:
    SpriteFramesExporter();
    // The frame starts as speed and relative durations put them (float seconds' rounding).
    QList<ChannelReport> report(const Clip &clip, const ExportOptions &options) const override;

    // clips: indexes into project.clips, in export order; the atlas drawn; fps the speed.
    static QByteArray toTres(const Project &project, const std::vector<int> &clips, const SpriteAtlas &atlas,
                             const QStringList &pageFileNames, double fps);

protected:
    QByteArray sheet(const ExportJob &job, const SpriteAtlas &atlas, const QStringList &pageFileNames) const override;
};

} // namespace inbetween
