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
    switch (mode) {
    case LoopMode::Loop: {
        const double c = std::fmod(std::fmod(t, length) + length, length);
        // fmod(-tiny + L, L) can round up to L itself; the interval is half-open.
        return c >= length ? 0.0 : c;
    }
    case LoopMode::Once:
        return std::clamp(t, 0.0, length);
    case LoopMode::PingPong: {
        const double period = 2.0 * length;
        double u = std::fmod(std::fmod(t, period) + period, period);
        if (u >= period)
            u = 0.0;
        return u <= length ? u : period - u;
    }
    }
    return 0.0;
}

} // namespace inbetween
