// PlaybackCursor: the O(1)-amortised lookup must give exactly FrameTrack::frameAt's answer for
// every sequence of clip times (forward play, wraps, jumps back, edits of the track).

#include "common/testutil.h"
#include "timing/playbackcursor.h"

#include <QRandomGenerator>
#include <QTest>

using namespace inbetween;

using testutil::trackOf;

class TestPlaybackCursor : public QObject
{
    Q_OBJECT

private slots:
    void sequence_data();
    void sequence();
    void playbackInEveryLoopMode_data();
    void playbackInEveryLoopMode();
    void randomJumps();
    void emptyTrack();
    void trackShrinksUnderTheCursor();
    void reset();
};

void TestPlaybackCursor::sequence_data()
{
    QTest::addColumn<QList<double>>("times");
    QTest::addColumn<QList<int>>("frames");

    // [100, 150, 250]
    QTest::newRow("forward through every frame") << QList<double>{0, 50, 99, 100, 249, 250, 499}
                                                 << QList<int>{0, 0, 0, 1, 1, 2, 2};
    QTest::newRow("forward skipping a frame") << QList<double>{0, 260} << QList<int>{0, 2};
    QTest::newRow("wrap to the start") << QList<double>{450, 10, 120} << QList<int>{2, 0, 1};
    QTest::newRow("jump back into the middle") << QList<double>{450, 120, 99} << QList<int>{2, 1, 0};
    QTest::newRow("at and past L") << QList<double>{499, 500, 900} << QList<int>{2, 2, 2};
    QTest::newRow("before 0") << QList<double>{300, -5} << QList<int>{2, 0};
    QTest::newRow("same time twice") << QList<double>{100, 100} << QList<int>{1, 1};
}

void TestPlaybackCursor::sequence()
{
    QFETCH(QList<double>, times);
    QFETCH(QList<int>, frames);
    const FrameTrack track = trackOf({100, 150, 250});
    PlaybackCursor cursor(track);
    for (int i = 0; i < times.size(); ++i)
        QCOMPARE(cursor.frameAt(times[i]), frames[i]);
}

void TestPlaybackCursor::playbackInEveryLoopMode_data()
{
    QTest::addColumn<LoopMode>("mode");
    QTest::addColumn<double>("step");
    QTest::newRow("loop, 16.7 ms renders") << LoopMode::Loop << 16.7;
    QTest::newRow("loop, 1 ms") << LoopMode::Loop << 1.0;
    QTest::newRow("loop, longer than the clip") << LoopMode::Loop << 733.0;
    QTest::newRow("once") << LoopMode::Once << 16.7;
    QTest::newRow("pingpong, 16.7 ms") << LoopMode::PingPong << 16.7;
    QTest::newRow("pingpong, 5 ms") << LoopMode::PingPong << 5.0;
}

void TestPlaybackCursor::playbackInEveryLoopMode()
{
    QFETCH(LoopMode, mode);
    QFETCH(double, step);
    const FrameTrack track = trackOf({100, 150, 250, 3, 40, 0.5, 60});
    PlaybackCursor cursor(track);
    for (double t = -2000; t < 5000; t += step) {
        const double c = clipTimeAt(t, track.length(), mode);
        QCOMPARE(cursor.frameAt(c), track.frameAt(c));
    }
}

void TestPlaybackCursor::randomJumps()
{
    QRandomGenerator rng(7);
    QList<Frame> frames;
    for (int i = 0; i < 500; ++i)
        frames.append({1.0 + rng.bounded(100), QString()});
    const FrameTrack track(frames);
    PlaybackCursor cursor(track);
    double c = 0;
    for (int i = 0; i < 20000; ++i) {
        // Mostly small forward steps, sometimes a jump anywhere.
        c = rng.bounded(10) == 0 ? rng.bounded(track.length()) : std::fmod(c + rng.bounded(30.0), track.length());
        QCOMPARE(cursor.frameAt(c), track.frameAt(c));
    }
}

void TestPlaybackCursor::emptyTrack()
{
    const FrameTrack track;
    PlaybackCursor cursor(track);
    QCOMPARE(cursor.frameAt(0.0), -1);
    QCOMPARE(cursor.frameAt(100.0), -1);
}

void TestPlaybackCursor::trackShrinksUnderTheCursor()
{
    FrameTrack track = trackOf({100, 150, 250});
    PlaybackCursor cursor(track);
    QCOMPARE(cursor.frameAt(300), 2);
    track.remove(2);
    track.remove(1);
    QCOMPARE(cursor.frameAt(300), 0);
    QCOMPARE(cursor.frameAt(50), 0);
    track.insert(1, {10, QString()});
    QCOMPARE(cursor.frameAt(105), 1);
}

void TestPlaybackCursor::reset()
{
    const FrameTrack track = trackOf({100, 150, 250});
    PlaybackCursor cursor(track);
    QCOMPARE(cursor.frameAt(400), 2);
    cursor.reset();
    QCOMPARE(cursor.frameAt(400), 2);
    QCOMPARE(cursor.frameAt(0), 0);
}

QTEST_APPLESS_MAIN(TestPlaybackCursor)
#include "tst_playbackcursor.moc"
