#include "timeline/snappolicy.h"

#include <algorithm>
#include <cmath>

namespace inbetween {

SnapPolicy::Mode SnapPolicy::mode(Qt::KeyboardModifiers modifiers) const
{
    if (modifiers & Qt::ShiftModifier)
        return Mode::Off;
    return m_snapToFrames ? Mode::Frames : Mode::WholeMs;
}

double SnapPolicy::step(Qt::KeyboardModifiers modifiers) const
{
    return mode(modifiers) == Mode::Frames ? frameMs() : 1.0;
}

double SnapPolicy::snap(double ms, Qt::KeyboardModifiers modifiers) const
{
    switch (mode(modifiers)) {
    case Mode::Off: return ms;
    case Mode::WholeMs: return std::round(ms);
    case Mode::Frames:
        // k * 1000 / fps rather than k * frameMs(): 9 frames at 60 fps is exactly 150.
        return std::round(ms * m_fps / 1000.0) * 1000.0 / m_fps;
    }
    return ms;
}

double SnapPolicy::snapDuration(double ms, Qt::KeyboardModifiers modifiers) const
{
    const double s = step(modifiers);
    // Below the smallest step: the step itself (snapped, 1 frame is exactly 1000 / fps).
    return std::max(snap(ms, modifiers), s);
}

} // namespace inbetween
