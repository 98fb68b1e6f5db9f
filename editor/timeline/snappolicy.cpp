#include "timeline/snappolicy.h"

#include <algorithm>
#include <cmath>

namespace inbetween {

SnapPolicy SnapPolicy::withoutMarker(int index) const
{
    SnapPolicy p = *this;
    p.m_guides.ignoredMarker = index;
    return p;
}

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

std::optional<double> SnapPolicy::guideNear(double ms, Qt::KeyboardModifiers modifiers) const
{
    if (mode(modifiers) == Mode::Off || !(m_guides.distance > 0.0) || !std::isfinite(ms))
        return std::nullopt;
    std::optional<double> best;
    double bestDistance = m_guides.distance;
    const auto consider = [&](double t) {
        const double d = std::abs(t - ms);
        if (d <= bestDistance) {
            bestDistance = d;
            best = t;
        }
    };
    if (m_guides.beat && m_guides.beat->bpm > 0.0)
        consider(m_guides.beat->beatTime(m_guides.beat->nearestBeat(ms)));
    for (qsizetype i = 0; i < m_guides.markers.size(); ++i) {
        if (i != m_guides.ignoredMarker)
            consider(m_guides.markers[i].time);
    }
    return best;
}

double SnapPolicy::snap(double ms, Qt::KeyboardModifiers modifiers) const
{
    if (const std::optional<double> guide = guideNear(ms, modifiers))
        return *guide;
    return snapToGrid(ms, modifiers);
}

double SnapPolicy::snapToGrid(double ms, Qt::KeyboardModifiers modifiers) const
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
    // Below the smallest step: the step itself (1 frame is exactly 1000 / fps). No guides.
    return std::max(snapToGrid(ms, modifiers), step(modifiers));
}

double SnapPolicy::snapEnd(double start, double ms, Qt::KeyboardModifiers modifiers) const
{
    if (const std::optional<double> guide = guideNear(start + ms, modifiers); guide && *guide - start >= step(modifiers))
        return *guide - start;
    return snapDuration(ms, modifiers);
}

} // namespace inbetween
