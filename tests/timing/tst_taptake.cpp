// Tap timing's take (DESIGN.md, "Timing to voice and beat"; TapTake): the taps of a take, as
// playback times of the clock, become the holds of the frames it times: N frames need N taps,
// the first hold from the take's start, each mark rounded to the whole ms from the start, fewer
// taps time the first frames only, more are ignored, a tap not a whole ms after the last is not
// a mark.

#include "playback/taptake.h"

#include <QSignalSpy>
#include <QTest>

using namespace inbetween;

class TestTapTake : public QObject
{
    Q_OBJECT

private slots:
    void holds_data();
    void holds();
    void signalsFollowTheTake();
    void noTapsOutsideATake();
    void aNewTakeForgetsTheLast();
};

void TestTapTake::holds_data()
{
    QTest::addColumn<QList<int>>("rows");
    QTest::addColumn<double>("start");
    QTest::addColumn<QList<double>>("taps");
    QTest::addColumn<QList<double>>("marks");     // kept, as whole ms from the start
    QTest::addColumn<QList<int>>("timedRows");
    QTest::addColumn<QList<double>>("durations");
    QTest::addColumn<int>("untimed");
    QTest::addColumn<int>("ignored");

    const QList<int> four{0, 1, 2, 3};
    QTest::newRow("four taps, four frames") << four << 0.0 << QList<double>{100, 250, 400, 700}
                                            << QList<double>{100, 250, 400, 700} << four
                                            << QList<double>{100, 150, 150, 300} << 0 << 0;
    // The clock's playback time goes on from wherever it was (a loop's later lap, a seek).
    QTest::newRow("a start later in playback time") << four << 1234.0 << QList<double>{1334, 1484, 1634, 1934}
                                                    << QList<double>{100, 250, 400, 700} << four
                                                    << QList<double>{100, 150, 150, 300} << 0 << 0;
    // Each mark to the nearest whole ms from the start; a hold is the difference of two marks, so
    // the rounding never adds up: 3 x 100.4 ms is 301 ms, not 3 x 100.
    QTest::newRow("rounded from the start, not interval by interval")
        << QList<int>{0, 1, 2} << 10.0 << QList<double>{110.4, 210.8, 311.2} << QList<double>{100, 201, 301}
        << QList<int>{0, 1, 2} << QList<double>{100, 101, 100} << 0 << 0;
    QTest::newRow("halves away from zero") << QList<int>{0, 1} << 0.0 << QList<double>{100.5, 199.49}
                                           << QList<double>{101, 199} << QList<int>{0, 1}
                                           << QList<double>{101, 98} << 0 << 0;
    // The selection's frames in its order, gaps and all: the frames between keep their holds.
    QTest::newRow("a selection with a gap") << QList<int>{2, 5, 6} << 0.0 << QList<double>{80, 200, 330}
                                            << QList<double>{80, 200, 330} << QList<int>{2, 5, 6}
                                            << QList<double>{80, 120, 130} << 0 << 0;
    // Fewer taps: the first frames get holds, the others keep theirs.
    QTest::newRow("two taps, four frames") << four << 0.0 << QList<double>{120, 300} << QList<double>{120, 300}
                                           << QList<int>{0, 1} << QList<double>{120, 180} << 2 << 0;
    QTest::newRow("no taps") << four << 0.0 << QList<double>{} << QList<double>{} << QList<int>{}
                             << QList<double>{} << 4 << 0;
    // More taps: the frames' taps are used, the rest ignored.
    QTest::newRow("six taps, four frames") << four << 0.0 << QList<double>{100, 200, 300, 400, 500, 600}
                                           << QList<double>{100, 200, 300, 400, 500, 600} << four
                                           << QList<double>{100, 100, 100, 100} << 0 << 2;
    // A hold must be > 0: a tap in the same whole ms as the last mark (a key bounce), at the
    // start, or before it (a clock paused or sent back) is not a mark.
    QTest::newRow("a tap in the same ms is not a mark")
        << four << 0.0 << QList<double>{100, 100.3, 250, 249.7, 400} << QList<double>{100, 250, 400}
        << QList<int>{0, 1, 2} << QList<double>{100, 150, 150} << 1 << 0;
    QTest::newRow("a tap at the start is not a mark") << QList<int>{0, 1} << 50.0 << QList<double>{50.2, 150}
                                                      << QList<double>{100} << QList<int>{0}
                                                      << QList<double>{100} << 1 << 0;
    QTest::newRow("a tap back in time is not a mark") << QList<int>{0, 1} << 500.0 << QList<double>{400, 620, 610, 700}
                                                      << QList<double>{120, 200} << QList<int>{0, 1}
                                                      << QList<double>{120, 80} << 0 << 0;
    QTest::newRow("1 ms holds") << QList<int>{0, 1} << 0.0 << QList<double>{0.6, 1.5} << QList<double>{1, 2}
                                << QList<int>{0, 1} << QList<double>{1, 1} << 0 << 0;
    QTest::newRow("a take of no frames") << QList<int>{} << 0.0 << QList<double>{100, 200}
                                         << QList<double>{100, 200} << QList<int>{} << QList<double>{} << 0 << 2;
}

