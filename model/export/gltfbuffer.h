#pragma once

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <initializer_list>
#include <vector>

namespace inbetween {

// A JSON array of numbers, as glTF writes a vector ("translation": [x, y, z]).
inline QJsonArray gltfNumbers(std::initializer_list<double> values)
{
    QJsonArray out;
    for (double v : values)
        out.append(v);
    return out;
}

// The binary side of a glTF file: one buffer of 4-byte-aligned buffer views, and the accessors
// that read them. Floats are written little-endian, as glTF requires.
class GltfBuffer
{
public:
    enum Target { NoTarget = 0, ArrayBuffer = 34962, ElementArrayBuffer = 34963 };

    int addView(const QByteArray &bytes, Target target = NoTarget);
    // `values` holds count * components floats; `type` is "SCALAR", "VEC2", "VEC3" or "VEC4".
    // withMinMax writes min and max, which the spec requires of POSITION and animation inputs.
    int addFloats(const std::vector<float> &values, int components, const char *type, bool withMinMax,
                  Target target = NoTarget);
    int addIndices(const std::vector<quint16> &indices);
    // A square of side 2 x half in the xy plane facing +z, centred on its node, as a mesh
    // primitive (positions, normals, texture coordinates with v running down the image, as
    // glTF's does, and indices; triangles); the caller adds its material.
    QJsonObject addSquarePrimitive(float half);

    const QByteArray &bytes() const { return m_bytes; }
    const QJsonArray &views() const { return m_views; }
    const QJsonArray &accessors() const { return m_accessors; }

private:
    QByteArray m_bytes;
    QJsonArray m_views;
    QJsonArray m_accessors;
};

} // namespace inbetween
