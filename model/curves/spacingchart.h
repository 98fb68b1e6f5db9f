#pragma once

#include "timing/easing.h"

#include <QList>

namespace inbetween {

// The timing chart an animator draws between two keys: a tick at every frame of the fps grid
// between them, placed where the easing has the motion at that frame (0 at the first key, 1 at
// the second; a bezier that overshoots places ticks beyond). Its ticks are the inbetweens: the
// drawings the animator makes between the two keys. The grid is the project's: frame n at
// n x 1000 / fps ms of clip time.
struct SpacingChart
{
    double start = 0.0;      // the keys' times
    double end = 0.0;
    QList<double> times;     // the grid's frames strictly between them (within 1e-6 ms of a key
                             // a frame is the key itself, not an inbetween)
    QList<double> positions; // easing.apply of each frame's progress

    int inbetweens() const { return int(times.size()); }

    // For the segment [start, end] (start < end) with `easing`, at `fps` (> 0). At most
    // `maxTicks` ticks (a longer segment gives none, inbetweens() then says 0 and `tooMany` is
    // true).
    static SpacingChart forSegment(double start, double end, const Easing &easing, double fps, int maxTicks = 100000);
    bool tooMany = false;
};

} // namespace inbetween
