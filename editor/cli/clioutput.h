#pragma once

#include <QByteArray>
#include <QString>
#include <cstdio>

namespace inbetween::cli {

// One line to stdout (the command's result) or stderr (problems, warnings), written as bytes:
// no locale or codec in between, so a pipeline reads exactly what the command printed.
inline void out(const QByteArray &line)
{
    std::fwrite(line.constData(), 1, size_t(line.size()), stdout);
    std::fputc('\n', stdout);
}

inline void err(const QString &line)
{
    const QByteArray bytes = line.toUtf8();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stderr);
    std::fputc('\n', stderr);
}

} // namespace inbetween::cli
