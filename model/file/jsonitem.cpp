#include "jsonitem.h"

#include "jsontext.h"

#include <QStringDecoder>

#include <cmath>

namespace inbetween {

namespace {

int hexDigit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return c - 'A' + 10; // the reader let only hex digits through
}

char32_t hex4(const char *p)
{
    return char32_t((hexDigit(p[0]) << 12) | (hexDigit(p[1]) << 8) | (hexDigit(p[2]) << 4) | hexDigit(p[3]));
}

void appendUtf8(QByteArray &out, char32_t c)
{
    if (c < 0x80) {
        out += char(c);
    } else if (c < 0x800) {
        out += char(0xC0 | (c >> 6));
        out += char(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        out += char(0xE0 | (c >> 12));
        out += char(0x80 | ((c >> 6) & 0x3F));
        out += char(0x80 | (c & 0x3F));
    } else {
        out += char(0xF0 | (c >> 18));
        out += char(0x80 | ((c >> 12) & 0x3F));
        out += char(0x80 | ((c >> 6) & 0x3F));
        out += char(0x80 | (c & 0x3F));
    }
}

} // namespace

QByteArray JsonString::decoded() const
{
    if (!escaped)
        return QByteArray(begin, size());
    QByteArray out;
    out.reserve(size());
    for (const char *p = begin; p < end;) {
        if (*p != '\\') {
            out += *p++;
            continue;
        }
        // A text cut inside an escape (a string named as far as it was read) ends before it.
        if (end - p < 2)
            break;
        const char e = p[1];
        p += 2;
        if (e == 'u' && end - p < 4)
            break;
        switch (e) {
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 't': out += '\t'; break;
        case 'u': {
            char32_t c = hex4(p);
            p += 4;
            if (c >= 0xD800 && c <= 0xDBFF) { // the reader let surrogates through only in pairs
                if (end - p < 6)
                    return out;
                c = 0x10000 + ((c - 0xD800) << 10) + (hex4(p + 2) - 0xDC00);
                p += 6;
            }
            appendUtf8(out, c);
            break;
        }
        default: out += e; // '"', '\\', '/'
        }
    }
    return out;
}

int JsonKeys::indexOfDecoded(const JsonString &key) const
{
    const QByteArray name = key.textBytes();
    for (int i = 0; i < m_count; ++i) {
        if (name == QByteArrayView(m_names[i].text, m_names[i].size))
            return i;
    }
    return -1;
}

QByteArray JsonString::textBytes() const
{
    return escaped ? decoded() : QByteArray(plainBegin(), end - plainBegin());
}

QString JsonString::toString() const
{
    if (!escaped)
        return QString::fromUtf8(begin, size());
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::ConvertInitialBom); // keeps a \ufeff
    return utf8.decode(decoded());
}

QString describe(const JsonItem &v)
{
    switch (v.kind) {
    case JsonItem::Kind::Number: return QString::fromLatin1(jsonNumber(v.number));
    case JsonItem::Kind::String: {
        QString s = v.string.toString();
        if (s.size() > 40)
            s = s.left(40) + QStringLiteral("...");
        return QLatin1Char('"') + s + QLatin1Char('"');
    }
    case JsonItem::Kind::Bool: return v.boolean ? QStringLiteral("true") : QStringLiteral("false");
    case JsonItem::Kind::Null: return QStringLiteral("null");
    case JsonItem::Kind::Array: return QStringLiteral("an array");
    case JsonItem::Kind::Object: return QStringLiteral("an object");
    case JsonItem::Kind::Missing: break;
    }
    return QStringLiteral("nothing");
}

QString got(const JsonItem &v)
{
    return QStringLiteral(" (got %1)").arg(describe(v));
}

QString limitText(double limit)
{
    if (limit == std::floor(limit) && std::abs(limit) < 1e15)
        return QString::number(limit, 'f', 0);
    return QString::fromLatin1(jsonNumber(limit));
}

} // namespace inbetween
