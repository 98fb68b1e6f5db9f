// PlaybackClock with a fake time source: time from the wall clock, crossings once per
// occurrence however the renders fall, frames on screen for zero renders counted (its steps by
// frames: tst_playbackclocksteps).
#include "clip.h"
#include "file/projectreader.h"
#include "playback/playbackclock.h"
#include "preview/clocktesthelpers.h"
#include "timing/crossingfinder.h"

#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTest>
#include <cmath>

using namespace inbetween;

Q_DECLARE_METATYPE(inbetween::LoopMode)


class TestPlaybackClock : public QObject
{
    Q_OBJECT
private slots:
    void unevenRenders_data();
    void unevenRenders();
    void longPlaybackReportsEveryOccurrenceOnce_data();
    void longPlaybackReportsEveryOccurrenceOnce();
    void timeComesFromTheWallClockNotRenders();
    void speedScalesElapsedTime_data();
    void speedScalesElapsedTime();
    void pauseHoldsAndResumes();
    void onceStopsAtTheEnd();
    void seekReportsNoCrossings();
    void editWhilePlayingKeepsPlaying();
    void skippedFramesCounted();
    void eventsAtOrPastTheEnd_data();
    void eventsAtOrPastTheEnd();
};

namespace {
void addSchedules()
{
    QTest::addColumn<QList<double>>("renders");
    QTest::addColumn<LoopMode>("mode");
    QTest::addColumn<double>("endClipTime");
    // Seven renders over 1,200 ms, spread unevenly; the last at exactly 1,200.
    const QList<QPair<const char *, QList<double>>> schedules = {
        {"early-burst", {1, 2, 3, 4, 5, 6, 1200}},
        {"late-burst", {1190, 1195, 1196, 1197, 1198, 1199, 1200}},
        {"uneven", {16.7, 33, 300, 301, 777, 1150, 1200}},
        {"on-boundaries", {100, 250, 500, 550, 600, 1150, 1200}},
        {"one-gap", {0.5, 600, 600.25, 1000, 1100, 1199.999, 1200}},
    };
    for (const auto &s : schedules) {
        QTest::addRow("%s-loop", s.first) << s.second << LoopMode::Loop << 0.0;
        QTest::addRow("%s-once", s.first) << s.second << LoopMode::Once << 1200.0;
        QTest::addRow("%s-pingpong", s.first) << s.second << LoopMode::PingPong << 1200.0;
    }
}

// Plays `p` through the renders; checks each event occurrence was reported exactly once.
void playAndCheck(const Clip &p, const QList<double> &renders, double *lastClip)
{
    FakeTime clock;
    PlaybackClock playback(clock.source());
    playback.setClip(&p);
    QSignalSpy crossedSpy(&playback, &PlaybackClock::crossed);
    playback.play();

    QList<Crossing> seen;
    double previous = 0.0;
    for (double r : renders) {
        clock.ms = r;
        const PlaybackStep step = playback.advance();
        QCOMPARE(step.previousTime, previous);
        QCOMPARE(step.time, r);
        for (const Crossing &c : step.crossings) {
            QVERIFY(c.time >= previous && c.time < r);
            seen.append(c);
        }
        previous = r;
        *lastClip = step.clipTime;
    }
    for (int i = 0; i < p.events.size(); ++i) {
        QList<double> got;
        for (const Crossing &c : seen) {
            if (c.kind == Crossing::Kind::Event && c.index == i)
                got.append(c.time);
        }
        const QList<double> want = expectedEventTimes(p, i, renders.back());
        if (got != want)
            qWarning() << "event" << p.events[i].name << "got" << got << "want" << want;
        QCOMPARE(got, want);
    }
    // The signal carries the same crossings as the steps.
    QList<Crossing> signalled;
    for (const auto &args : crossedSpy)
        signalled += args.at(0).value<QList<Crossing>>();
    QCOMPARE(signalled.size(), seen.size());
    QCOMPARE(playback.skippedFrames(), expectedSkipped(p, renders));
}
} // namespace

