#include "timeline/playrangebar.h"

#include "timeline/timeaxis.h"

#include <QPainter>
#include <algorithm>
#include <cmath>

namespace inbetween {

namespace {
const QColor bandColor(70, 190, 120, 90);
const QColor handleColor(90, 220, 140);
const QColor dimColor(0, 0, 0, 95);
} // namespace

PlayRangeBar::End PlayRangeBar::endAt(QPoint pos, const TimelineLayout &layout, const TimeAxis &axis,
                                      const std::optional<PlayRange> &range)
{
    if (!range || layout.rowAt(pos.y()) != TimelineLayout::Row::Ruler)
        return End::None;
    const double dFrom = std::abs(pos.x() - axis.xForTime(range->from));
    const double dTo = std::abs(pos.x() - axis.xForTime(range->to));
    if (std::min(dFrom, dTo) > handleTolerance)
        return End::None;
    // Ends closer than the tolerance: the one on the side of the press (right of both: the end).
    if (dFrom == dTo)
        return pos.x() >= axis.xForTime(range->to) ? End::To : End::From;
    return dFrom < dTo ? End::From : End::To;
}

void PlayRangeBar::paint(QPainter &painter, const TimelineLayout &layout, const TimeAxis &axis,
                         const std::optional<PlayRange> &range, int height)
{
    if (!range)
        return;
    const QRect ruler = layout.rect(TimelineLayout::Row::Ruler);
    const double x0 = std::round(axis.xForTime(range->from));
    const double x1 = std::round(axis.xForTime(range->to));
    const int width = ruler.width();
    // What plays stays as it is; the rest of the rows is dimmed.
    const int top = ruler.bottom() + 1;
    if (x0 > 0)
        painter.fillRect(QRectF(0, top, std::min<double>(x0, width), height - top), dimColor);
    if (x1 < width)
        painter.fillRect(QRectF(std::max(0.0, x1), top, width - std::max(0.0, x1), height - top), dimColor);
    painter.fillRect(QRectF(x0, ruler.top(), x1 - x0, ruler.height()), bandColor);
    // A bracket at each end: [ at the start, ] at the end, the height of the ruler.
    painter.setPen(Qt::NoPen);
    painter.setBrush(handleColor);
    for (const auto &[x, dir] : {std::pair{x0, 1.0}, std::pair{x1, -1.0}}) {
        painter.drawRect(QRectF(dir > 0 ? x : x - 3, ruler.top(), 3, ruler.height()));
        painter.drawRect(QRectF(dir > 0 ? x : x - 7, ruler.top(), 7, 3));
        painter.drawRect(QRectF(dir > 0 ? x : x - 7, ruler.bottom() - 2, 7, 3));
        painter.fillRect(QRectF(dir > 0 ? x : x - 1, top, 1, height - top), QColor(90, 220, 140, 160));
    }
    painter.setBrush(Qt::NoBrush);
}

void PlayRangeBar::begin(End end, PlayRange range)
{
    m_end = end;
    m_start = m_now = range;
}

void PlayRangeBar::moveTo(double ms, double length, const SnapPolicy &snap, Qt::KeyboardModifiers modifiers)
{
    if (!isActive())
        return;
    const double t = snap.snap(ms, modifiers);
    if (m_end == End::From)
        m_now.from = std::clamp(t, 0.0, std::max(0.0, m_now.to - minimumLength));
    else
        m_now.to = std::clamp(t, std::min(length, m_now.from + minimumLength), length);
}

std::optional<PlayRange> PlayRangeBar::finish()
{
    const bool changed = isActive() && m_now != m_start;
    m_end = End::None;
    return changed ? std::optional<PlayRange>(m_now) : std::nullopt;
}

} // namespace inbetween
