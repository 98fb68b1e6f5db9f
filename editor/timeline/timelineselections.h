#pragma once

#include "document/listkind.h"
#include "timeline/timelineselection.h"

#include <array>

class QItemSelectionModel;

namespace inbetween {

// The selections of the three lists the timeline shows (frames, keyframes, events), each on the
// selection model it shares with its table, and which of them Delete removes from: the list
// whose selection was made last, here or in its table. A marker of the clip (its flag clicked on
// the ruler) is selected here alone, as there is no table of markers: while one is, Delete
// removes it, until a list's selection is made again. The view owns it and gives it to the
// parts that select (TimelineGestures, TimelineKeys) and the one that shows the selection
// (TimelinePainter).
class TimelineSelections
{
public:
    TimelineSelections(QItemSelectionModel *frames, QItemSelectionModel *keyframes, QItemSelectionModel *events)
        : m_selections{TimelineSelection(frames), TimelineSelection(keyframes), TimelineSelection(events)}
    {
    }

    // `kind` is Frames, Keyframes or Events (the timeline shows one clip's lists only).
    TimelineSelection &of(ListKind kind) { return m_selections[size_t(kind)]; }
    const TimelineSelection &of(ListKind kind) const { return m_selections[size_t(kind)]; }

    // The list Delete removes from (when no marker is selected).
    ListKind active() const { return m_active; }
    void setActive(ListKind kind)
    {
        m_active = kind;
        m_marker = -1;
    }
    // The selected marker (an index into the clip's markers), -1 when none.
    int marker() const { return m_marker; }
    void setMarker(int index) { m_marker = index; }

private:
    std::array<TimelineSelection, 3> m_selections; // indexed by ListKind
    ListKind m_active = ListKind::Frames;
    int m_marker = -1;
};

} // namespace inbetween
