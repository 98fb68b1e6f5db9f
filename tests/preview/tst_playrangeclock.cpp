// PlaybackClock with a play range: it plays only the range, in each loop mode, reports the
// crossings inside it once each, parks outside it while paused, and follows the range being
// set, moved and cleared while it plays.
#include "playback/playbackclock.h"
#include "preview/clocktesthelpers.h"
#include "timing/crossingfinder.h"
#include "timing/playrangeclip.h"

#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTest>

using namespace inbetween;

Q_DECLARE_METATYPE(inbetween::LoopMode)

class TestPlayRangeClock : public QObject
{
    Q_OBJECT
private slots:
    void playsOnlyTheRange_data();
    void playsOnlyTheRange();
    void onceStopsAtTheRangeEnd();
    void seekOutsideParksWhilePaused();
    void seekOutsideWhilePlayingGoesToTheRange();
    void stopGoesToTheRangeStart();
    void rangeSetWhilePlaying();
    void rangeClearedWhilePlaying();
    void rangeCutByAnEdit();
};

void TestPlayRangeClock::playsOnlyTheRange_data()
{
    QTest::addColumn<LoopMode>("mode");
    QTest::newRow("loop") << LoopMode::Loop;
    QTest::newRow("once") << LoopMode::Once;
    QTest::newRow("pingpong") << LoopMode::PingPong;
}

// clock.json (frame starts 0, 100, 250, 500, 550, 600; events at 0, 120, 500, 520, 1150) with
// the range [120, 560]: renders at random times over 3 s show only clip times inside it, the
// clip time the loop mode gives, and the crossings are the range's, each once.
void TestPlayRangeClock::playsOnlyTheRange()
{
    QFETCH(LoopMode, mode);
    Clip clip = loadClockProject(mode);
    clip.playRange = PlayRange{120, 560};
    FakeTime wall;
    PlaybackClock clock(wall.source());
    clock.setClip(&clip);
    QCOMPARE(clock.playRange(), std::optional<PlayRange>(PlayRange{120, 560}));
    QCOMPARE(clock.clipTime(), 120.0);
    QSignalSpy finished(&clock, &PlaybackClock::finished);
    clock.play();

    QRandomGenerator rng(4);
    QList<Crossing> seen;
    const double end = 3000.0;
    while (wall.ms < end) {
        wall.ms = std::min(end, wall.ms + rng.bounded(120.0) + 1.0);
        const PlaybackStep step = clock.advance();
        seen += step.crossings;
        const double t = step.time;
        double expected = 120.0 + clipTimeAt(t, 440.0, mode);
        if (mode == LoopMode::Once && t > 440.0)
            expected = 560.0;
        QCOMPARE(step.clipTime, expected);
        QVERIFY(step.clipTime >= 120.0 && step.clipTime <= 560.0);
        QCOMPARE(step.frame, clip.frames.frameAt(step.clipTime));
        if (!clock.isPlaying())
            break;
    }
    // The crossings are the range's own, with rows of the whole clip.
    const PlayRangeClip part(clip);
    const double played = clock.shownTime();
    QCOMPARE(seen, part.between(0.0, played));
    for (const Crossing &c : seen) {
        if (c.kind == Crossing::Kind::Event)
            QVERIFY2(c.name == QLatin1String("footstep") || c.name == QLatin1String("blink") || c.name == QLatin1String("blink2"),
                     qPrintable(c.name));
        else
            QVERIFY(c.index >= 1 && c.index <= 4);
    }
    if (mode == LoopMode::Once) {
        QCOMPARE(finished.size(), 1);
        QCOMPARE(clock.clipTime(), 560.0);
    } else {
        QCOMPARE(finished.size(), 0);
        // Several laps: every event inside the range came round more than once.
        QVERIFY(std::count_if(seen.begin(), seen.end(), [](const Crossing &c) { return c.name == QLatin1String("blink"); }) >= 3);
    }
}

void TestPlayRangeClock::onceStopsAtTheRangeEnd()
{
    Clip clip = loadClockProject(LoopMode::Once);
    clip.playRange = PlayRange{250, 550};
    FakeTime wall;
    PlaybackClock clock(wall.source());
    clock.setClip(&clip);
    clock.play();
    wall.ms = 1000.0;
    clock.advance();
    QVERIFY(!clock.isPlaying());
    QCOMPARE(clock.clipTime(), 550.0);
    // Play again: from the range's start.
    clock.play();
    wall.ms = 1010.0;
    QCOMPARE(clock.advance().clipTime, 260.0);
}

void TestPlayRangeClock::seekOutsideParksWhilePaused()
{
    Clip clip = loadClockProject(LoopMode::Loop);
    clip.playRange = PlayRange{120, 560};
    FakeTime wall;
    PlaybackClock clock(wall.source());
    clock.setClip(&clip);
    QSignalSpy times(&clock, &PlaybackClock::clipTimeChanged);
    clock.seek(900.0);
    QCOMPARE(clock.clipTime(), 900.0); // shown where the playhead was put
    QCOMPARE(clock.frame(), 5);
    QCOMPARE(times.last().at(0).toDouble(), 900.0);
    wall.ms = 50.0;
    QCOMPARE(clock.advance().clipTime, 900.0); // a render while paused keeps it
    clock.play();
    wall.ms = 80.0;
    const PlaybackStep step = clock.advance();
    QCOMPARE(step.clipTime, 150.0); // from the range's start
    QVERIFY(step.crossings.size() >= 1); // frame 1 (holding 120) entered at the start of the lap
    QCOMPARE(step.crossings.first().index, 1);
    // A seek inside the range while paused is an ordinary seek.
    clock.pause();
    clock.seek(300.0);
    QCOMPARE(clock.clipTime(), 300.0);
    clock.play();
    wall.ms = 180.0;
    QCOMPARE(clock.advance().clipTime, 400.0);
}

