#include "timing/taptempo.h"

#include "projectlimits.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace inbetween {

namespace {
// The median of `values` (not empty); an even count gives the mean of the middle two.
double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const size_t n = values.size();
    return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2.0;
}
} // namespace

std::optional<BeatGrid> TapTempo::gridOf(const QList<Tap> &taps)
{
    if (taps.size() < minimumTaps)
        return std::nullopt;
    std::vector<double> intervals;
    intervals.reserve(size_t(taps.size()) - 1);
    for (qsizetype i = 1; i < taps.size(); ++i)
        intervals.push_back(taps[i].time - taps[i - 1].time);
    const double beat = median(intervals);
    if (!std::isfinite(beat) || !(beat > 0.0))
        return std::nullopt;
    // Where each tap, less its whole beats since the first, puts the first tap's clip time.
    const Tap &first = taps.front();
    std::vector<double> downbeats;
    downbeats.reserve(size_t(taps.size()));
    for (const Tap &t : taps) {
        const double since = t.time - first.time;
        downbeats.push_back(first.clipTime + since - double(std::llround(since / beat)) * beat);
    }
    const BeatGrid grid{60000.0 / beat, median(downbeats)};
    return grid.fits(ProjectLimits()) ? std::optional<BeatGrid>(grid) : std::nullopt;
}

bool TapTempo::tap(double time, double clipTime)
{
    const bool fresh = m_taps.isEmpty() || !(time > m_taps.back().time) || time - m_taps.back().time > maximumGap;
    if (fresh)
        m_taps.clear();
    m_taps.append({time, clipTime});
    return fresh;
}

} // namespace inbetween
