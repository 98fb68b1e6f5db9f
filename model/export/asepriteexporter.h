#pragma once

#include "export/sheetexporter.h"
#include "export/sheetsequence.h"
#include "export/spriteatlas.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace inbetween {

// Aseprite's sprite-sheet JSON, hash form, for the shared PNG atlas written beside it: the frames
// of every clip in order, keyed "0".."N-1" (as Phaser reads them), one frameTags entry per clip
// (named by the clip, from its first frame to its last). A clip without frames has no tag. Each
// frame is its picture's kept pixels (`frame`), `trimmed` when margins were cut away, with
// `spriteSourceSize` where they lie in the picture and `sourceSize` the whole picture, so a
// reader centring the picture (Phaser's origin 0.5) shows them where the preview does. An atlas
// of several pages is Phaser 3's multi-atlas form instead: `textures`, one per page with its
// `image`, `size` and `frames` (an array, each named by `filename` "0".."N-1"), and the same
// `meta` (Aseprite itself reads one page only).
//
// Durations are whole milliseconds, rounded from the exact frame starts (the rounding error is
// carried on within each clip), so every frame starts less than 0.5 ms from its exact start and
// they add up to the clip's period. The tag plays the loop mode by Aseprite's rules:
// - loop: "forward"; once: "forward" with repeat "1";
// - pingpong (exact, the default): "forward" over the clip unrolled out and back (SheetSequence:
//   0..n-1, n-2..0, the last frame's hold doubled), so Aseprite shows the preview's frame at
//   every ms;
// - pingpong with options.asepriteNativePingPong: Aseprite's own "pingpong" tag over the frames
//   once. Aseprite shows the end frames once at each turn, where the preview (time running
//   backwards) shows them twice as long, so the first and last frames carry twice their
//   durations: every later hold and the period are the preview's, but Aseprite starts at the
//   beginning of frame 0's doubled hold, one frame-0 hold behind the preview.
// Each clip's events go, as JSON text, into its tag's user data ("data").
//
// Frame data: each frame's `pivot` ({"x", "y"}, the pivot over the whole picture's size, as
// TexturePacker writes it and Phaser 3 reads it), and meta.slices (AsepriteSlices): one slice
// per declared box and point, keyed over the exported frames as Aseprite keys them.
class AsepriteExporter : public SheetExporter
{
public:
    AsepriteExporter();
    // A frame whose duration rounds to 0 ms (Aseprite's durations are whole ms, at least 1).
    QString problem(const Project &project, const std::vector<int> &clips, const ExportOptions &options) const override;
    // The boxes and points whose slices are rounded to whole pixels (AsepriteSlices::roundingNotes).
    QStringList notes(const Project &project, const std::vector<int> &clips) const override;
    // The frame starts as the rounded durations put them (within 0.5 ms).
    QList<ChannelReport> report(const Clip &clip, const ExportOptions &options) const override;

    // The frames a clip's tag steps through, with their exact holds (SheetSequence).
    static QList<SheetStep> steps(const Clip &clip, const ExportOptions &options);
    // Their whole-ms durations (roundedDurations).
    static QList<int> durations(const Clip &clip, const ExportOptions &options);
    // Whole-ms durations whose running sums are the exact starts rounded (ties towards the frame
    // the preview shows at that instant).
    static QList<int> roundedDurations(const QList<SheetStep> &steps);

    // clips: indexes into project.clips, in export order; the atlas drawn, its pages named
    // pageFileNames.
    static QByteArray toJson(const Project &project, const std::vector<int> &clips, const SpriteAtlas &atlas,
                             const QStringList &pageFileNames, const ExportOptions &options);

protected:
    QByteArray sheet(const ExportJob &job, const SpriteAtlas &atlas, const QStringList &pageFileNames) const override;
};

} // namespace inbetween
