#pragma once

#include "curves/curvemapping.h"
#include "curves/keypointdrag.h"
#include "curves/motionchannel.h"

#include <QList>
#include <QRect>

class QPainter;

namespace inbetween {

class Clip;

// Paints the curve view: the value grid, the flipbook's frame boundaries, each picked channel's
// curve (CurveSampling's polyline, at most four points a pixel column), the keys as points where
// there is room, the selected points, the selected segment's Bezier handles, the clip's end and
// the playhead. Only the exposed columns are visited.
class CurvePainter
{
public:
    static constexpr int pointRadius = 3;
    static constexpr int handleRadius = 4;

    struct Input
    {
        const Clip *clip = nullptr;
        CurveMapping mapping;
        QRect rect;                        // the whole plot
        int exposedLeft = 0;
        int exposedRight = 0;
        QList<MotionChannel> channels;     // drawn in this order (the last on top)
        const QList<KeyPoint> *selection = nullptr; // sorted
        int segment = -1;                  // its handles are drawn
        double playhead = -1.0;
    };

    struct Stats
    {
        int polylinePoints = 0; // drawn over all channels
        int keyMarkers = 0;
    };

    static Stats paint(QPainter &painter, const Input &in);

    // A round step for grid lines about `target` values apart: 1, 2 or 5 times a power of ten.
    static double niceStep(double target);

private:
    static void paintGrid(QPainter &painter, const Input &in);
    // The keys with room for a marker (their neighbours at least a marker away): the same for
    // every channel, found once a paint.
    static QList<int> keysWithRoom(const Input &in);
    static int paintKeys(QPainter &painter, const Input &in, MotionChannel channel, const QList<int> &withRoom);
    static void paintHandles(QPainter &painter, const Input &in);
};

} // namespace inbetween
