#include "timeline/keyrowpainter.h"

#include "curves/spacingchart.h"
#include "timeline/sortedevents.h"
#include "timeline/timeaxis.h"
#include "timing/motiontrack.h"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

namespace inbetween {

namespace {
const QColor selectedColor(255, 170, 40);
}

void KeyRowPainter::drawDiamond(QPainter &painter, QPointF c, int r, bool selected)
{
    const QPointF pts[4] = {c + QPointF(0, -r), c + QPointF(r, 0), c + QPointF(0, r), c + QPointF(-r, 0)};
    painter.setPen(QPen(QColor(20, 20, 24), 1));
    painter.setBrush(selected ? selectedColor : QColor(200, 205, 215));
    painter.drawPolygon(pts, 4);
    painter.setBrush(Qt::NoBrush);
}

void KeyRowPainter::paintKeyframes(QPainter &painter, const QRect &row, int exposedLeft, int exposedRight,
                                   const MotionTrack &motion, const TimeAxis &axis,
                                   const std::function<bool(int)> &isSelected, double fps)
{
    painter.fillRect(QRect(exposedLeft, row.top(), exposedRight - exposedLeft + 1, row.height()), QColor(46, 48, 52));
    if (motion.isEmpty())
        return;
    const double slack = (diamondRadius + 1) * axis.msPerPixel();
    // The segment reaching into view from the left starts at segmentAt(from).
    const int first = std::max(0, motion.segmentAt(axis.timeForX(exposedLeft) - slack));
    const int last = std::min(motion.count(), motion.insertionIndex(axis.timeForX(exposedRight) + slack) + 1);
    const double cy = row.center().y() + 0.5;
    const double top = row.top() + 5;
    const double bottom = row.bottom() - 4;

    painter.setRenderHint(QPainter::Antialiasing, true);
    // Easing curves first, under the diamonds: the eased progress e(s) rising from the bottom of
    // the row at the key to the top at the next key.
    QPen curvePen(QColor(120, 190, 140), 1.0);
    curvePen.setCosmetic(true); // a hairline: stroked without the wide-pen stroker, many times faster
    painter.setPen(curvePen);
    for (int k = first; k + 1 < last; ++k) {
        const double x0 = axis.xForTime(motion.key(k).time);
        const double x1 = axis.xForTime(motion.key(k + 1).time);
        const double w = x1 - x0 - 2 * diamondRadius;
        if (w < 6)
            continue;
        // Only the part of the curve in the exposed span, sampled every few pixels. The samples
        // are the whole curve's, so that a strip repainted (while playing, the strips the
        // playhead crosses are) draws the same line as the whole paint did.
        const double s0 = std::clamp((exposedLeft - 1 - x0 - diamondRadius) / w, 0.0, 1.0);
        const double s1 = std::clamp((exposedRight + 2 - x0 - diamondRadius) / w, 0.0, 1.0);
        if (!(s1 > s0))
            continue;
        const int samples = std::clamp(int(w / 3), 2, 256);
        const int n0 = std::max(0, int(std::floor(s0 * samples)) - 1);
        const int n1 = std::min(samples, int(std::ceil(s1 * samples)) + 1);
        QPainterPath path;
        for (int n = n0; n <= n1; ++n) {
            const double s = double(n) / samples;
            const double e = motion.key(k).easing.apply(s);
            const QPointF p(x0 + diamondRadius + s * w, bottom - e * (bottom - top));
            n == n0 ? path.moveTo(p) : path.lineTo(p);
        }
        painter.drawPath(path);
    }
    // The spacing of the inbetweens, small, along the row's foot.
    if (fps > 0.0) {
        painter.setRenderHint(QPainter::Antialiasing, false);
        for (int k = first; k + 1 < last; ++k) {
            const double x0 = axis.xForTime(motion.key(k).time);
            const double x1 = axis.xForTime(motion.key(k + 1).time);
            if (x1 < exposedLeft || x0 > exposedRight + 1)
                continue;
            for (double x : spacingTickXs(x0, x1, motion.key(k).time, motion.key(k + 1).time, motion.key(k).easing, fps))
                painter.fillRect(QRectF(std::round(x), row.bottom() - 2, 1.0, 3.0), spacingTickColor);
        }
        painter.setRenderHint(QPainter::Antialiasing, true);
    }
    // Diamonds where there is room; where keys crowd, a thin tick each, and at most one per
    // pixel (a binary search jumps over the keys that share it).
    const double room = 2.0 * diamondRadius + 2.0;
    double previousX = -1e9;
    for (int k = first; k < last;) {
        const double x = axis.xForTime(motion.key(k).time);
        const double nextX = k + 1 < motion.count() ? axis.xForTime(motion.key(k + 1).time) : 1e9;
        const bool selected = isSelected(k);
        if (x - previousX >= room && nextX - x >= room) {
            drawDiamond(painter, QPointF(std::round(x) + 0.5, cy), diamondRadius, selected);
        } else {
            painter.fillRect(QRectF(std::round(x), cy - diamondRadius, 1.0, 2.0 * diamondRadius),
                             selected ? selectedColor : QColor(200, 205, 215));
        }
        previousX = x;
        k = std::max(k + 1, motion.insertionIndex(axis.timeForX(std::floor(x) + 1.0)));
    }
    painter.setRenderHint(QPainter::Antialiasing, false);
}

QList<double> KeyRowPainter::spacingTickXs(double x0, double x1, double t0, double t1, const Easing &easing, double fps)
{
    // Between the diamonds, where the easing curve is drawn; only where the ticks stand apart.
    const double left = x0 + diamondRadius, width = x1 - x0 - 2 * diamondRadius;
    const double frames = (t1 - t0) * fps / 1000.0;
    if (width < 4 * minimumTickSpacing || !(frames >= 2.0) || width / frames < minimumTickSpacing)
        return {};
    const SpacingChart chart = SpacingChart::forSegment(t0, t1, easing, fps);
    QList<double> xs;
    xs.reserve(chart.positions.size());
    for (double p : chart.positions)
        xs.append(left + std::clamp(p, 0.0, 1.0) * width);
    return xs;
}

void KeyRowPainter::paintEvents(QPainter &painter, const QRect &row, int exposedLeft, int exposedRight,
                                const SortedEvents &events, const QList<ClipEvent> &list, const TimeAxis &axis,
                                const std::function<bool(int)> &isSelected, double length)
{
    painter.fillRect(QRect(exposedLeft, row.top(), exposedRight - exposedLeft + 1, row.height()), QColor(40, 42, 46));
    const QFontMetrics fm = painter.fontMetrics();
    // Names reach right of their marker: start far enough left to catch a long one.
    const double from = axis.timeForX(exposedLeft - 200);
    const auto [first, last] = events.indexRange(from, axis.timeForX(exposedRight + 8));
    for (int k = first; k < last;) {
        const int row_ = events.row(k);
        const double x = std::round(axis.xForTime(events.time(k))) + 0.5;
        const bool selected = isSelected(row_);
        const bool never = neverOccurs(events.time(k), length);
        const QColor color = selected ? selectedColor : never ? dimmedEventColor : eventColor;
        const double nextX = k + 1 < events.count() ? axis.xForTime(events.time(k + 1)) : exposedRight + 200.0;
        painter.fillRect(QRectF(x - 0.5, row.top() + 2, 1.0, row.height() - 3), color);
        if (nextX - x >= 10) {
            const QPointF flag[3] = {QPointF(x, row.top() + 2), QPointF(x + 8, row.top() + 6), QPointF(x, row.top() + 10)};
            painter.setPen(Qt::NoPen);
            painter.setBrush(color);
            painter.drawPolygon(flag, 3);
            painter.setBrush(Qt::NoBrush);
        }
        // The name, cut short before the next marker.
        const int room = int(nextX - x) - 6;
        if (room > 10) {
            painter.setPen(selected ? selectedColor : never ? QColor(120, 124, 132) : QColor(220, 222, 228));
            painter.drawText(QPointF(x + 4, row.bottom() - 4), fm.elidedText(list.at(row_).name, Qt::ElideRight, room));
        }
        // At most one marker a pixel.
        k = std::max(k + 1, events.firstAtOrAfter(axis.timeForX(std::floor(x) + 1.0)));
    }
}

} // namespace inbetween
