#pragma once

#include <cstdint>

namespace inbetween {

// A game's clock that advances in whole ticks (DESIGN.md, "Game tick"): at HZ ticks a second,
// tick k is at playback time k * 1000 / HZ ms, and a game shows there the frame at that time.
//
// The time of tick k is computed as (k * 1000) / HZ, one rounding of the exact quotient (k * 1000
// is exact), never k * (1000 / HZ), which rounds twice: a tick whose true time is a frame start
// (tick 9 at 30 Hz is 300 ms) is then exactly there, and lands in that frame (half-open
// intervals), as on paper. The playback clock's ticks and the tick report use the same times.
class GameTick
{
public:
    static constexpr double minimumHz = 1.0;
    static constexpr double maximumHz = 10000.0;
    // A rate the editor and `info --tick` take: a finite number in [minimumHz, maximumHz].
    static bool isValidRate(double hz);

    explicit GameTick(double hz) : m_hz(hz) {}

    double hz() const { return m_hz; }
    // T, the length of one tick in ms.
    double tickMs() const { return 1000.0 / m_hz; }
    // The playback time of tick k.
    double timeOf(std::int64_t k) const { return double(k) * 1000.0 / m_hz; }
    // The last tick at or before playback time t (timeOf(k) <= t < timeOf(k + 1)).
    std::int64_t tickAtOrBefore(double t) const;
    // The first tick at or after playback time t.
    std::int64_t tickAtOrAfter(double t) const;

private:
    double m_hz;
};

} // namespace inbetween
