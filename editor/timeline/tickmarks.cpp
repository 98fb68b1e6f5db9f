#include "timeline/tickmarks.h"

#include "document/document.h"
#include "itemmodels/ticktext.h"
#include "timeline/framerowpainter.h"
#include "timeline/timeaxis.h"

#include <QPainter>
#include <QWidget>
#include <algorithm>
#include <cmath>

namespace inbetween {

TickMarks::TickMarks(Document *document, QWidget *viewport) : QObject(viewport), m_document(document), m_viewport(viewport)
{
    for (auto signal : {&Document::timingChanged, &Document::settingsChanged, &Document::projectReset})
        connect(document, signal, this, &TickMarks::invalidate);
    connect(document, &Document::currentClipChanged, this, &TickMarks::invalidate);
}

QColor TickMarks::color()
{
    return QColor(64, 200, 210);
}

void TickMarks::setRate(double hz)
{
    hz = hz > 0.0 ? hz : 0.0;
    if (hz == m_hz)
        return;
    m_hz = hz;
    invalidate();
}

void TickMarks::invalidate()
{
    m_report.reset();
    m_marked.clear();
    m_viewport->update();
}

void TickMarks::rebuild() const
{
    if (m_report || !isOn())
        return;
    const Clip &clip = m_document->clip();
    m_report = TickReport::of(clip.frames, clip.loop, m_hz);
    m_marked.clear();
    for (const TickReport::FrameTicks &f : m_report->frames()) {
        if (TickText::isVisible(f.worstErrorMs))
            m_marked.push_back(f.frame);
    }
}

const TickReport &TickMarks::report() const
{
    rebuild();
    static const TickReport none;
    return m_report ? *m_report : none;
}

const std::vector<int> &TickMarks::marked() const
{
    rebuild();
    return m_marked;
}

bool TickMarks::isMarked(int frame) const
{
    const std::vector<int> &m = marked();
    return std::binary_search(m.begin(), m.end(), frame);
}

QString TickMarks::toolTip(int frame) const
{
    if (!isOn() || frame < 0 || frame >= report().frames().size())
        return {};
    return TickText::frame(report(), frame);
}

void TickMarks::paint(QPainter &painter, const QRect &row, const TimeAxis &axis, int left, int right) const
{
    if (!isOn() || marked().empty())
        return;
    const FrameTrack &frames = m_document->clip().frames;
    const auto [first, last] = frames.framesIn(std::max(0.0, axis.timeForX(left)), axis.timeForX(right + 1));
    painter.save();
    painter.setPen(Qt::NoPen);
    painter.setBrush(color());
    auto it = std::lower_bound(m_marked.begin(), m_marked.end(), first);
    while (it != m_marked.end() && *it < last) {
        const int i = *it;
        const int x0 = int(std::round(axis.xForTime(frames.start(i))));
        const int x1 = int(std::round(axis.xForTime(frames.end(i))));
        const int bottom = row.bottom() - 2; // the block's last row (FrameRowPainter: 2 px margins)
        if (axis.pixelsForDuration(frames.frame(i).duration) >= FrameRowPainter::minBlockWidth) { // a block of its own
            // Opposite the red corner of a frame a render can skip (top right).
            const int s = std::clamp(x1 - x0 - 1, 3, 10);
            const QPoint corner(x1 - 1, bottom + 1);
            const QPoint pts[3] = {corner, corner - QPoint(s, 0), corner - QPoint(0, s)};
            painter.drawPolygon(pts, 3);
            ++it;
            continue;
        }
        // Inside a band of narrow frames: a strip along the bottom, one pixel column at a time;
        // the next mark looked for starts at the next column.
        painter.fillRect(QRect(x0, bottom - 3, std::max(1, x1 - x0), 4), color());
        const int j = frames.frameAt(axis.timeForX(std::max(x0, x1) + 1));
        it = std::lower_bound(it + 1, m_marked.end(), std::max(i + 1, j));
    }
    painter.restore();
}

} // namespace inbetween