void TestTapTake::holds()
{
    QFETCH(QList<int>, rows);
    QFETCH(double, start);
    QFETCH(QList<double>, taps);
    QFETCH(QList<double>, marks);
    QFETCH(QList<int>, timedRows);
    QFETCH(QList<double>, durations);
    QFETCH(int, untimed);
    QFETCH(int, ignored);

    TapTake take;
    take.start(rows, start, 0.0);
    QVERIFY(take.isActive());
    int kept = 0;
    for (double t : taps)
        kept += take.tap(t) ? 1 : 0;
    QCOMPARE(kept, int(marks.size()));
    QCOMPARE(take.marks(), marks);
    const TapTake::Holds holds = take.holds();
    QCOMPARE(holds.rows, timedRows);
    QCOMPARE(holds.durations, durations);
    QCOMPARE(holds.untimedFrames, untimed);
    QCOMPARE(holds.ignoredMarks, ignored);
    for (double d : holds.durations)
        QVERIFY(d > 0.0);
}

void TestTapTake::signalsFollowTheTake()
{
    TapTake take;
    QSignalSpy started(&take, &TapTake::started);
    QSignalSpy marked(&take, &TapTake::marked);
    QSignalSpy ended(&take, &TapTake::ended);
    take.start({3, 4}, 1000.0, 360.0);
    QCOMPARE(started.count(), 1);
    QCOMPARE(take.rows(), (QList<int>{3, 4}));
    QCOMPARE(take.startTime(), 1000.0);
    QCOMPARE(take.origin(), 360.0);
    QVERIFY(take.tap(1100.0));
    QVERIFY(!take.tap(1100.2)); // not a mark: no signal
    QVERIFY(take.tap(1300.0));
    QCOMPARE(marked.count(), 2);
    QCOMPARE(marked.at(0).at(0).toInt(), 1);
    QCOMPARE(marked.at(1).at(0).toInt(), 2);
    // Where the marks fall in the clip: the first frame's start plus each mark.
    QCOMPARE(take.markClipTimes(), (QList<double>{460.0, 660.0}));
    take.end();
    QCOMPARE(ended.count(), 1);
    QVERIFY(!take.isActive());
    take.end(); // once only
    QCOMPARE(ended.count(), 1);
}

void TestTapTake::noTapsOutsideATake()
{
    TapTake take;
    QSignalSpy marked(&take, &TapTake::marked);
    QVERIFY(!take.isActive());
    QVERIFY(!take.tap(100.0));
    take.start({0}, 0.0, 0.0);
    take.end();
    QVERIFY(!take.tap(100.0));
    QCOMPARE(marked.count(), 0);
    QVERIFY(take.marks().isEmpty());
}

void TestTapTake::aNewTakeForgetsTheLast()
{
    TapTake take;
    take.start({0, 1}, 0.0, 0.0);
    QVERIFY(take.tap(100.0));
    take.end();
    take.start({1}, 500.0, 120.0);
    QVERIFY(take.marks().isEmpty());
    QVERIFY(take.tap(560.0));
    QCOMPARE(take.holds().rows, QList<int>{1});
    QCOMPARE(take.holds().durations, QList<double>{60.0});
}

QTEST_GUILESS_MAIN(TestTapTake)
#include "tst_taptake.moc"
