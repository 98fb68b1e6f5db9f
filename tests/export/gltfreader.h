#pragma once

// A small reader of glTF 2.0 files (.gltf with an embedded data: buffer, or .glb) for the export
// tests: the JSON, the one buffer, a buffer view's bytes and a float accessor's values.

#include <QByteArray>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <QtEndian>
#include <cstring>
#include <vector>

namespace exporttest {

class GltfFile
{
public:
    bool load(const QString &path, QString *why)
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            *why = file.errorString();
            return false;
        }
        const QByteArray bytes = file.readAll();
        QByteArray json;
        if (bytes.startsWith("glTF")) {
            const quint32 jsonLength = qFromLittleEndian<quint32>(bytes.constData() + 12);
            json = bytes.mid(20, jsonLength);
            const qsizetype bin = 20 + jsonLength;
            if (bytes.size() >= bin + 8)
                m_bin = bytes.mid(bin + 8, qFromLittleEndian<quint32>(bytes.constData() + bin));
        } else {
            json = bytes;
        }
        QJsonParseError error;
        m_json = QJsonDocument::fromJson(json, &error).object();
        if (error.error != QJsonParseError::NoError) {
            *why = error.errorString();
            return false;
        }
        const QString uri = m_json[QLatin1String("buffers")][0][QLatin1String("uri")].toString();
        const qsizetype comma = uri.indexOf(QLatin1Char(','));
        if (!uri.isEmpty() && comma > 0)
            m_bin = QByteArray::fromBase64(uri.mid(comma + 1).toLatin1());
        return true;
    }

    const QJsonObject &json() const { return m_json; }
    QJsonArray array(const char *name) const { return m_json[QLatin1String(name)].toArray(); }

    QByteArray view(int index) const
    {
        const QJsonObject v = array("bufferViews")[index].toObject();
        return m_bin.mid(v[QLatin1String("byteOffset")].toInteger(), v[QLatin1String("byteLength")].toInteger());
    }

    // The floats of a tightly packed float accessor, count x components.
    std::vector<float> floats(int accessor) const
    {
        const QJsonObject a = array("accessors")[accessor].toObject();
        const QString type = a[QLatin1String("type")].toString();
        const int width = type == QLatin1String("SCALAR") ? 1 : type.right(1).toInt();
        const QByteArray bytes = view(a[QLatin1String("bufferView")].toInt())
                                     .mid(a[QLatin1String("byteOffset")].toInteger());
        std::vector<float> out(size_t(a[QLatin1String("count")].toInteger() * width));
        if (bytes.size() >= qsizetype(out.size() * 4))
            std::memcpy(out.data(), bytes.constData(), out.size() * 4);
        return out;
    }

private:
    QJsonObject m_json;
    QByteArray m_bin;
};

} // namespace exporttest
