#include "curves/curvepainter.h"

#include "clip.h"
#include "curves/channelcolors.h"
#include "curves/curvehittester.h"
#include "curves/curvesampling.h"

#include <QPainter>
#include <algorithm>
#include <cmath>

namespace inbetween {

namespace {
const QColor selectedColor(255, 170, 40);
const QColor background(30, 32, 36);
} // namespace

double CurvePainter::niceStep(double target)
{
    if (!(target > 0.0) || !std::isfinite(target))
        return 1.0;
    const double power = std::pow(10.0, std::floor(std::log10(target)));
    for (double m : {1.0, 2.0, 5.0, 10.0}) {
        if (m * power >= target)
            return m * power;
    }
    return 10.0 * power;
}

CurvePainter::Stats CurvePainter::paint(QPainter &painter, const Input &in)
{
    Stats stats;
    const QRect exposed(in.exposedLeft, in.rect.top(), in.exposedRight - in.exposedLeft + 1, in.rect.height());
    painter.fillRect(exposed, background);
    if (!in.clip)
        return stats;
    painter.save();
    painter.setClipRect(exposed);
    paintGrid(painter, in);

    const MotionTrack &motion = in.clip->motion;
    const QList<int> withRoom = keysWithRoom(in);
    for (MotionChannel c : in.channels) {
        const std::vector<QPointF> line =
            CurveSampling::polyline(motion, c, in.mapping, in.exposedLeft - 1, in.exposedRight + 1);
        if (line.empty())
            continue;
        // A one-pixel cosmetic pen: the raster engine's cosmetic stroker draws it many times
        // faster than a wider pen's outline. Antialiased where the curve is smooth; where keys
        // crowd (more than two points a pixel column) it is a scribble either way, and aliased
        // lines cost a third.
        QPen pen(channelColor(c), 1.0);
        pen.setCosmetic(true);
        painter.setRenderHint(QPainter::Antialiasing, line.size() < 2 * size_t(exposed.width()));
        painter.setPen(pen);
        painter.drawPolyline(line.data(), int(line.size()));
        stats.polylinePoints += int(line.size());
        stats.keyMarkers += paintKeys(painter, in, c, withRoom);
    }
    paintHandles(painter, in);

    // The clip's end and the playhead, across the plot.
    painter.setRenderHint(QPainter::Antialiasing, false);
    const double endX = std::round(in.mapping.x(in.clip->length())) + 0.5;
    painter.setPen(QPen(QColor(90, 120, 170), 1, Qt::DashLine));
    painter.drawLine(QLineF(endX, in.rect.top(), endX, in.rect.bottom()));
    if (in.playhead >= 0.0) {
        const double x = std::round(in.mapping.x(in.playhead)) + 0.5;
        painter.setPen(QPen(QColor(235, 64, 52), 1));
        painter.drawLine(QLineF(x, in.rect.top(), x, in.rect.bottom()));
    }
    painter.restore();
    return stats;
}

void CurvePainter::paintGrid(QPainter &painter, const Input &in)
{
    painter.setRenderHint(QPainter::Antialiasing, false);
    const CurveMapping &m = in.mapping;
    // Frame boundaries of the flipbook, faint, where they are at least 4 px apart.
    const FrameTrack &frames = in.clip->frames;
    if (!frames.isEmpty() && frames.length() / frames.count() / m.msPerPixel >= 4.0) {
        const auto [first, last] = frames.framesIn(m.time(in.exposedLeft), m.time(in.exposedRight + 1));
        painter.setPen(QColor(44, 47, 53));
        for (int i = first; i <= last && i <= frames.count(); ++i) {
            const double x = std::round(m.x(frames.start(i))) + 0.5;
            painter.drawLine(QLineF(x, in.rect.top(), x, in.rect.bottom()));
        }
    }
    // Values: a line every ~40 px on round numbers, labelled at the left.
    const double lo = m.value(in.rect.bottom()), hi = m.value(in.rect.top());
    const double step = niceStep((hi - lo) / std::max(1.0, in.rect.height() / 40.0));
    const QFontMetrics fm = painter.fontMetrics();
    for (double v = std::ceil(lo / step) * step; v <= hi; v += step) {
        const double y = std::round(m.y(v)) + 0.5;
        painter.setPen(std::abs(v) < step / 2 ? QColor(70, 74, 82) : QColor(48, 51, 57));
        painter.drawLine(QLineF(in.exposedLeft, y, in.exposedRight + 1, y));
        if (in.exposedLeft < 60) {
            painter.setPen(QColor(130, 134, 142));
            painter.drawText(QPointF(4, y - 2), QString::number(std::abs(v) < step / 2 ? 0.0 : v, 'g', 6));
        }
    }
    Q_UNUSED(fm);
}

QList<int> CurvePainter::keysWithRoom(const Input &in)
{
    const MotionTrack &motion = in.clip->motion;
    const CurveMapping &m = in.mapping;
    const double slack = (pointRadius + 2) * m.msPerPixel;
    const int first = motion.insertionIndex(m.time(in.exposedLeft) - slack);
    const int last = std::min(motion.count(), motion.insertionIndex(m.time(in.exposedRight) + slack) + 1);
    QList<int> keys;
    constexpr double room = 2.0 * pointRadius + 2.0;
    double previousX = -1e9;
    for (int k = first; k < last;) {
        const double x = m.x(motion.key(k).time);
        const double nextX = k + 1 < motion.count() ? m.x(motion.key(k + 1).time) : 1e9;
        if (x - previousX >= room && nextX - x >= room)
            keys.append(k);
        previousX = x;
        // At most one key a pixel column: jump over the rest (they crowd: no room for any).
        k = std::max(k + 1, motion.insertionIndex(m.time(std::floor(x) + 1.0)));
    }
    return keys;
}

int CurvePainter::paintKeys(QPainter &painter, const Input &in, MotionChannel channel, const QList<int> &withRoom)
{
    const MotionTrack &motion = in.clip->motion;
    const CurveMapping &m = in.mapping;
    painter.setRenderHint(QPainter::Antialiasing, false);
    // A square with a dark rim, as two fills (cheaper than a stroked rectangle).
    QColor fill = channelColor(channel);
    const auto mark = [&](int k, bool selected) {
        const Keyframe &key = motion.key(k);
        const int x = int(std::round(m.x(key.time))), y = int(std::round(m.y(MotionChannels::value(key, channel))));
        const int r = selected ? pointRadius + 1 : pointRadius;
        painter.fillRect(QRect(x - r, y - r, 2 * r + 1, 2 * r + 1), QColor(20, 20, 24));
        painter.fillRect(QRect(x - r + 1, y - r + 1, 2 * r - 1, 2 * r - 1), fill);
    };
    int drawn = 0;
    for (int k : withRoom) {
        mark(k, false);
        ++drawn;
    }
    // Selected points always, over the others.
    if (in.selection && !in.selection->isEmpty()) {
        fill = selectedColor;
        const double slack = (pointRadius + 2) * m.msPerPixel;
        const int first = motion.insertionIndex(m.time(in.exposedLeft) - slack);
        const int last = motion.insertionIndex(m.time(in.exposedRight) + slack) + 1;
        const auto begin = std::lower_bound(in.selection->begin(), in.selection->end(), KeyPoint{first, MotionChannel::TX});
        for (auto it = begin; it != in.selection->end() && it->key < last; ++it) {
            if (it->channel == channel && it->key < motion.count()) {
                mark(it->key, true);
                ++drawn;
            }
        }
    }
    return drawn;
}

void CurvePainter::paintHandles(QPainter &painter, const Input &in)
{
    const MotionTrack &motion = in.clip->motion;
    if (in.segment < 0 || in.segment + 1 >= motion.count())
        return;
    const CurveHitTester geometry(motion, in.channels, in.mapping, in.segment);
    const Keyframe &a = motion.key(in.segment);
    const Keyframe &b = motion.key(in.segment + 1);
    painter.setRenderHint(QPainter::Antialiasing, true);
    for (MotionChannel c : in.channels) {
        const auto h1 = geometry.handlePosition(in.segment, c, 1);
        const auto h2 = geometry.handlePosition(in.segment, c, 2);
        if (!h1 || !h2)
            continue;
        const QPointF p0 = in.mapping.point(a.time, MotionChannels::value(a, c));
        const QPointF p1 = in.mapping.point(b.time, MotionChannels::value(b, c));
        painter.setPen(QPen(QColor(230, 230, 235), 1));
        painter.drawLine(p0, *h1);
        painter.drawLine(p1, *h2);
        painter.setBrush(channelColor(c));
        painter.setPen(QPen(QColor(245, 245, 250), 1.5));
        painter.drawEllipse(*h1, handleRadius, handleRadius);
        painter.drawEllipse(*h2, handleRadius, handleRadius);
        painter.setBrush(Qt::NoBrush);
    }
}

} // namespace inbetween
