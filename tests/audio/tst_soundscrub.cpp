// SoundSync when the playhead is moved by hand (split from tst_soundsync, which plays): a seek
// while playing seeks the sound; a scrub while paused plays a slice of scrubSliceMs at its own
// pitch, silent outside the sound.
//
// The player here is the rule's own Player report, moved by the test as a player would move
// (tst_soundplayback runs the real QMediaPlayer).

#include "audio/soundsynchelpers.h"

#include <QTest>

using namespace inbetween;
using Run = SoundSync::Command::Run;

class TestSoundScrub : public QObject
{
    Q_OBJECT

private slots:
    void seekWhilePlayingSeeks();
    void scrubPlaysASlice();
    void scrubOutsideTheSoundIsSilent();
};

void TestSoundScrub::seekWhilePlayingSeeks()
{
    FakeTime time;
    const Clip clip = clipOf(LoopMode::Loop);
    PlaybackClock clock(time.source());
    clock.setClip(&clip);
    SoundSync sync(&clock, time.source());
    sync.setSound(50.0);
    SimulatedPlayer player;
    time.ms = 0;
    clock.play();
    player.apply(sync.update(player.report), 0); // silent until clip time 50
    time.ms = 100;
    clock.advance();
    player.runTo(time.ms);
    player.apply(sync.update(player.report), time.ms);
    QVERIFY(player.report.playing);
    COMPARE_EXACT(player.seekedTo, 50.0);
    time.ms = 116;
    player.runTo(time.ms);
    clock.seek(400.0); // the user scrubs while it plays
    const SoundSync::Command c = sync.scrub(400.0, player.report);
    QVERIFY(c.seekTo.has_value());
    COMPARE_EXACT(*c.seekTo, 350.0);
    QCOMPARE(c.run, Run::Play);
}

void TestSoundScrub::scrubPlaysASlice()
{
    FakeTime time;
    const Clip clip = clipOf(LoopMode::Loop);
    PlaybackClock clock(time.source());
    clock.setClip(&clip);
    SoundSync sync(&clock, time.source());
    sync.setSound(-30.0);
    SimulatedPlayer player;
    time.ms = 1000;
    clock.seek(250.0);
    const SoundSync::Command c = sync.scrub(250.0, player.report);
    COMPARE_EXACT(*c.seekTo, 280.0);
    QCOMPARE(c.run, Run::Play);
    player.apply(c, time.ms);
    QVERIFY(sync.isSliceOn());
    time.ms = 1000 + SoundSync::scrubSliceMs - 1;
    player.runTo(time.ms);
    QVERIFY(sync.update(player.report).isEmpty());
    time.ms = 1000 + SoundSync::scrubSliceMs;
    QCOMPARE(sync.update(player.report).run, Run::Pause);
    QVERIFY(!sync.isSliceOn());
    // A slice after a 2x playback sounds at its own pitch.
    clock.setSpeed(2.0);
    clock.play();
    player.apply(sync.update(player.report), time.ms);
    QCOMPARE(player.rate, 2.0);
    clock.pause();
    player.apply(sync.update(player.report), time.ms);
    const SoundSync::Command again = sync.scrub(100.0, player.report);
    QCOMPARE(again.rate, std::optional<double>(1.0));
    COMPARE_EXACT(*again.seekTo, 130.0);
}

void TestSoundScrub::scrubOutsideTheSoundIsSilent()
{
    FakeTime time;
    const Clip clip = clipOf(LoopMode::Loop);
    PlaybackClock clock(time.source());
    clock.setClip(&clip);
    SoundSync sync(&clock, time.source());
    sync.setSound(300.0);
    SoundSync::Player playing;
    playing.playing = true;
    playing.duration = 100.0;
    QCOMPARE(sync.scrub(200.0, playing).run, Run::Pause); // before the sound
    QCOMPARE(sync.scrub(450.0, playing).run, Run::Pause); // after it
    QCOMPARE(sync.scrub(350.0, playing).run, Run::Play);
}

QTEST_APPLESS_MAIN(TestSoundScrub)
#include "tst_soundscrub.moc"
