#pragma once

#include "itemmodels/durationformat.h"
#include "timeline/timelinehittester.h"

#include <QString>

namespace inbetween {

class Clip;

// The tooltip of what is under the mouse: a frame's duration and span (and, for a frame shorter
// than one display refresh, that a render can skip it), a key's time and easing, an event.
class TimelineToolTip
{
public:
    static QString text(const Clip &clip, const TimelineHit &hit, const DurationFormat &format);
};

} // namespace inbetween
