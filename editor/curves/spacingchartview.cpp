#include "curves/spacingchartview.h"

#include "document/document.h"

#include <QPainter>
#include <algorithm>
#include <cmath>
#include <optional>

namespace inbetween {

namespace {
constexpr int sideMargin = 24;
constexpr int captionTop = 6;
const QColor keyColor(255, 170, 40);
const QColor tickColor(225, 228, 235);
} // namespace

SpacingChartView::SpacingChartView(Document *document, QWidget *parent)
    : QWidget(parent), m_document(document)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    connect(document, &Document::timingChanged, this, qOverload<>(&QWidget::update));
    connect(document, &Document::settingsChanged, this, qOverload<>(&QWidget::update));
}

void SpacingChartView::setSegment(int key)
{
    if (key == m_segment)
        return;
    m_segment = key;
    update();
}

SpacingChart SpacingChartView::chart() const
{
    const MotionTrack &motion = m_document->clip().motion;
    if (m_segment < 0 || m_segment + 1 >= motion.count())
        return {};
    const Keyframe &a = motion.key(m_segment);
    // Ticks a pixel apart at the least: a longer segment is summarised, not drawn.
    const int most = std::max(1, width() - 2 * sideMargin);
    return SpacingChart::forSegment(a.time, motion.key(m_segment + 1).time, a.easing, m_document->project().fps, most);
}

std::pair<double, double> SpacingChartView::progressRange(const SpacingChart &chart) const
{
    // An easing that overshoots or pulls back places ticks beyond the keys: the line reaches them.
    double lo = 0.0, hi = 1.0;
    for (double p : chart.positions) {
        lo = std::min(lo, p);
        hi = std::max(hi, p);
    }
    return {lo, hi};
}

int SpacingChartView::lineY() const
{
    // Under the caption's two lines, with room for the numbers above the ticks (at y - 12).
    const QFontMetrics fm = fontMetrics();
    return captionTop + 2 * fm.lineSpacing() + 4 + fm.ascent() + 12;
}

int SpacingChartView::contentHeight() const
{
    // The "even spacing" label's baseline is 18 below its line.
    return evenY() + 18 + fontMetrics().descent() + 4;
}

double SpacingChartView::xFor(double p, const SpacingChart &chart) const
{
    const auto [lo, hi] = progressRange(chart);
    const double usable = std::max(1, width() - 2 * sideMargin);
    return sideMargin + (p - lo) / (hi - lo) * usable;
}

QList<double> SpacingChartView::tickXs() const
{
    const SpacingChart c = chart();
    QList<double> xs;
    for (double p : c.positions)
        xs.append(xFor(p, c));
    return xs;
}

std::pair<double, double> SpacingChartView::keyXs() const
{
    const SpacingChart c = chart();
    return {xFor(0.0, c), xFor(1.0, c)};
}

QString SpacingChartView::caption() const
{
    const MotionTrack &motion = m_document->clip().motion;
    if (m_segment < 0 || m_segment + 1 >= motion.count())
        return tr("Select a segment (a key or a curve between two keys) to see its spacing.");
    const SpacingChart c = chart();
    const double fps = m_document->project().fps;
    const QString span = tr("Key %1 to %2, %3 ms").arg(m_segment).arg(m_segment + 1).arg(c.end - c.start, 0, 'g', 6);
    if (c.tooMany)
        return tr("%1: too many frames at %2 fps to draw").arg(span).arg(fps);
    return tr("%1: %n inbetweens at %2 fps", nullptr, c.inbetweens()).arg(span).arg(fps);
}

QList<int> SpacingChartView::labelledTicks(const QList<double> &xs, const std::function<double(int)> &widthOf)
{
    constexpr double gap = 4.0;
    // The labels at every k-th tick (k, 2k, ...), or nothing when two of them would touch.
    const auto everyKth = [&](int k) -> std::optional<QList<int>> {
        QList<int> out;
        double right = -1e18;
        for (int i = k - 1; i < xs.size(); i += k) {
            const double half = widthOf(i + 1) / 2.0;
            if (xs[i] - half < right + gap)
                return std::nullopt;
            out.append(i);
            right = xs[i] + half;
        }
        return out;
    };
    for (int k : {1, 2}) {
        if (const auto labels = everyKth(k))
            return *labels;
    }
    QList<int> out; // bunched by the easing: as many as fit, from the left
    double right = -1e18;
    for (int i = 0; i < xs.size(); ++i) {
        const double half = widthOf(i + 1) / 2.0;
        if (xs[i] - half >= right + gap) {
            out.append(i);
            right = xs[i] + half;
        }
    }
    return out;
}

void SpacingChartView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), QColor(30, 32, 36));
    painter.setPen(QColor(200, 204, 212));
    const QRect captionRect = rect().adjusted(8, captionTop, -8, 0);
    painter.drawText(captionRect, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, caption());
    const SpacingChart c = chart();
    if (m_segment < 0 || c.tooMany || !(c.end > c.start))
        return;
    painter.setRenderHint(QPainter::Antialiasing, true);
    const double y = lineY();
    const auto [lo, hi] = progressRange(c);
    // The line the inbetweens are placed on, from the furthest tick to the furthest tick.
    painter.setPen(QPen(QColor(150, 154, 162), 1.5));
    painter.drawLine(QPointF(xFor(lo, c), y), QPointF(xFor(hi, c), y));
    // The keys: tall marks, numbered below.
    const QFontMetrics fm = painter.fontMetrics();
    for (int end : {0, 1}) {
        const double x = xFor(end, c);
        painter.setPen(QPen(keyColor, 3));
        painter.drawLine(QPointF(x, y - 16), QPointF(x, y + 16));
        const QString label = tr("key %1").arg(m_segment + end);
        painter.setPen(keyColor);
        painter.drawText(QPointF(x - fm.horizontalAdvance(label) / 2.0, y + 16 + fm.ascent() + 2), label);
    }
    // The inbetweens: a tick each, numbered above, as regularly as there is room for.
    painter.setPen(QPen(tickColor, 1.5));
    QList<double> xs;
    for (double p : c.positions)
        xs.append(xFor(p, c));
    for (double x : xs)
        painter.drawLine(QPointF(x, y - 9), QPointF(x, y + 9));
    const auto widthOf = [&fm](int n) { return double(fm.horizontalAdvance(QString::number(n))); };
    painter.setPen(QColor(170, 174, 182));
    for (int i : labelledTicks(xs, widthOf))
        painter.drawText(QPointF(xs[i] - widthOf(i + 1) / 2.0, y - 12), QString::number(i + 1));
    // Even spacing, faint, below: where linear timing would put the same frames.
    const double evenY = this->evenY();
    painter.setPen(QPen(QColor(80, 84, 92), 1));
    painter.drawLine(QPointF(xFor(0, c), evenY), QPointF(xFor(1, c), evenY));
    for (double t : c.times) {
        const double x = xFor((t - c.start) / (c.end - c.start), c);
        painter.drawLine(QPointF(x, evenY - 5), QPointF(x, evenY + 5));
    }
    painter.setPen(QColor(110, 114, 122));
    painter.drawText(QPointF(xFor(0, c), evenY + 18), tr("even spacing"));
}

} // namespace inbetween
