#include "timing/tickreport.h"

#include "timing/frametrack.h"
#include "timing/gametick.h"
#include "timing/tickpasses.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>

namespace inbetween {

namespace {

// The periods until the ticks fall as they did at playback time 0: the first m with m periods a
// whole number of ticks (to rounding: 1e-12 of the ticks), at most TickReport::maxPeriods.
int periodsToRepeat(double period, double hz)
{
    const double ticks = period * hz / 1000.0;
    for (int m = 1; m < TickReport::maxPeriods; ++m) {
        const double x = m * ticks;
        if (std::abs(x - std::round(x)) <= 1e-12 * std::max(1.0, x))
            return m;
    }
    return TickReport::maxPeriods;
}

} // namespace

TickReport TickReport::of(const FrameTrack &frames, LoopMode mode, double hz)
{
    TickReport report;
    report.m_hz = hz;
    if (frames.isEmpty() || !GameTick::isValidRate(hz))
        return report;
    const TickPasses passes(frames, mode, hz);
    const double T = passes.tick().tickMs();
    report.m_periods = mode == LoopMode::Once ? 1 : periodsToRepeat(passes.period(), hz);

    const int n = frames.count();
    report.m_frames.resize(n);
    for (int i = 0; i < n; ++i) {
        FrameTicks &f = report.m_frames[i];
        f.frame = i;
        f.hold = frames.frame(i).duration;
        f.minTicks = std::numeric_limits<int>::max();
    }
    const std::int64_t count = passes.perPeriod() * report.m_periods;
    std::int64_t begin = 0; // tick 0 at playback time 0 shows pass 0
    for (std::int64_t q = 0; q < count; ++q) {
        const std::int64_t end = passes.firstTick(q + 1, begin);
        const auto ticks = int(end - begin);
        FrameTicks &f = report.m_frames[passes.frameOf(q)];
        f.minTicks = std::min(f.minTicks, ticks);
        f.maxTicks = std::max(f.maxTicks, ticks);
        f.worstErrorMs = std::max(f.worstErrorMs, std::abs(ticks * T - f.hold));
        f.totalTicks += ticks;
        begin = end;
    }
    for (const FrameTicks &f : report.m_frames)
        report.m_worst = std::max(report.m_worst, f.worstErrorMs);
    return report;
}

} // namespace inbetween
