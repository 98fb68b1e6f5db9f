// PlaybackClock with a game tick (DESIGN.md, "Game tick"): while playing, each render shows the
// last whole tick of playback time (k * 1000 / HZ), never going back; the crossings are still
// reported once each; speed, pause, seeks and the sound's continuous time() are unaffected.

#include "playback/playbackclock.h"
#include "preview/clocktesthelpers.h"
#include "timing/crossingfinder.h"
#include "timing/gametick.h"

#include <QSignalSpy>
#include <QTest>

using namespace inbetween;

Q_DECLARE_METATYPE(inbetween::LoopMode)

namespace {
Clip clipOf(const QList<double> &durations, LoopMode mode)
{
    QList<Frame> frames;
    for (double d : durations) {
        Frame f;
        f.duration = d;
        frames << f;
    }
    Clip clip;
    clip.frames = FrameTrack(frames);
    clip.loop = mode;
    clip.events = {{30.0, QStringLiteral("hit")}};
    return clip;
}
} // namespace

class TestTickClock : public QObject
{
    Q_OBJECT
private slots:
    void rendersShowWholeTicks_data();
    void rendersShowWholeTicks();
    void everyTickShowsTheFrameAtItsTime_data();
    void everyTickShowsTheFrameAtItsTime();
    void playFromBetweenTicksHolds();
    void speedKeepsTheTicksOfPlaybackTime();
    void offShowsTheRenderTime();
};

void TestTickClock::rendersShowWholeTicks_data()
{
    QTest::addColumn<double>("hz");
    QTest::addColumn<QList<double>>("renders"); // wall times
    QTest::addColumn<QList<double>>("shown");   // playback times shown
    const double t60 = 1000.0 / 60, t30 = 1000.0 / 30;
    QTest::newRow("60 Hz") << 60.0 << QList<double>{5, 16, 17, 40, 100, 101, 133.34}
                           << QList<double>{0, 0, t60, 2 * t60, 100, 100, 8 * t60};
    QTest::newRow("30 Hz, renders at 144 Hz")
        << 30.0 << QList<double>{6.9, 13.9, 20.8, 27.8, 34.7, 41.7, 48.6, 55.6, 62.5, 69.4}
        << QList<double>{0, 0, 0, 0, t30, t30, t30, t30, t30, 2 * t30};
    QTest::newRow("144 Hz, a slow render") << 144.0 << QList<double>{1000, 1000.5, 1250}
                                           << QList<double>{1000, 1000, 1250};
}

void TestTickClock::rendersShowWholeTicks()
{
    QFETCH(double, hz);
    QFETCH(QList<double>, renders);
    QFETCH(QList<double>, shown);
    FakeTime wall;
    const Clip clip = clipOf({20, 20, 20}, LoopMode::Loop);
    PlaybackClock clock(wall.source());
    clock.setClip(&clip);
    clock.setTickRate(hz);
    QCOMPARE(clock.tickRate(), hz);
    clock.play();
    double previous = 0.0;
    QList<Crossing> all;
    for (int i = 0; i < renders.size(); ++i) {
        wall.ms = renders[i];
        const PlaybackStep step = clock.advance();
        QCOMPARE(step.previousTime, previous);
        QVERIFY2(std::abs(step.time - shown[i]) < 1e-9, qPrintable(QString::number(step.time, 'g', 17)));
        QCOMPARE(clock.time(), renders[i]); // the sound's time runs on
        QCOMPARE(step.frame, clip.frames.frameAt(clip.clipTime(step.time)));
        all << step.crossings;
        previous = step.time;
    }
    // Each occurrence once, whatever ticks the renders showed.
    QCOMPARE(all, CrossingFinder(clip).between(0.0, previous));
}

void TestTickClock::everyTickShowsTheFrameAtItsTime_data()
{
    QTest::addColumn<LoopMode>("mode");
    QTest::addColumn<double>("hz");
    for (LoopMode mode : {LoopMode::Loop, LoopMode::Once, LoopMode::PingPong}) {
        for (double hz : {30.0, 60.0, 144.0})
            QTest::addRow("%s %g Hz", qPrintable(loopModeName(mode)), hz) << mode << hz;
    }
}

// Renders at 240 Hz for a second: each shows the frame a game shows at its last tick.
void TestTickClock::everyTickShowsTheFrameAtItsTime()
{
    QFETCH(LoopMode, mode);
    QFETCH(double, hz);
    FakeTime wall;
    const Clip clip = clipOf({20, 10, 45, 100}, mode);
    PlaybackClock clock(wall.source());
    clock.setClip(&clip);
    clock.setTickRate(hz);
    clock.play();
    const GameTick tick(hz);
    QList<int> framesShown;
    for (int r = 1; r <= 240 && clock.isPlaying(); ++r) {
        wall.ms = r * 1000.0 / 240;
        const PlaybackStep step = clock.advance();
        const double k = tick.timeOf(tick.tickAtOrBefore(wall.ms));
        QCOMPARE(step.time, k);
        QCOMPARE(step.frame, clip.frames.frameAt(clipTimeAt(k, clip.length(), mode)));
        if (k < clip.length())
            framesShown << step.frame; // the first pass through the frames
    }
    // The 10 ms frame is skipped at 30 Hz and 60 Hz in the first pass (no tick lands in [20, 30)).
    QCOMPARE(framesShown.contains(1), hz == 144.0);
}

void TestTickClock::playFromBetweenTicksHolds()
{
    FakeTime wall;
    const Clip clip = clipOf({20, 20, 20}, LoopMode::Loop);
    PlaybackClock clock(wall.source());
    clock.setClip(&clip);
    clock.setTickRate(60.0);
    clock.seek(37.0); // between ticks 2 (33.3) and 3 (50)
    QCOMPARE(clock.clipTime(), 37.0);
    clock.play();
    wall.ms = 1.0;
    QCOMPARE(clock.advance().time, 37.0); // not back to 33.3
    wall.ms = 13.5;
    QCOMPARE(clock.advance().time, 50.0);
    clock.pause();
    QCOMPARE(clock.clipTime(), 50.0);
    wall.ms = 100.0;
    QCOMPARE(clock.advance().time, 50.0);
}

void TestTickClock::speedKeepsTheTicksOfPlaybackTime()
{
    FakeTime wall;
    const Clip clip = clipOf({20, 20, 20}, LoopMode::Loop);
    PlaybackClock clock(wall.source());
    clock.setClip(&clip);
    clock.setTickRate(30.0);
    clock.setSpeed(0.25);
    clock.play();
    wall.ms = 133.0; // playback 33.25: before the first tick
    QCOMPARE(clock.advance().time, 0.0);
    wall.ms = 134.0; // 33.5
    QCOMPARE(clock.advance().time, 1000.0 / 30);
}

void TestTickClock::offShowsTheRenderTime()
{
    FakeTime wall;
    const Clip clip = clipOf({20, 20, 20}, LoopMode::Loop);
    PlaybackClock clock(wall.source());
    clock.setClip(&clip);
    clock.setTickRate(60.0);
    clock.play();
    wall.ms = 25.0;
    QCOMPARE(clock.advance().time, 1000.0 / 60);
    clock.setTickRate(0.0);
    QCOMPARE(clock.tickRate(), 0.0);
    wall.ms = 26.0;
    QCOMPARE(clock.advance().time, 26.0);
    clock.setTickRate(-5.0); // not a rate: off
    QCOMPARE(clock.tickRate(), 0.0);
}

QTEST_GUILESS_MAIN(TestTickClock)
#include "tst_tickclock.moc"
