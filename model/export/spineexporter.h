#pragma once

#include "export/exporter.h"
#include "export/spinetimeline.h"
#include "export/spriteatlas.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <array>

namespace inbetween {

// A Spine 4.2 skeleton JSON (DESIGN.md, "Engine exports", `spine`) with its texture atlas (the
// shared SpriteAtlas's pages and a .atlas text naming one region per picture, its offsets
// putting a trimmed picture back in place):
// - bone `square` under `root`, both at the identity in the setup pose; its slots and their
//   attachments, and each animation's slot timelines, are SpineSlots's;
// - one animation per clip, named by the clip: the slot timelines, `translate`, `rotate` and `scale`
//   timelines (SpineCurveSplitter: exact curves, cut so that the runtime's ten straight pieces
//   per Bezier stay within the tolerance), and an `events` timeline: the events that occur and
//   the clip's sound as an event (named `sound`; a second sound file `sound2`...) whose `audio`
//   is the sound's path, at its offset or at 0 when it starts before the clip;
// - the duration is the clip's period: L, or 2L for ping-pong, written out and back as one
//   forward animation (frames as the aseprite export unrolls them: 0..n-1, n-2..0), which the
//   game plays looping; a `once` clip holds its last frame and pose from L and is played without
//   looping. Spine takes an animation's duration from its last key: every bone timeline has one
//   at the period.
// Axes are the preview's: x right, y up, counter-clockwise degrees. What Spine cannot hold (z
// translation, x and y rotation, z scale) is left out, and notes() says so.
class SpineExporter : public Exporter
{
public:
    SpineExporter();
    // The atlas PNG (its first page; OUT-2.png... follow for more) and the .atlas text beside
    // outPath (same base name), then outPath.
    QStringList filePaths(const Project &project, const std::vector<int> &clips, const QString &outPath) const override;
    bool write(const ExportJob &job, std::vector<ExportFile> *files, QString *error) const override;

    // clips: indexes into project.clips, in export order; the atlas drawn. soundPrefix: the way
    // from the JSON's folder to the project's (soundExportPath).
    static QByteArray toJson(const Project &project, const std::vector<int> &clips, const SpriteAtlas &atlas,
                             const ExportOptions &options, const QString &soundPrefix = QString());
    // The .atlas text for the atlas pages named pageFileNames (beside it): each page with its
    // regions, a region's `bounds` its kept pixels on the page and, where margins were cut away,
    // `offsets` (left, bottom, whole width, whole height) putting them back in the picture.
    static QByteArray toAtlas(const SpriteAtlas &atlas, const QStringList &pageFileNames);
    // The attachment (and atlas region) of an atlas cell.
    static QString attachmentName(int cell);

    // A clip's translate, rotate and scale timelines as toJson writes them.
    static std::array<SpineTimeline, 3> timelines(const Clip &clip, const ExportOptions &options);
    // What the export leaves out of these clips, one line each, naming the clip and the channel.
    QStringList notes(const Project &project, const std::vector<int> &clips) const override;
    // The fidelity report of a clip (FidelityReport): each channel as spine-core plays it from
    // the written numbers, and the frame starts as float seconds.
    QList<ChannelReport> report(const Clip &clip, const ExportOptions &options) const override;
};

} // namespace inbetween
