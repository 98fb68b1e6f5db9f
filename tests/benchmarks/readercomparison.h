#pragma once

// Reading one project file by several readers side by side in one run, each in a process of
// its own: `inbetween-cli validate` and simdjson's own On-Demand walk (bench_simdjsonwalk), each
// the whole process (start, read the file, parse it: validate checks every rule and builds the
// project too, the walk fills plain structs and checks nothing), CPython's json.load and
// QJsonDocument::fromJson (these two timed inside their process, after its start-up: just
// reading and parsing the JSON).

#include <QString>
#include <QTextStream>

namespace bench {

struct ReaderPrograms
{
    QString cli;    // inbetween-cli
    QString self;   // this benchmark, for its child modes (childMain)
    QString python; // python3; empty: not found, that row is left out
    QString simdjsonWalk, simdjsonWalkNative; // bench_simdjsonwalk: portable, and -march=native
};

// Runs every reader `runs` times on `file`, interleaved, and prints the medians and the ratios.
void compareReaders(const ReaderPrograms &programs, const QString &file, const QString &title, int runs,
                    QTextStream &out);

// The child mode of the benchmark program: "--qjson FILE" parses the file with QJsonDocument
// and prints its wall and CPU ms. Returns -1 when argv does not ask for it.
int childMain(int argc, char **argv);

} // namespace bench
