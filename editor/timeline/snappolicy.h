#pragma once

#include <Qt>

namespace inbetween {

// How dragged and stepped times snap: to whole ms by default, to the project's fps grid when
// snap-to-frames is on, not at all while Shift is held. The smallest step (1 ms, or one frame
// when snapping to frames) is also the shortest duration a drag or `[` can leave, and the
// closest a key may come to its neighbour.
class SnapPolicy
{
public:
    enum class Mode { Off, WholeMs, Frames };

    SnapPolicy() = default;
    SnapPolicy(bool snapToFrames, double fps) : m_snapToFrames(snapToFrames), m_fps(fps > 0.0 ? fps : 60.0) {}

    bool snapToFrames() const { return m_snapToFrames; }
    double fps() const { return m_fps; }
    double frameMs() const { return 1000.0 / m_fps; }

    Mode mode(Qt::KeyboardModifiers modifiers) const;
    // 1 ms, or one frame when snapping to frames.
    double step(Qt::KeyboardModifiers modifiers = Qt::NoModifier) const;
    double snap(double ms, Qt::KeyboardModifiers modifiers) const;
    // A snapped duration, never below step().
    double snapDuration(double ms, Qt::KeyboardModifiers modifiers) const;

private:
    bool m_snapToFrames = false;
    double m_fps = 60.0;
};

} // namespace inbetween