void TestPlaybackClock::unevenRenders_data()
{
    addSchedules();
}

void TestPlaybackClock::unevenRenders()
{
    QFETCH(QList<double>, renders);
    QFETCH(LoopMode, mode);
    QFETCH(double, endClipTime);
    const Clip p = loadClockProject(mode);
    QCOMPARE(p.length(), 1200.0);
    double lastClip = -1.0;
    playAndCheck(p, renders, &lastClip);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(lastClip, endClipTime);
}

void TestPlaybackClock::longPlaybackReportsEveryOccurrenceOnce_data()
{
    QTest::addColumn<QList<double>>("renders");
    QTest::addColumn<LoopMode>("mode");
    const QList<QPair<const char *, QList<double>>> schedules = {
        {"steps-longer-than-the-clip", {5000, 5001, 9999.5, 12000}},
        {"mixed", {3, 1199, 1201, 2400, 2401, 6000, 6001.5, 7200}},
        {"slow-30ms", {}},
    };
    for (const auto &s : schedules) {
        QList<double> r = s.second;
        if (r.isEmpty()) {
            for (double t = 30.0; t <= 4800.0; t += 30.0)
                r.append(t);
        }
        QTest::addRow("%s-loop", s.first) << r << LoopMode::Loop;
        QTest::addRow("%s-once", s.first) << r << LoopMode::Once;
        QTest::addRow("%s-pingpong", s.first) << r << LoopMode::PingPong;
    }
}

void TestPlaybackClock::longPlaybackReportsEveryOccurrenceOnce()
{
    QFETCH(QList<double>, renders);
    QFETCH(LoopMode, mode);
    Clip p = loadClockProject(mode);
    if (mode == LoopMode::Once) {
        // once pauses at the first render past the end: only the renders up to it count.
        while (renders.size() > 1 && renders[renders.size() - 2] > p.length())
            renders.removeLast();
    }
    double lastClip = -1.0;
    playAndCheck(p, renders, &lastClip);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(lastClip, p.clipTime(renders.back()));
}

void TestPlaybackClock::timeComesFromTheWallClockNotRenders()
{
    const Clip p = loadClockProject(LoopMode::Loop);
    FakeTime fake;
    PlaybackClock clock(fake.source());
    clock.setClip(&p);
    fake.ms = 1000.0; // the clock's wall time need not start at 0
    clock.play();
    fake.ms = 1700.0;
    QCOMPARE(clock.advance().clipTime, 700.0); // one render, 700 ms on
    fake.ms = 1700.0;
    QCOMPARE(clock.advance().clipTime, 700.0); // a second render at the same instant: no time
    fake.ms = 2500.0;
    QCOMPARE(clock.advance().clipTime, 300.0); // 1500 ms of playback: looped once
}

void TestPlaybackClock::speedScalesElapsedTime_data()
{
    QTest::addColumn<double>("speed");
    QTest::addColumn<double>("expectedSpeed");
    QTest::newRow("half") << 0.5 << 0.5;
    QTest::newRow("double") << 2.0 << 2.0;
    QTest::newRow("too slow") << 0.01 << 0.1;
    QTest::newRow("too fast") << 10.0 << 4.0;
}

void TestPlaybackClock::speedScalesElapsedTime()
{
    QFETCH(double, speed);
    QFETCH(double, expectedSpeed);
    const Clip p = loadClockProject(LoopMode::Once);
    FakeTime fake;
    PlaybackClock clock(fake.source());
    clock.setClip(&p);
    clock.play();
    fake.ms = 100.0;
    clock.advance();
    clock.setSpeed(speed);
    QCOMPARE(clock.speed(), expectedSpeed);
    fake.ms = 200.0;
    QVERIFY(qFuzzyCompare(clock.advance().clipTime, 100.0 + 100.0 * expectedSpeed));
}

