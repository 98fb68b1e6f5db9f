#pragma once

#include "timing/pose.h"

#include <QList>
#include <QString>

namespace inbetween {

class Clip;

// One picture of a review export at its exact time: the frame it shows (-1: the clip has no
// frames) and the square's pose, from `start` ms until the next picture starts.
struct ReviewPicture
{
    double start = 0.0;
    int frame = -1;
    Pose pose;
};

// The pictures a review export shows, at exact times (ms, not yet rounded to the format's step),
// for `passes` passes of the clip's period (L; 2L for ping-pong, unrolled out and back as the
// sprite-sheet exports unroll it). A frame starts a picture; with motion keys the motion is baked
// at the fps grid into extra pictures inside the frames' holds; a picture that shows the same
// frame and pose as the one before is left out (its time joins the one before).
class ReviewSequence
{
public:
    // At most this many pictures in one file (a long clip at a fine grid is refused).
    static constexpr int maxPictures = 20000;

    // Empty, with *error set, when the clip has length 0 or would give too many pictures.
    static ReviewSequence of(const Clip &clip, double fps, int passes, QString *error = nullptr);

    QList<ReviewPicture> pictures;
    double period = 0.0; // one pass, ms
    double end = 0.0;    // the end of the last picture: passes x period
    bool repeats = false; // loop and ping-pong repeat forever; once plays once
};

} // namespace inbetween
