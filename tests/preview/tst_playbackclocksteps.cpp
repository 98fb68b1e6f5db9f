// PlaybackClock's steps (Left and Right, Playback > Previous and Next Frame) with a fake time
// source: to the previous or next frame's start, wrapping or holding by the loop mode, pausing;
// by the fps grid in a clip without frames. Split from tst_playbackclock.
#include "clip.h"
#include "playback/playbackclock.h"
#include "preview/clocktesthelpers.h"

#include <QTest>

using namespace inbetween;

Q_DECLARE_METATYPE(inbetween::LoopMode)

class TestPlaybackClockSteps : public QObject
{
    Q_OBJECT
private slots:
    void stepsByFrames_data();
    void stepsByFrames();
    void stepsByFpsWithoutFrames();
};

void TestPlaybackClockSteps::stepsByFrames_data()
{
    QTest::addColumn<LoopMode>("mode");
    QTest::addColumn<double>("from");
    QTest::addColumn<bool>("forward");
    QTest::addColumn<double>("to");
    // starts: 0, 100, 250, 500, 550, 600; length 1200
    QTest::newRow("forward from 0") << LoopMode::Loop << 0.0 << true << 100.0;
    QTest::newRow("forward inside") << LoopMode::Loop << 130.0 << true << 250.0;
    QTest::newRow("forward wraps") << LoopMode::Loop << 700.0 << true << 0.0;
    QTest::newRow("forward holds in once") << LoopMode::Once << 700.0 << true << 600.0;
    QTest::newRow("back inside") << LoopMode::Loop << 130.0 << false << 100.0;
    QTest::newRow("back on a start") << LoopMode::Loop << 250.0 << false << 100.0;
    QTest::newRow("back wraps") << LoopMode::Loop << 0.0 << false << 600.0;
    QTest::newRow("back holds in once") << LoopMode::Once << 0.0 << false << 0.0;
    QTest::newRow("back from the end in once") << LoopMode::Once << 1200.0 << false << 600.0;
}

void TestPlaybackClockSteps::stepsByFrames()
{
    QFETCH(LoopMode, mode);
    QFETCH(double, from);
    QFETCH(bool, forward);
    QFETCH(double, to);
    const Clip p = loadClockProject(mode);
    FakeTime fake;
    PlaybackClock clock(fake.source());
    clock.setClip(&p);
    clock.play();
    clock.seek(from);
    forward ? clock.stepForward() : clock.stepBack();
    QCOMPARE(clock.state(), PlaybackClock::State::Paused);
    QCOMPARE(clock.clipTime(), to);
}

void TestPlaybackClockSteps::stepsByFpsWithoutFrames()
{
    Clip p = loadClockProject(LoopMode::Loop);
    p.frames.setFrames({});
    FakeTime fake;
    PlaybackClock clock(fake.source());
    clock.setClip(&p);
    clock.setFrameRate(10.0); // 100 ms a step; the length is the last key's time, 1200
    clock.stepForward();
    QCOMPARE(clock.clipTime(), 100.0);
    clock.seek(150.0);
    clock.stepForward();
    QCOMPARE(clock.clipTime(), 200.0);
    clock.stepBack();
    QCOMPARE(clock.clipTime(), 100.0);
    clock.seek(0.0);
    clock.stepBack();
    QCOMPARE(clock.clipTime(), 1100.0);
    QCOMPARE(clock.frame(), -1);
}

QTEST_GUILESS_MAIN(TestPlaybackClockSteps)
#include "tst_playbackclocksteps.moc"
