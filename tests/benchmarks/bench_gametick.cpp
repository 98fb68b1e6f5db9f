// TickReport::of (Playback > Game Tick's marks and Clip panel, `info --tick`): the whole report of
// a clip of n frames with uneven holds (so the ticks never repeat sooner than the bound of 100
// laps), at 60 and 144 Hz, looped and in pingpong. The editor works it out again after each edit
// of the clip while a rate is on.

#include "timing/frametrack.h"
#include "timing/tickreport.h"

#include <QRandomGenerator>
#include <QTest>

using namespace inbetween;

Q_DECLARE_METATYPE(inbetween::LoopMode)

class BenchGameTick : public QObject
{
    Q_OBJECT

private slots:
    void report_data();
    void report();
};

void BenchGameTick::report_data()
{
    QTest::addColumn<int>("frames");
    QTest::addColumn<double>("hz");
    QTest::addColumn<LoopMode>("mode");
    for (int n : {10, 1000, 10000, 100000}) {
        for (double hz : {60.0, 144.0}) {
            QTest::addRow("%d frames, %g Hz, loop", n, hz) << n << hz << LoopMode::Loop;
            QTest::addRow("%d frames, %g Hz, pingpong", n, hz) << n << hz << LoopMode::PingPong;
        }
    }
}

void BenchGameTick::report()
{
    QFETCH(int, frames);
    QFETCH(double, hz);
    QFETCH(LoopMode, mode);
    QRandomGenerator random(7);
    QList<Frame> list;
    for (int i = 0; i < frames; ++i) {
        Frame f;
        f.duration = 10.0 + random.generateDouble() * 200.0; // 10 .. 210 ms, no two laps alike
        list << f;
    }
    const FrameTrack track(list);
    TickReport r;
    QBENCHMARK {
        r = TickReport::of(track, mode, hz);
    }
    QCOMPARE(r.periods(), TickReport::maxPeriods);
}

QTEST_GUILESS_MAIN(BenchGameTick)
#include "bench_gametick.moc"
