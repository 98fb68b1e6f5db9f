#pragma once

#include "itemmodels/durationformat.h"

#include <QMetaType>
#include <QString>

namespace inbetween {

class FrameTrack;
class TimelineSelection;

// What the timeline tells the status bar: the clip's length, the selected frames and their
// total, and the frame under the mouse.
struct TimelineStatus
{
    double clipLength = 0.0;
    int selectedFrames = 0;
    double selectedDuration = 0.0;
    int frameUnderCursor = -1;
    double durationUnderCursor = 0.0;
    double timeUnderCursor = -1.0; // < 0 when the mouse is not over the frames

    // Totals from the selection's runs and the prefix sums: no loop over the frames.
    static TimelineStatus compute(const FrameTrack &frames, double clipLength, const TimelineSelection &selection,
                                  double timeUnderCursor);
    QString text(const DurationFormat &format) const;

    bool operator==(const TimelineStatus &o) const
    {
        return clipLength == o.clipLength && selectedFrames == o.selectedFrames && selectedDuration == o.selectedDuration
               && frameUnderCursor == o.frameUnderCursor && durationUnderCursor == o.durationUnderCursor
               && timeUnderCursor == o.timeUnderCursor;
    }
    bool operator!=(const TimelineStatus &o) const { return !(*this == o); }
};

} // namespace inbetween

Q_DECLARE_METATYPE(inbetween::TimelineStatus)
