#include "review/reviewtiming.h"

#include <cmath>

namespace inbetween {

qint64 ReviewTiming::toUnits(double ms, double unitMs)
{
    return qint64(std::floor(ms / unitMs + 0.5));
}

QList<TimedPicture> ReviewTiming::schedule(const QList<double> &starts, double end, double unitMs, qint64 minUnits)
{
    QList<TimedPicture> out;
    const qint64 last = toUnits(end, unitMs);
    for (int i = 0; i < starts.size(); ++i) {
        const qint64 start = toUnits(starts[i], unitMs);
        // The picture before would show for less than the minimum (no time at all, when the two
        // round to the same step): it is left out and this one takes its own step. The file's
        // first picture keeps the start, showing this one's picture.
        bool taken = false;
        while (!out.isEmpty() && start - out.back().start < minUnits) {
            if (out.size() == 1) {
                out.back().picture = i;
                taken = true;
                break;
            }
            out.removeLast();
        }
        if (!taken)
            out.append({i, start, 0});
    }
    while (out.size() > 1 && last - out.back().start < minUnits)
        out.removeLast(); // too near where the file ends: the picture before holds to the end
    for (int i = 0; i < out.size(); ++i) {
        const qint64 next = i + 1 < out.size() ? out[i + 1].start : last;
        out[i].duration = std::max<qint64>(1, next - out[i].start);
    }
    return out;
}

} // namespace inbetween
