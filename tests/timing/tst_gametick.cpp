// Game tick (DESIGN.md, "Game tick"): the times of a game's ticks, and how a game ticking at HZ
// shows each hold (GameTick, TickReport), against values worked out by hand (and by exact
// rational arithmetic) and against sampling every tick one by one.

#include "common/testutil.h"
#include "timing/gametick.h"
#include "timing/tickreport.h"

#include <QRandomGenerator>
#include <QTest>
#include <cmath>
#include <cstdint>

using namespace inbetween;

class TestGameTick : public QObject
{
    Q_OBJECT

private slots:
    void tickTimes_data();
    void tickTimes();
    void ticksAroundATime_data();
    void ticksAroundATime();
    void validRates_data();
    void validRates();
    void holdsAgainstTicks_data();
    void holdsAgainstTicks();
    void matchesEveryTickSampled_data();
    void matchesEveryTickSampled();
    void noFrames();
};

void TestGameTick::tickTimes_data()
{
    QTest::addColumn<double>("hz");
    QTest::addColumn<qint64>("k");
    QTest::addColumn<double>("time");
    // k * 1000 / HZ: a tick whose true time is a whole number of ms is exactly there.
    QTest::newRow("30 Hz tick 3") << 30.0 << qint64(3) << 100.0;
    QTest::newRow("30 Hz tick 9") << 30.0 << qint64(9) << 300.0;
    QTest::newRow("60 Hz tick 6") << 60.0 << qint64(6) << 100.0;
    QTest::newRow("60 Hz tick 12") << 60.0 << qint64(12) << 200.0;
    QTest::newRow("120 Hz tick 3") << 120.0 << qint64(3) << 25.0;
    QTest::newRow("144 Hz tick 144") << 144.0 << qint64(144) << 1000.0;
    QTest::newRow("144 Hz tick 18") << 144.0 << qint64(18) << 125.0;
    QTest::newRow("70 Hz tick 7") << 70.0 << qint64(7) << 100.0;
    // Where k * (1000 / HZ) rounds off the true time: 500.00000000000006 and 8124.999999999999.
    QTest::newRow("30 Hz tick 15") << 30.0 << qint64(15) << 500.0;
    QTest::newRow("24 Hz tick 195") << 24.0 << qint64(195) << 8125.0;
    QTest::newRow("tick 0") << 144.0 << qint64(0) << 0.0;
}

void TestGameTick::tickTimes()
{
    QFETCH(double, hz);
    QFETCH(qint64, k);
    QFETCH(double, time);
    const GameTick tick(hz);
    QCOMPARE(tick.timeOf(k), time); // exactly
    QCOMPARE(tick.tickAtOrBefore(time), k);
    QCOMPARE(tick.tickAtOrAfter(time), k);
    QCOMPARE(tick.tickAtOrBefore(std::nextafter(time, -1.0)), k - 1);
    QCOMPARE(tick.tickAtOrAfter(std::nextafter(time, 1e9)), k + 1);
}

void TestGameTick::ticksAroundATime_data()
{
    QTest::addColumn<double>("hz");
    QTest::addColumn<double>("t");
    QTest::addColumn<qint64>("before");
    QTest::addColumn<qint64>("after");
    QTest::newRow("60 Hz, 20 ms") << 60.0 << 20.0 << qint64(1) << qint64(2);
    QTest::newRow("60 Hz, 33.3 ms") << 60.0 << 33.3 << qint64(1) << qint64(2);
    QTest::newRow("60 Hz, 33.34 ms") << 60.0 << 33.34 << qint64(2) << qint64(3);
    QTest::newRow("144 Hz, 1 s - 1 us") << 144.0 << 999.999 << qint64(143) << qint64(144);
    QTest::newRow("30 Hz, negative") << 30.0 << -50.0 << qint64(-2) << qint64(-1);
    QTest::newRow("30 Hz, an hour") << 30.0 << 3600000.0 << qint64(108000) << qint64(108000);
}

void TestGameTick::ticksAroundATime()
{
    QFETCH(double, hz);
    QFETCH(double, t);
    QFETCH(qint64, before);
    QFETCH(qint64, after);
    const GameTick tick(hz);
    QCOMPARE(tick.tickAtOrBefore(t), before);
    QCOMPARE(tick.tickAtOrAfter(t), after);
}

void TestGameTick::validRates_data()
{
    QTest::addColumn<double>("hz");
    QTest::addColumn<bool>("valid");
    QTest::newRow("60") << 60.0 << true;
    QTest::newRow("59.94") << 59.94 << true;
    QTest::newRow("1") << 1.0 << true;
    QTest::newRow("10000") << 10000.0 << true;
    QTest::newRow("0") << 0.0 << false;
    QTest::newRow("negative") << -60.0 << false;
    QTest::newRow("0.5") << 0.5 << false;
    QTest::newRow("too fast") << 10001.0 << false;
    QTest::newRow("inf") << qInf() << false;
    QTest::newRow("nan") << qQNaN() << false;
}

void TestGameTick::validRates()
{
    QFETCH(double, hz);
    QFETCH(bool, valid);
    QCOMPARE(GameTick::isValidRate(hz), valid);
}

