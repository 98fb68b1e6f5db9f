// Frame data at a tick rate (DESIGN.md, "Frame data for games"; BoxTicks): each box's windows of
// ticks over one period, counted from 1 at clip time 0, its startup, active and recovery ticks,
// against counts made by hand at the boundaries (holds shorter than a tick, a box on the last
// frame of a loop, pingpong's turns, once) and against sampling every tick one by one.

#include "common/testutil.h"
#include "timing/boxticks.h"
#include "timing/frametrack.h"
#include "timing/gametick.h"

#include <QRandomGenerator>
#include <QTest>

using namespace inbetween;

namespace {

// Frames of `durations`, those whose index is in `on` listing box "a".
FrameTrack framesOf(const QList<double> &durations, const QList<int> &on)
{
    QList<Frame> frames;
    for (qsizetype i = 0; i < durations.size(); ++i) {
        Frame f{durations[i], QString()};
        if (on.contains(int(i)))
            f.data.edit().boxes.insert(QStringLiteral("a"), QRectF(0, 0, 1, 1));
        frames.append(f);
    }
    return FrameTrack(frames);
}

// The windows by sampling every tick of the period: tick k (from 1) at (k - 1) * 1000 / HZ.
BoxTicks sampled(const FrameTrack &frames, LoopMode mode, double hz)
{
    BoxTicks b{QStringLiteral("a"), {}, 0};
    const GameTick tick(hz);
    const double period = mode == LoopMode::PingPong ? 2.0 * frames.length() : frames.length();
    for (std::int64_t k = 1; tick.timeOf(k - 1) < period; ++k) {
        const int frame = frames.frameAt(clipTimeAt(tick.timeOf(k - 1), frames.length(), mode));
        if (frames.frame(frame).data->boxes.contains(QStringLiteral("a"))) {
            if (!b.windows.isEmpty() && b.windows.back().last == k - 1)
                b.windows.back().last = k;
            else
                b.windows.append({k, k});
        }
        b.totalTicks = k;
    }
    return b;
}

QString describe(const BoxTicks &b)
{
    QStringList windows;
    for (const BoxTicks::Window &w : b.windows)
        windows << QStringLiteral("[%1, %2]").arg(w.first).arg(w.last);
    return QStringLiteral("%1 of %2").arg(windows.join(QStringLiteral(" ")), QString::number(b.totalTicks));
}

} // namespace

class TestBoxTicks : public QObject
{
    Q_OBJECT

private slots:
    void byHand_data();
    void byHand();
    void matchesEveryTickSampled_data();
    void matchesEveryTickSampled();
    void everyDeclaredBoxInOrder();
};

void TestBoxTicks::byHand_data()
{
    QTest::addColumn<QList<double>>("durations");
    QTest::addColumn<QList<int>>("on");
    QTest::addColumn<LoopMode>("mode");
    QTest::addColumn<double>("hz");
    QTest::addColumn<QString>("windows"); // "[first, last] ... of totalTicks"
    QTest::addColumn<qint64>("startup");
    QTest::addColumn<qint64>("active");
    QTest::addColumn<qint64>("recovery");
    // 60 Hz: ticks at 0, 16.7, 33.3, 50 (tick 4, exactly), ...; 200 ms is 12 ticks.
    QTest::newRow("a window") << QList<double>{50, 50, 100} << QList<int>{1} << LoopMode::Loop << 60.0
                              << QStringLiteral("[4, 6] of 12") << qint64(4) << qint64(3) << qint64(6);
    // 5 ms from 10 ms: no tick lands in it, the box is never on for the game.
    QTest::newRow("a hold shorter than a tick, skipped") << QList<double>{10, 5, 10} << QList<int>{1} << LoopMode::Loop << 60.0
                                                         << QStringLiteral(" of 2") << qint64(0) << qint64(0) << qint64(0);
    // 5 ms from 0 ms: tick 1 lands in it.
    QTest::newRow("a hold shorter than a tick, shown") << QList<double>{5, 20} << QList<int>{0} << LoopMode::Loop << 60.0
                                                       << QStringLiteral("[1, 1] of 2") << qint64(1) << qint64(1) << qint64(1);
    // A skipped hold between two of the box's: the game never sees it off.
    QTest::newRow("a gap no tick sees") << QList<double>{50, 52, 5, 50} << QList<int>{1, 3} << LoopMode::Loop << 60.0
                                        << QStringLiteral("[4, 10] of 10") << qint64(4) << qint64(7) << qint64(0);
    // On the last and the first frame of a loop: two windows of the period, from tick 1.
    QTest::newRow("on the last frame of a loop") << QList<double>{50, 50, 50, 50} << QList<int>{0, 3} << LoopMode::Loop << 60.0
                                                 << QStringLiteral("[1, 3] [10, 12] of 12") << qint64(1) << qint64(3) << qint64(0);
    // pingpong, 2L = 200 ms: the tick at the turn (tick 7, at 100 ms) shows the last frame going
    // out; back, tick 10 at 150 ms is clip time 50, still the last frame.
    QTest::newRow("pingpong, over the turn") << QList<double>{50, 50} << QList<int>{1} << LoopMode::PingPong << 60.0
                                             << QStringLiteral("[4, 10] of 12") << qint64(4) << qint64(7) << qint64(2);
    QTest::newRow("pingpong, the first frame") << QList<double>{50, 50} << QList<int>{0} << LoopMode::PingPong << 60.0
                                               << QStringLiteral("[1, 3] [11, 12] of 12") << qint64(1) << qint64(3) << qint64(0);
    // 30 Hz on 100 ms frames: every frame start on a tick; the turn's tick goes out.
    QTest::newRow("pingpong at 30 Hz") << QList<double>{100, 100, 100} << QList<int>{2} << LoopMode::PingPong << 30.0
                                       << QStringLiteral("[7, 13] of 18") << qint64(7) << qint64(7) << qint64(5);
    // once: the period is [0, L); the last frame's ticks up to L.
    QTest::newRow("once, on the last frame") << QList<double>{50, 50, 50} << QList<int>{2} << LoopMode::Once << 60.0
                                             << QStringLiteral("[7, 9] of 9") << qint64(7) << qint64(3) << qint64(0);
    // 66.667 ms is a hair more than 4 ticks: tick 8 (116.6667 ms) is still in it.
    QTest::newRow("once, a hold of 66.667 ms") << QList<double>{50, 66.667, 100} << QList<int>{1} << LoopMode::Once << 60.0
                                               << QStringLiteral("[4, 8] of 14") << qint64(4) << qint64(5) << qint64(6);
    QTest::newRow("never listed") << QList<double>{50, 50} << QList<int>{} << LoopMode::Loop << 60.0
                                  << QStringLiteral(" of 6") << qint64(0) << qint64(0) << qint64(0);
    // 59.94 Hz (16.683 ms a tick): 100 ms from 100 ms holds ticks 7 (100.1 ms) to 12 (183.5 ms).
    QTest::newRow("a rate not whole") << QList<double>{100, 100} << QList<int>{1} << LoopMode::Loop << 59.94
                                      << QStringLiteral("[7, 12] of 12") << qint64(7) << qint64(6) << qint64(0);
}

