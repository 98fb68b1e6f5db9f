#pragma once

#include <QStringView>
#include <QtGlobal>

namespace inbetween {

// The JSON forms of jsontext.h written straight into memory, for the project writer's hot loop:
// no QByteArray, no allocation. Each writes at `out`, which must have room for the stated
// maximum, and returns the end of what it wrote.

// At most this many bytes: "-2.2250738585072014e-308" is 24.
constexpr qsizetype kMaxJsonNumberBytes = 24;
// jsonNumber's text: the shortest that reads back as the same double, fixed notation where it is
// no longer than the exponent form (Qt's 'g' with FloatingPointShortest, which the files were
// always written with), the exponent without padding ("1e-7", "1e+21"), "0" for -0. A number
// that is not finite has no JSON form: "inf", "-inf" or "nan", as Qt wrote it, for the texts
// that show numbers (the writer never gets one).
char *writeJsonNumber(char *out, double value);

// At most 11 bytes.
char *writeJsonInteger(char *out, int value);

// At most jsonStringBytesAtMost(s.size()) bytes: a UTF-16 unit is at most 6 bytes ("\u001f"),
// or 3 of UTF-8.
constexpr qsizetype jsonStringBytesAtMost(qsizetype utf16Units)
{
    return 6 * utf16Units + 2;
}
// jsonString's text: quoted, escaped, UTF-8.
char *writeJsonString(char *out, QStringView s);

} // namespace inbetween