void TestGameTick::holdsAgainstTicks_data()
{
    QTest::addColumn<QList<double>>("durations");
    QTest::addColumn<LoopMode>("mode");
    QTest::addColumn<double>("hz");
    QTest::addColumn<int>("periods");
    QTest::addColumn<QList<int>>("minTicks");
    QTest::addColumn<QList<int>>("maxTicks");
    QTest::addColumn<QList<double>>("worst");
    const double t60 = 1000.0 / 60, t30 = 1000.0 / 30, t144 = 1000.0 / 144;

    // The example: a 20 ms hold at 60 Hz shows for one tick or two (16.7 or 33.3 ms).
    // 60 ms is 3.6 ticks: the ticks fall as at 0 again after 5 laps. Ticks land exactly on frame
    // starts (100 ms in lap 1, 200 ms in lap 3) and count for the frame starting there.
    QTest::newRow("20 ms at 60 Hz, loop") << QList<double>{20, 20, 20} << LoopMode::Loop << 60.0 << 5
                                          << QList<int>{1, 1, 1} << QList<int>{2, 2, 2}
                                          << QList<double>{2 * t60 - 20, 2 * t60 - 20, 2 * t60 - 20};
    // Holds shorter than a tick: some laps skip them (0 ticks: the whole hold is the error).
    QTest::newRow("10 ms at 60 Hz, skipped") << QList<double>(6, 10.0) << LoopMode::Loop << 60.0 << 5
                                             << QList<int>(6, 0) << QList<int>(6, 1) << QList<double>(6, 10.0);
    // 100 ms at 30 Hz is exactly 3 ticks; every frame start is on a tick.
    QTest::newRow("100 ms at 30 Hz, exact") << QList<double>{100, 100, 100} << LoopMode::Loop << 30.0 << 1
                                            << QList<int>{3, 3, 3} << QList<int>{3, 3, 3} << QList<double>{0, 0, 0};
    QTest::newRow("25 ms at 120 Hz, exact") << QList<double>{25, 25} << LoopMode::Loop << 120.0 << 1
                                            << QList<int>{3, 3} << QList<int>{3, 3} << QList<double>{0, 0};
    QTest::newRow("custom 50 Hz, exact") << QList<double>{20, 40, 60} << LoopMode::Loop << 50.0 << 1
                                         << QList<int>{1, 2, 3} << QList<int>{1, 2, 3} << QList<double>{0, 0, 0};
    // 50 ms is 7.2 ticks at 144 Hz: 7 or 8 (48.6 or 55.6 ms).
    QTest::newRow("50 ms at 144 Hz") << QList<double>{50, 50} << LoopMode::Loop << 144.0 << 5 << QList<int>{7, 7}
                                     << QList<int>{8, 8} << QList<double>{8 * t144 - 50, 8 * t144 - 50};
    // 16.7 ms typed for 1/60 s drifts 0.1 ms a lap: the ticks never fall as at 0 again within
    // 100 laps (the bound), and once in them frame 0 gets two ticks.
    QTest::newRow("16.7 ms at 60 Hz, drifting") << QList<double>{16.7, 16.7, 16.7} << LoopMode::Loop << 60.0 << 100
                                                << QList<int>{1, 1, 1} << QList<int>{2, 1, 1}
                                                << QList<double>{2 * t60 - 16.7, 16.7 - t60, 16.7 - t60};
    // Once: one pass; each frame's ticks are fixed.
    QTest::newRow("20 ms at 60 Hz, once") << QList<double>{20, 20, 20} << LoopMode::Once << 60.0 << 1
                                          << QList<int>{2, 1, 1} << QList<int>{2, 1, 1}
                                          << QList<double>{2 * t60 - 20, 20 - t60, 20 - t60};
    // Pingpong at 30 Hz, every frame start on a tick: the turn at 300 (u = L) is the last frame's
    // pass out (4 ticks: 200, 233, 267, 300) and 400 on the way back is clip time 200, frame 2
    // still (its pass back: 333, 367, 400). Frame 1 back is 433, 467, 500; frame 0 back 533, 567,
    // and 600 (u = 0) begins the next lap's pass out.
    QTest::newRow("100 ms at 30 Hz, pingpong") << QList<double>{100, 100, 100} << LoopMode::PingPong << 30.0 << 1
                                               << QList<int>{2, 3, 3} << QList<int>{3, 3, 4}
                                               << QList<double>{t30, 0, t30};
    // One frame in pingpong: out [0, 50] (0, 16.7, 33.3, 50), back (50, 100): 66.7, 83.3.
    QTest::newRow("one frame at 60 Hz, pingpong") << QList<double>{50} << LoopMode::PingPong << 60.0 << 1
                                                  << QList<int>{2} << QList<int>{4} << QList<double>{4 * t60 - 50};
    QTest::newRow("20 ms at 60 Hz, pingpong") << QList<double>{20, 20, 20} << LoopMode::PingPong << 60.0 << 5
                                              << QList<int>{1, 1, 1} << QList<int>{2, 2, 2}
                                              << QList<double>{2 * t60 - 20, 2 * t60 - 20, 2 * t60 - 20};
}

