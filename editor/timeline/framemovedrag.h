#pragma once

#include <QList>
#include <optional>
#include <utility>

namespace inbetween {

class Document;
class FrameTrack;

// Reordering frames by dragging their blocks along the timeline: the selected frames are
// picked up, the place they would go (before frame `target()`) follows the mouse, and the drop
// moves them there together, in their order, as one undo command.
class FrameMoveDrag
{
public:
    bool isActive() const { return !m_rows.isEmpty(); }
    const QList<int> &rows() const { return m_rows; }
    int target() const { return m_target; }

    // Picks up `rows` (sorted, without repeats).
    void begin(const QList<int> &rows) { m_rows = rows; m_target = -1; }
    // The mouse at `time`: over a frame's first half the frames go before it, over its second
    // half after it; before the clip at the start, after it at the end.
    void moveTo(double time, const FrameTrack &frames);
    // Where the insertion mark is drawn: the start of the target frame, or the clip's end.
    double targetTime(const FrameTrack &frames) const;
    // Moves the frames (if that changes anything) and ends the drag; where they stand now.
    std::optional<std::pair<int, int>> drop(Document *document);
    void cancel() { m_rows.clear(); m_target = -1; }

private:
    QList<int> m_rows;
    int m_target = -1;
};

} // namespace inbetween
