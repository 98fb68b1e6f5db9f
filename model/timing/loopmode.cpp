#include "timing/loopmode.h"

#include <algorithm>
#include <cmath>

namespace inbetween {

namespace {

// t - q * period, rounded once, as std::fma gives it. Without a hardware FMA (the default x86-64
// target) std::fma is a libm call, which costs more than the rest of a playback sample (over
// 100 ns where other code left the vector registers dirty); Dekker's exact product does it in
// plain arithmetic instead: q * period = hi + lo exactly, t - hi is exact (Sterbenz: q != 0
// and t lies within a period of q * period, or q = -1 and lo = 0), so one rounding is left.
double minusMultiple(double t, double q, double period)
{
#ifdef __FMA__
    return std::fma(-q, period, t);
#else
    constexpr double split = 134217729.0; // 2^27 + 1
    const double hi = q * period;
    const double cq = split * q, qh = cq - (cq - q), ql = q - qh;
    const double cp = split * period, ph = cp - (cp - period), pl = period - ph;
    const double lo = ((qh * ph - hi) + qh * pl + ql * ph) + ql * pl;
    return (t - hi) - lo;
#endif
}

// t mod period in [0, period), as exactly as a double allows: the exact remainder, or for a
// negative t the exact period + remainder rounded once. Playback calls this for every sample, so
// the common cases avoid fmod, whose cost grows with t / period: inside the first period the
// answer is t; otherwise t - q * period with q = floor(t / period), rounded once (as fmod's
// result plus a period is). Should the division have rounded q to the wrong whole number, the
// result falls outside [0, period) and fmod decides.
double wrap(double t, double period)
{
    if (t >= 0.0 && t < period)
        return t;
    const double c = minusMultiple(t, std::floor(t / period), period);
    if (c >= 0.0 && c < period)
        return c;
    double r = std::fmod(t, period);
    if (r < 0.0)
        r += period; // rounds once; may reach the period itself (see the callers)
    return r;
}

} // namespace

QString loopModeName(LoopMode mode)
{
    switch (mode) {
    case LoopMode::Loop: return QStringLiteral("loop");
    case LoopMode::Once: return QStringLiteral("once");
    case LoopMode::PingPong: return QStringLiteral("pingpong");
    }
    return QStringLiteral("loop");
}

std::optional<LoopMode> loopModeFromName(const QString &name)
{
    if (name == QLatin1String("loop"))
        return LoopMode::Loop;
    if (name == QLatin1String("once"))
        return LoopMode::Once;
    if (name == QLatin1String("pingpong"))
        return LoopMode::PingPong;
    return std::nullopt;
}

double clipTimeAt(double t, double length, LoopMode mode)
{
    if (!(length > 0.0))
        return 0.0;
    // ((t mod L) + L) mod L computed literally adds L and takes it off again, which rounds:
    // 100.09999999999998 would come back as 100.10000000000002, past the start of a frame at
    // 100.1. wrap() keeps c = t inside the clip and rounds at most once.
    switch (mode) {
    case LoopMode::Loop: {
        const double c = wrap(t, length);
        // -1e-300 + L rounds to L itself; the interval is half-open, and a time just before a
        // period's start belongs to the end of the previous one.
        return c < length ? c : std::nextafter(length, 0.0);
    }
    case LoopMode::Once:
        return std::clamp(t, 0.0, length);
    case LoopMode::PingPong: {
        const double period = 2.0 * length;
        double u = wrap(t, period);
        if (u >= period) // just before a period's start: the way back ends at clip time 0
            u = 0.0;
        return u <= length ? u : period - u; // exact (Sterbenz): length <= u < 2 * length
    }
    }
    return 0.0;
}

} // namespace inbetween
