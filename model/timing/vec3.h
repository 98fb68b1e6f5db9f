#pragma once

#include <cmath>

namespace inbetween {

// Three doubles: a translation, Euler angles in degrees, or a scale.
// Doubles (not QVector3D's floats) so that a value read from a file is written back unchanged.
struct Vec3
{
    double x = 0.0;
    double y = 0.0;
    double z = 0.0;

    double operator[](int i) const { return i == 0 ? x : (i == 1 ? y : z); }
    double &operator[](int i) { return i == 0 ? x : (i == 1 ? y : z); }
    friend bool operator==(const Vec3 &a, const Vec3 &b) { return a.x == b.x && a.y == b.y && a.z == b.z; }
    friend bool operator!=(const Vec3 &a, const Vec3 &b) { return !(a == b); }
    friend Vec3 operator+(const Vec3 &a, const Vec3 &b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }
    friend Vec3 operator-(const Vec3 &a, const Vec3 &b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }
    friend Vec3 operator*(const Vec3 &a, double s) { return {a.x * s, a.y * s, a.z * s}; }

    static Vec3 lerp(const Vec3 &a, const Vec3 &b, double e) { return a + (b - a) * e; }
    bool isFinite() const { return std::isfinite(x) && std::isfinite(y) && std::isfinite(z); }
};

} // namespace inbetween
