#pragma once

#include "timing/vec3.h"

#include <QString>
#include <array>
#include <optional>

namespace inbetween {

// Splits a legacy matrix key into translation, Euler rotation (degrees, Qt's convention) and
// scale. The matrix is 16 numbers, row-major, in the row-vector convention of Direct3D (v' = v M,
// translation in elements 12, 13, 14). Of the angle sets that give the same rotation, the one
// nearest to `previousRotation` is taken, so a key sequence keeps turning the way it was going.
class MatrixDecomposition
{
public:
    struct Result
    {
        Vec3 translation;
        Vec3 rotation;
        Vec3 scale{1.0, 1.0, 1.0};
    };

    // nullopt with *error set for shear, perspective, a zero scale or a non-finite number.
    static std::optional<Result> decompose(const std::array<double, 16> &m, const Vec3 &previousRotation,
                                           QString *error);

    // The rotation matrix (column-vector convention, r[row][col]) of Euler degrees in Qt's convention.
    static std::array<std::array<double, 3>, 3> rotationMatrix(const Vec3 &degrees);
    // Of the Euler sets equivalent to `degrees`, the one nearest to `reference`.
    static Vec3 nearestEquivalent(const Vec3 &degrees, const Vec3 &reference);
};

} // namespace inbetween
