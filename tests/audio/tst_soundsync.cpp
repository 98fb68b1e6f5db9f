// SoundSync, the rule that keeps a clip's sound on the playback clock, as the clock plays, with
// an injected time source shared by the clock and the rule: where the player is told to seek on
// play, at a loop's wrap and a ping-pong turn, on a speed change and when it drifts (its latency
// learnt); silence before the offset, after the sound and on the way back. The playhead moved by
// hand (a seek while playing, the scrub slice) is tst_soundscrub's, split from this program.
//
// The player here is the rule's own Player report, moved by the test as a player would move
// (tst_soundplayback runs the real QMediaPlayer).

#include "audio/soundsynchelpers.h"

#include <QTest>

using namespace inbetween;
using Run = SoundSync::Command::Run;

class TestSoundSync : public QObject
{
    Q_OBJECT

private slots:
    void playSeeksToTheClockTime_data();
    void playSeeksToTheClockTime();
    void loopWrapSeeksBack();
    void pingPongIsSilentOnTheWayBack();
    void speedChangeSetsRateAndSeeks();
    void silentBeforeTheOffsetAndAfterTheSound();
    void pauseAndStopPause();
    void driftOverOneFrameSeeks_data();
    void driftOverOneFrameSeeks();
    void leadLearntFromLatency();
    void noSoundNeverPlays();
};

void TestSoundSync::playSeeksToTheClockTime_data()
{
    QTest::addColumn<double>("offset");
    QTest::addColumn<double>("clipTime");
    QTest::addColumn<double>("position");
    QTest::newRow("from the start") << 0.0 << 0.0 << 0.0;
    QTest::newRow("from the middle") << 0.0 << 250.0 << 250.0;
    QTest::newRow("sound starts before the clip") << -120.0 << 100.0 << 220.0;
    QTest::newRow("sound starts later") << 200.0 << 300.0 << 100.0;
    QTest::newRow("fractions") << 12.5 << 40.25 << 27.75;
}

void TestSoundSync::playSeeksToTheClockTime()
{
    QFETCH(double, offset);
    QFETCH(double, clipTime);
    QFETCH(double, position);
    FakeTime time;
    const Clip clip = clipOf(LoopMode::Loop);
    PlaybackClock clock(time.source());
    clock.setClip(&clip);
    SoundSync sync(&clock, time.source());
    sync.setSound(offset);
    clock.seek(clipTime);
    clock.play();
    const SoundSync::Command c = sync.update({});
    QVERIFY(c.seekTo.has_value());
    COMPARE_EXACT(*c.seekTo, position);
    QCOMPARE(c.run, Run::Play);
    QVERIFY(!c.rate); // the speed is as it was (1)
}

void TestSoundSync::loopWrapSeeksBack()
{
    FakeTime time;
    const Clip clip = clipOf(LoopMode::Loop);
    PlaybackClock clock(time.source());
    clock.setClip(&clip);
    SoundSync sync(&clock, time.source());
    sync.setSound(-100.0); // the sound runs 100 ms ahead of the clip
    SimulatedPlayer player;
    clock.play();
    player.apply(sync.update(player.report), time.ms);
    QCOMPARE(player.seekedTo, 100.0);
    // Renders every 16 ms up to just before the wrap: the player runs on, nothing to tell it.
    for (time.ms = 16; time.ms < 500; time.ms += 16) {
        clock.advance();
        player.runTo(time.ms);
        const SoundSync::Command c = sync.update(player.report);
        QVERIFY2(c.isEmpty(), qPrintable(QStringLiteral("at %1 ms").arg(time.ms)));
    }
    // The first render after the wrap (clip time 12): back to 112 ms of sound.
    time.ms = 512;
    clock.advance();
    player.runTo(time.ms);
    const SoundSync::Command c = sync.update(player.report);
    QVERIFY(c.seekTo.has_value());
    COMPARE_EXACT(*c.seekTo, 112.0);
    QCOMPARE(c.run, Run::Play);
    // The same on the next laps.
    time.ms = 1003;
    clock.advance();
    player.apply(c, 512);
    player.runTo(time.ms);
    const SoundSync::Command again = sync.update(player.report);
    QVERIFY(again.seekTo.has_value());
    COMPARE_EXACT(*again.seekTo, 103.0);
}

