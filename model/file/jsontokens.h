#pragma once

#include "jsonitem.h"

#include <QtGlobal>
#include <array>

// The scalars of strict JSON, read from the bytes: numbers and strings, each with the first
// problem in it and where it is. What a problem is called is JsonProblems' business, and
// whether the reading goes on JsonCursor's. The common shapes (a number of at most 15 digits
// without an exponent, a string of plain ASCII) are read inline; everything else out of line.
namespace inbetween::jsontokens {

// Bytes a string holds as they are: printable ASCII but the quote and the backslash.
constexpr std::array<bool, 256> plainBytes()
{
    std::array<bool, 256> t{};
    for (int c = 0x20; c < 0x80; ++c)
        t[size_t(c)] = c != '"' && c != '\\';
    return t;
}
inline constexpr std::array<bool, 256> kPlain = plainBytes();

inline bool isDigit(char c)
{
    return unsigned(c - '0') < 10;
}

struct Number
{
    enum class Problem { None, LeadingZero, Malformed, OutOfRange };
    const char *end = nullptr; // after the number; for LeadingZero and Malformed, where it went wrong
    double value = 0.0;
    Problem problem = Problem::None;
};

Number readNumberSlowly(const char *p, const char *end);

// Exact: a whole number below 2^53 and 10^fractionDigits are both doubles, so the one rounding
// of the division is the correct rounding of the written number (what from_chars gives).
inline double decimal(quint64 mantissa, qsizetype fractionDigits)
{
    static constexpr double kPowers[] = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8,
                                         1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15};
    return fractionDigits ? double(mantissa) / kPowers[fractionDigits] : double(mantissa);
}

// The number at p ('-' or a digit). Its value is the double from_chars reads from it, except
// that "-0" is 0: QJsonDocument, which read project files before, read whole numbers as
// integers.
inline Number readNumber(const char *p, const char *end)
{
    const char *start = p;
    const bool negative = *p == '-';
    p += negative;
    const char *digits = p;
    quint64 mantissa = 0;
    for (; p < end && isDigit(*p); ++p)
        mantissa = mantissa * 10 + quint64(*p - '0');
    const qsizetype whole = p - digits;
    qsizetype fraction = 0;
    bool point = false;
    if (p < end && *p == '.') {
        point = true;
        const char *from = ++p;
        for (; p < end && isDigit(*p); ++p)
            mantissa = mantissa * 10 + quint64(*p - '0');
        fraction = p - from;
    }
    if (whole > 0 && (whole == 1 || *digits != '0') && (!point || fraction > 0) && whole + fraction <= 15
        && !(p < end && (*p == 'e' || *p == 'E'))) {
        const double value = decimal(mantissa, fraction);
        return {p, negative && (point || mantissa != 0) ? -value : value, Number::Problem::None};
    }
    return readNumberSlowly(start, end);
}

struct String
{
    enum class Problem { None, TooLong, NeverEnds, ControlCharacter, NotUtf8, UnknownEscape, BadUnicodeEscape };
    JsonString text; // the string; for TooLong, as far as it was read
    // After the closing quote; where the problem is: at the byte past the limit, the opening
    // quote (NeverEnds), the character, the bad byte, the escape's letter, or after the \u digits.
    const char *end = nullptr;
    Problem problem = Problem::None;
};

String scanStringSlowly(const char *quote, const char *end, qint64 maxBytes);

// The string whose opening quote is at `quote`: at most `maxBytes` bytes as written (a longer
// one is refused where a count of its bytes first passes the limit).
inline String scanString(const char *quote, const char *end, qint64 maxBytes)
{
    const char *first = quote + 1;
    const char *stop = end - first > maxBytes ? first + maxBytes : end;
    const char *p = first;
    while (p < stop && kPlain[uchar(*p)])
        ++p;
    if (p < end && *p == '"')
        return {JsonString{first, p, false}, p + 1, String::Problem::None};
    return scanStringSlowly(quote, end, maxBytes);
}

} // namespace inbetween::jsontokens
