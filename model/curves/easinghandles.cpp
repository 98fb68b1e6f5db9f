#include "curves/easinghandles.h"

#include <algorithm>
#include <cmath>

namespace inbetween::EasingHandles {

std::optional<ControlPoints> controlPoints(const Easing &easing)
{
    // x(u) = u needs x1 = 1/3 and x2 = 2/3; then y(u) = 3(1-u)^2 u y1 + 3(1-u) u^2 y2 + u^3
    // is u^3 for y1 = y2 = 0 and 1 - (1-u)^3 for y1 = y2 = 1.
    constexpr double third = 1.0 / 3.0, twoThirds = 2.0 / 3.0;
    switch (easing.type()) {
    case Easing::Type::Linear: return ControlPoints{third, third, twoThirds, twoThirds};
    case Easing::Type::EaseIn: return ControlPoints{third, 0.0, twoThirds, 0.0};
    case Easing::Type::EaseOut: return ControlPoints{third, 1.0, twoThirds, 1.0};
    case Easing::Type::EaseInOut: return ControlPoints{0.65, 0.0, 0.35, 1.0};
    case Easing::Type::Bezier: return easing.bezierPoints();
    case Easing::Type::Step: break;
    }
    return std::nullopt;
}

bool isExact(const Easing &easing)
{
    return easing.type() != Easing::Type::EaseInOut && easing.type() != Easing::Type::Step;
}

QPointF handlePoint(const Keyframe &a, const Keyframe &b, MotionChannel channel, const ControlPoints &p, int handle)
{
    const double x = handle == 1 ? p[0] : p[2];
    const double y = handle == 1 ? p[1] : p[3];
    const double v0 = MotionChannels::value(a, channel);
    const double v1 = MotionChannels::value(b, channel);
    return {a.time + x * (b.time - a.time), v0 + y * (v1 - v0)};
}

bool hasHandles(const Keyframe &a, const Keyframe &b, MotionChannel channel)
{
    return MotionChannels::value(a, channel) != MotionChannels::value(b, channel) && b.time > a.time;
}

std::optional<Easing> dragged(const Easing &current, const Keyframe &a, const Keyframe &b, MotionChannel channel,
                              int handle, double time, double value, double maxY)
{
    const std::optional<ControlPoints> points = controlPoints(current);
    if (!points || !hasHandles(a, b, channel) || !std::isfinite(time) || !std::isfinite(value))
        return std::nullopt;
    const double v0 = MotionChannels::value(a, channel);
    const double v1 = MotionChannels::value(b, channel);
    const double x = std::clamp((time - a.time) / (b.time - a.time), 0.0, 1.0);
    const double y = std::clamp((value - v0) / (v1 - v0), -maxY, maxY);
    ControlPoints p = *points;
    p[handle == 1 ? 0 : 2] = x;
    p[handle == 1 ? 1 : 3] = y;
    return Easing::bezier(p[0], p[1], p[2], p[3]);
}

} // namespace inbetween::EasingHandles