void TestSoundSync::pingPongIsSilentOnTheWayBack()
{
    FakeTime time;
    const Clip clip = clipOf(LoopMode::PingPong);
    PlaybackClock clock(time.source());
    clock.setClip(&clip);
    SoundSync sync(&clock, time.source());
    sync.setSound(0.0);
    SimulatedPlayer player;
    clock.play();
    player.apply(sync.update(player.report), 0);
    QVERIFY(player.report.playing);
    // The turn at 500: clip time runs back, the sound pauses.
    time.ms = 510;
    clock.advance();
    player.runTo(time.ms);
    QCOMPARE(sync.update(player.report).run, Run::Pause);
    player.report.playing = false;
    QVERIFY(!sync.expectedPosition());
    time.ms = 700;
    clock.advance();
    QVERIFY(sync.update(player.report).isEmpty());
    // Forwards again at 1000 (clip time 20 at 1020): seek to 20 and play.
    time.ms = 1020;
    clock.advance();
    const SoundSync::Command c = sync.update(player.report);
    QVERIFY(c.seekTo.has_value());
    COMPARE_EXACT(*c.seekTo, 20.0);
    QCOMPARE(c.run, Run::Play);
}

void TestSoundSync::speedChangeSetsRateAndSeeks()
{
    FakeTime time;
    const Clip clip = clipOf(LoopMode::Loop);
    PlaybackClock clock(time.source());
    clock.setClip(&clip);
    SoundSync sync(&clock, time.source());
    sync.setSound(0.0);
    SimulatedPlayer player;
    clock.play();
    player.apply(sync.update(player.report), 0);
    time.ms = 100;
    clock.advance();
    player.runTo(time.ms);
    QVERIFY(sync.update(player.report).isEmpty());
    clock.setSpeed(2.0);
    const SoundSync::Command c = sync.update(player.report);
    QCOMPARE(c.rate, std::optional<double>(2.0));
    QVERIFY(c.seekTo.has_value());
    COMPARE_EXACT(*c.seekTo, 100.0);
    player.apply(c, time.ms);
    // At 2x, 50 ms of wall time later the clock is at 200 and so is the sound: nothing to do.
    time.ms = 150;
    clock.advance();
    player.runTo(time.ms);
    COMPARE_EXACT(player.report.position, 200.0);
    QVERIFY(sync.update(player.report).isEmpty());
    // And at 0.5x.
    clock.setSpeed(0.5);
    const SoundSync::Command slow = sync.update(player.report);
    QCOMPARE(slow.rate, std::optional<double>(0.5));
    COMPARE_EXACT(*slow.seekTo, 200.0);
}

void TestSoundSync::silentBeforeTheOffsetAndAfterTheSound()
{
    FakeTime time;
    const Clip clip = clipOf(LoopMode::Loop);
    PlaybackClock clock(time.source());
    clock.setClip(&clip);
    SoundSync sync(&clock, time.source());
    sync.setSound(200.0);
    SimulatedPlayer player;
    player.report.duration = 100.0; // the sound sounds from clip time 200 to 300
    clock.play();
    QVERIFY(sync.update(player.report).isEmpty()); // silent, and the player is not playing
    time.ms = 150;
    clock.advance();
    QVERIFY(!sync.expectedPosition());
    QVERIFY(sync.update(player.report).isEmpty());
    time.ms = 210;
    clock.advance();
    SoundSync::Command c = sync.update(player.report);
    QCOMPARE(c.run, Run::Play);
    COMPARE_EXACT(*c.seekTo, 10.0);
    player.apply(c, time.ms);
    time.ms = 305;
    clock.advance();
    player.runTo(time.ms);
    c = sync.update(player.report);
    QCOMPARE(c.run, Run::Pause);
    QVERIFY(!c.seekTo);
}

void TestSoundSync::pauseAndStopPause()
{
    FakeTime time;
    const Clip clip = clipOf(LoopMode::Loop);
    PlaybackClock clock(time.source());
    clock.setClip(&clip);
    SoundSync sync(&clock, time.source());
    sync.setSound(0.0);
    SimulatedPlayer player;
    clock.play();
    player.apply(sync.update(player.report), 0);
    time.ms = 100;
    clock.advance();
    clock.pause();
    QCOMPARE(sync.update(player.report).run, Run::Pause);
    player.report.playing = false;
    QVERIFY(sync.update(player.report).isEmpty());
    clock.play();
    time.ms = 101;
    const SoundSync::Command resumed = sync.update(player.report);
    COMPARE_EXACT(*resumed.seekTo, 101.0);
    player.apply(resumed, time.ms);
    clock.stop();
    QCOMPARE(sync.update(player.report).run, Run::Pause);
}

