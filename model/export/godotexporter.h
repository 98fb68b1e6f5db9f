#pragma once

#include "export/exporter.h"
#include "export/spriteatlas.h"

#include <QByteArray>

namespace inbetween {

// Godot 4 text resources (.tres, format=3) for an AnimationPlayer whose root holds the node
// options.nodePath (a Node3D) with a Sprite3D child: an AnimationLibrary holding one Animation
// per clip, keyed by the clip's name, or with options.clip that clip's Animation. Each has
// - position_3d / rotation_3d / scale_3d tracks on the node, from MotionBaker (Godot's linear
//   and nearest interpolation are glTF's LINEAR and STEP; its rotations slerp), the positions in
//   world units (exportBakedMotion: picture pixels / options.pixelsPerUnit);
// - a discrete value track "<node>/Sprite3D:texture" with a key at every frame start (each step
//   of SheetSequence: a ping-pong's way back too), its values
//   the AtlasTextures of the frames' pictures and pivots (GodotAtlasTextures: region and margin
//   on the atlas pages written beside the .tres, OUT-atlas.png, OUT-atlas-2.png...), so a
//   centred Sprite3D shows a trimmed picture where the whole one was, its pivot on the node;
// - with it, a discrete value track "<node>/Sprite3D:pixel_size" keyed once at 0 with
//   1 / options.pixelsPerUnit, so that a picture of w x h pixels is a quad of w/N x h/N units
//   as the positions are (DESIGN.md, "One scale everywhere");
// - when the export shows pictures, "<node>/Sprite3D:visible" keyed once at 0: false for a clip
//   without frames (it shows no picture, not the one the last clip left), true for the others;
// - a method track on the node calling clip_event(name) at every event;
// - a clip with a sound: an audio track on the node's AudioStreamPlayer child, one key at the
//   sound's offset (before the clip: keyed at 0 with start_offset into the stream), the stream
//   an ext_resource (AudioStreamWAV / OggVorbis / MP3) shared by the clips that play the file;
// - loop_mode 0 for once, 1 for loop and for ping-pong, which is written out and back as one
//   loop twice the clip's length (GodotTracks::unrollsPingPong), length in s.
// Beside it, OUT.tscn: a 2D scene ready to instance (GodotScene), on the same atlas pages.
class GodotExporter : public Exporter
{
public:
    GodotExporter();
    // A node path with a '"' (it is written inside a quoted NodePath).
    QString problem(const Project &project, const std::vector<int> &clips, const ExportOptions &options) const override;
    // What the 2D scene leaves out (GodotScene::notes).
    QStringList notes(const Project &project, const std::vector<int> &clips) const override;
    // No cubic splines (Godot's cubic tracks run through their neighbours, not tangents),
    // ping-pong unrolled (GodotTracks::unrollsPingPong), no value-only readers.
    BakeOptions bakeOptions(const Clip &clip, const ExportOptions &options) const override;
    // The atlas's first page (when a clip has frames), outPath, then the 2D scene OUT.tscn.
    QStringList filePaths(const Project &project, const std::vector<int> &clips, const QString &outPath) const override;
    bool write(const ExportJob &job, std::vector<ExportFile> *files, QString *error) const override;
    // The motion as Godot's linear and nearest tracks play it, rotations by slerp.
    QList<ChannelReport> report(const Clip &clip, const ExportOptions &options) const override;

    // clips: indexes into project.clips, in export order; the atlas drawn, its pages named
    // pageFileNames (none drawn and none named: no texture track). soundPrefix: the way from the
    // .tres file's folder to the project's folder (Godot reads an ext_resource's relative path
    // from the resource's folder), see soundExportPath.
    static QByteArray toTres(const Project &project, const std::vector<int> &clips, const SpriteAtlas &atlas,
                             const QStringList &pageFileNames, const ExportOptions &options,
                             const QString &soundPrefix = QString());
    // A string as .tres files quote one ("a \"b\"").
    static QByteArray stringText(const QString &s);
    // The shortest decimal text that reads back as the same float, as .tres files hold floats.
    static QByteArray floatText(double value);
};

} // namespace inbetween
