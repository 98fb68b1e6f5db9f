#include "timing/tickreport.h"

#include "timing/frametrack.h"
#include "timing/gametick.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>

namespace inbetween {

namespace {

// The passes of clip time through the frames, numbered in playback order from playback time 0:
// loop: lap * n + i; pingpong: lap * 2n + i out, lap * 2n + (2n - 1 - i) back; once: i, and n
// once the clip has ended. reached(t, q) says whether the pass shown at playback time t >= 0 is
// q or a later one, deciding it as a sample does (clipTimeAt, then half-open frame intervals),
// in O(1): the pass's lap and direction, then its frame's start or end against the clip time.
class Passes
{
public:
    Passes(const FrameTrack &frames, LoopMode mode) : m_frames(frames), m_mode(mode), m_n(frames.count()), m_length(frames.length()) {}

    std::int64_t perPeriod() const { return m_mode == LoopMode::PingPong ? 2 * std::int64_t(m_n) : m_n; }
    double period() const { return m_mode == LoopMode::PingPong ? 2.0 * m_length : m_length; }
    int frameOf(std::int64_t q) const
    {
        const auto r = int(q % perPeriod());
        return r < m_n ? r : 2 * m_n - 1 - r;
    }

    // Where pass q begins in playback time, near enough for a first guess.
    double startOf(std::int64_t q) const
    {
        const std::int64_t lap = q / perPeriod();
        const auto r = int(q % perPeriod());
        if (m_mode == LoopMode::Once)
            return m_frames.start(std::min(int(q), m_n));
        if (r < m_n)
            return double(lap) * period() + m_frames.start(r);
        return double(lap) * period() + 2.0 * m_length - m_frames.start(2 * m_n - r);
    }

    bool reached(double t, std::int64_t q) const
    {
        switch (m_mode) {
        case LoopMode::Once:
            return t >= m_frames.start(int(std::min<std::int64_t>(q, m_n))); // start(n) is L
        case LoopMode::Loop: {
            const double c = clipTimeAt(t, m_length, LoopMode::Loop);
            const std::int64_t lap = std::llround((t - c) / m_length);
            const std::int64_t qLap = q / m_n;
            if (lap != qLap)
                return lap > qLap;
            return c >= m_frames.start(int(q % m_n));
        }
        case LoopMode::PingPong: {
            const double u = clipTimeAt(t, 2.0 * m_length, LoopMode::Loop); // t >= 0: the same wrap
            const double c = clipTimeAt(t, m_length, LoopMode::PingPong);
            const std::int64_t lap = std::llround((t - u) / (2.0 * m_length));
            const std::int64_t qLap = q / perPeriod();
            if (lap != qLap)
                return lap > qLap;
            const bool back = u > m_length; // c = u while u <= L
            const auto r = int(q % perPeriod());
            const bool qBack = r >= m_n;
            if (back != qBack)
                return back;
            if (!back)
                return c >= m_frames.start(r);
            // Back through frame f = 2n - 1 - r: passes at or after it show frames <= f.
            return c < m_frames.end(2 * m_n - 1 - r);
        }
        }
        return true;
    }

private:
    const FrameTrack &m_frames;
    LoopMode m_mode;
    int m_n;
    double m_length;
};

// The first tick whose sample is pass q or a later one: a guess from the pass's start, then moved
// while the tick before it qualifies too or this one does not. No earlier than `from`, the first
// tick of the pass before (the ticks' passes never go back).
std::int64_t firstTick(const Passes &passes, const GameTick &tick, std::int64_t q, std::int64_t from)
{
    // Most passes start well between two ticks: the rounding in the start, in the quotient and
    // in a sample cannot then move a tick across it, and the first tick after it is the answer.
    // Only a start within a hair of a tick is settled by sampling the ticks beside it.
    const double x = passes.startOf(q) * tick.hz() / 1000.0;
    const double above = std::ceil(x);
    const double margin = 1e-7 + 1e-12 * std::abs(x);
    if (above - x > margin && x - (above - 1.0) > margin && above >= double(from))
        return std::int64_t(above);
    std::int64_t k = std::max(from, tick.tickAtOrAfter(passes.startOf(q)));
    while (k > from && passes.reached(tick.timeOf(k - 1), q))
        --k;
    while (!passes.reached(tick.timeOf(k), q))
        ++k;
    return k;
}

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
    const GameTick tick(hz);
    const Passes passes(frames, mode);
    const double T = tick.tickMs();
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
        const std::int64_t end = firstTick(passes, tick, q + 1, begin);
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
