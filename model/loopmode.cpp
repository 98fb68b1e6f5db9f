#include "loopmode.h"

#include <algorithm>
#include <cmath>

namespace inbetween {

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
    // fmod is exact, but adding the period and taking it off again rounds: 100.09999999999998
    // would come back as 100.10000000000002, past the start of a frame at 100.1. So the period
    // is added only to a negative remainder, which is the only case that needs it.
    switch (mode) {
    case LoopMode::Loop: {
        double c = std::fmod(t, length);
        if (c < 0.0) {
            c += length;
            // -1e-300 + L rounds to L itself; the interval is half-open, and a time just before
            // a period's start belongs to the end of the previous one.
            if (c >= length)
                c = std::nextafter(length, 0.0);
        }
        return c;
    }
    case LoopMode::Once:
        return std::clamp(t, 0.0, length);
    case LoopMode::PingPong: {
        const double period = 2.0 * length;
        double u = std::fmod(t, period);
        if (u < 0.0) {
            u += period;
            if (u >= period) // just before a period's start: the way back ends at clip time 0
                u = 0.0;
        }
        return u <= length ? u : period - u; // exact (Sterbenz): length <= u < 2 * length
    }
    }
    return 0.0;
}

} // namespace inbetween