void TestSoundSync::driftOverOneFrameSeeks_data()
{
    QTest::addColumn<double>("fps");
    QTest::addColumn<double>("drift");
    QTest::addColumn<bool>("seeks");
    QTest::newRow("60 fps, 10 ms late") << 60.0 << -10.0 << false;
    QTest::newRow("60 fps, 16 ms early") << 60.0 << 16.0 << false;
    QTest::newRow("60 fps, 17 ms late") << 60.0 << -17.0 << true;
    QTest::newRow("60 fps, 40 ms early") << 60.0 << 40.0 << true;
    QTest::newRow("24 fps, 40 ms late") << 24.0 << -40.0 << false;
    QTest::newRow("24 fps, 42 ms late") << 24.0 << -42.0 << true;
}

void TestSoundSync::driftOverOneFrameSeeks()
{
    QFETCH(double, fps);
    QFETCH(double, drift);
    QFETCH(bool, seeks);
    FakeTime time;
    const Clip clip = clipOf(LoopMode::Loop);
    PlaybackClock clock(time.source());
    clock.setClip(&clip);
    clock.setFrameRate(fps);
    SoundSync sync(&clock, time.source());
    sync.setSound(0.0);
    SimulatedPlayer player;
    clock.play();
    player.apply(sync.update(player.report), 0);
    // Settled (past settleMs) and on time: the first look finds no latency.
    time.ms = 200;
    clock.advance();
    player.runTo(time.ms);
    QVERIFY(sync.update(player.report).isEmpty());
    COMPARE_EXACT(sync.lead(), 0.0);
    // Now the player slips by `drift`.
    time.ms = 216;
    clock.advance();
    player.runTo(time.ms);
    player.report.position += drift;
    const SoundSync::Command c = sync.update(player.report);
    QCOMPARE(c.seekTo.has_value(), seeks);
    if (seeks)
        COMPARE_EXACT(*c.seekTo, 216.0);
}

void TestSoundSync::leadLearntFromLatency()
{
    // A player that starts 30 ms after each seek (two frames at 60 fps): the first seek lands
    // late and is corrected; the lead is learnt half a drift at a time over the next laps, after
    // which every seek lands within a frame and no seek is needed but the wraps'.
    FakeTime time;
    const Clip clip = clipOf(LoopMode::Loop);
    PlaybackClock clock(time.source());
    clock.setClip(&clip);
    SoundSync sync(&clock, time.source());
    sync.setSound(0.0);
    SimulatedPlayer player;
    player.latency = 30.0;
    clock.play();
    player.apply(sync.update(player.report), 0);
    double worstLate = 0.0;
    int seeksLate = 0;
    for (time.ms = 10; time.ms < 5000; time.ms += 10) {
        clock.advance();
        player.runTo(time.ms);
        const int before = player.seeks;
        player.apply(sync.update(player.report), time.ms);
        if (time.ms < 3000 || !player.report.playing)
            continue;
        seeksLate += player.seeks - before;
        if (time.ms - player.startsAt > 0)
            worstLate = std::max(worstLate, std::abs(player.report.position - *sync.expectedPosition()));
    }
    QVERIFY2(std::abs(sync.lead() - 30.0) < 1.0, qPrintable(QString::number(sync.lead())));
    QVERIFY2(worstLate <= sync.frameMs(), qPrintable(QString::number(worstLate)));
    QCOMPARE(seeksLate, 4); // the wraps at 3000, 3500, 4000 and 4500 only
}

void TestSoundSync::noSoundNeverPlays()
{
    FakeTime time;
    const Clip clip = clipOf(LoopMode::Loop);
    PlaybackClock clock(time.source());
    clock.setClip(&clip);
    SoundSync sync(&clock, time.source());
    clock.play();
    QVERIFY(sync.update({}).isEmpty());
    SoundSync::Player playing;
    playing.playing = true;
    QCOMPARE(sync.update(playing).run, Run::Pause);
    QVERIFY(!sync.expectedPosition());
}

QTEST_APPLESS_MAIN(TestSoundSync)
#include "tst_soundsync.moc"
