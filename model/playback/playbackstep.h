#pragma once

#include "timing/crossing.h"

#include <QList>

namespace inbetween {

// What one render's advance of the playback clock covered: playback time went from
// previousTime to time (half-open), and these are the crossings in between.
struct PlaybackStep
{
    double previousTime = 0.0;
    double time = 0.0;
    double clipTime = 0.0;
    int frame = -1;              // the flipbook frame at clipTime, -1 without frames
    QList<Crossing> crossings;   // CrossingFinder::between(previousTime, time)
    int skippedFrames = 0;       // frames on screen for zero renders since play began
};

} // namespace inbetween
