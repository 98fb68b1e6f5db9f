#include "timing/tickpasses.h"

#include "timing/frametrack.h"

#include <algorithm>
#include <cmath>

namespace inbetween {

TickPasses::TickPasses(const FrameTrack &frames, LoopMode mode, double hz)
    : m_frames(frames), m_mode(mode), m_tick(hz), m_n(frames.count()), m_length(frames.length())
{
}

// Where pass q begins in playback time, near enough for a first guess.
double TickPasses::startOf(std::int64_t q) const
{
    const std::int64_t lap = q / perPeriod();
    const auto r = int(q % perPeriod());
    if (m_mode == LoopMode::Once)
        return m_frames.start(int(std::min<std::int64_t>(q, m_n)));
    if (r < m_n)
        return double(lap) * period() + m_frames.start(r);
    return double(lap) * period() + 2.0 * m_length - m_frames.start(2 * m_n - r);
}

// Whether the pass shown at playback time t >= 0 is q or a later one, decided as a sample does,
// in O(1): the pass's lap and direction, then its frame's start or end against the clip time.
bool TickPasses::reached(double t, std::int64_t q) const
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

// A guess from the pass's start, then moved while the tick before it qualifies too or this one
// does not.
std::int64_t TickPasses::firstTick(std::int64_t q, std::int64_t from) const
{
    // Most passes start well between two ticks: the rounding in the start, in the quotient and
    // in a sample cannot then move a tick across it, and the first tick after it is the answer.
    // Only a start within a hair of a tick is settled by sampling the ticks beside it.
    const double x = startOf(q) * m_tick.hz() / 1000.0;
    const double above = std::ceil(x);
    const double margin = 1e-7 + 1e-12 * std::abs(x);
    if (above - x > margin && x - (above - 1.0) > margin && above >= double(from))
        return std::int64_t(above);
    std::int64_t k = std::max(from, m_tick.tickAtOrAfter(startOf(q)));
    while (k > from && reached(m_tick.timeOf(k - 1), q))
        --k;
    while (!reached(m_tick.timeOf(k), q))
        ++k;
    return k;
}

} // namespace inbetween
