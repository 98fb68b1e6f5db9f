#pragma once

#include "frame.h"
#include "import/importresult.h"
#include "project.h"
#include "projectlimits.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QList>

namespace inbetween {

// The frame data of an Aseprite sheet JSON (model/import/README.md, "Frame data"): `meta.slices`
// as declared boxes and points with each frame's, and each frame's `pivot` (TexturePacker's, as
// Inbetween's `aseprite` export writes it: a share of the frame's sourceSize).
// - A slice whose `data` is "hit", "hurt" or "other" is a box of that kind, "point" a point
//   (bounds + the key's `pivot`, or the bounds' top left without one); any other slice (a user's
//   own, whose user data is free text) a box of kind "other". A user slice's 9-slice `center`
//   and `pivot` are not carried (a warning names the slice). Names repeated within the boxes or
//   the points, empty or too long are skipped with a warning.
// - Keys as Aseprite reads them (doc/keyframes.h): a key holds from its frame to the next key;
//   a frame before the first key has the first key; bounds 0 wide or high: off from that frame.
// - Each frame's pivot in its whole picture is `pivot` x sourceSize (none: the picture's
//   centre); boxes and points are the bounds from it. The imported frame shows the kept pixels
//   (its `frame` rect), which start at spriteSourceSize's x, y in the whole picture, so its pivot
//   is moved by that much: a trimmed frame then shows where the whole picture would. Frames get
//   a pivot only where the sheet carries frame data (a `pivot`, or slices) and it is not the kept
//   picture's centre anyway.
// Malformed parts are warnings naming where, never errors: the frames still import.
class AsepriteSliceReader
{
public:
    // Whether the sheet carries frame data for this frame (then a trimmed frame is placed by its
    // pivot and needs no warning): a `pivot` on it, or slices in the sheet.
    static bool placesFrame(const QJsonObject &frame, const QJsonValue &slices);

    // Declares the slices in project->boxes / points and sets frames[i].data from the slices' keys
    // and frameObjects[i] (the file's frames, in the same order).
    static void apply(const QJsonValue &slices, const QList<QJsonObject> &frameObjects, QList<Frame> *frames,
                      Project *project, const ProjectLimits &limits, ImportResult *result);
};

} // namespace inbetween
