#include "timing/matrixdecomposition.h"

#include <algorithm>
#include <cmath>

namespace inbetween {

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double kDeg = 180.0 / kPi;
constexpr double kTolerance = 1e-4; // the seed matrices carry 6 decimals

double dot(const Vec3 &a, const Vec3 &b)
{
    return a.x * b.x + a.y * b.y + a.z * b.z;
}

Vec3 cross(const Vec3 &a, const Vec3 &b)
{
    return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}

// The multiple of 360 degrees added to `angle` that brings it nearest to `reference`.
double nearestTurn(double angle, double reference)
{
    return angle + 360.0 * std::round((reference - angle) / 360.0);
}

double distance(const Vec3 &a, const Vec3 &b)
{
    return std::abs(a.x - b.x) + std::abs(a.y - b.y) + std::abs(a.z - b.z);
}

} // namespace

std::array<std::array<double, 3>, 3> MatrixDecomposition::rotationMatrix(const Vec3 &degrees)
{
    const double cx = std::cos(degrees.x / kDeg), sx = std::sin(degrees.x / kDeg);
    const double cy = std::cos(degrees.y / kDeg), sy = std::sin(degrees.y / kDeg);
    const double cz = std::cos(degrees.z / kDeg), sz = std::sin(degrees.z / kDeg);
    // R = Ry * Rx * Rz
    return {{{cy * cz + sy * sx * sz, -cy * sz + sy * sx * cz, sy * cx},
             {cx * sz, cx * cz, -sx},
             {-sy * cz + cy * sx * sz, sy * sz + cy * sx * cz, cy * cx}}};
}

Vec3 MatrixDecomposition::nearestEquivalent(const Vec3 &degrees, const Vec3 &reference)
{
    // With R = Ry Rx Rz, (x, y, z) and (180 - x, y + 180, z + 180) give the same rotation, and
    // each angle may gain whole turns.
    const Vec3 sets[2] = {degrees, {180.0 - degrees.x, degrees.y + 180.0, degrees.z + 180.0}};
    Vec3 best;
    double bestDistance = INFINITY;
    for (const Vec3 &s : sets) {
        const Vec3 c{nearestTurn(s.x, reference.x), nearestTurn(s.y, reference.y), nearestTurn(s.z, reference.z)};
        const double d = distance(c, reference);
        if (d < bestDistance - 1e-9) {
            best = c;
            bestDistance = d;
        }
    }
    return best;
}

std::optional<MatrixDecomposition::Result> MatrixDecomposition::decompose(const std::array<double, 16> &m,
                                                                          const Vec3 &previousRotation,
                                                                          QString *error)
{
    for (double v : m) {
        if (!std::isfinite(v)) {
            *error = QStringLiteral("must hold finite numbers");
            return std::nullopt;
        }
    }
    if (std::abs(m[3]) > kTolerance || std::abs(m[7]) > kTolerance || std::abs(m[11]) > kTolerance
        || std::abs(m[15] - 1.0) > kTolerance) {
        *error = QStringLiteral("has a perspective part (elements 3, 7, 11 must be 0 and 15 must be 1)");
        return std::nullopt;
    }

    Result r;
    r.translation = {m[12], m[13], m[14]};
    // Row-vector convention: row i is the image of axis i.
    Vec3 axes[3] = {{m[0], m[1], m[2]}, {m[4], m[5], m[6]}, {m[8], m[9], m[10]}};
    for (int i = 0; i < 3; ++i) {
        const double len = std::sqrt(dot(axes[i], axes[i]));
        if (len < 1e-9) {
            *error = QStringLiteral("has a zero scale (row %1)").arg(i);
            return std::nullopt;
        }
        r.scale[i] = len;
        axes[i] = axes[i] * (1.0 / len);
    }
    for (int i = 0; i < 3; ++i) {
        for (int j = i + 1; j < 3; ++j) {
            if (std::abs(dot(axes[i], axes[j])) > kTolerance) {
                *error = QStringLiteral("has shear (rows %1 and %2 are not perpendicular)").arg(i).arg(j);
                return std::nullopt;
            }
        }
    }
    if (dot(cross(axes[0], axes[1]), axes[2]) < 0.0) { // a mirror: carried by a negative x scale
        r.scale.x = -r.scale.x;
        axes[0] = axes[0] * -1.0;
    }

    // R[row][col] in the column-vector convention: column c is axis c.
    auto R = [&](int row, int col) { return axes[col][row]; };
    Vec3 e;
    const double sinPitch = std::clamp(-R(1, 2), -1.0, 1.0);
    if (std::abs(sinPitch) < 1.0 - 1e-9) {
        e.x = std::asin(sinPitch) * kDeg;
        e.y = std::atan2(R(0, 2), R(2, 2)) * kDeg;
        e.z = std::atan2(R(1, 0), R(1, 1)) * kDeg;
        r.rotation = nearestEquivalent(e, previousRotation);
    } else {
        // Gimbal lock: only y - z (pitch +90) or y + z (pitch -90) is fixed; keep z as it was.
        const double a = std::atan2(-R(2, 0), R(0, 0)) * kDeg;
        e.x = sinPitch > 0 ? 90.0 : -90.0;
        e.z = previousRotation.z;
        e.y = sinPitch > 0 ? a + e.z : a - e.z;
        r.rotation = {nearestTurn(e.x, previousRotation.x), nearestTurn(e.y, previousRotation.y), e.z};
    }
    return r;
}

} // namespace inbetween
