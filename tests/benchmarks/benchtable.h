#pragma once

// Runs a QBENCHMARK test object as Qt Test does, and also collects its figures (through a CSV
// logger) so the program can print them as a table of nanoseconds per operation.

#include <QList>
#include <QString>

class QObject;

namespace bench {

struct Result
{
    QString function;
    QString tag;
    QString metric;       // "WalltimeMilliseconds" unless another measurer was asked for
    double perIteration;  // in the metric's unit
    double ops;           // operations one iteration performed (see setOpsPerIteration)

    // Nanoseconds per operation for wall time; the metric's own unit per operation otherwise.
    double perOp() const;
};

// Tells the table how many operations one QBENCHMARK iteration of the current row performs.
void setOpsPerIteration(double ops);

// qExec with a CSV logger added (and the usual text output on stdout); *results gets one entry
// per benchmark row. Returns qExec's result.
int run(QObject *tests, int argc, char **argv, QList<Result> *results);

// What perOp() counts: "ns wall time" for plain QBENCHMARK, "ns of the perf counter" with
// -perf -perfcounter task-clock (CPU time of this process: steadier on a shared machine).
QString unitOf(const QList<Result> &results);

// The result of function/tag, or nullptr when it did not run (filtered out on the command line).
const Result *find(const QList<Result> &results, const QString &function, const QString &tag);

// "12.3", "4567", or "-" for a missing figure: a fixed-width cell.
QString cell(const Result *r, int width);
QString cell(double value, int width);

} // namespace bench
