#pragma once

#include "mouthpicture.h"
#include "project.h"

#include <QMap>
#include <QRect>
#include <QString>
#include <QStringList>
#include <optional>

namespace inbetween {

using MouthChart = QMap<QString, MouthPicture>;

// The picture a frame shows (DESIGN.md, "Timing to voice and beat"): its own image and region,
// or, for a frame with a `mouth` and no image of its own, its shape's picture from the project's
// mouth chart. The one place that rule lives: the preview, the onion skin, the thumbnails of the
// frame table, the timeline and the Clips panel, and every export (through withChartPictures)
// ask it.
struct FramePicture
{
    QString image; // relative to the project's folder, as the frame or the chart names it; empty: none
    std::optional<QRect> region = std::nullopt;
    // The frame's mouth shape when the frame shows its chart picture, or would (empty for a frame
    // with an image of its own or without a mouth).
    QString mouth;

    // A mouth frame whose shape the chart gives no picture: shown as a placeholder labelled with
    // the shape, and a warning.
    bool isMissingMouth() const { return image.isEmpty() && !mouth.isEmpty(); }

    static FramePicture of(const Frame &frame, const MouthChart &chart);

    // The project with every mouth frame that has no image of its own given its shape's chart
    // picture as its image and region (a frame whose shape has none stays without an image):
    // what every export reads, so that an export plays as the preview shows. The frame lists of
    // clips without such frames stay shared with `project`'s.
    static Project withChartPictures(const Project &project);
    // The same for one clip, through `chart` (a review export renders one clip).
    static Clip withChartPictures(const Clip &clip, const MouthChart &chart);
    // The mouth shapes frames of `clip` show without a picture of their own or the chart's,
    // sorted.
    static QStringList shapesWithoutPicture(const Clip &clip, const MouthChart &chart);
};

} // namespace inbetween