void TestPlaybackClock::pauseHoldsAndResumes()
{
    const Clip p = loadClockProject(LoopMode::Loop);
    FakeTime fake;
    PlaybackClock clock(fake.source());
    clock.setClip(&p);
    QSignalSpy states(&clock, &PlaybackClock::stateChanged);
    clock.play();
    fake.ms = 300.0;
    clock.advance();
    fake.ms = 350.0;
    clock.pause(); // holds what is on screen: the last render's time
    QCOMPARE(clock.state(), PlaybackClock::State::Paused);
    fake.ms = 5000.0;
    QCOMPARE(clock.advance().clipTime, 300.0);
    QVERIFY(clock.advance().crossings.isEmpty());
    clock.play();
    fake.ms = 5100.0;
    QCOMPARE(clock.advance().clipTime, 400.0);
    clock.stop();
    QCOMPARE(clock.clipTime(), 0.0);
    QCOMPARE(clock.state(), PlaybackClock::State::Stopped);
    QCOMPARE(states.size(), 4); // playing, paused, playing, stopped
}

void TestPlaybackClock::onceStopsAtTheEnd()
{
    Clip p = loadClockProject(LoopMode::Once);
    p.events.append({1200.0, QStringLiteral("end")});
    FakeTime fake;
    PlaybackClock clock(fake.source());
    clock.setClip(&p);
    QSignalSpy finished(&clock, &PlaybackClock::finished);
    clock.play();
    fake.ms = 1200.0;
    clock.advance();
    QVERIFY(clock.isPlaying());
    fake.ms = 1300.0;
    const PlaybackStep step = clock.advance();
    QCOMPARE(step.clipTime, 1200.0);
    QCOMPARE(step.frame, 5);
    QCOMPARE(step.crossings.size(), 1); // the event at the very end still fires
    QCOMPARE(step.crossings[0].name, QStringLiteral("end"));
    QCOMPARE(finished.size(), 1);
    QCOMPARE(clock.state(), PlaybackClock::State::Paused);
    clock.play(); // from the end: again from the start
    QCOMPARE(clock.clipTime(), 0.0);
}

void TestPlaybackClock::seekReportsNoCrossings()
{
    const Clip p = loadClockProject(LoopMode::Loop);
    FakeTime fake;
    PlaybackClock clock(fake.source());
    clock.setClip(&p);
    QSignalSpy clipTimes(&clock, &PlaybackClock::clipTimeChanged);
    clock.play();
    fake.ms = 50.0;
    clock.advance();
    clock.seek(1100.0); // scrub across every event
    QCOMPARE(clipTimes.last().at(0).toDouble(), 1100.0);
    QCOMPARE(clock.frame(), 5);
    fake.ms = 60.0;
    const PlaybackStep step = clock.advance();
    QCOMPARE(step.clipTime, 1110.0);
    QVERIFY(step.crossings.isEmpty());
    fake.ms = 160.0;
    const QList<Crossing> next = clock.advance().crossings; // 1110 -> 1210: land, then frame 0, start
    QCOMPARE(next.size(), 3);
    QCOMPARE(next[0].name, QStringLiteral("land"));
    QCOMPARE(next[1].kind, Crossing::Kind::Frame);
    QCOMPARE(next[2].name, QStringLiteral("start"));
}

void TestPlaybackClock::editWhilePlayingKeepsPlaying()
{
    Clip p = loadClockProject(LoopMode::Loop);
    FakeTime fake;
    PlaybackClock clock(fake.source());
    clock.setClip(&p);
    clock.play();
    fake.ms = 1300.0;
    QCOMPARE(clock.advance().clipTime, 100.0);
    p.frames.setDuration(5, 100.0); // the loop is now 700 ms long
    clock.clipChanged();
    QVERIFY(clock.isPlaying());
    fake.ms = 1400.0;
    const PlaybackStep step = clock.advance();
    QCOMPARE(step.clipTime, 0.0); // 1400 mod 700: the new loop, no restart
    QCOMPARE(step.frame, 0);
}

