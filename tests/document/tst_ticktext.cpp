// The game tick's figures as people read them (TickText): rounded to 0.1 ms, a hold's ticks as
// "shows 16.7 or 33.3 ms", the clip's worst error, and which errors are big enough to mark.

#include "common/testutil.h"
#include "itemmodels/ticktext.h"

#include <QTest>

using namespace inbetween;

class TestTickText : public QObject
{
    Q_OBJECT

private slots:
    void text_data();
    void text();
    void visible_data();
    void visible();
};

void TestTickText::text_data()
{
    QTest::addColumn<QList<double>>("durations");
    QTest::addColumn<LoopMode>("mode");
    QTest::addColumn<double>("hz");
    QTest::addColumn<int>("frame");
    QTest::addColumn<QString>("frameText");
    QTest::addColumn<QString>("clipText");
    QTest::newRow("20 ms at 60 Hz") << QList<double>{20, 20, 20} << LoopMode::Loop << 60.0 << 0
                                    << QStringLiteral("At 60 Hz: shows 16.7 or 33.3 ms (hold 20 ms)")
                                    << QStringLiteral("60 Hz: off by up to 13.3 ms (frame 0: shows 16.7 or 33.3 ms for 20 ms)");
    QTest::newRow("10 ms at 60 Hz") << QList<double>(6, 10.0) << LoopMode::Loop << 60.0 << 2
                                    << QStringLiteral("At 60 Hz: skipped or shows 16.7 ms (hold 10 ms)")
                                    << QStringLiteral("60 Hz: off by up to 10 ms (frame 0: skipped or shows 16.7 ms for 10 ms)");
    QTest::newRow("exact at 30 Hz") << QList<double>{100, 100} << LoopMode::Loop << 30.0 << 1
                                    << QStringLiteral("At 30 Hz: shows 100 ms (hold 100 ms)")
                                    << QStringLiteral("30 Hz: every hold shows for its duration");
    QTest::newRow("pingpong end") << QList<double>{50} << LoopMode::PingPong << 60.0 << 0
                                  << QStringLiteral("At 60 Hz: shows 33.3 to 66.7 ms (hold 50 ms)")
                                  << QStringLiteral("60 Hz: off by up to 16.7 ms (frame 0: shows 33.3 to 66.7 ms for 50 ms)");
    QTest::newRow("always skipped, once") << QList<double>{20, 5, 20} << LoopMode::Once << 60.0 << 1
                                          << QStringLiteral("At 60 Hz: skipped (hold 5 ms)")
                                          << QStringLiteral("60 Hz: off by up to 13.3 ms (frame 0: shows 33.3 ms for 20 ms)");
    // 16.7 ms for 1/60 s, with one tick in it: 0.03 ms off, which rounds away (not marked).
    QTest::newRow("16.7 ms, one tick") << QList<double>{10, 16.7, 10} << LoopMode::Once << 60.0 << 1
                                       << QStringLiteral("At 60 Hz: shows 16.7 ms (hold 16.7 ms)")
                                       << QStringLiteral("60 Hz: off by up to 6.7 ms (frame 0: shows 16.7 ms for 10 ms)");
    QTest::newRow("59.94 Hz") << QList<double>{40} << LoopMode::Once << 59.94 << 0
                              << QStringLiteral("At 59.94 Hz: shows 50.1 ms (hold 40 ms)")
                              << QStringLiteral("59.94 Hz: off by up to 10.1 ms (frame 0: shows 50.1 ms for 40 ms)");
}

void TestTickText::text()
{
    QFETCH(QList<double>, durations);
    QFETCH(LoopMode, mode);
    QFETCH(double, hz);
    QFETCH(int, frame);
    QFETCH(QString, frameText);
    QFETCH(QString, clipText);
    const TickReport report = TickReport::of(testutil::trackOf(durations), mode, hz);
    QCOMPARE(TickText::frame(report, frame), frameText);
    QCOMPARE(TickText::clip(report), clipText);
}

void TestTickText::visible_data()
{
    QTest::addColumn<double>("error");
    QTest::addColumn<bool>("visible");
    QTest::newRow("0") << 0.0 << false;
    QTest::newRow("rounding noise") << 1.4e-14 << false;
    QTest::newRow("0.033") << 0.0333 << false;
    QTest::newRow("0.05 (rounds to 0.1)") << 0.05 << true;
    QTest::newRow("3.3") << 3.333 << true;
}

void TestTickText::visible()
{
    QFETCH(double, error);
    QFETCH(bool, visible);
    QCOMPARE(TickText::isVisible(error), visible);
}

QTEST_GUILESS_MAIN(TestTickText)
#include "tst_ticktext.moc"
