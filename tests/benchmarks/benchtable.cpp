#include "benchmarks/benchtable.h"

#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace bench {

namespace {
QHash<QString, double> &opsTable()
{
    static QHash<QString, double> table;
    return table;
}

QString keyOf(const QString &function, const QString &tag)
{
    return function + QLatin1Char('/') + tag;
}
} // namespace

double Result::perOp() const
{
    const double value = perIteration / ops;
    return metric == QLatin1String("WalltimeMilliseconds") ? value * 1e6 : value; // ns, or the metric's unit
}

void setOpsPerIteration(double ops)
{
    opsTable().insert(keyOf(QString::fromLatin1(QTest::currentTestFunction()),
                            QString::fromLatin1(QTest::currentDataTag())),
                      ops);
}

int run(QObject *tests, int argc, char **argv, QList<Result> *results)
{
    QTemporaryDir dir;
    const QString csv = dir.filePath(QStringLiteral("results.csv"));
    QStringList args;
    bool ownOutput = false;
    for (int i = 0; i < argc; ++i) {
        args << QString::fromLocal8Bit(argv[i]);
        ownOutput = ownOutput || args.last() == QLatin1String("-o");
    }
    args << QStringLiteral("-o") << csv + QStringLiteral(",csv");
    if (!ownOutput)
        args << QStringLiteral("-o") << QStringLiteral("-,txt");
    const int rc = QTest::qExec(tests, args);

    // "function","tag","metric",value per iteration,total,iterations
    static const QRegularExpression line(QStringLiteral(R"re(^"([^"]*)","([^"]*)","([^"]*)",([^,]+),([^,]+),([^,]+)$)re"));
    QFile file(csv);
    if (file.open(QIODevice::ReadOnly)) {
        while (!file.atEnd()) {
            const QString text = QString::fromUtf8(file.readLine()).trimmed();
            const QRegularExpressionMatch m = line.match(text);
            if (!m.hasMatch())
                continue;
            Result r;
            r.function = m.captured(1);
            r.tag = m.captured(2);
            r.metric = m.captured(3);
            r.perIteration = m.captured(4).toDouble();
            r.ops = opsTable().value(keyOf(r.function, r.tag), 1.0);
            results->append(r);
        }
    }
    return rc;
}

QString unitOf(const QList<Result> &results)
{
    if (results.isEmpty())
        return QStringLiteral("ns");
    const QString &metric = results.first().metric;
    if (metric == QLatin1String("WalltimeMilliseconds"))
        return QStringLiteral("ns wall time");
    if (metric == QLatin1String("WalltimeNanoseconds")) // -perf with a time counter (task-clock)
        return QStringLiteral("ns of the perf counter");
    return metric;
}

const Result *find(const QList<Result> &results, const QString &function, const QString &tag)
{
    for (const Result &r : results) {
        if (r.function == function && r.tag == tag)
            return &r;
    }
    return nullptr;
}

QString cell(double value, int width)
{
    if (!(value >= 0))
        return QStringLiteral("-").rightJustified(width);
    const int decimals = value < 10 ? 2 : value < 100 ? 1 : 0;
    return QString::number(value, 'f', decimals).rightJustified(width);
}

QString cell(const Result *r, int width)
{
    return cell(r ? r->perOp() : -1.0, width);
}

} // namespace bench
