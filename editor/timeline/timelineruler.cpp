#include "timeline/timelineruler.h"

#include "timeline/timeaxis.h"

#include <QPainter>
#include <cmath>

namespace inbetween {

TimelineRuler::Steps TimelineRuler::steps(double msPerPixel, double fps)
{
    Steps s;
    const double wanted = minLabelSpacing * msPerPixel; // ms the labels must be apart at least
    double decade = std::pow(10.0, std::floor(std::log10(wanted)));
    double major = decade;
    for (double m : {1.0, 2.0, 5.0, 10.0}) {
        if (decade * m >= wanted) {
            major = decade * m;
            break;
        }
    }
    s.major = major;
    // 5 small ticks in a 1 or 5 step, 4 in a 2 step (so they land on round values).
    const double lead = major / std::pow(10.0, std::floor(std::log10(major) + 1e-9));
    s.minor = major / (std::abs(lead - 2.0) < 1e-6 ? 4.0 : 5.0);
    const double frameMs = fps > 0.0 ? 1000.0 / fps : 0.0;
    s.frame = frameMs > 0.0 && frameMs / msPerPixel >= minFrameTickSpacing ? frameMs : 0.0;
    return s;
}

QString TimelineRuler::label(double ms, double majorStep)
{
    const int decimals = majorStep >= 1.0 ? 0 : int(std::ceil(-std::log10(majorStep) - 1e-9));
    const QString number = QString::number(ms, 'f', decimals);
    return ms == 0.0 ? number + QStringLiteral(" ms") : number;
}

double TimelineRuler::labelLeft(double tickX, double width, double rowRight)
{
    return tickX + 3 + width <= rowRight ? tickX + 3 : tickX - 3 - width;
}

void TimelineRuler::paint(QPainter &painter, const QRect &row, const TimeAxis &axis, double fps, double length)
{
    const Steps s = steps(axis.msPerPixel(), fps);
    painter.fillRect(row, QColor(52, 54, 58));
    const auto [from, to] = std::pair(std::max(0.0, axis.timeForX(row.left())), axis.timeForX(row.right() + 1));
    if (to < 0.0)
        return;
    const QColor tickColor(150, 150, 155);

    // The clip's extent, so the ruler shows where it ends.
    const double endX = axis.xForTime(length);
    painter.fillRect(QRectF(QPointF(axis.xForTime(0.0), row.bottom() - 2), QPointF(endX, row.bottom() + 1)),
                     QColor(90, 120, 170));

    if (s.frame > 0.0) {
        painter.setPen(QColor(95, 150, 110));
        const long long first = (long long)std::floor(from / s.frame);
        const long long last = (long long)std::ceil(to / s.frame);
        for (long long k = first; k <= last; ++k) {
            const double x = std::round(axis.xForTime(k * 1000.0 / fps)) + 0.5;
            painter.drawLine(QLineF(x, row.bottom() - 4, x, row.bottom()));
        }
    }

    painter.setPen(tickColor);
    const long long firstMinor = (long long)std::floor(from / s.minor);
    const long long lastMinor = (long long)std::ceil(to / s.minor);
    for (long long k = firstMinor; k <= lastMinor; ++k) {
        const double x = std::round(axis.xForTime(k * s.minor)) + 0.5;
        painter.drawLine(QLineF(x, row.bottom() - 7, x, row.bottom() - 3));
    }

    QFont font = painter.font();
    font.setPointSizeF(std::max(6.0, font.pointSizeF() * 0.85));
    painter.setFont(font);
    const long long firstMajor = (long long)std::floor(from / s.major);
    const long long lastMajor = (long long)std::ceil(to / s.major);
    for (long long k = std::max(0LL, firstMajor - 1); k <= lastMajor; ++k) {
        const double t = k * s.major;
        const double x = std::round(axis.xForTime(t)) + 0.5;
        painter.setPen(tickColor);
        painter.drawLine(QLineF(x, row.top() + 4, x, row.bottom() - 3));
        painter.setPen(QColor(215, 215, 220));
        const QString text = label(t, s.major);
        const double left = labelLeft(x, painter.fontMetrics().horizontalAdvance(text), row.right() + 1);
        painter.drawText(QPointF(left, row.top() + painter.fontMetrics().ascent() + 2), text);
    }
}

} // namespace inbetween
