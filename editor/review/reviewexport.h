#pragma once

#include "review/reviewoptions.h"
#include "review/reviewsequence.h"
#include "review/reviewtiming.h"

#include <QImage>
#include <QList>
#include <QSize>
#include <QString>

namespace inbetween {

class Project;
class Clip;
class ReviewRenderer;

// A review export of one clip (DESIGN.md, "Review exports"): the pictures (ReviewSequence,
// ReviewRenderer), their times on the format's grid (ReviewTiming), the encoding (GifPalette,
// ReviewEncoder) and the sound (ReviewAudio), written atomically.
class ReviewExport
{
public:
    // The clip an export of `options` writes: the one named, or the project's only clip; -1 when
    // no clip has the name or the project has several and none is named.
    static int clipIndex(const Project &project, const ReviewOptions &options);
    // Why the export cannot be done, before anything is read; empty when it can.
    static QString problem(const Project &project, const ReviewOptions &options);

    // What an export would write, worked out without encoding: the pictures on the format's grid
    // and the file's size in pixels. False, with *error, when it cannot be done (images that
    // cannot be read included).
    struct Plan
    {
        ReviewSequence sequence;
        QList<TimedPicture> timed;
        QSize canvas;    // at scale 1
        QSize pixelSize; // of the file: the canvas x scale (even for MP4)
    };
    // The clip's images are read into `renderer`, for write() to encode without reading them
    // again (the dialog's estimate plans, then writes).
    static bool plan(const Project &project, const QString &projectFolder, const ReviewOptions &options, Plan *plan,
                     ReviewRenderer *renderer, QString *error);

    // Writes the file at outPath (through a temporary file beside it, renamed over outPath at the
    // end: a failed export leaves no half-written file). False, with *error in one line.
    static bool write(const Project &project, const QString &projectFolder, const QString &outPath,
                      const ReviewOptions &options, QString *error);
    // write() of a plan made with `renderer` for these options (the scale may be another).
    static bool write(const Project &project, const QString &projectFolder, const QString &outPath,
                      const ReviewOptions &options, const Plan &plan, const ReviewRenderer &renderer, QString *error);

private:
    // The pictures of the file as it encodes them (after scaling and, for MP4, the even size).
    static QList<QImage> pictures(const ReviewOptions &options, const Plan &plan, const ReviewRenderer &renderer,
                                  QString *error);
};

} // namespace inbetween
