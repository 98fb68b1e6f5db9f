#include "document/batchtiming.h"

#include <QTest>
#include <numeric>

using namespace inbetween;

class TestBatchTiming : public QObject
{
    Q_OBJECT

private slots:
    void batch_data()
    {
        QTest::addColumn<QString>("operation");
        QTest::addColumn<double>("argument");
        QTest::addColumn<QList<double>>("durations");
        QTest::addColumn<QList<double>>("expected");
        const QList<double> walk{100, 150, 250};
        QTest::newRow("scale 200%") << "scale" << 200.0 << walk << QList<double>{200, 300, 500};
        QTest::newRow("scale 50%") << "scale" << 50.0 << walk << QList<double>{50, 75, 125};
        QTest::newRow("scale never below the minimum") << "scale" << 0.1 << walk << QList<double>{1, 1, 1};
        // The file's limit (ProjectLimits::maxDuration, 1e9 ms): a longer hold would save a file that does not open.
        QTest::newRow("scale never past the file's limit") << "scale" << 1e6 << QList<double>{100, 2e5, 1e9}
                                                           << QList<double>{1e6, 1e9, 1e9};
        QTest::newRow("fit to 1000 keeps proportions") << "fit" << 1000.0 << walk << QList<double>{200, 300, 500};
        QTest::newRow("fit to 250") << "fit" << 250.0 << walk << QList<double>{50, 75, 125};
        QTest::newRow("distribute evenly") << "even" << 0.0 << QList<double>{100, 200, 300} << QList<double>{200, 200, 200};
        QTest::newRow("set all") << "set" << 80.0 << walk << QList<double>{80, 80, 80};
        QTest::newRow("empty selection") << "even" << 0.0 << QList<double>{} << QList<double>{};
    }

    void batch()
    {
        QFETCH(QString, operation);
        QFETCH(double, argument);
        QFETCH(QList<double>, durations);
        QFETCH(QList<double>, expected);
        QList<double> result;
        if (operation == QLatin1String("scale"))
            result = BatchTiming::scale(durations, argument);
        else if (operation == QLatin1String("fit"))
            result = BatchTiming::fitToTotal(durations, argument);
        else if (operation == QLatin1String("even"))
            result = BatchTiming::distributeEvenly(durations);
        else
            result = BatchTiming::setAll(durations, argument);
        QCOMPARE(result.size(), expected.size());
        for (int i = 0; i < result.size(); ++i)
            QVERIFY2(qAbs(result[i] - expected[i]) < 1e-9, qPrintable(QStringLiteral("%1: %2 != %3").arg(i).arg(result[i]).arg(expected[i])));
    }
};

QTEST_GUILESS_MAIN(TestBatchTiming)
#include "tst_batchtiming.moc"
