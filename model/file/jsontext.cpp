#include "jsontext.h"

#include <QLocale>

namespace inbetween {

QByteArray jsonNumber(double value)
{
    if (value == 0.0)
        return QByteArrayLiteral("0");
    QByteArray text = QByteArray::number(value, 'g', QLocale::FloatingPointShortest);
    // Qt pads the exponent to two digits ("1e-07"); the shortest form has none ("1e-7").
    const qsizetype e = text.indexOf('e');
    if (e >= 0 && e + 2 < text.size() && text[e + 2] == '0')
        text.remove(e + 2, 1);
    return text;
}

QByteArray jsonString(const QString &s)
{
    QByteArray out = "\"";
    for (const char c : s.toUtf8()) {
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        case '\b': out += "\\b"; break;
        case '\f': out += "\\f"; break;
        default:
            if (static_cast<unsigned char>(c) < 0x20)
                out += QByteArray("\\u00") + QByteArray::number(static_cast<unsigned char>(c), 16).rightJustified(2, '0');
            else
                out += c;
        }
    }
    return out + '"';
}

} // namespace inbetween
