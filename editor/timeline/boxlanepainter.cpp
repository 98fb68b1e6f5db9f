#include "timeline/boxlanepainter.h"

#include "clip.h"
#include "timeline/timeaxis.h"
#include "timeline/timelinelayout.h"
#include "timing/boxtiming.h"

#include <QPainter>
#include <algorithm>
#include <cmath>

namespace inbetween {

namespace {
const QColor laneColor(28, 31, 35);
const QColor laneLine(48, 52, 58);
const QColor labelGround(18, 20, 24, 170);
const QColor textColor(228, 230, 234);
constexpr int barInset = 3; // the bar's gap to the lane's top and bottom
} // namespace

QList<QRect> BoxLanePainter::bars(const Clip &clip, const QString &name, const TimeAxis &axis, const QRect &lane,
                                  int left, int right)
{
    QList<QRect> out;
    const double length = clip.length();
    if (clip.frames.isEmpty() || !(length > 0.0) || right < left)
        return out;
    const double t0 = std::max(0.0, axis.timeForX(left - 1));
    const double t1 = std::min(length, axis.timeForX(right + 1));
    if (!(t1 > t0))
        return out;
    for (const BoxTiming::Interval &on : BoxTiming::onIntervals(clip, name, t0, t1)) {
        const int x0 = int(std::lround(axis.xForTime(std::max(on.from, 0.0))));
        const int x1 = int(std::lround(axis.xForTime(std::min(on.to, length))));
        // At least a pixel: a short hold zoomed out still shows.
        out.append(QRect(x0, lane.top() + barInset, std::max(1, x1 - x0), lane.height() - 2 * barInset));
    }
    return out;
}

BoxLanePainter::Stats BoxLanePainter::paint(QPainter &painter, const Input &in)
{
    Stats stats;
    const QList<BoxDeclaration> &boxes = *in.boxes;
    const QFontMetrics fm = painter.fontMetrics();
    for (int i = 0; i < boxes.size(); ++i) {
        const QRect lane = in.layout->boxLane(i);
        stats.bars.append(QList<QRect>());
        const int left = std::max(in.exposedLeft, lane.left());
        const int right = std::min(in.exposedRight, lane.right());
        if (lane.isEmpty() || right < left || lane.bottom() < 0)
            continue;
        painter.fillRect(QRect(left, lane.top(), right - left + 1, lane.height()), laneColor);
        painter.setPen(laneLine);
        painter.drawLine(left, lane.bottom(), right, lane.bottom());

        const QColor color = QColor::fromRgba(boxKindColour(boxes[i].kind));
        const QList<QRect> bars = BoxLanePainter::bars(*in.clip, boxes[i].name, *in.axis, lane, left, right);
        for (const QRect &bar : bars) {
            painter.fillRect(bar, color);
            painter.fillRect(QRect(bar.left(), bar.top(), bar.width(), 1), color.lighter(135));
        }
        stats.bars.last() = bars;

        // The name at the lane's left, on a ground of its own so that a bar under it stays
        // readable next to it.
        const QString label = fm.elidedText(boxes[i].name, Qt::ElideRight, 160);
        const QRect text(lane.left() + 2, lane.top() + 1, fm.horizontalAdvance(label) + 14, lane.height() - 2);
        if (text.intersects(QRect(left, lane.top(), right - left + 1, lane.height()))) {
            painter.fillRect(text, labelGround);
            painter.fillRect(QRect(text.left(), text.top(), 3, text.height()), color);
            painter.setPen(textColor);
            painter.drawText(text.adjusted(8, 0, 0, 0), Qt::AlignVCenter | Qt::AlignLeft, label);
        }
    }
    return stats;
}

} // namespace inbetween
