#pragma once

#include "vec3.h"

namespace inbetween {

// A rotation quaternion in doubles, (x, y, z, w) as glTF and the CLI order them.
struct Quaternion
{
    double x = 0.0;
    double y = 0.0;
    double z = 0.0;
    double w = 1.0;

    // Qt's convention, the same as QQuaternion::fromEulerAngles(x, y, z) and Qt Quick 3D's
    // Node.eulerRotation: roll about z, then pitch about x, then yaw about y (q = qy * qx * qz).
    static Quaternion fromEulerDegrees(const Vec3 &degrees);

    Quaternion operator*(const Quaternion &o) const;
    Quaternion conjugated() const { return {-x, -y, -z, w}; }
    double dot(const Quaternion &o) const { return x * o.x + y * o.y + z * o.z + w * o.w; }
    double length() const;
    Quaternion normalized() const;
    // Rotates v (column-vector convention).
    Vec3 rotate(const Vec3 &v) const;
    // Spherical interpolation along the arc from a to b as given (no sign flip: the caller decides
    // the path, as glTF's slerp does).
    static Quaternion slerp(const Quaternion &a, const Quaternion &b, double t);
};

} // namespace inbetween