void TestGameTick::holdsAgainstTicks()
{
    QFETCH(QList<double>, durations);
    QFETCH(LoopMode, mode);
    QFETCH(double, hz);
    QFETCH(int, periods);
    QFETCH(QList<int>, minTicks);
    QFETCH(QList<int>, maxTicks);
    QFETCH(QList<double>, worst);
    const TickReport r = TickReport::of(testutil::trackOf(durations), mode, hz);
    QCOMPARE(r.hz(), hz);
    QCOMPARE(r.tickMs(), 1000.0 / hz);
    QCOMPARE(r.periods(), periods);
    QCOMPARE(r.frames().size(), durations.size());
    double clipWorst = 0.0;
    for (int i = 0; i < durations.size(); ++i) {
        const TickReport::FrameTicks &f = r.frames()[i];
        QCOMPARE(f.frame, i);
        QCOMPARE(f.hold, durations[i]);
        QCOMPARE(f.minTicks, minTicks[i]);
        QCOMPARE(f.maxTicks, maxTicks[i]);
        QVERIFY2(std::abs(f.worstErrorMs - worst[i]) < 1e-9,
                 qPrintable(QStringLiteral("frame %1: %2, not %3").arg(i).arg(f.worstErrorMs, 0, 'g', 17).arg(worst[i])));
        clipWorst = std::max(clipWorst, worst[i]);
    }
    QVERIFY(std::abs(r.worstErrorMs() - clipWorst) < 1e-9);
}

void TestGameTick::matchesEveryTickSampled_data()
{
    QTest::addColumn<LoopMode>("mode");
    QTest::addColumn<double>("hz");
    QTest::addColumn<int>("seed");
    for (LoopMode mode : {LoopMode::Loop, LoopMode::Once, LoopMode::PingPong}) {
        for (double hz : {30.0, 60.0, 120.0, 144.0, 75.5}) {
            for (int seed = 1; seed <= 4; ++seed)
                QTest::addRow("%s %g Hz #%d", qPrintable(loopModeName(mode)), hz, seed) << mode << hz << seed;
        }
    }
}

// Random clips (whole, tenth and odd durations, some shorter than a tick): each frame's ticks in
// all the occurrences counted are those a game sampling tick after tick shows it for, the ticks
// counted end where the periods do, and each pass of a hold d out of pingpong's turns has
// floor(d / T) or ceil(d / T) ticks.
void TestGameTick::matchesEveryTickSampled()
{
    QFETCH(LoopMode, mode);
    QFETCH(double, hz);
    QFETCH(int, seed);
    QRandomGenerator random(quint32(seed * 7919 + int(hz * 10) + int(mode)));
    QList<double> durations;
    const int n = 1 + random.bounded(12);
    for (int i = 0; i < n; ++i) {
        switch (random.bounded(3)) {
        case 0: durations << double(1 + random.bounded(120)); break;
        case 1: durations << (10 + random.bounded(900)) / 10.0; break;
        default: durations << 1000.0 / 60.0 * (1 + random.bounded(4)); break;
        }
    }
    const FrameTrack track = testutil::trackOf(durations);
    const TickReport r = TickReport::of(track, mode, hz);
    const GameTick tick(hz);
    const double L = track.length();
    const double span = mode == LoopMode::Once ? L : r.periods() * (mode == LoopMode::PingPong ? 2 * L : L);
    std::int64_t total = 0;
    for (const TickReport::FrameTicks &f : r.frames())
        total += f.totalTicks;
    QVERIFY(std::abs(total - tick.tickAtOrAfter(span)) <= 1);
    QList<int> sampled(n, 0);
    for (std::int64_t k = 0; k < total; ++k)
        ++sampled[track.frameAt(clipTimeAt(tick.timeOf(k), L, mode))];
    for (int i = 0; i < n; ++i) {
        const TickReport::FrameTicks &f = r.frames()[i];
        QCOMPARE(f.totalTicks, sampled[i]);
        const double perTick = f.hold / tick.tickMs();
        const bool endOfPingPong = mode == LoopMode::PingPong && (i == 0 || i == n - 1);
        QVERIFY(f.minTicks >= std::floor(perTick - 1e-9) - (endOfPingPong ? 1 : 0));
        QVERIFY(f.maxTicks <= std::ceil(perTick + 1e-9) + (endOfPingPong ? 1 : 0));
        QVERIFY(f.worstErrorMs >= 0.0 && f.worstErrorMs <= tick.tickMs() * (endOfPingPong ? 2 : 1) + 1e-9);
    }
}

void TestGameTick::noFrames()
{
    const TickReport r = TickReport::of(FrameTrack(), LoopMode::Loop, 60.0);
    QVERIFY(r.frames().isEmpty());
    QCOMPARE(r.worstErrorMs(), 0.0);
    QCOMPARE(r.tickMs(), 1000.0 / 60.0);
}

QTEST_GUILESS_MAIN(TestGameTick)
#include "tst_gametick.moc"
