#pragma once

#include "timeline/timelinelayout.h"

#include <QPoint>

namespace inbetween {

class Clip;
class SortedEvents;
class TimeAxis;

// What is under a point of the timeline. Like painting, it only binary-searches the times.
struct TimelineHit
{
    enum class Kind { None, Ruler, FrameEdge, FrameBody, Keyframe, Event, Playhead, Sound, Marker };
    Kind kind = Kind::None;
    int index = -1; // frame (for an edge: the frame that ends there), key, event row, or marker
    TimelineLayout::Row row = TimelineLayout::Row::None;
    double time = 0.0; // the time under the point
};

class TimelineHitTester
{
public:
    static constexpr double edgeTolerance = 4.0;   // px either side of a frame edge
    static constexpr double markerTolerance = 7.0; // px either side of a key or event
    static constexpr double playheadTolerance = 3.0;

    TimelineHitTester(const Clip &clip, const TimeAxis &axis, const TimelineLayout &layout,
                      const SortedEvents &events, double playhead, int selectedMarker = -1)
        : m_clip(clip), m_axis(axis), m_layout(layout), m_events(events), m_playhead(playhead),
          m_selectedMarker(selectedMarker)
    {
    }

    TimelineHit hit(QPoint pos) const;
    // The frame whose end is nearest x, within edgeTolerance; -1 if none.
    int frameEdgeAt(double x) const;
    int keyframeAt(double x) const;
    int eventAt(double x) const; // an event row
    // The clip's marker whose flag or pole (GuidePainter) is under `pos` on the ruler, the one
    // drawn on top where flags overlap (the selected one is drawn last); -1 if none.
    int markerAt(QPoint pos) const;

private:
    const Clip &m_clip;
    const TimeAxis &m_axis;
    const TimelineLayout &m_layout;
    const SortedEvents &m_events;
    double m_playhead;
    int m_selectedMarker; // drawn on top of the other flags
};

} // namespace inbetween
