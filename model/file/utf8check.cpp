#include "utf8check.h"

namespace inbetween {

namespace {

Utf8Problem problem(qint64 offset, unsigned char byte, const char *what)
{
    return {offset, QStringLiteral("not UTF-8 text (%1 0x%2 at byte offset %3)")
                        .arg(QLatin1String(what))
                        .arg(uint(byte), 2, 16, QLatin1Char('0'))
                        .arg(offset)};
}

} // namespace

Utf8Problem findUtf8Problem(const QByteArray &text)
{
    const auto *s = reinterpret_cast<const unsigned char *>(text.constData());
    const qint64 n = text.size();
    if (n >= 2 && ((s[0] == 0xFF && s[1] == 0xFE) || (s[0] == 0xFE && s[1] == 0xFF)))
        return {0, QStringLiteral("the file is UTF-16 text; a project file must be UTF-8")};
    qint64 i = 0;
    while (i < n) {
        const unsigned char b = s[i];
        if (b < 0x80) {
            if (b == 0)
                return {i, QStringLiteral("a NUL byte at byte offset %1; a project file is text").arg(i)};
            ++i;
            continue;
        }
        int length = 0;
        unsigned char low = 0x80, high = 0xBF; // the range of the second byte
        if (b >= 0xC2 && b <= 0xDF) {
            length = 2;
        } else if (b >= 0xE0 && b <= 0xEF) {
            length = 3;
            if (b == 0xE0)
                low = 0xA0; // overlong below U+0800
            else if (b == 0xED)
                high = 0x9F; // U+D800..U+DFFF are surrogates
        } else if (b >= 0xF0 && b <= 0xF4) {
            length = 4;
            if (b == 0xF0)
                low = 0x90; // overlong below U+10000
            else if (b == 0xF4)
                high = 0x8F; // above U+10FFFF
        } else {
            return problem(i, b, "byte");
        }
        if (i + length > n)
            return problem(i, b, "truncated sequence starting with byte");
        for (int k = 1; k < length; ++k) {
            const unsigned char c = s[i + k];
            const bool fits = k == 1 ? (c >= low && c <= high) : (c >= 0x80 && c <= 0xBF);
            if (!fits) // name the sequence's first byte: that is the character that is wrong
                return problem(i, b, "byte");
        }
        i += length;
    }
    return {};
}

} // namespace inbetween
