#include "json/jsontextwriter.h"

#include <QByteArray>
#include <QtEndian>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <algorithm>
#include <cstdlib>
#include <cstring>

namespace inbetween {

namespace {

constexpr char kDigitPairs[] = "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
                               "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
                               "8081828384858687888990919293949596979899";

char *writeUnsigned(char *out, std::uint64_t n)
{
    return std::to_chars(out, out + 20, n).ptr;
}

// The shortest decimal that reads back as v > 0 (std::to_chars's, libstdc++'s Ryu), laid out as
// QByteArray::number(v, 'g', QLocale::FloatingPointShortest) does, which the files were always
// written with: fixed unless the exponent form (the digits, a point after the first when there
// are more, "e+XX") is shorter, a tie fixed; so 10000 and 0.001 are fixed, 1e+5 and 1e-4 not,
// 1.2e-5 and 1.2e+7 the first of two digits in exponent form. The exponent is not padded.
char *writeShortest(char *out, double v)
{
    char text[32];
    *std::to_chars(text, text + sizeof text - 1, v, std::chars_format::scientific).ptr = '\0';
    char digits[20];
    int length = 0;
    const char *s = text;
    for (; *s != 'e'; ++s) {
        if (*s != '.')
            digits[length++] = *s;
    }
    const int x = std::atoi(s + 1); // to_chars writes "e+XX" or "e-XX": atoi reads the sign
    const bool fixed = length == 1 ? x >= -3 && x <= 4 : x >= -4 && x <= length + 4;
    if (!fixed) {
        *out++ = digits[0];
        if (length > 1) {
            *out++ = '.';
            out = std::copy(digits + 1, digits + length, out);
        }
        *out++ = 'e';
        *out++ = x < 0 ? '-' : '+';
        return writeUnsigned(out, std::uint64_t(std::abs(x)));
    }
    if (x < 0) { // 0.00ddd
        *out++ = '0';
        *out++ = '.';
        out = std::fill_n(out, -x - 1, '0');
        return std::copy(digits, digits + length, out);
    }
    if (x >= length - 1) // ddd000
        return std::fill_n(std::copy(digits, digits + length, out), x - length + 1, '0');
    out = std::copy(digits, digits + x + 1, out); // dd.ddd
    *out++ = '.';
    return std::copy(digits + x + 1, digits + length, out);
}

char *escapedByte(char *out, unsigned char c)
{
    if (c >= 0x20 && c != '"' && c != '\\') {
        *out++ = char(c);
        return out;
    }
    *out++ = '\\';
    switch (c) {
    case '"': *out++ = '"'; break;
    case '\\': *out++ = '\\'; break;
    case '\n': *out++ = 'n'; break;
    case '\r': *out++ = 'r'; break;
    case '\t': *out++ = 't'; break;
    case '\b': *out++ = 'b'; break;
    case '\f': *out++ = 'f'; break;
    default:
        std::memcpy(out, "u00", 3);
        out[3] = "0123456789abcdef"[c >> 4];
        out[4] = "0123456789abcdef"[c & 0xf];
        out += 5;
    }
    return out;
}

static_assert(Q_BYTE_ORDER == Q_LITTLE_ENDIAN, "writeSmall reads digits as a little-endian word");

// The pair of digits of n < 100 as two bytes of a little-endian word.
std::uint64_t digitPair(std::uint32_t n)
{
    std::uint16_t pair;
    std::memcpy(&pair, kDigitPairs + 2 * n, 2);
    return pair;
}

// Nine digits of n < 10^9, leading zeros included: the first eight as one little-endian word
// (returned, and stored with one write: read back through memory from four stores of two bytes,
// it would wait for them, about a fifth of the writer's time) and the ninth after it.
std::uint64_t nineDigits(char *out, std::uint32_t n)
{
    const std::uint32_t high = n / 10000000; // the first two
    std::uint32_t low = n % 10000000;
    const std::uint32_t a = low / 100000;
    low %= 100000;
    const std::uint32_t b = low / 1000;
    low %= 1000;
    const std::uint64_t word = digitPair(high) | digitPair(a) << 16 | digitPair(b) << 32 | digitPair(low / 10) << 48;
    std::memcpy(out, &word, 8);
    out[8] = char('0' + low % 10);
    return word;
}

// The common case, 0 < v < 10^6 with at most nine decimals, written in one go: n = v x 10^9 read
// back as v (an integer below 2^53 divided by an exact power of ten is rounded once, as reading
// the text is; below 10^15 it is the shortest such text), split into the whole part and nine decimals whose
// trailing zeros are dropped. With a whole part the fixed form is always the shorter; below 1 it
// is while at most three zeros follow the point (two for a single digit). nullptr otherwise.
char *writeSmall(char *out, double v)
{
    const double scaled = v * 1e9;
    const auto n = std::uint64_t(scaled + 0.5);
    if (double(n) / 1e9 != v)
        return nullptr;
    const auto whole = std::uint32_t(n / 1000000000);
    const auto decimals = std::uint32_t(n % 1000000000);
    if (decimals == 0)
        return whole < 100000 ? writeUnsigned(out, whole) : nullptr; // 100000 is 1e+5
    char digits[9];
    // The last digit that is not 0, found without a loop (the count of zeros varies from one
    // number to the next, which a loop's branch mispredicts): the first eight digits as one
    // word, 0 where a digit is '0'. decimals > 0, so when the ninth is '0' the word is not 0.
    const std::uint64_t word = nineDigits(digits, decimals) ^ 0x3030303030303030u;
    const int end = digits[8] != '0' ? 9 : (63 - __builtin_clzll(word)) / 8 + 1; // little-endian
    if (whole > 0) {
        out = writeUnsigned(out, whole);
    } else {
        // The zeros after the point (7 for 8 or more: beyond 3 the count does not matter).
        const int start = __builtin_ctzll(word | (std::uint64_t(1) << 63)) / 8;
        if (start > (end - start == 1 ? 2 : 3))
            return nullptr;
        *out++ = '0';
    }
    *out++ = '.';
    std::memcpy(out, digits, size_t(end));
    return out + end;
}

} // namespace

char *writeJsonNumber(char *out, double value)
{
    if (value == 0.0) {
        *out++ = '0';
        return out;
    }
    if (!std::isfinite(value)) { // no JSON form: Qt's words, for the texts that show one
        const char *word = std::isnan(value) ? "nan" : value > 0 ? "inf" : "-inf";
        const size_t length = std::strlen(word);
        std::memcpy(out, word, length);
        return out + length;
    }
    if (value < 0) {
        *out++ = '-';
        value = -value;
    }
    if (value < 1e6) {
        if (char *end = writeSmall(out, value))
            return end;
    }
    return writeShortest(out, value);
}

char *writeJsonInteger(char *out, int value)
{
    if (value < 0)
        *out++ = '-';
    return writeUnsigned(out, value < 0 ? std::uint64_t(-std::int64_t(value)) : std::uint64_t(value));
}

char *writeJsonString(char *out, QStringView s)
{
    *out++ = '"';
    const char16_t *units = s.utf16();
    for (qsizetype i = 0, n = s.size(); i < n; ++i) {
        if (units[i] >= 0x80) {
            // The rest as UTF-8, from a code point's start (everything before was ASCII).
            const QByteArray rest = s.mid(i).toUtf8();
            for (const char c : rest)
                out = escapedByte(out, static_cast<unsigned char>(c));
            break;
        }
        out = escapedByte(out, static_cast<unsigned char>(units[i]));
    }
    *out++ = '"';
    return out;
}

} // namespace inbetween
