#include "jsontokens.h"

#include "jsonbytes.h"

#include <charconv>
#include <system_error>

namespace inbetween::jsontokens {

namespace {

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

// Four hex digits at *p (advancing past them); -1, not advancing, if there are none.
int hex4(const char **p, const char *end)
{
    if (end - *p < 4)
        return -1;
    int v = 0;
    for (int i = 0; i < 4; ++i) {
        const int d = hexValue((*p)[i]);
        if (d < 0)
            return -1;
        v = v * 16 + d;
    }
    *p += 4;
    return v;
}

// The length of the UTF-8 sequence at s (RFC 3629: no overlong forms, no surrogates, nothing
// above U+10FFFF), or 0 when it is not one.
int utf8Length(const char *s, const char *end)
{
    const auto b = uchar(s[0]);
    int length = 0;
    uchar low = 0x80, high = 0xBF; // the range of the second byte
    if (b >= 0xC2 && b <= 0xDF) {
        length = 2;
    } else if (b >= 0xE0 && b <= 0xEF) {
        length = 3;
        low = b == 0xE0 ? 0xA0 : low;
        high = b == 0xED ? 0x9F : high;
    } else if (b >= 0xF0 && b <= 0xF4) {
        length = 4;
        low = b == 0xF0 ? 0x90 : low;
        high = b == 0xF4 ? 0x8F : high;
    } else {
        return 0;
    }
    if (end - s < length || uchar(s[1]) < low || uchar(s[1]) > high)
        return 0;
    for (int k = 2; k < length; ++k) {
        if (uchar(s[k]) < 0x80 || uchar(s[k]) > 0xBF)
            return 0;
    }
    return length;
}

// The escape whose backslash is at *at, advancing past it.
String::Problem escape(const char **at, const char *end)
{
    const char *p = *at + 1;
    if (p >= end) { // found again as a string that never ends
        *at = p;
        return String::Problem::None;
    }
    const char e = *p++;
    switch (e) {
    case '"': case '\\': case '/': case 'b': case 'f': case 'n': case 'r': case 't':
        *at = p;
        return String::Problem::None;
    case 'u': break;
    default:
        *at = p - 1;
        return String::Problem::UnknownEscape;
    }
    const int unit = hex4(&p, end);
    bool good = unit >= 0 && !(unit >= 0xDC00 && unit <= 0xDFFF);
    if (good && unit >= 0xD800 && unit <= 0xDBFF) { // a high surrogate must be followed by a low one
        good = end - p >= 2 && p[0] == '\\' && p[1] == 'u';
        if (good) {
            p += 2;
            const int low = hex4(&p, end);
            good = low >= 0xDC00 && low <= 0xDFFF;
        }
    }
    *at = p;
    return good ? String::Problem::None : String::Problem::BadUnicodeEscape;
}

} // namespace

Number readNumberSlowly(const char *start, const char *end)
{
    const char *p = start;
    const bool negative = *p == '-';
    p += negative;
    quint64 mantissa = 0; // right while there are at most 19 digits; used for at most 15
    qsizetype digitCount = 0;
    qsizetype fractionDigits = 0;
    bool integer = true;
    bool exponent = false;
    auto digits = [&p, end, &mantissa] {
        const char *from = p;
        for (; p < end && isDigit(*p); ++p)
            mantissa = mantissa * 10 + quint64(*p - '0');
        return p - from;
    };
    if (p < end && *p == '0') {
        ++p;
        if (p < end && isDigit(*p))
            return {p, 0.0, Number::Problem::LeadingZero};
    } else if ((digitCount = digits()) == 0) {
        return {p, 0.0, Number::Problem::Malformed};
    }
    if (p < end && *p == '.') {
        ++p;
        integer = false;
        fractionDigits = digits();
        digitCount += fractionDigits;
        if (fractionDigits == 0)
            return {p, 0.0, Number::Problem::Malformed};
    }
    if (p < end && (*p == 'e' || *p == 'E')) {
        ++p;
        integer = false;
        exponent = true;
        if (p < end && (*p == '+' || *p == '-'))
            ++p;
        const char *from = p;
        while (p < end && isDigit(*p))
            ++p;
        if (p == from)
            return {p, 0.0, Number::Problem::Malformed};
    }
    if (!exponent && digitCount <= 15) {
        const double value = decimal(mantissa, fractionDigits);
        return {p, negative && !(integer && mantissa == 0) ? -value : value, Number::Problem::None};
    }
    double value = 0;
    const auto [last, error] = std::from_chars(start, p, value);
    const bool out = error == std::errc::result_out_of_range || last != p;
    return {p, integer && value == 0 ? 0.0 : value, out ? Number::Problem::OutOfRange : Number::Problem::None};
}

String scanStringSlowly(const char *quote, const char *end, qint64 maxBytes)
{
    const char *first = quote + 1;
    // The first place where the count of bytes read is over the limit (none: the text ends first).
    const char *over = end - first > maxBytes ? first + maxBytes + 1 : nullptr;
    const char *stop = over ? over : end;
    const char *p = first;
    bool escaped = false;
    while (true) {
        while (stop - p >= 8) {
            const int n = jsonbytes::firstSpecial(jsonbytes::load(p));
            p += n;
            if (n < 8)
                break;
        }
        while (p < stop && kPlain[uchar(*p)])
            ++p;
        if (over && p >= over)
            return {JsonString{first, p, escaped}, p, String::Problem::TooLong};
        if (p >= end)
            return {JsonString{first, p, escaped}, quote, String::Problem::NeverEnds};
        const auto c = uchar(*p);
        if (c == '"')
            return {JsonString{first, p, escaped}, p + 1, String::Problem::None};
        if (c < 0x20)
            return {JsonString{first, p, escaped}, p, String::Problem::ControlCharacter};
        if (c >= 0x80) {
            const int length = utf8Length(p, end);
            if (length == 0)
                return {JsonString{first, p, escaped}, p, String::Problem::NotUtf8};
            // The strict scanner before this reader counted byte by byte: the limit may fall
            // inside a character.
            p = p + length > stop ? stop : p + length;
            continue;
        }
        escaped = true;
        const char *backslash = p;
        const String::Problem problem = escape(&p, end);
        if (problem != String::Problem::None)
            return {JsonString{first, p, escaped}, p, problem};
        if (p == end && p - backslash == 1) {
            // The text ends on a backslash: the string never ends, or is over the limit there.
            // Its text as read stops before the backslash, which escapes nothing.
            const JsonString text{first, backslash, escaped};
            if (over && p >= over)
                return {text, p, String::Problem::TooLong};
            return {text, quote, String::Problem::NeverEnds};
        }
    }
}

} // namespace inbetween::jsontokens
