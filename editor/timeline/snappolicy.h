#pragma once

#include "beatgrid.h"
#include "clipmarker.h"

#include <QList>
#include <Qt>
#include <optional>

namespace inbetween {

// How dragged and stepped times snap: to whole ms by default, to the project's fps grid when
// snap-to-frames is on, not at all while Shift is held. The smallest step (1 ms, or one frame
// when snapping to frames) is also the shortest duration a drag or `[` can leave, and the
// closest a key may come to its neighbour.
//
// Before the grid, the clip's guides (DESIGN.md, "Timing to voice and beat"): a time within the
// snap distance of a beat of its beat grid or of one of its markers lands exactly on it, the
// nearest of them winning; further from every guide it snaps to the grid as before. (The grid
// is everywhere, so a guide only wins within its distance: that is what makes it a magnet.)
// Shift turns the guides off with the grid.
class SnapPolicy
{
public:
    enum class Mode { Off, WholeMs, Frames };

    // The guides a time snaps to first, and how near it must be to them (in ms: the view's
    // guidePixels at its zoom). `beat` is left out where the beats are too close to be drawn.
    struct Guides
    {
        std::optional<BeatGrid> beat;
        QList<ClipMarker> markers;
        double distance = 0.0;
        int ignoredMarker = -1; // the marker being dragged, never a guide to itself
    };
    static constexpr double guidePixels = 6.0;

    SnapPolicy() = default;
    SnapPolicy(bool snapToFrames, double fps) : m_snapToFrames(snapToFrames), m_fps(fps > 0.0 ? fps : 60.0) {}

    bool snapToFrames() const { return m_snapToFrames; }
    double fps() const { return m_fps; }
    double frameMs() const { return 1000.0 / m_fps; }
    const Guides &guides() const { return m_guides; }
    void setGuides(const Guides &guides) { m_guides = guides; }
    // The same policy with marker `index` no guide (its own drag).
    SnapPolicy withoutMarker(int index) const;

    Mode mode(Qt::KeyboardModifiers modifiers) const;
    // 1 ms, or one frame when snapping to frames.
    double step(Qt::KeyboardModifiers modifiers = Qt::NoModifier) const;
    // The guide nearest `ms` within the distance; none with Shift or where no guide is that near.
    std::optional<double> guideNear(double ms, Qt::KeyboardModifiers modifiers) const;
    // On the nearest guide within the distance, else on the grid.
    double snap(double ms, Qt::KeyboardModifiers modifiers) const;
    // A snapped duration, never below step() (the grid only: `[` and `]` step by it).
    double snapDuration(double ms, Qt::KeyboardModifiers modifiers) const;
    // The duration of something that starts at `start` and would last `ms`: its end on a guide
    // within the distance (when that leaves at least step()), else snapDuration(ms).
    double snapEnd(double start, double ms, Qt::KeyboardModifiers modifiers) const;

private:
    // `ms` on the grid the modifiers leave (whole ms, frames of the fps, or none), no guides.
    double snapToGrid(double ms, Qt::KeyboardModifiers modifiers) const;

    bool m_snapToFrames = false;
    double m_fps = 60.0;
    Guides m_guides;
};

} // namespace inbetween
