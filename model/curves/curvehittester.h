#pragma once

#include "curves/curvemapping.h"
#include "curves/motionchannel.h"

#include <QList>
#include <QPointF>

namespace inbetween {

class MotionTrack;

// What is under a point of the curve view.
struct CurveHit
{
    enum class Kind { None, Handle, Key, Segment };
    Kind kind = Kind::None;
    int key = -1;          // Key: the key; Handle, Segment: the key that starts the segment
    MotionChannel channel = MotionChannel::TX;
    int handle = 0;        // Handle: 1 or 2

    friend bool operator==(const CurveHit &a, const CurveHit &b)
    {
        return a.kind == b.kind && a.key == b.key && (a.kind == Kind::None || a.channel == b.channel)
               && a.handle == b.handle;
    }
};

// Finds what a press at a view point grabs, nearest first within `radius` pixels: a Bezier
// handle of the selected segment, then a key's point, then a segment's curve. Channels later in
// `channels` are drawn over earlier ones and win a tie. Keys are found by binary search on
// time, so a clip of any size answers in about log n.
class CurveHitTester
{
public:
    CurveHitTester(const MotionTrack &motion, QList<MotionChannel> channels, const CurveMapping &mapping,
                   int selectedSegment = -1);

    CurveHit hit(QPointF pos, double radius = 6.0) const;

    // Where handle 1 or 2 of segment k is drawn on a channel (empty when it has none there).
    std::optional<QPointF> handlePosition(int segment, MotionChannel channel, int handle) const;

private:
    CurveHit handleAt(QPointF pos, double radius) const;
    CurveHit keyAt(QPointF pos, double radius) const;
    CurveHit segmentAt(QPointF pos, double radius) const;

    const MotionTrack &m_motion;
    QList<MotionChannel> m_channels;
    CurveMapping m_mapping;
    int m_selectedSegment;
};

} // namespace inbetween
