#pragma once

#include "project.h"

#include <QByteArray>

namespace inbetween::legacy {

// The writer as it was before issue 27 (QByteArray appends, numbers by QByteArray::number),
// kept as the oracle of the writer's bytes: tst_writerequivalence and fuzz_writer_equivalence
// compare ProjectWriter::toJson with it, and bench_projectfile times both side by side.
class ProjectWriter
{
public:
    static QByteArray toJson(const Project &project);
};

// Its number and string forms (jsonNumber / jsonString as they were).
QByteArray jsonNumber(double value);
QByteArray jsonString(const QString &s);

} // namespace inbetween::legacy
