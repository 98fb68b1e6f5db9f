#include "export/unityyaml.h"

#include <QCryptographicHash>
#include <QLocale>
#include <QRegularExpression>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace inbetween::unityyaml {

QByteArray header()
{
    return "%YAML 1.1\n%TAG !u! tag:unity3d.com,2011:\n";
}

QByteArray document(int classId, qint64 fileId)
{
    return "--- !u!" + QByteArray::number(classId) + " &" + QByteArray::number(fileId) + '\n';
}

QByteArray number(double value)
{
    if (std::isinf(value))
        return value > 0 ? "Infinity" : "-Infinity";
    const float f = float(value);
    if (f == 0.0f)
        return "0";
    char buffer[40];
    for (int precision = 1; precision <= 9; ++precision) {
        std::snprintf(buffer, sizeof buffer, "%.*g", precision, double(f));
        if (std::strtof(buffer, nullptr) == f)
            break;
    }
    // "%g" writes "5.4e+03" and "1e-07": Unity writes "5400" and "1e-7".
    const double shortest = std::strtod(buffer, nullptr);
    if (std::strchr(buffer, 'e') && std::abs(shortest) >= 1e-5 && std::abs(shortest) < 1e15)
        return QByteArray::number(shortest, 'f', QLocale::FloatingPointShortest);
    QByteArray text(buffer);
    const int e = text.indexOf('e');
    if (e >= 0) {
        int digits = e + 2; // past the sign
        while (digits < text.size() - 1 && text[digits] == '0')
            text.remove(digits, 1);
        if (text[e + 1] == '+')
            text.remove(e + 1, 1);
    }
    return text;
}

QByteArray string(const QString &text)
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_][A-Za-z0-9 _.()-]*$"));
    static const QRegularExpression special(
        QStringLiteral("^(?:y|Y|n|N|yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF|"
                       "null|Null|NULL|[-+]?[0-9._]+(?:[eE][-+]?[0-9]+)?|0x[0-9a-fA-F]+|[0-9:]+)$"));
    if (text.isEmpty())
        return {};
    if (plain.match(text).hasMatch() && !special.match(text).hasMatch() && !text.endsWith(QLatin1Char(' ')))
        return text.toUtf8();
    QByteArray out = "\"";
    const QList<uint> codes = text.toUcs4();
    for (uint c : codes) {
        if (c == '"' || c == '\\') {
            out += '\\';
            out += char(c);
        } else if (c >= 0x20 && c < 0x7f) {
            out += char(c);
        } else if (c == '\n') {
            out += "\\n";
        } else if (c == '\t') {
            out += "\\t";
        } else if (c <= 0xffff) {
            out += "\\u" + QByteArray::number(c, 16).toUpper().rightJustified(4, '0');
        } else {
            out += "\\U" + QByteArray::number(c, 16).toUpper().rightJustified(8, '0');
        }
    }
    return out + '"';
}

QByteArray guid(const QString &projectName, const QString &assetName)
{
    const QByteArray seed = "inbetween unity export\n" + projectName.toUtf8() + '\n' + assetName.toUtf8();
    return QCryptographicHash::hash(seed, QCryptographicHash::Md5).toHex();
}

qint64 localId(const QString &seed)
{
    const QByteArray hash = QCryptographicHash::hash(seed.toUtf8(), QCryptographicHash::Sha1);
    quint64 bits = 0;
    for (int i = 0; i < 8; ++i)
        bits = (bits << 8) | quint64(quint8(hash[i]));
    qint64 id = 0;
    std::memcpy(&id, &bits, sizeof id);
    // Unity's own fixed IDs (7400000, 9100000, 21300000...) are small: keep well away from them.
    if (id > -(qint64(1) << 32) && id < (qint64(1) << 32))
        id += id < 0 ? -(qint64(1) << 40) : (qint64(1) << 40);
    return id;
}

quint32 crc32(const QString &text)
{
    quint32 crc = 0xffffffffu;
    for (const char byte : text.toUtf8()) {
        crc ^= quint8(byte);
        for (int bit = 0; bit < 8; ++bit)
            crc = (crc >> 1) ^ (0xedb88320u & (0u - (crc & 1u)));
    }
    return ~crc;
}

QString fileSafe(const QString &name)
{
    QString out;
    for (const QChar c : name) {
        const bool keep = (c.unicode() < 128 && c.isLetterOrNumber()) || c == QLatin1Char('-') || c == QLatin1Char('_')
                          || c == QLatin1Char('.') || c == QLatin1Char(' ');
        out += keep ? c : QLatin1Char('_');
    }
    while (out.startsWith(QLatin1Char('.')))
        out[0] = QLatin1Char('_');
    while (out.endsWith(QLatin1Char('.')) || out.endsWith(QLatin1Char(' ')))
        out.chop(1);
    return out.isEmpty() ? QStringLiteral("untitled") : out;
}

QByteArray nativeMeta(const QByteArray &guid, qint64 mainObjectFileId)
{
    return "fileFormatVersion: 2\nguid: " + guid + "\nNativeFormatImporter:\n  externalObjects: {}\n  mainObjectFileID: "
           + QByteArray::number(mainObjectFileId) + "\n  userData: \n  assetBundleName: \n  assetBundleVariant: \n";
}

} // namespace inbetween::unityyaml
