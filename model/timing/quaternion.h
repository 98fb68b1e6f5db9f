#pragma once

#include "timing/vec3.h"

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
    Quaternion operator-() const { return {-x, -y, -z, -w}; }

    // The product's one spherical interpolation (the exporters' bakers, their fidelity readers
    // and the timing maths all call it): along the arc from a to b as given, no sign flip (the
    // caller decides the path, as glTF's reader does; slerpShorter takes the shorter one). When
    // sin of the angle between them is under 1e-9 the components are blended linearly, not
    // normalised: for unit inputs whose dot product is below 1 the angle is at least 1.49e-8
    // (acos of the double just below 1), so this happens only for the same rotation to the last
    // bit, where the blend is exact. Antipodal inputs (dot -1: one rotation, two signs) have no
    // arc; the caller avoids them (slerpShorter does).
    static Quaternion slerp(const Quaternion &a, const Quaternion &b, double t);
    // slerp along the shorter arc: b negated first when a.dot(b) < 0 (glTF's, three.js' and
    // Godot's readers).
    static Quaternion slerpShorter(const Quaternion &a, const Quaternion &b, double t);
    // The angle between two rotations in degrees, whatever their signs and lengths (each is
    // divided by its length).
    static double angleDegrees(const Quaternion &a, const Quaternion &b);
};

} // namespace inbetween
