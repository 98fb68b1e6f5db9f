#pragma once

#include <QByteArray>
#include <QString>

namespace inbetween {

// Where a byte string stops being UTF-8 text (RFC 3629: no overlong forms, no surrogates,
// nothing above U+10FFFF) or holds a NUL byte.
struct Utf8Problem
{
    qint64 offset = -1; // of the first bad byte; -1: the text is fine
    QString message;    // "not UTF-8 text (byte 0xff at offset 12)"
    bool found() const { return offset >= 0; }
};

Utf8Problem findUtf8Problem(const QByteArray &text);

} // namespace inbetween
