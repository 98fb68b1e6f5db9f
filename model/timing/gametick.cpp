#include "timing/gametick.h"

#include <cmath>

namespace inbetween {

bool GameTick::isValidRate(double hz)
{
    return std::isfinite(hz) && hz >= minimumHz && hz <= maximumHz;
}

// The quotient's floor is right or one off where t * HZ / 1000 rounded across a whole number;
// the checks against timeOf() (the times ticks really have) settle it.
std::int64_t GameTick::tickAtOrBefore(double t) const
{
    auto k = std::int64_t(std::floor(t * m_hz / 1000.0));
    while (timeOf(k) > t)
        --k;
    while (timeOf(k + 1) <= t)
        ++k;
    return k;
}

std::int64_t GameTick::tickAtOrAfter(double t) const
{
    const std::int64_t k = tickAtOrBefore(t);
    return timeOf(k) == t ? k : k + 1;
}

} // namespace inbetween
