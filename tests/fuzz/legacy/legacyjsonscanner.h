#pragma once

#include "diagnostic.h"
#include "projectlimits.h"

#include <QByteArray>

namespace inbetween::legacy {

// A strict pass over a JSON text's bytes before QJsonDocument builds a tree from it. It refuses
// what QJsonDocument lets through or handles badly: bytes that are not UTF-8, NUL bytes, raw
// control characters and lone surrogates in strings, duplicate keys (QJsonDocument silently keeps
// one), numbers a double cannot hold (1e400), and nesting, array lengths, string lengths and value
// counts beyond the limits. One pass, no recursion, memory bounded by the nesting depth.
class JsonScanner
{
public:
    struct Result
    {
        Diagnostics diagnostics; // errors, named by JSON path or by line and column
        bool ok() const { return diagnostics.isEmpty(); }
    };

    static Result scan(const QByteArray &text, const ProjectLimits &limits);

    // "line 3, column 7" (both from 1, columns in characters) for a byte offset in `text`.
    static QString lineAndColumn(const QByteArray &text, qint64 offset);
};

} // namespace inbetween::legacy
