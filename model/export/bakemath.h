#pragma once

#include "easing.h"

#include <algorithm>
#include <array>
#include <cmath>

// The arithmetic of the readers ChannelBaker writes for: quaternion slerp and component blend,
// Hermite pieces, the angle between rotations, and the slopes of the named easings.
namespace inbetween::bakemath {

using Value = std::array<double, 4>;

inline double dot4(const Value &a, const Value &b)
{
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3];
}

inline double angleDegrees(const Value &a, const Value &b)
{
    const double d = std::min(1.0, std::abs(dot4(a, b)) / std::sqrt(dot4(a, a) * dot4(b, b)));
    return 2.0 * std::acos(d) * 180.0 / M_PI;
}

// The two ways a reader joins two rotation keys: slerp (glTF, three.js, Godot) and a blend of
// the components, normalised (Blender's importer). b is on a's side (dot >= 0).
inline Value slerp(const Value &a, const Value &b, double u)
{
    const double angle = std::acos(std::min(1.0, dot4(a, b)));
    Value out;
    if (angle < 1e-12) {
        for (size_t c = 0; c < 4; ++c)
            out[c] = a[c] + (b[c] - a[c]) * u;
        return out;
    }
    const double wa = std::sin((1 - u) * angle) / std::sin(angle), wb = std::sin(u * angle) / std::sin(angle);
    for (size_t c = 0; c < 4; ++c)
        out[c] = wa * a[c] + wb * b[c];
    return out;
}

inline Value blend(const Value &a, const Value &b, double u)
{
    Value out;
    for (size_t c = 0; c < 4; ++c)
        out[c] = a[c] + (b[c] - a[c]) * u;
    return out;
}

inline Value hermite(const Value &a, const Value &ta, const Value &b, const Value &tb, double dt, double u)
{
    const double u2 = u * u, u3 = u2 * u;
    const double h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u, h01 = -2 * u3 + 3 * u2, h11 = u3 - u2;
    Value out{0, 0, 0, 0};
    for (size_t c = 0; c < 3; ++c)
        out[c] = h00 * a[c] + h10 * dt * ta[c] + h01 * b[c] + h11 * dt * tb[c];
    return out;
}

inline double vectorDistance(const Value &a, const Value &b)
{
    return std::max({std::abs(a[0] - b[0]), std::abs(a[1] - b[1]), std::abs(a[2] - b[2])});
}

inline Value scaled(const Value &v, double f)
{
    return {v[0] * f, v[1] * f, v[2] * f, v[3] * f};
}

// The easing's slope de/ds of the named cubics, for their exact tangents.
inline double easingSlope(Easing::Type type, double s)
{
    switch (type) {
    case Easing::Type::EaseIn: return 3.0 * s * s;
    case Easing::Type::EaseOut: return 3.0 * (1.0 - s) * (1.0 - s);
    case Easing::Type::EaseInOut: return s < 0.5 ? 12.0 * s * s : 12.0 * (1.0 - s) * (1.0 - s);
    default: return 1.0;
    }
}

} // namespace inbetween::bakemath
