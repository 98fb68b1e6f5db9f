#pragma once

#include "file/projectreader.h"

#include <QStringList>

namespace inbetween::filetest {

// The reader's errors (or its warnings) as "where: message" lines, in the reader's order: what a
// test of the reader's rules compares.
inline QStringList diagnosticsOf(const ProjectReader::Result &r, bool errors)
{
    QStringList out;
    for (const Diagnostic &d : r.diagnostics) {
        if (d.isError() == errors)
            out << d.where + QStringLiteral(": ") + d.message;
    }
    return out;
}

} // namespace inbetween::filetest
