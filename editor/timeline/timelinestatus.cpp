#include "timeline/timelinestatus.h"

#include "timeline/timelineselection.h"
#include "timing/frametrack.h"

#include <QCoreApplication>

namespace inbetween {

TimelineStatus TimelineStatus::compute(const FrameTrack &frames, double clipLength, const TimelineSelection &selection,
                                       double timeUnderCursor)
{
    TimelineStatus s;
    s.clipLength = clipLength;
    for (const auto &[first, last] : selection.runs()) {
        if (first < 0 || last >= frames.count())
            continue;
        s.selectedFrames += last - first + 1;
        s.selectedDuration += frames.end(last) - frames.start(first);
    }
    if (timeUnderCursor >= 0.0 && timeUnderCursor < frames.length() && !frames.isEmpty()) {
        s.timeUnderCursor = timeUnderCursor;
        s.frameUnderCursor = frames.frameAt(timeUnderCursor);
        s.durationUnderCursor = frames.frame(s.frameUnderCursor).duration;
    }
    return s;
}

QString TimelineStatus::text(const DurationFormat &format) const
{
    const auto tr = [](const char *t) { return QCoreApplication::translate("TimelineStatus", t); };
    QString out = tr("Clip %1").arg(format.formatBoth(clipLength));
    if (selectedFrames > 0)
        out += (selectedFrames == 1 ? tr(" · 1 frame selected: %1") : tr(" · %1 frames selected: %2").arg(selectedFrames))
                   .arg(format.formatBoth(selectedDuration));
    if (frameUnderCursor >= 0)
        out += tr(" · frame %1 under the cursor: %2").arg(frameUnderCursor).arg(format.formatBoth(durationUnderCursor));
    return out;
}

} // namespace inbetween
