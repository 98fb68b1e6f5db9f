#pragma once

#include "curves/motionchannel.h"
#include "keyframe.h"

#include <QList>
#include <limits>

namespace inbetween {

// A key's point on one channel's curve: what the curve view selects and drags.
struct KeyPoint
{
    int key = -1;
    MotionChannel channel = MotionChannel::TX;

    friend bool operator==(const KeyPoint &a, const KeyPoint &b) { return a.key == b.key && a.channel == b.channel; }
    friend bool operator<(const KeyPoint &a, const KeyPoint &b)
    {
        return a.key != b.key ? a.key < b.key : int(a.channel) < int(b.channel);
    }
};

// Key points dragged together: each point's key moves in time by the same dt, each point's value
// by dv. The times stay in order: dt is limited so that a moved key keeps `minGap` ms from an
// unmoved neighbour, no time goes below 0 and the last key not past `lastTimeLimit`. Values stay
// within the file's limits (MotionChannels::limit).
namespace KeyPointDrag {

struct Result
{
    QList<int> rows;          // the keys moved, in order
    QList<Keyframe> keys;     // their new values
    double dt = 0.0;          // the time delta applied (dt after the limits)
};

// The range of time deltas the keys of `points` can move by.
std::pair<double, double> timeRange(const QList<Keyframe> &keys, const QList<KeyPoint> &points, double minGap,
                                    double lastTimeLimit = std::numeric_limits<double>::infinity());

Result moved(const QList<Keyframe> &keys, const QList<KeyPoint> &points, double dt, double dv, double minGap,
             double lastTimeLimit = std::numeric_limits<double>::infinity());

} // namespace KeyPointDrag

} // namespace inbetween
