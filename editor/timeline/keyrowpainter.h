#pragma once

#include "clipevent.h"
#include "timing/easing.h"

#include <QColor>

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
    static constexpr double minimumTickSpacing = 4.0; // px between the spacing ticks of a segment
    static inline const QColor spacingTickColor{250, 215, 120};

    // With fps > 0, a segment with room also shows its spacing chart small along the row's foot:
    // a tick where each frame of the fps grid between its keys has the motion (SpacingChart).
    static void paintKeyframes(QPainter &painter, const QRect &row, int exposedLeft, int exposedRight,
                               const MotionTrack &motion, const TimeAxis &axis,
                               const std::function<bool(int)> &isSelected, double fps = 0.0);
    // Where the small spacing ticks of the segment drawn from x0 to x1 go (none without room).
    static QList<double> spacingTickXs(double x0, double x1, double t0, double t1, const Easing &easing, double fps);
    // `length`: the clip's; an event past it (or any, in a clip of length 0) never occurs and is
    // drawn dimmed (DESIGN.md, "Events at or past the end").
    static void paintEvents(QPainter &painter, const QRect &row, int exposedLeft, int exposedRight,
                            const SortedEvents &events, const QList<ClipEvent> &list, const TimeAxis &axis,
                            const std::function<bool(int)> &isSelected, double length);
    static bool neverOccurs(double eventTime, double length) { return !(length > 0.0) || eventTime > length; }
    static inline const QColor eventColor{120, 170, 230};
    static inline const QColor dimmedEventColor{78, 88, 104};

    static void drawDiamond(QPainter &painter, QPointF centre, int radius, bool selected);
};

} // namespace inbetween
