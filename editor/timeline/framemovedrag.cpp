#include "timeline/framemovedrag.h"

#include "document/document.h"
#include "document/rowcommands.h"

#include <QCoreApplication>
#include <algorithm>

namespace inbetween {

void FrameMoveDrag::moveTo(double time, const FrameTrack &frames)
{
    const int n = frames.count();
    if (n == 0 || time < 0.0) {
        m_target = 0;
        return;
    }
    if (time >= frames.length()) {
        m_target = n;
        return;
    }
    const int i = std::clamp(frames.frameAt(time), 0, n - 1);
    const Frame &f = frames.frame(i);
    m_target = time < frames.start(i) + f.duration / 2.0 ? i : i + 1;
}

double FrameMoveDrag::targetTime(const FrameTrack &frames) const
{
    if (m_target < 0)
        return -1.0;
    return m_target < frames.count() ? frames.start(m_target) : frames.length();
}

std::optional<std::pair<int, int>> FrameMoveDrag::drop(Document *document)
{
    const QList<int> rows = m_rows;
    const int target = m_target;
    cancel();
    const int count = document->clip().frames.count();
    if (rows.isEmpty() || target < 0 || target > count || rows.back() >= count)
        return std::nullopt; // (the view ends a move when frames come or go; this is the guard)
    return pushFrameMove(document, rows, target,
                         QCoreApplication::translate("FrameMoveDrag", "Move %n frames", nullptr, int(rows.size())));
}

} // namespace inbetween
