#include "timeline/tapmarks.h"

#include "playback/taptake.h"
#include "timeline/timeaxis.h"
#include "timeline/timelinelayout.h"

#include <QPainter>
#include <QWidget>
#include <algorithm>
#include <cmath>

namespace inbetween {

TapMarks::TapMarks(QWidget *viewport) : QObject(viewport), m_viewport(viewport) {}

QColor TapMarks::color()
{
    return QColor(214, 120, 255);
}

void TapMarks::setTake(const TapTake *take)
{
    if (m_take)
        disconnect(m_take, nullptr, this, nullptr);
    m_take = take;
    if (take) {
        const auto repaint = [this] { m_viewport->update(); };
        connect(take, &TapTake::started, this, repaint);
        connect(take, &TapTake::marked, this, repaint);
        connect(take, &TapTake::ended, this, repaint);
    }
    m_viewport->update();
}

bool TapMarks::isShowing() const
{
    return m_take && m_take->isActive();
}

void TapMarks::paint(QPainter &painter, const TimelineLayout &layout, const TimeAxis &axis, int left, int right,
                     int height) const
{
    m_lastPainted = 0;
    if (!isShowing())
        return;
    using Row = TimelineLayout::Row;
    const QRect ruler = layout.rect(Row::Ruler);
    const QRect frames = layout.rect(Row::Frames);
    const QList<double> times = m_take->markClipTimes();
    const qsizetype timed = m_take->rows().size();
    const auto xOf = [&axis](double ms) { return std::round(axis.xForTime(ms)) + 0.5; };
    painter.save();
    const double startX = xOf(m_take->origin());
    if (!times.isEmpty()) {
        // The part of the clip tapped so far.
        const double lastX = xOf(times.back());
        QColor tint = color();
        tint.setAlpha(40);
        painter.fillRect(QRectF(startX, frames.top(), lastX - startX, frames.height()), tint);
    }
    painter.setPen(QPen(color(), 1, Qt::DashLine));
    if (startX >= left - 1 && startX <= right + 1)
        painter.drawLine(QLineF(startX, ruler.top(), startX, height));

    QFont font = painter.font();
    font.setPointSizeF(std::max(6.0, font.pointSizeF() * 0.85));
    font.setBold(true);
    painter.setFont(font);
    const QFontMetrics fm = painter.fontMetrics();
    for (qsizetype k = 0; k < times.size(); ++k) {
        const double x = xOf(times[k]);
        const QString label = QString::number(k + 1);
        const int labelWidth = fm.horizontalAdvance(label) + 6;
        if (x < left - labelWidth || x > right + 1)
            continue;
        QColor c = color();
        if (k >= timed) // an extra tap: ignored
            c.setAlpha(110);
        painter.setPen(QPen(c, 2));
        painter.drawLine(QLineF(x, ruler.top(), x, height));
        // The number at the foot of the ruler (under its labels), left of its line: the frame it
        // ends is on that side.
        const QRectF box(x - labelWidth, ruler.bottom() + 1 - fm.height(), labelWidth, fm.height());
        painter.fillRect(box, c);
        painter.setPen(QColor(20, 20, 24));
        painter.drawText(box, Qt::AlignCenter, label);
        ++m_lastPainted;
    }
    painter.restore();
}

} // namespace inbetween
