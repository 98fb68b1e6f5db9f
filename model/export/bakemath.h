#pragma once

#include "timing/easing.h"
#include "timing/quaternion.h"

#include <algorithm>
#include <array>
#include <cmath>

// The arithmetic of the readers ChannelBaker writes for: the component blend of rotations (slerp
// and the angle between rotations are Quaternion's), Hermite pieces, and the slopes of the named
// easings.
namespace inbetween::bakemath {

using Value = std::array<double, 4>;

inline double dot4(const Value &a, const Value &b)
{
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3];
}

// A rotation value as the quaternion maths of model/timing takes it, and back: (x, y, z, w).
inline Quaternion asQuaternion(const Value &v)
{
    return {v[0], v[1], v[2], v[3]};
}

inline Value asValue(const Quaternion &q)
{
    return {q.x, q.y, q.z, q.w};
}

inline double angleDegrees(const Value &a, const Value &b)
{
    return Quaternion::angleDegrees(asQuaternion(a), asQuaternion(b));
}

// The second way a reader joins two rotation keys, beside Quaternion::slerp (glTF, three.js,
// Godot): a blend of the components, not normalised here (angleDegrees divides by the lengths;
// Blender's importer normalises). b is on a's side (dot >= 0).
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
