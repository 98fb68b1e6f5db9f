#include "benchmarks/readercomparison.h"

#include "benchmarks/benchtable.h"
#include "benchmarks/childprocess.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <cstdio>
#include <cstring>
#include <time.h>

namespace bench {

namespace {

// json.load timed inside the interpreter, after its start-up; prints "wall cpu" in ms.
const char kPython[] = "import json, sys, time\n"
                       "w = time.perf_counter(); c = time.process_time()\n"
                       "with open(sys.argv[1], 'rb') as f:\n"
                       "    project = json.load(f)\n"
                       "print((time.perf_counter() - w) * 1e3, (time.process_time() - c) * 1e3)\n";

double cpuNowMs()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

struct Row
{
    QString label;
    QString program;
    QStringList arguments;
    bool timesItself = false; // prints "wall cpu" for its own part, measured inside the process
    QList<double> wall, cpu, rss;
    int failures = 0;

    void runOnce()
    {
        const ChildRun r = runChild(program, arguments);
        if (!r.ok) {
            ++failures;
            return;
        }
        double w = r.wallMs, c = r.cpuMs;
        if (timesItself) {
            const QList<QByteArray> parts = r.output.trimmed().split(' ');
            if (parts.size() != 2) {
                ++failures;
                return;
            }
            w = parts[0].toDouble();
            c = parts[1].toDouble();
        }
        wall << w;
        cpu << c;
        rss << r.peakRssMiB;
    }
};

QString ratio(double a, double b)
{
    if (!(a > 0) || !(b > 0))
        return QStringLiteral("-");
    return QString::number(a / b, 'f', a / b < 10 ? 3 : 1) + QLatin1Char('x');
}

} // namespace

void compareReaders(const ReaderPrograms &programs, const QString &file, const QString &title, int runs,
                    QTextStream &out)
{
    QList<Row> rows;
    auto add = [&rows](const char *label, const QString &program, const QStringList &arguments, bool timesItself) {
        Row row;
        row.label = QString::fromUtf8(label);
        row.program = program;
        row.arguments = arguments;
        row.timesItself = timesItself;
        rows.append(row);
    };
    add("`inbetween-cli validate` (whole process)", programs.cli, {QStringLiteral("validate"), file}, false);
    add("simdjson On-Demand walk, portable build (whole process)", programs.simdjsonWalk, {QStringLiteral("--walk"), file}, false);
    add("simdjson On-Demand walk, -march=native (whole process)", programs.simdjsonWalkNative, {QStringLiteral("--walk"), file},
        false);
    if (!programs.python.isEmpty())
        add("CPython `json.load` (inside python3)", programs.python, {QStringLiteral("-c"), QString::fromLatin1(kPython), file},
            true);
    add("`QJsonDocument::fromJson` (read and parse, inside)", programs.self, {QStringLiteral("--qjson"), file}, true);
    for (int i = 0; i < runs; ++i) {
        for (Row &row : rows)
            row.runOnce();
    }

    const double bytes = double(QFileInfo(file).size());
    const Row &ours = rows.first();
    const double wall = median(ours.wall), cpu = median(ours.cpu), rss = median(ours.rss);
    out << "\n" << title << ", " << QString::number(bytes / 1e6, 'f', 1) << " MB; median of " << runs
        << " runs each, interleaved; ratios are validate / the row\n"
        << "| reader | wall ms | CPU ms | peak RSS MiB | wall ratio | CPU ratio |\n"
        << "|---|---:|---:|---:|---:|---:|\n";
    for (const Row &row : rows) {
        const double w = median(row.wall), c = median(row.cpu);
        out << "| " << row.label << " | " << cell(w, 0) << " | " << cell(c, 0) << " | " << cell(median(row.rss), 0)
            << " | " << ratio(wall, w) << " | " << ratio(cpu, c) << " |";
        if (row.failures)
            out << " (" << row.failures << " runs failed)";
        out << "\n";
    }
    if (programs.python.isEmpty())
        out << "(python3 not found: no json.load row)\n";
    const double limit = 2 * bytes / (1024.0 * 1024.0) + 64;
    out << "validate's peak RSS " << cell(rss, 0) << " MiB, " << ratio(rss * 1024 * 1024, bytes)
        << " the file; the limit 2 x file + 64 MiB is " << cell(limit, 0) << " MiB: "
        << (rss > 0 && rss <= limit ? "within" : "OVER") << "\n";
}

int childMain(int argc, char **argv)
{
    if (argc != 3 || std::strcmp(argv[1], "--qjson") != 0)
        return -1;
    const QString path = QString::fromLocal8Bit(argv[2]);
    QElapsedTimer wall;
    wall.start();
    const double cpu = cpuNowMs();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return 1;
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return 1;
    std::printf("%f %f\n", double(wall.nsecsElapsed()) / 1e6, cpuNowMs() - cpu);
    return 0;
}

} // namespace bench
