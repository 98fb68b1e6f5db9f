#include "document/batchtiming.h"

#include "projectlimits.h"

#include <algorithm>
#include <numeric>

namespace inbetween::BatchTiming {

QList<double> setAll(const QList<double> &durations, double duration)
{
    return QList<double>(durations.size(), duration);
}

QList<double> scale(const QList<double> &durations, double percent, double minimum)
{
    QList<double> out;
    out.reserve(durations.size());
    for (double d : durations)
        out.append(std::min(std::max(minimum, d * percent / 100.0), ProjectLimits().maxDuration));
    return out;
}

QList<double> fitToTotal(const QList<double> &durations, double total, double minimum)
{
    const double sum = std::accumulate(durations.begin(), durations.end(), 0.0);
    if (!(sum > 0.0))
        return durations;
    return scale(durations, total / sum * 100.0, minimum);
}

QList<double> distributeEvenly(const QList<double> &durations)
{
    if (durations.isEmpty())
        return durations;
    const double sum = std::accumulate(durations.begin(), durations.end(), 0.0);
    return setAll(durations, sum / double(durations.size()));
}

} // namespace inbetween::BatchTiming