void TestBoxTicks::byHand()
{
    QFETCH(QList<double>, durations);
    QFETCH(QList<int>, on);
    QFETCH(LoopMode, mode);
    QFETCH(double, hz);
    QFETCH(QString, windows);
    QFETCH(qint64, startup);
    QFETCH(qint64, active);
    QFETCH(qint64, recovery);
    const FrameTrack frames = framesOf(durations, on);
    const QList<BoxTicks> all = BoxTicks::of(frames, mode, hz, {QStringLiteral("a")});
    QCOMPARE(all.size(), 1);
    const BoxTicks &b = all[0];
    QCOMPARE(b.box, QStringLiteral("a"));
    QCOMPARE(describe(b), windows);
    QCOMPARE(b.isOn(), startup > 0);
    QCOMPARE(qint64(b.startup()), startup);
    QCOMPARE(qint64(b.active()), active);
    QCOMPARE(qint64(b.recovery()), recovery);
    QCOMPARE(describe(sampled(frames, mode, hz)), windows);
}

void TestBoxTicks::matchesEveryTickSampled_data()
{
    testutil::loopModeRows();
}

// Random holds (whole ms, thirds of a tick, and holds shorter than a tick) at the usual rates.
void TestBoxTicks::matchesEveryTickSampled()
{
    QFETCH(LoopMode, mode);
    QRandomGenerator random(400 + int(mode));
    for (int round = 0; round < 200; ++round) {
        QList<double> durations;
        QList<int> on;
        for (int i = 0, n = 1 + int(random.bounded(8)); i < n; ++i) {
            const int kind = int(random.bounded(3));
            durations.append(kind == 0 ? 1 + random.bounded(150) : kind == 1 ? 1000.0 / 60 * (1 + random.bounded(6)) : 1 + random.bounded(15.0));
            if (random.bounded(2))
                on.append(i);
        }
        const double hz = QList<double>{24, 30, 59.94, 60, 120, 144}.at(random.bounded(6));
        const FrameTrack frames = framesOf(durations, on);
        QCOMPARE(describe(BoxTicks::of(frames, mode, hz, {QStringLiteral("a")}).value(0)), describe(sampled(frames, mode, hz)));
    }
}

void TestBoxTicks::everyDeclaredBoxInOrder()
{
    FrameTrack frames = framesOf({50, 50}, {1});
    const QList<BoxTicks> all = BoxTicks::of(frames, LoopMode::Loop, 60, testutil::strings({"z", "a"}));
    QCOMPARE(all.size(), 2);
    QCOMPARE(all[0].box, QStringLiteral("z"));
    QVERIFY(!all[0].isOn());
    QCOMPARE(all[0].totalTicks, std::int64_t(6));
    QCOMPARE(describe(all[1]), QStringLiteral("[4, 6] of 6"));
    QCOMPARE(BoxTicks::of(FrameTrack(), LoopMode::Loop, 60, {QStringLiteral("a")}).value(0).totalTicks, std::int64_t(0));
}

QTEST_GUILESS_MAIN(TestBoxTicks)
#include "tst_boxticks.moc"