void TestPlayRangeClock::seekOutsideWhilePlayingGoesToTheRange()
{
    Clip clip = loadClockProject(LoopMode::Loop);
    clip.playRange = PlayRange{120, 560};
    FakeTime wall;
    PlaybackClock clock(wall.source());
    clock.setClip(&clip);
    clock.play();
    wall.ms = 100.0;
    clock.advance();
    clock.seek(1000.0);
    QVERIFY(clock.isPlaying());
    QVERIFY(clock.clipTime() >= 120.0 && clock.clipTime() <= 560.0);
    clock.seek(10.0);
    QCOMPARE(clock.clipTime(), 120.0);
    wall.ms = 150.0;
    QCOMPARE(clock.advance().clipTime, 170.0);
}

void TestPlayRangeClock::stopGoesToTheRangeStart()
{
    Clip clip = loadClockProject(LoopMode::PingPong);
    clip.playRange = PlayRange{120, 560};
    FakeTime wall;
    PlaybackClock clock(wall.source());
    clock.setClip(&clip);
    clock.play();
    wall.ms = 700.0;
    clock.advance();
    clock.stop();
    QCOMPARE(clock.clipTime(), 120.0);
}

// A range set on the clip while it plays (an edit: clipChanged): playback goes on from the
// same picture when the range holds it, else from the range's start.
void TestPlayRangeClock::rangeSetWhilePlaying()
{
    Clip clip = loadClockProject(LoopMode::Loop);
    FakeTime wall;
    PlaybackClock clock(wall.source());
    clock.setClip(&clip);
    clock.play();
    wall.ms = 300.0;
    clock.advance();
    clip.playRange = PlayRange{200, 700};
    clock.clipChanged();
    QCOMPARE(clock.clipTime(), 300.0);
    wall.ms = 350.0;
    PlaybackStep step = clock.advance();
    QCOMPARE(step.clipTime, 350.0);
    QVERIFY(step.crossings.isEmpty());
    // Moved away from the picture: from the new range's start.
    clip.playRange = PlayRange{800, 1000};
    clock.clipChanged();
    QCOMPARE(clock.clipTime(), 800.0);
    wall.ms = 400.0;
    step = clock.advance();
    QCOMPARE(step.clipTime, 850.0);
    // Paused, a range away from the picture leaves it parked where it is.
    clock.pause();
    clip.playRange = PlayRange{100, 200};
    clock.clipChanged();
    QCOMPARE(clock.clipTime(), 850.0);
    clock.play();
    wall.ms = 420.0;
    QCOMPARE(clock.advance().clipTime, 120.0);
}

void TestPlayRangeClock::rangeClearedWhilePlaying()
{
    Clip clip = loadClockProject(LoopMode::Loop);
    clip.playRange = PlayRange{500, 600};
    FakeTime wall;
    PlaybackClock clock(wall.source());
    clock.setClip(&clip);
    clock.play();
    wall.ms = 250.0; // 2.5 laps of the range: 550
    QCOMPARE(clock.advance().clipTime, 550.0);
    clip.playRange.reset();
    clock.clipChanged();
    QCOMPARE(clock.playRange(), std::nullopt);
    QCOMPARE(clock.clipTime(), 550.0);
    wall.ms = 900.0; // on through the rest of the clip, past the old range's end
    const PlaybackStep step = clock.advance();
    QCOMPARE(step.clipTime, 0.0); // 550 + 650: the whole clip's loop came round
    bool landed = false;
    for (const Crossing &c : step.crossings)
        landed = landed || c.name == QLatin1String("land");
    QVERIFY(landed);
}

// An edit that shortens the clip cuts the range to the new length; one that leaves nothing of
// it plays the whole clip.
void TestPlayRangeClock::rangeCutByAnEdit()
{
    Clip clip = loadClockProject(LoopMode::Loop);
    clip.playRange = PlayRange{500, 1200};
    FakeTime wall;
    PlaybackClock clock(wall.source());
    clock.setClip(&clip);
    QList<Frame> frames = clip.frames.frames();
    frames.removeLast(); // length 600
    clip.frames.setFrames(frames);
    clock.clipChanged();
    QCOMPARE(clock.playRange(), std::optional<PlayRange>(PlayRange{500, 600}));
    frames.removeLast();
    frames.removeLast(); // length 500
    clip.frames.setFrames(frames);
    clock.clipChanged();
    QCOMPARE(clock.playRange(), std::nullopt);
}

QTEST_GUILESS_MAIN(TestPlayRangeClock)
#include "tst_playrangeclock.moc"
