#include "playback/taptake.h"

#include <algorithm>
#include <cmath>

namespace inbetween {

TapTake::TapTake(QObject *parent) : QObject(parent) {}

void TapTake::start(const QList<int> &rows, double start, double origin)
{
    m_rows = rows;
    m_marks.clear();
    m_start = start;
    m_origin = origin;
    m_active = true;
    emit started();
}

bool TapTake::tap(double time)
{
    if (!m_active || !std::isfinite(time))
        return false;
    const double mark = std::round(time - m_start);
    const double last = m_marks.isEmpty() ? 0.0 : m_marks.back();
    if (!(mark >= last + 1.0))
        return false;
    m_marks.append(mark);
    emit marked(int(m_marks.size()));
    return true;
}

void TapTake::end()
{
    if (!m_active)
        return;
    m_active = false;
    emit ended();
}

QList<double> TapTake::markClipTimes() const
{
    QList<double> times;
    times.reserve(m_marks.size());
    for (double mark : m_marks)
        times.append(m_origin + mark);
    return times;
}

TapTake::Holds TapTake::holds() const
{
    Holds h;
    const qsizetype timed = std::min(m_rows.size(), m_marks.size());
    double last = 0.0;
    for (qsizetype k = 0; k < timed; ++k) {
        h.rows.append(m_rows[k]);
        h.durations.append(m_marks[k] - last);
        last = m_marks[k];
    }
    h.untimedFrames = int(m_rows.size() - timed);
    h.ignoredMarks = int(m_marks.size() - timed);
    return h;
}

} // namespace inbetween
