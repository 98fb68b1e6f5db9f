#pragma once

#include "clip.h"
#include "timeline/snappolicy.h"
#include "timeline/timelinelayout.h"

#include <QPoint>
#include <optional>

class QPainter;

namespace inbetween {

class TimeAxis;

// The current clip's play range on the timeline: a band on the ruler from its start to its end
// with a handle at each end, and the rest of the timeline dimmed (the preview loops only the
// band). Either end is dragged on the ruler; the drag shows the new range and is committed
// once, on release (PlayRangeEdits::set: one undo step), or dropped with Escape.
class PlayRangeBar
{
public:
    enum class End { None, From, To };
    static constexpr double handleTolerance = 6.0; // px either side of an end
    static constexpr double minimumLength = 1.0;   // ms a drag leaves between the ends

    // The end whose handle is under `pos` (on the ruler only).
    static End endAt(QPoint pos, const TimelineLayout &layout, const TimeAxis &axis, const std::optional<PlayRange> &range);
    // The band, the handles and the dimming outside, over the whole height of the rows.
    static void paint(QPainter &painter, const TimelineLayout &layout, const TimeAxis &axis,
                      const std::optional<PlayRange> &range, int height);

    void begin(End end, PlayRange range);
    bool isActive() const { return m_end != End::None; }
    End end() const { return m_end; }
    // The dragged end follows `ms` (snapped), kept inside [0, length] and minimumLength from the
    // other end.
    void moveTo(double ms, double length, const SnapPolicy &snap, Qt::KeyboardModifiers modifiers);
    PlayRange range() const { return m_now; }
    // The time of the dragged end.
    double value() const { return m_end == End::From ? m_now.from : m_now.to; }
    // Ends the drag: the range to set, or none when it did not change.
    std::optional<PlayRange> finish();
    void cancel() { m_end = End::None; }

private:
    End m_end = End::None;
    PlayRange m_start;
    PlayRange m_now;
};

} // namespace inbetween
