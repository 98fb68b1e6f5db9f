#include "timeline/guidepainter.h"

#include "timeline/timeaxis.h"
#include "timeline/timelinelayout.h"

#include <QFontMetricsF>
#include <QPainter>
#include <algorithm>
#include <cmath>

namespace inbetween {

bool GuidePainter::beatsShown(const BeatGrid &grid, double msPerPixel)
{
    return grid.bpm > 0.0 && msPerPixel > 0.0 && grid.beatMs() / msPerPixel >= minBeatSpacing;
}

bool GuidePainter::barsShown(const BeatGrid &grid, double msPerPixel)
{
    return grid.bpm > 0.0 && msPerPixel > 0.0 && grid.beatMs() * BeatGrid::kBeatsPerBar / msPerPixel >= minBeatSpacing;
}

SnapPolicy::Guides GuidePainter::snapGuides(const Clip &clip, double msPerPixel)
{
    SnapPolicy::Guides guides;
    if (clip.beat && beatsShown(*clip.beat, msPerPixel))
        guides.beat = clip.beat;
    else if (clip.beat && barsShown(*clip.beat, msPerPixel))
        guides.beat = BeatGrid{clip.beat->bpm / BeatGrid::kBeatsPerBar, clip.beat->offset};
    guides.markers = clip.markers;
    guides.distance = SnapPolicy::guidePixels * msPerPixel;
    return guides;
}

QFont GuidePainter::flagFont()
{
    QFont font;
    font.setPointSizeF(std::max(6.0, font.pointSizeF() * 0.85));
    return font;
}

QString GuidePainter::flagText(const QString &name)
{
    return QFontMetricsF(flagFont()).elidedText(name, Qt::ElideRight, maxFlagWidth - 8);
}

QRectF GuidePainter::flagRect(double x, const QString &name, const QRect &ruler)
{
    const QFontMetricsF fm(flagFont());
    const QString text = flagText(name);
    const double width = text.isEmpty() ? 8.0 : fm.horizontalAdvance(text) + 8.0;
    const double height = std::min<double>(fm.height() + 2.0, ruler.height() - 2);
    const double left = x + width <= ruler.right() + 1 ? x : x - width;
    return QRectF(left, ruler.top() + 1, width, height);
}

GuidePainter::Stats GuidePainter::paint(QPainter &painter, const Input &in)
{
    Stats stats;
    painter.save();
    if (in.clip->beat)
        paintBeats(painter, in, stats);
    if (!in.clip->markers.isEmpty())
        paintMarkers(painter, in, stats);
    painter.restore();
    return stats;
}

void GuidePainter::paintBeats(QPainter &painter, const Input &in, Stats &stats)
{
    const BeatGrid &grid = *in.clip->beat;
    const TimeAxis &axis = *in.axis;
    const bool beats = beatsShown(grid, axis.msPerPixel());
    if (!beats && !barsShown(grid, axis.msPerPixel()))
        return;
    const QRect ruler = in.layout->rect(TimelineLayout::Row::Ruler);
    const double from = axis.timeForX(in.exposedLeft - 1);
    const double to = axis.timeForX(in.exposedRight + 2);
    const int per = beats ? 1 : BeatGrid::kBeatsPerBar;
    // Beat numbers from the offset; a bar starts at every multiple of four (before the offset too).
    long long first = (long long)std::ceil((from - grid.offset) / grid.beatMs());
    first = per == 1 ? first : (long long)std::ceil(double(first) / per) * per;
    const long long last = (long long)std::floor((to - grid.offset) / grid.beatMs());
    const int top = ruler.bottom() + 1;
    QColor beatLine = beatColor, barLine = beatColor;
    beatLine.setAlpha(80);
    barLine.setAlpha(170);
    for (long long n = first; n <= last; n += per) {
        const bool bar = n % BeatGrid::kBeatsPerBar == 0;
        const double x = std::round(axis.xForTime(grid.beatTime(n))) + 0.5;
        painter.setPen(bar ? barLine : beatLine);
        painter.drawLine(QLineF(x, top, x, in.height));
        painter.setPen(beatColor);
        painter.drawLine(QLineF(x, ruler.bottom() - (bar ? 9 : 4), x, ruler.bottom()));
        ++stats.beats;
        stats.bars += bar ? 1 : 0;
    }
}

void GuidePainter::paintMarkers(QPainter &painter, const Input &in, Stats &stats)
{
    const TimeAxis &axis = *in.axis;
    const QRect ruler = in.layout->rect(TimelineLayout::Row::Ruler);
    // A flag reaches maxFlagWidth either side of its pole.
    const double from = axis.timeForX(in.exposedLeft - maxFlagWidth - 1);
    const double to = axis.timeForX(in.exposedRight + maxFlagWidth + 1);
    painter.setFont(flagFont());
    const QList<ClipMarker> &markers = in.clip->markers;
    // In the list's order, the selected one last (on top).
    const auto draw = [&](int i) {
        const ClipMarker &m = markers[i];
        if (m.time < from || m.time > to)
            return;
        const bool selected = i == in.selectedMarker;
        const QColor color = selected ? selectedColor : markerColor;
        const double x = std::round(axis.xForTime(m.time)) + 0.5;
        QColor line = color;
        line.setAlpha(190);
        painter.setPen(line);
        painter.drawLine(QLineF(x, ruler.top(), x, in.height));
        const QRectF flag = flagRect(x - 0.5, m.name, ruler);
        painter.fillRect(flag, color);
        painter.setPen(selected ? QColor(20, 20, 24) : QColor(250, 245, 250));
        painter.drawText(flag.adjusted(4, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, flagText(m.name));
        ++stats.markers;
    };
    for (int i = 0; i < markers.size(); ++i) {
        if (i != in.selectedMarker)
            draw(i);
    }
    if (in.selectedMarker >= 0 && in.selectedMarker < markers.size())
        draw(in.selectedMarker);
}

} // namespace inbetween
