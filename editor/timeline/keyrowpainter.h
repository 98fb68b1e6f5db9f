#pragma once

#include "clipevent.h"

#include <QList>
#include <QRect>
#include <functional>

class QPainter;

namespace inbetween {

class MotionTrack;
class SortedEvents;
class TimeAxis;

// Paints the keyframes row (a diamond per key, the easing of each segment drawn as a small
// curve up to the next key) and the events row (a marker and the name of each event). Only keys
// and events in the exposed span are visited (binary search on their times).
class KeyRowPainter
{
public:
    static constexpr int diamondRadius = 6;

    static void paintKeyframes(QPainter &painter, const QRect &row, int exposedLeft, int exposedRight,
                               const MotionTrack &motion, const TimeAxis &axis,
                               const std::function<bool(int)> &isSelected);
    static void paintEvents(QPainter &painter, const QRect &row, int exposedLeft, int exposedRight,
                            const SortedEvents &events, const QList<ClipEvent> &list, const TimeAxis &axis,
                            const std::function<bool(int)> &isSelected);

    static void drawDiamond(QPainter &painter, QPointF centre, int radius, bool selected);
};

} // namespace inbetween
