#pragma once

// Runs a program as a child process and measures it as a whole: wall time, CPU time (user +
// system) and peak resident memory, from the kernel's own accounting (wait4). POSIX only.

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace bench {

struct ChildRun
{
    bool ok = false;    // started, and exited normally with status 0
    double wallMs = -1; // from start to exit
    double cpuMs = -1;  // user + system
    double peakRssMiB = -1;
    QByteArray output; // what it wrote on stdout (stderr is dropped)
};

// Forks the process that will start the children, while this one is still small: call it
// first in main(). (A child's peak RSS counts the process it was forked from, up to its exec.)
void startSpawner();

ChildRun runChild(const QString &program, const QStringList &arguments);

// The median of the values (-1 for none).
double median(QList<double> values);

} // namespace bench
