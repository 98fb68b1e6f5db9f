#include "timeline/timelinehittester.h"

#include "clip.h"
#include "timeline/guidepainter.h"
#include "timeline/sortedevents.h"
#include "timeline/timeaxis.h"

#include <algorithm>
#include <QPointF>
#include <cmath>

namespace inbetween {

TimelineHit TimelineHitTester::hit(QPoint pos) const
{
    TimelineHit h;
    h.row = m_layout.rowAt(pos.y());
    h.time = m_axis.timeForX(pos.x());
    const bool onPlayhead = std::abs(pos.x() - m_axis.xForTime(m_playhead)) <= playheadTolerance;
    using Row = TimelineLayout::Row;
    using Kind = TimelineHit::Kind;
    switch (h.row) {
    case Row::Ruler:
        h.index = markerAt(pos);
        h.kind = h.index >= 0 ? Kind::Marker : Kind::Ruler;
        return h;
    case Row::Frames: {
        const FrameTrack &frames = m_clip.frames;
        if ((h.index = frameEdgeAt(pos.x())) >= 0) {
            h.kind = Kind::FrameEdge;
        } else if (onPlayhead) {
            h.kind = Kind::Playhead;
        } else if (!frames.isEmpty() && h.time >= 0.0 && h.time < frames.length()) {
            h.kind = Kind::FrameBody;
            h.index = frames.frameAt(h.time);
        }
        return h;
    }
    case Row::Keyframes:
        if ((h.index = keyframeAt(pos.x())) >= 0)
            h.kind = Kind::Keyframe;
        else if (onPlayhead)
            h.kind = Kind::Playhead;
        return h;
    case Row::Sound:
        // The lane drags the clip's sound (its offset) from anywhere along it.
        if (onPlayhead)
            h.kind = Kind::Playhead;
        else if (m_clip.audio)
            h.kind = Kind::Sound;
        return h;
    case Row::Events:
        if ((h.index = eventAt(pos.x())) >= 0)
            h.kind = Kind::Event;
        else if (onPlayhead)
            h.kind = Kind::Playhead;
        return h;
    case Row::Boxes:
        // A box lane (one a declared box) holds nothing to drag: the playhead is all there is to take.
        if (onPlayhead)
            h.kind = Kind::Playhead;
        return h;
    case Row::None: break;
    }
    return h;
}

int TimelineHitTester::frameEdgeAt(double x) const
{
    const FrameTrack &frames = m_clip.frames;
    if (frames.isEmpty())
        return -1;
    const int i = frames.frameAt(m_axis.timeForX(x));
    int best = -1;
    double bestDistance = edgeTolerance + 1e-9;
    // The boundary at the left of frame i (the end of i - 1) and at its right (the end of i).
    for (int k : {i - 1, i}) {
        if (k < 0)
            continue;
        const double d = std::abs(m_axis.xForTime(frames.end(k)) - x);
        // Narrow blocks get a narrower grip, so that their bodies can still be clicked.
        double grip = std::min(edgeTolerance, m_axis.pixelsForDuration(frames.frame(k).duration) / 3);
        if (k + 1 < frames.count())
            grip = std::min(grip, m_axis.pixelsForDuration(frames.frame(k + 1).duration) / 3);
        if (d <= std::max(grip, 2.0) && d <= bestDistance) {
            best = k;
            bestDistance = d;
        }
    }
    return best;
}

int TimelineHitTester::keyframeAt(double x) const
{
    const MotionTrack &motion = m_clip.motion;
    if (motion.isEmpty())
        return -1;
    const int i = motion.insertionIndex(m_axis.timeForX(x));
    int best = -1;
    double bestDistance = markerTolerance + 1e-9;
    for (int k : {i - 1, i}) {
        if (k < 0 || k >= motion.count())
            continue;
        const double d = std::abs(m_axis.xForTime(motion.key(k).time) - x);
        if (d < bestDistance) {
            best = k;
            bestDistance = d;
        }
    }
    return best;
}

int TimelineHitTester::eventAt(double x) const
{
    const double slack = markerTolerance * m_axis.msPerPixel();
    const double t = m_axis.timeForX(x);
    const auto [first, last] = m_events.indexRange(t - slack, t + slack + 1e-9);
    int best = -1;
    double bestDistance = markerTolerance + 1e-9;
    for (int k = first; k < last; ++k) {
        const double d = std::abs(m_axis.xForTime(m_events.time(k)) - x);
        if (d < bestDistance) {
            best = m_events.row(k);
            bestDistance = d;
        }
    }
    return best;
}

int TimelineHitTester::markerAt(QPoint pos) const
{
    const QList<ClipMarker> &markers = m_clip.markers;
    if (markers.isEmpty())
        return -1;
    const QRect ruler = m_layout.rect(TimelineLayout::Row::Ruler);
    // Only markers whose flag can reach the point (a flag is at most maxFlagWidth wide).
    const double reach = (GuidePainter::maxFlagWidth + GuidePainter::poleTolerance + 1) * m_axis.msPerPixel();
    const double t = m_axis.timeForX(pos.x());
    const auto hits = [&](int i) {
        const ClipMarker &m = markers[i];
        if (std::abs(m.time - t) > reach)
            return false;
        const double x = std::round(m_axis.xForTime(m.time));
        return std::abs(pos.x() - x) <= GuidePainter::poleTolerance
               || GuidePainter::flagRect(x, m.name, ruler).contains(QPointF(pos) + QPointF(0.5, 0.5));
    };
    // The way they are drawn, backwards: the selected one on top, then the last in the list.
    if (m_selectedMarker >= 0 && m_selectedMarker < markers.size() && hits(m_selectedMarker))
        return m_selectedMarker;
    for (int i = int(markers.size()) - 1; i >= 0; --i) {
        if (i != m_selectedMarker && hits(i))
            return i;
    }
    return -1;
}

} // namespace inbetween
