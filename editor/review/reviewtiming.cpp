#include "reviewtiming.h"

#include <cmath>

namespace inbetween {

qint64 ReviewTiming::toUnits(double ms, double unitMs)
{
    return qint64(std::floor(ms / unitMs + 0.5));
}

QList<TimedPicture> ReviewTiming::schedule(const QList<double> &starts, double end, double unitMs)
{
    QList<TimedPicture> out;
    const qint64 last = toUnits(end, unitMs);
    for (int i = 0; i < starts.size(); ++i) {
        const qint64 start = toUnits(starts[i], unitMs);
        if (!out.isEmpty() && out.back().start >= start)
            out.removeLast(); // rounds to no time at all: the later picture takes its step
        out.append({i, start, 0});
    }
    while (out.size() > 1 && out.back().start >= last)
        out.removeLast(); // starts where the file ends: the picture before holds to the end
    for (int i = 0; i < out.size(); ++i) {
        const qint64 next = i + 1 < out.size() ? out[i + 1].start : last;
        out[i].duration = std::max<qint64>(1, next - out[i].start);
    }
    return out;
}

} // namespace inbetween
