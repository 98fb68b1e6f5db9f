#include "timing/quaternion.h"

#include <algorithm>
#include <cmath>

namespace inbetween {

namespace {
constexpr double kPi = 3.14159265358979323846; // M_PI
constexpr double kDegToRad = kPi / 180.0;
}

Quaternion Quaternion::fromEulerDegrees(const Vec3 &degrees)
{
    // Half angles of pitch (x), yaw (y) and roll (z); q = qYaw * qPitch * qRoll, as Qt does.
    const double hp = degrees.x * kDegToRad * 0.5;
    const double hy = degrees.y * kDegToRad * 0.5;
    const double hr = degrees.z * kDegToRad * 0.5;
    const double c1 = std::cos(hy), s1 = std::sin(hy);
    const double c2 = std::cos(hr), s2 = std::sin(hr);
    const double c3 = std::cos(hp), s3 = std::sin(hp);
    const double c1c2 = c1 * c2;
    const double s1s2 = s1 * s2;
    Quaternion q;
    q.w = c1c2 * c3 + s1s2 * s3;
    q.x = c1c2 * s3 + s1s2 * c3;
    q.y = s1 * c2 * c3 - c1 * s2 * s3;
    q.z = c1 * s2 * c3 - s1 * c2 * s3;
    return q;
}

Quaternion Quaternion::operator*(const Quaternion &o) const
{
    return {w * o.x + x * o.w + y * o.z - z * o.y,
            w * o.y - x * o.z + y * o.w + z * o.x,
            w * o.z + x * o.y - y * o.x + z * o.w,
            w * o.w - x * o.x - y * o.y - z * o.z};
}

double Quaternion::length() const
{
    return std::sqrt(dot(*this));
}

Quaternion Quaternion::normalized() const
{
    const double len = length();
    if (len == 0.0)
        return {};
    return {x / len, y / len, z / len, w / len};
}

Vec3 Quaternion::rotate(const Vec3 &v) const
{
    const Quaternion p{v.x, v.y, v.z, 0.0};
    const Quaternion r = (*this) * p * conjugated();
    return {r.x, r.y, r.z};
}

Quaternion Quaternion::slerp(const Quaternion &a, const Quaternion &b, double t)
{
    const double d = std::clamp(a.dot(b), -1.0, 1.0);
    const double theta = std::acos(d);
    const double s = std::sin(theta);
    if (s < 1e-9)
        return {a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, a.z + (b.z - a.z) * t, a.w + (b.w - a.w) * t};
    const double wa = std::sin((1.0 - t) * theta) / s;
    const double wb = std::sin(t * theta) / s;
    return {a.x * wa + b.x * wb, a.y * wa + b.y * wb, a.z * wa + b.z * wb, a.w * wa + b.w * wb};
}

Quaternion Quaternion::slerpShorter(const Quaternion &a, const Quaternion &b, double t)
{
    return slerp(a, a.dot(b) < 0 ? -b : b, t);
}

double Quaternion::angleDegrees(const Quaternion &a, const Quaternion &b)
{
    const double d = std::min(1.0, std::abs(a.dot(b)) / std::sqrt(a.dot(a) * b.dot(b)));
    return 2.0 * std::acos(d) * 180.0 / kPi; // in this order: the exporters' bakers compare it bit for bit

}

} // namespace inbetween
