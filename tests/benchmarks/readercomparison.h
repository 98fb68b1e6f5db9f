#pragma once

// Reading one project file by several readers side by side in one run, each in a process of
// its own: `inbetween-cli validate` (the whole process: start, read, check, build the project),
// the reader before the one-pass reader, CPython's json.load and QJsonDocument::fromJson (these
// two timed inside their process, after its start-up: just reading and parsing the JSON).

#include <QString>
#include <QTextStream>

namespace bench {

struct ReaderPrograms
{
    QString cli;    // inbetween-cli
    QString self;   // this benchmark, for its child modes (childMain)
    QString python; // python3; empty: not found, that row is left out
};

// Runs every reader `runs` times on `file`, interleaved, and prints the medians and the ratios.
void compareReaders(const ReaderPrograms &programs, const QString &file, const QString &title, int runs,
                    QTextStream &out);

// The child modes of the benchmark program: "--qjson FILE" parses the file with QJsonDocument
// and prints its wall and CPU ms; "--legacy FILE" reads it with the reader before. Returns -1
// when argv asks for neither.
int childMain(int argc, char **argv);

} // namespace bench
