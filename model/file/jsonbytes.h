#pragma once

#include <QtEndian>
#include <QtGlobal>

// Eight bytes of JSON text at a time (SWAR: SIMD within a register, in plain C++): where a
// string's plain run ends. A word is read little-endian on every machine, so the first byte is
// the lowest.
namespace inbetween::jsonbytes {

constexpr quint64 kOnes = 0x0101010101010101ULL;
constexpr quint64 kHighBits = 0x8080808080808080ULL;

inline quint64 load(const char *p)
{
    return qFromLittleEndian<quint64>(p);
}

// The index of the lowest byte whose high bit is set in `flags` (8: none).
inline int firstFlagged(quint64 flags)
{
    return flags ? int(qCountTrailingZeroBits(flags) / 8) : 8;
}

// The index of the first byte that ends a string's plain run: a quote, a backslash, a control
// character or a byte of a multi-byte UTF-8 sequence (8: none).
inline int firstSpecial(quint64 word)
{
    // (x - 1) & ~x has the high bit of each zero byte x set, and of bytes after a zero byte
    // perhaps, through the borrow; likewise x - 0x20 for bytes below 0x20. Only the first
    // flagged byte is wanted, and that one is always right.
    const quint64 quote = word ^ (kOnes * '"');
    const quint64 backslash = word ^ (kOnes * '\\');
    const quint64 flags = ((quote - kOnes) & ~quote) | ((backslash - kOnes) & ~backslash)
                          | ((word - kOnes * 0x20) & ~word) | word;
    return firstFlagged(flags & kHighBits);
}

} // namespace inbetween::jsonbytes