void TestPlaybackClock::skippedFramesCounted()
{
    // Renders every 120 ms over frames of 100, 150, 250, 50, 50, 600: the two 50 ms frames at
    // 500 and 550 fall between the renders at 480 and 600.
    const Clip p = loadClockProject(LoopMode::Loop);
    FakeTime fake;
    PlaybackClock clock(fake.source());
    clock.setClip(&p);
    QSignalSpy skips(&clock, &PlaybackClock::skippedFramesChanged);
    clock.play();
    for (double t = 120.0; t <= 720.0; t += 120.0) {
        fake.ms = t;
        clock.advance();
    }
    QCOMPARE(clock.skippedFrames(), 2);
    // The 500 frame is decided when 550 is entered (step 480 -> 600), the 550 frame when 600 is
    // (the step from 600: an entry at a render's own time belongs to the next step).
    QCOMPARE(skips.size(), 2);
    QCOMPARE(skips.last().at(0).toInt(), 2);
    clock.stop();
    clock.play();
    QCOMPARE(clock.skippedFrames(), 0); // counted since play began
}

void TestPlaybackClock::eventsAtOrPastTheEnd_data()
{
    QTest::addColumn<LoopMode>("mode");
    QTest::addColumn<QList<double>>("lap"); // where the event at L occurs in [0, 3000)
    QTest::newRow("loop: every wrap") << LoopMode::Loop << QList<double>{500, 1000, 1500, 2000, 2500};
    QTest::newRow("once: at the end") << LoopMode::Once << QList<double>{500};
    QTest::newRow("pingpong: each turn at L") << LoopMode::PingPong << QList<double>{500, 1500, 2500};
}

// What the preview shows as events is what the clock's crossings carry: an event at L ends each
// lap (before the frame-0 entry and the events at 0 of that instant), one past L never occurs,
// however the playback is cut into renders.
void TestPlaybackClock::eventsAtOrPastTheEnd()
{
    QFETCH(LoopMode, mode);
    QFETCH(QList<double>, lap);
    Clip p;
    p.loop = mode;
    p.frames.setFrames({{100, {}}, {150, {}}, {250, {}}});
    p.events = {{500, QStringLiteral("lap")}, {700, QStringLiteral("late")}, {0, QStringLiteral("zero")}};
    QRandomGenerator rng(quint32(qHash(QTest::currentDataTag())));
    for (int round = 0; round < 10; ++round) {
        QList<double> renders;
        for (double t = 0.0; t < 3000.0;)
            renders.append(t = std::min(3000.0, t + (rng.bounded(4) == 0 ? rng.bounded(1200.0) : rng.bounded(40.0))));
        if (mode == LoopMode::Once) {
            while (renders.size() > 1 && renders[renders.size() - 2] > p.length())
                renders.removeLast();
        }
        double lastClip = 0.0;
        playAndCheck(p, renders, &lastClip);
        if (QTest::currentTestFailed())
            return;
        // The same, spelled out: the lap event at these times, the late one never.
        FakeTime clock;
        PlaybackClock playback(clock.source());
        playback.setClip(&p);
        playback.play();
        QList<double> laps;
        QList<Crossing> atTheEnd;
        for (double r : renders) {
            clock.ms = r;
            for (const Crossing &c : playback.advance().crossings) {
                QVERIFY(c.kind != Crossing::Kind::Event || c.name != QLatin1String("late"));
                if (c.kind == Crossing::Kind::Event && c.name == QLatin1String("lap"))
                    laps.append(c.time);
                if (c.time == 1000.0)
                    atTheEnd.append(c);
            }
        }
        QList<double> want = lap;
        while (!want.isEmpty() && want.back() >= renders.back())
            want.removeLast();
        QCOMPARE(laps, want);
        if (mode == LoopMode::Loop && renders.back() > 1000.0) {
            // At 1000 ms: the lap ends, then frame 0 is entered, then the event at 0.
            QCOMPARE(atTheEnd.size(), 3);
            QCOMPARE(atTheEnd[0].name, QStringLiteral("lap"));
            QCOMPARE(atTheEnd[1].kind, Crossing::Kind::Frame);
            QCOMPARE(atTheEnd[2].name, QStringLiteral("zero"));
        }
    }
}

QTEST_GUILESS_MAIN(TestPlaybackClock)
#include "tst_playbackclock.moc"
