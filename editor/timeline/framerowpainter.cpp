#include "timeline/framerowpainter.h"

#include "timeline/shortframes.h"
#include "timeline/timeaxis.h"
#include "timing/frametrack.h"

#include <QCoreApplication>
#include <QPainter>
#include <algorithm>
#include <cmath>
#include <vector>

namespace inbetween {

namespace {
const QColor blockColors[2] = {QColor(64, 86, 120), QColor(76, 100, 138)};
const QColor separatorColor(28, 30, 34);
const QColor shortColor(220, 50, 47);
const QColor bandColor(92, 104, 124);
const QColor textColor(230, 232, 236);
} // namespace

int FrameRowPainter::jumpFrom(const FrameTrack &frames, const TimeAxis &axis, int i, double pixels)
{
    const double target = frames.start(i) + pixels * axis.msPerPixel();
    const std::vector<double> &starts = frames.starts();
    // First frame starting at or after target.
    const auto it = std::lower_bound(starts.begin() + i + 1, starts.end() - 1, target);
    int j = std::max(i + 1, int(it - starts.begin()));
    // Every frame jumped over starts and ends within `pixels` of frame i, so it is narrow, except
    // perhaps the one just before j: a wide frame there is left for a block of its own.
    if (j - 1 > i && axis.pixelsForDuration(frames.frame(j - 1).duration) >= pixels)
        --j;
    return j;
}

FrameRowPainter::Stats FrameRowPainter::paint(QPainter &painter, const Input &in)
{
    Stats stats;
    const FrameTrack &frames = *in.frames;
    const TimeAxis &axis = *in.axis;
    painter.fillRect(QRect(in.exposedLeft, in.row.top(), in.exposedRight - in.exposedLeft + 1, in.row.height()),
                     QColor(40, 42, 46));
    if (frames.isEmpty())
        return stats;
    // From the row's left, not the exposed strip's: where a run of narrow frames becomes a band
    // (and its label) must not depend on which strip is repainted (while playing, only the
    // strips the playhead crosses are). Bands left of the strip are clipped away.
    const double from = std::max(0.0, axis.timeForX(in.row.left()));
    const double to = axis.timeForX(in.exposedRight + 1);
    const auto [first, last] = frames.framesIn(from, to);
    const int visibleEnd = frames.framesIn(from, axis.timeForX(in.row.right() + 1)).second; // bands run on to it
    std::vector<std::pair<double, bool>> thin; // bands narrower than thinBandWidth: x, hides a short frame
    int i = first;
    while (i < last) {
        ++stats.steps;
        const double w = axis.pixelsForDuration(frames.frame(i).duration);
        if (w >= minBlockWidth) {
            paintBlock(painter, in, i, axis.xForTime(frames.start(i)), axis.xForTime(frames.end(i)));
            ++stats.blocks;
            ++i;
            continue;
        }
        // A run of narrow frames: jump a few pixels at a time while the frame reached is narrow
        // too, then draw everything jumped over as one band.
        int j = i;
        while (j < visibleEnd && axis.pixelsForDuration(frames.frame(j).duration) < minBlockWidth) {
            j = jumpFrom(frames, axis, j, minBlockWidth);
            ++stats.steps;
        }
        j = std::min(j, frames.count());
        const double x0 = axis.xForTime(frames.start(i)), x1 = axis.xForTime(frames.start(j));
        paintBand(painter, in, i, j - 1, x0, x1);
        if (x1 - x0 < thinBandWidth)
            thin.push_back({(x0 + x1) / 2, in.shortFrames && in.shortFrames->countIn(i, j - 1) > 0});
        ++stats.bands;
        i = j;
    }
    // Bands too thin to see (a 0.01 ms frame between long ones) are covered by the blocks
    // painted after them: a mark on top shows where they are, red when a render can skip them.
    for (const auto &[x, isShort] : thin)
        paintThinMark(painter, in, x, isShort);
    for (const auto &[a, b] : in.selection) {
        const int s = std::max(a, first);
        const int e = std::min(b, last - 1);
        if (s <= e)
            paintSelection(painter, in, s, e);
    }
    return stats;
}

void FrameRowPainter::paintBlock(QPainter &painter, const Input &in, int i, double x0, double x1)
{
    const QRect &row = in.row;
    const int left = int(std::round(x0));
    const int right = int(std::round(x1)); // exclusive
    const int w = right - left;
    if (w <= 0)
        return;
    const QRect block(left, row.top() + 2, w, row.height() - 4);
    painter.fillRect(block, blockColors[i % 2]);
    // The block's last pixel column is its separator, so a block is exactly its duration wide.
    painter.fillRect(QRect(right - 1, block.top(), 1, block.height()),
                     i == in.hoverEdge ? QColor(255, 210, 80) : separatorColor);
    if (i == in.hoverEdge)
        painter.fillRect(QRect(right - 2, block.top(), 3, block.height()), QColor(255, 210, 80));

    const Frame &frame = in.frames->frame(i);
    const QRect inner = block.adjusted(3, 2, -3, -2);
    const QFontMetrics fm = painter.fontMetrics();
    int textTop = inner.top();
    if (in.thumbnail && inner.width() >= 20) {
        const QImage image = in.thumbnail(i);
        if (!image.isNull()) {
            const int side = std::min(inner.width(), inner.height() - fm.height());
            if (side >= 12) {
                // Never larger than the thumbnail itself: a scaled-up thumbnail only blurs.
                const QSize size = image.size().scaled(std::min(side, image.width()), std::min(side, image.height()),
                                                       Qt::KeepAspectRatio);
                painter.drawImage(QRect(QPoint(inner.left(), inner.top()), size), image);
                textTop = inner.top() + size.height();
            }
        }
    }
    painter.setPen(textColor);
    const QString index = QString::number(i);
    const QString duration = in.format.format(frame.duration);
    if (fm.horizontalAdvance(index) <= inner.width() && textTop == inner.top())
        painter.drawText(QPoint(inner.left(), inner.top() + fm.ascent()), index);
    if (fm.horizontalAdvance(duration) <= inner.width())
        painter.drawText(QPoint(inner.left(), inner.bottom() - fm.descent()), duration);
    else if (textTop != inner.top() && fm.horizontalAdvance(index) <= inner.width())
        painter.drawText(QPoint(inner.left(), inner.bottom() - fm.descent()), index);
    if (textTop != inner.top() && fm.horizontalAdvance(index) <= inner.width() - 34)
        painter.drawText(QPoint(inner.right() - fm.horizontalAdvance(index), inner.top() + fm.ascent()), index);

    // Its file is missing or broken (the preview shows its last picture): red, crossed.
    if (in.pictureProblem && in.pictureProblem(frame)) {
        painter.fillRect(block, QBrush(QColor(230, 40, 40, 170), Qt::DiagCrossPattern));
        painter.setPen(QPen(QColor(240, 50, 50), 2));
        painter.drawRect(QRectF(block).adjusted(1, 1, -2, -1));
        painter.setPen(textColor);
    }

    // Shorter than one refresh at the fps: a render may never show it.
    if (ShortFrames::isShort(frame.duration, in.fps)) {
        const int s = std::min(10, std::max(3, w - 1));
        const QPoint tr(right - 1, block.top());
        const QPoint pts[3] = {tr, tr - QPoint(s, 0), tr + QPoint(0, s)};
        painter.setPen(Qt::NoPen);
        painter.setBrush(shortColor);
        painter.drawPolygon(pts, 3);
        painter.setBrush(Qt::NoBrush);
    }
}

void FrameRowPainter::paintThinMark(QPainter &painter, const Input &in, double x, bool isShort)
{
    // A wedge 7 px wide at the top of the row pointing down at the frame, and a line through it.
    const int cx = int(std::round(x));
    const int top = in.row.top() + 2;
    const QColor color = isShort ? shortColor : QColor(150, 170, 200);
    painter.fillRect(QRect(cx - 3, top, 7, 2), color);
    const QPoint pts[3] = {QPoint(cx - 3, top + 2), QPoint(cx + 3, top + 2), QPoint(cx, top + 5)};
    painter.setPen(Qt::NoPen);
    painter.setBrush(color);
    painter.drawPolygon(pts, 3);
    painter.setBrush(Qt::NoBrush);
    painter.fillRect(QRect(cx, top, 1, in.row.height() - 4), color);
}

void FrameRowPainter::paintBand(QPainter &painter, const Input &in, int first, int last, double x0, double x1)
{
    const QRect &row = in.row;
    const int left = int(std::round(x0));
    const int right = std::max(left + 1, int(std::round(x1)));
    const QRect band(left, row.top() + 2, right - left, row.height() - 4);
    painter.fillRect(band, bandColor);
    painter.fillRect(band, QBrush(QColor(70, 80, 98), Qt::BDiagPattern));
    const int count = last - first + 1;
    // A red top edge where the band hides frames a render can skip: from the prefix counts,
    // without visiting the band's frames. Each pixel column of the band is checked on its own
    // (the frames under it found by binary search), so the red is where those frames are.
    if (in.shortFrames && in.shortFrames->countIn(first, last) > 0) {
        const std::vector<double> &starts = in.frames->starts();
        // Only the exposed columns (in steps of two from the band's left, as a whole paint has them).
        const int from = band.left() + std::max(0, (in.exposedLeft - band.left()) / 2 * 2);
        const int to = std::min(band.right() + 1, in.exposedRight + 2);
        for (int x = from; x < to; x += 2) {
            const double t0 = in.axis->timeForX(x);
            const double t1 = in.axis->timeForX(x + 2);
            const int a = std::max(first, int(std::upper_bound(starts.begin(), starts.end() - 1, t0) - starts.begin()) - 1);
            const int b = std::min(last, int(std::lower_bound(starts.begin(), starts.end() - 1, t1) - starts.begin()) - 1);
            if (in.shortFrames->countIn(a, b) > 0)
                painter.fillRect(QRect(x, band.top(), 2, 4), shortColor);
        }
    }
    const QString text = QCoreApplication::translate("FrameRowPainter", "%n frames", nullptr, count);
    const QFontMetrics fm = painter.fontMetrics();
    if (count > 1 && fm.horizontalAdvance(text) + 6 <= band.width()) {
        painter.setPen(textColor);
        painter.drawText(band.adjusted(3, 0, -3, 0), Qt::AlignLeft | Qt::AlignVCenter, text);
    }
}

void FrameRowPainter::paintSelection(QPainter &painter, const Input &in, int first, int last)
{
    const QRect &row = in.row;
    const int left = int(std::round(in.axis->xForTime(in.frames->start(first))));
    const int right = std::max(left + 1, int(std::round(in.axis->xForTime(in.frames->end(last)))));
    const QRect r(left, row.top(), right - left, row.height());
    const QColor highlight(255, 170, 40);
    painter.fillRect(r.adjusted(0, 2, 0, -2), QColor(150, 190, 255, 60));
    painter.fillRect(QRect(r.left(), r.top(), r.width(), 3), highlight);
    painter.fillRect(QRect(r.left(), r.bottom() - 2, r.width(), 3), highlight);
}

} // namespace inbetween
