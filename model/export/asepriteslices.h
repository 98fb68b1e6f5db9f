#pragma once

#include "framedata.h"
#include "project.h"

#include <QByteArray>
#include <QList>
#include <QPoint>
#include <QRect>
#include <QSize>
#include <QStringList>
#include <vector>

namespace inbetween {

// The frame data of an `aseprite` export (DESIGN.md, "Frame data for games") as Aseprite writes
// slices (src/app/doc_exporter.cpp, "meta.slices"; model/export/README.md says what was relied on):
// one slice per declared box, then one per declared point, in declared order, each with its
// `color` and `data`, and `keys` at the exported frames ("0".."N-1", every clip's steps in
// order) where the slice changes (FrameDataKeys over those frames), a key at frame 0 always.
// - A box: `data` its kind ("hit", "hurt", "other"), a key's `bounds` the box in the frame's whole
//   picture (its sourceSize): the pivot plus the rect, each edge rounded to the nearest whole pixel
//   (halves up), at least 1 pixel wide and high.
// - A point: `data` "point", a 1 x 1 slice on the pixel whose top left corner is the point
//   (rounded), with `pivot` {0, 0}: the point is bounds + pivot, as Aseprite's slice pivots mark
//   where something attaches.
// - Off (the frame does not list it): a key whose bounds are {0, 0, 0, 0}, which is what
//   Aseprite writes for a slice hidden from a frame on (a key of width 0: its file's slice chunk).
// Colours: the preview's (hit red, hurt blue, other yellow, points green).
class AsepriteSlices
{
public:
    // One exported frame: its frame data and the size of its whole picture (sourceSize).
    struct Step
    {
        SharedFrameData data;
        QSize pictureSize;
    };

    // The value of meta's "slices": `[ ]` without declarations, else one slice a line, indented
    // as the rest of the sheet.
    static QByteArray json(const Project &project, const QList<Step> &steps);

    // A box's slice bounds in the picture, from its rect from the pivot and the pivot in the
    // picture's pixels.
    static QRect boxBounds(const QRectF &fromPivot, const QPointF &pivot);
    // A point's pixel (its slice's top left) in the picture.
    static QPoint pointPixel(const QPointF &fromPivot, const QPointF &pivot);

    // The lines of AsepriteExporter::notes(): per clip, the boxes and points whose place in the
    // picture is not on whole pixels, so that their slices are rounded, with the frames. The
    // picture's size counts for a frame without a pivot (its centre); it is known without
    // reading images only for a frame with a region, so a frame with neither a pivot nor a region
    // counts as centred on a whole pixel.
    static QStringList roundingNotes(const Project &project, const std::vector<int> &clips);
};

} // namespace inbetween
