#include "jsontextwriter.h"

#include <QByteArray>
#include <QtEndian>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>

namespace inbetween {

namespace {

// Powers of ten that are exact doubles.
constexpr double kPow10[] = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9};
constexpr int kMaxScale = 9;
// Below 10^15 two decimals of the same length never round to the same double (see byScaling).
constexpr double kExactLimit = 1e15;

constexpr char kDigitPairs[] = "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
                               "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
                               "8081828384858687888990919293949596979899";

// n's decimal digits, written so that they end at `end`; returns where they start.
char *digitsEndingAt(char *end, std::uint64_t n)
{
    while (n >= 100) {
        const auto pair = unsigned(n % 100);
        n /= 100;
        end -= 2;
        std::memcpy(end, kDigitPairs + 2 * pair, 2);
    }
    if (n >= 10) {
        end -= 2;
        std::memcpy(end, kDigitPairs + 2 * n, 2);
    } else {
        *--end = char('0' + n);
    }
    return end;
}

char *writeUnsigned(char *out, std::uint64_t n)
{
    char digits[20];
    char *const end = digits + sizeof digits;
    const char *begin = digitsEndingAt(end, n);
    std::memcpy(out, begin, size_t(end - begin));
    return out + (end - begin);
}

// The shortest decimal that reads back as a positive double: its significant digits (no
// trailing zero) and the power of ten of the first, 1.25 = "125" x 10^0, 0.001 = "1" x 10^-3.
struct Decimal
{
    char buffer[24];
    const char *digits;
    int length;
    int exponent;
};

// The digits of the integer n, k of them after the point.
void setFromScaled(Decimal &d, std::uint64_t n, int k)
{
    char *end = d.buffer + sizeof d.buffer;
    const char *begin = digitsEndingAt(end, n);
    const int count = int(end - begin);
    while (end[-1] == '0') // n > 0: a digit is not 0
        --end;
    d.digits = begin;
    d.length = int(end - begin);
    d.exponent = count - 1 - k;
}

// Most numbers in a project have a few decimals (hundredths of a ms, tenths of a degree): for
// those the shortest text is n / 10^k, the integer n = round(v x 10^k) with k decimals. When
// that division gives v back, the text reads back as v (an integer below 2^53 divided by an
// exact power of ten is rounded once, as reading the text is), and with n's trailing zeros
// dropped it is the shortest text that does: below 10^15 the doubles near v are closer than
// one unit of n's last digit, so no other decimal of that length or shorter rounds to v.
// Integers and values with more decimals or digits than that are left to std::to_chars.
bool byScaling(double v, Decimal &d)
{
    if (v < kExactLimit) {
        const auto whole = std::uint64_t(v);
        if (double(whole) == v) {
            setFromScaled(d, whole, 0);
            return true;
        }
    }
    int k = kMaxScale;
    while (k > 0 && v * kPow10[k] >= kExactLimit)
        --k;
    const double scaled = v * kPow10[k];
    if (!(scaled < kExactLimit))
        return false;
    const auto n = std::uint64_t(scaled + 0.5);
    if (n == 0 || double(n) / kPow10[k] != v)
        return false;
    setFromScaled(d, n, k);
    return true;
}

// std::to_chars's shortest round trip (libstdc++'s Ryu), in its exponent form "d.ddde+XX".
void byToChars(double v, Decimal &d)
{
    char text[32];
    const auto result = std::to_chars(text, text + sizeof text, v, std::chars_format::scientific);
    const char *s = text;
    char *p = d.buffer;
    *p++ = *s++;
    if (*s == '.') {
        ++s;
        while (*s != 'e')
            *p++ = *s++;
    }
    ++s; // 'e'
    const bool negative = *s++ == '-';
    int e = 0;
    while (s < result.ptr)
        e = e * 10 + (*s++ - '0');
    d.digits = d.buffer;
    d.length = int(p - d.buffer);
    d.exponent = negative ? -e : e;
}

// The form QByteArray::number(v, 'g', QLocale::FloatingPointShortest) chooses: fixed unless the
// exponent form (the digits, a point after the first when there are more, "e+XX" padded to
// two digits) is shorter; a tie is fixed. So 10000 and 0.001 are fixed, 1e+5 and 1e-4 not; with
// two digits or more, 1.2e-5 and 1.2e+7 are the first in exponent form. tst_writerequivalence
// compares this with Qt's text for every length and exponent.
char *writeDecimal(char *out, const Decimal &d)
{
    const int length = d.length;
    const int x = d.exponent;
    const bool fixed = length == 1 ? x >= -3 && x <= 4 : x >= -4 && x <= length + 4;
    if (!fixed) {
        *out++ = d.digits[0];
        if (length > 1) {
            *out++ = '.';
            std::memcpy(out, d.digits + 1, size_t(length - 1));
            out += length - 1;
        }
        *out++ = 'e';
        *out++ = x < 0 ? '-' : '+';
        return writeUnsigned(out, std::uint64_t(std::abs(x)));
    }
    if (x < 0) {
        *out++ = '0';
        *out++ = '.';
        std::memset(out, '0', size_t(-x - 1));
        out += -x - 1;
        std::memcpy(out, d.digits, size_t(length));
        return out + length;
    }
    if (x >= length - 1) {
        std::memcpy(out, d.digits, size_t(length));
        out += length;
        std::memset(out, '0', size_t(x - length + 1));
        return out + (x - length + 1);
    }
    std::memcpy(out, d.digits, size_t(x + 1));
    out += x + 1;
    *out++ = '.';
    std::memcpy(out, d.digits + x + 1, size_t(length - x - 1));
    return out + (length - x - 1);
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
// back as v (byScaling's reasoning, k = 9), split into the whole part and nine decimals whose
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
    Decimal d;
    if (!byScaling(value, d))
        byToChars(value, d);
    return writeDecimal(out, d);
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
