#pragma once

#include "framedata.h"
#include "timing/pose.h"

namespace inbetween {

// What the clip shows at one playback time.
struct Sample
{
    double time = 0.0;     // playback time asked for
    double clipTime = 0.0; // after the loop mode
    int frame = -1;        // -1 when the clip has no frames
    Pose pose;
    // The frame's pivot, boxes and points (shared with the frame; none without frames): the
    // boxes on and the points at this time.
    SharedFrameData data;
};

} // namespace inbetween
