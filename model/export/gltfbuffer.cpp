#include "export/gltfbuffer.h"

#include <QtEndian>
#include <algorithm>

namespace inbetween {

int GltfBuffer::addView(const QByteArray &bytes, Target target)
{
    while (m_bytes.size() % 4 != 0)
        m_bytes.append('\0');
    QJsonObject view{{QStringLiteral("buffer"), 0},
                     {QStringLiteral("byteOffset"), qint64(m_bytes.size())},
                     {QStringLiteral("byteLength"), qint64(bytes.size())}};
    if (target != NoTarget)
        view.insert(QStringLiteral("target"), int(target));
    m_bytes.append(bytes);
    m_views.append(view);
    return int(m_views.size()) - 1;
}

int GltfBuffer::addFloats(const std::vector<float> &values, int components, const char *type, bool withMinMax,
                          Target target)
{
    QByteArray bytes(qsizetype(values.size() * 4), Qt::Uninitialized);
    for (size_t i = 0; i < values.size(); ++i)
        qToLittleEndian(values[i], bytes.data() + i * 4);
    QJsonObject accessor{{QStringLiteral("bufferView"), addView(bytes, target)},
                         {QStringLiteral("componentType"), 5126},
                         {QStringLiteral("count"), qint64(values.size() / size_t(components))},
                         {QStringLiteral("type"), QString::fromLatin1(type)}};
    if (withMinMax && !values.empty()) {
        QJsonArray mins, maxs;
        for (int c = 0; c < components; ++c) {
            float lo = values[size_t(c)], hi = lo;
            for (size_t i = size_t(c); i < values.size(); i += size_t(components)) {
                lo = std::min(lo, values[i]);
                hi = std::max(hi, values[i]);
            }
            // The float's exact value: the validator compares min/max with the data bit for bit.
            mins.append(double(lo));
            maxs.append(double(hi));
        }
        accessor.insert(QStringLiteral("min"), mins);
        accessor.insert(QStringLiteral("max"), maxs);
    }
    m_accessors.append(accessor);
    return int(m_accessors.size()) - 1;
}

int GltfBuffer::addIndices(const std::vector<quint16> &indices)
{
    QByteArray bytes(qsizetype(indices.size() * 2), Qt::Uninitialized);
    for (size_t i = 0; i < indices.size(); ++i)
        qToLittleEndian(indices[i], bytes.data() + i * 2);
    m_accessors.append(QJsonObject{{QStringLiteral("bufferView"), addView(bytes, ElementArrayBuffer)},
                                   {QStringLiteral("componentType"), 5123},
                                   {QStringLiteral("count"), qint64(indices.size())},
                                   {QStringLiteral("type"), QStringLiteral("SCALAR")}});
    return int(m_accessors.size()) - 1;
}

QJsonObject GltfBuffer::addSquarePrimitive(float half)
{
    const float h = half;
    const int position = addFloats({-h, -h, 0, h, -h, 0, h, h, 0, -h, h, 0}, 3, "VEC3", true, ArrayBuffer);
    const int normal = addFloats({0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1}, 3, "VEC3", false, ArrayBuffer);
    const int uv = addFloats({0, 1, 1, 1, 1, 0, 0, 0}, 2, "VEC2", false, ArrayBuffer);
    const int indices = addIndices({0, 1, 2, 0, 2, 3});
    return QJsonObject{{QStringLiteral("attributes"),
                        QJsonObject{{QStringLiteral("POSITION"), position},
                                    {QStringLiteral("NORMAL"), normal},
                                    {QStringLiteral("TEXCOORD_0"), uv}}},
                       {QStringLiteral("indices"), indices},
                       {QStringLiteral("mode"), 4}};
}

} // namespace inbetween
