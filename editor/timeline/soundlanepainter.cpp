#include "timeline/soundlanepainter.h"

#include "audio/waveformpeaks.h"
#include "timeline/sortedevents.h"
#include "timeline/timeaxis.h"

#include <QCoreApplication>
#include <QPainter>
#include <QVarLengthArray>
#include <algorithm>
#include <cmath>

namespace inbetween {

namespace {
const QColor laneColor(30, 34, 38);
const QColor soundBackground(36, 52, 58);
const QColor waveColor(90, 200, 190);
const QColor outsideColor(90, 110, 112);
const QColor eventColor(120, 170, 230, 150);
const QColor textColor(225, 228, 232);
const QColor labelGround(18, 20, 24, 235);
} // namespace

SoundLanePainter::Stats SoundLanePainter::paint(QPainter &painter, const Input &in)
{
    Stats stats;
    const QRect &row = in.row;
    const int left = std::max(in.exposedLeft, row.left());
    const int right = std::min(in.exposedRight, row.right());
    painter.fillRect(QRect(left, row.top(), right - left + 1, row.height()), laneColor);
    painter.setPen(QColor(52, 56, 62));
    painter.drawLine(left, row.bottom(), right, row.bottom());
    const TimeAxis &axis = *in.axis;
    const QFontMetrics fm = painter.fontMetrics();
    if (!in.hasSound) {
        painter.setPen(QColor(110, 114, 120));
        const QString text = QCoreApplication::translate("SoundLanePainter", "No sound: drop a WAV, Ogg Vorbis, MP3 or FLAC file here, or use Clips > Set Sound...");
        painter.drawText(QRect(std::max(row.left(), int(axis.xForTime(0.0))) + 6, row.top(), 600, row.height()),
                         Qt::AlignVCenter | Qt::AlignLeft, text);
        return stats;
    }

    const double mid = row.top() + row.height() / 2.0;
    const double half = row.height() / 2.0 - 3.0;
    const double ms = axis.msPerPixel();
    const double startX = axis.xForTime(in.offset);
    const double duration = in.peaks ? in.peaks->durationMs() : 0.0;
    const double endX = in.peaks ? axis.xForTime(in.offset + duration) : double(right + 1);
    // The sound's extent, and the part of it inside the clip.
    const int x0 = std::max(left, int(std::floor(startX)));
    const int x1 = std::min(right, int(std::ceil(endX)));
    if (x0 <= x1)
        painter.fillRect(QRectF(x0, row.top() + 1, x1 - x0 + 1, row.height() - 2), soundBackground);

    if (in.peaks && x0 <= x1) {
        const WaveformPeaks &peaks = *in.peaks;
        stats.level = peaks.levelFor(ms);
        const double clipStartX = axis.xForTime(0.0);
        const double clipEndX = axis.xForTime(in.clipLength);
        // One vertical line a pixel; two batches, inside and outside the clip.
        QVarLengthArray<QLineF, 2048> inside;
        QVarLengthArray<QLineF, 256> outside;
        for (int x = x0; x <= x1; ++x) {
            const double t = axis.timeForX(x) - in.offset; // the sound's own time
            const WaveformPeaks::Peak p = peaks.peakIn(t, t + ms);
            if (p.min == 0.0f && p.max == 0.0f && (t + ms <= 0.0 || t >= duration))
                continue;
            const double top = mid - double(p.max) * half;
            const double bottom = std::max(top + 1.0, mid - double(p.min) * half);
            const QLineF line(x + 0.5, top, x + 0.5, bottom);
            if (x >= clipStartX && x < clipEndX)
                inside.append(line);
            else
                outside.append(line);
            ++stats.columns;
        }
        painter.setPen(QPen(waveColor, 1));
        painter.drawLines(inside.constData(), int(inside.size()));
        painter.setPen(QPen(outsideColor, 1));
        painter.drawLines(outside.constData(), int(outside.size()));
    }

    // The sound's start: a line and its file's name (or why there is no waveform yet).
    if (startX >= left - 1 && startX <= right + 1) {
        painter.setPen(QPen(in.dragging ? QColor(255, 170, 40) : waveColor, in.dragging ? 2 : 1));
        painter.drawLine(QLineF(std::round(startX) + 0.5, row.top() + 1, std::round(startX) + 0.5, row.bottom() - 1));
    }
    QString label = in.fileName;
    if (!in.problem.isEmpty())
        label += QStringLiteral(": ") + in.problem;
    const int labelX = std::max(int(startX) + 4, row.left() + 2);
    const QString shown = fm.elidedText(label, Qt::ElideRight, 400);
    // On a ground of its own: over a loud waveform the letters would be lost in its lines.
    painter.fillRect(QRect(labelX - 2, row.top() + 1, fm.horizontalAdvance(shown) + 4, fm.height() + 1), labelGround);
    painter.setPen(in.problemIsError ? QColor(240, 120, 110) : textColor);
    painter.drawText(QPointF(labelX, row.top() + fm.ascent() + 1), shown);

    // The clip's events across the lane.
    if (in.events) {
        const auto [first, last] = in.events->indexRange(axis.timeForX(left - 1), axis.timeForX(right + 2));
        painter.setPen(QPen(eventColor, 1));
        for (int k = first; k < last; ++k) {
            const double x = std::round(axis.xForTime(in.events->time(k))) + 0.5;
            painter.drawLine(QLineF(x, row.top() + 1, x, row.bottom() - 1));
        }
    }
    return stats;
}

} // namespace inbetween
