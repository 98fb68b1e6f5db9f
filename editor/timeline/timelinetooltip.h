#pragma once

#include "durationformat.h"
#include "timelinehittester.h"

#include <QString>

namespace inbetween {

class Project;

// The tooltip of what is under the mouse: a frame's duration and span (and, for a frame shorter
// than one display refresh, that a render can skip it), a key's time and easing, an event.
class TimelineToolTip
{
public:
    static QString text(const Project &project, const TimelineHit &hit, const DurationFormat &format);
};

} // namespace inbetween
