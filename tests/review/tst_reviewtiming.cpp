// The review exports' timing (DESIGN.md, "Review exports"): each picture's start rounded to the
// format's step with the rounding carried on (GIF: centiseconds, every start within 5 ms of its
// exact start; WebP, APNG and MP4: whole ms, within 0.5 ms), and the pictures of a clip for one
// or more passes: loop, once, ping-pong unrolled, motion baked at the fps grid.

#include "clip.h"
#include "common/testutil.h"
#include "review/reviewsequence.h"
#include "review/reviewtiming.h"

#include <QTest>
#include <random>

using namespace inbetween;

namespace {
QList<double> startsOf(const QList<double> &holds)
{
    QList<double> starts;
    double t = 0.0;
    for (double d : holds) {
        starts.append(t);
        t += d;
    }
    return starts;
}

double sum(const QList<double> &holds)
{
    double t = 0.0;
    for (double d : holds)
        t += d;
    return t;
}

QList<qint64> delaysOf(const QList<TimedPicture> &timed)
{
    QList<qint64> out;
    for (const TimedPicture &t : timed)
        out.append(t.duration);
    return out;
}

Keyframe key(double time, double x)
{
    Keyframe k;
    k.time = time;
    k.translation = Vec3{x, 0.0, 0.0};
    return k;
}
} // namespace

class TestReviewTiming : public QObject
{
    Q_OBJECT
private slots:
    void delays_data()
    {
        QTest::addColumn<QList<double>>("holds");
        QTest::addColumn<double>("unit");
        QTest::addColumn<qint64>("minimum");
        QTest::addColumn<QList<qint64>>("delays");
        // 83 ms holds: 8, 9, 8 cs (starts 0, 80, 170, 250 against 0, 83, 166, 249), never 8, 8, 8.
        QTest::newRow("83 ms in centiseconds") << QList<double>{83, 83, 83} << 10.0 << qint64(1) << QList<qint64>{8, 9, 8};
        QTest::newRow("83 ms x 6 in centiseconds")
            << QList<double>{83, 83, 83, 83, 83, 83} << 10.0 << qint64(1) << QList<qint64>{8, 9, 8, 8, 9, 8};
        QTest::newRow("83 ms in ms") << QList<double>{83, 83, 83} << 1.0 << qint64(1) << QList<qint64>{83, 83, 83};
        QTest::newRow("walk 120 ms in centiseconds") << QList<double>{120, 120, 120, 120} << 10.0 << qint64(1)
                                                     << QList<qint64>{12, 12, 12, 12};
        QTest::newRow("a third of 100 ms in ms") << QList<double>{100.0 / 3, 100.0 / 3, 100.0 / 3} << 1.0 << qint64(1)
                                                 << QList<qint64>{33, 34, 33};
        QTest::newRow("16.7 ms in ms") << QList<double>{16.7, 16.7, 16.7} << 1.0 << qint64(1) << QList<qint64>{17, 16, 17};
        QTest::newRow("16.7 ms in centiseconds") << QList<double>{16.7, 16.7, 16.7} << 10.0 << qint64(1) << QList<qint64>{2, 1, 2};
        // A hold that rounds to no time is left out; the next picture takes its step.
        QTest::newRow("a 3 ms hold in centiseconds") << QList<double>{100, 3, 97} << 10.0 << qint64(1) << QList<qint64>{10, 10};
        QTest::newRow("a short clip keeps one step") << QList<double>{2} << 10.0 << qint64(1) << QList<qint64>{1};
        // Browsers show a picture whose delay is 10 ms or less for 100 ms: a GIF's delays are at
        // least 2 cs, WebP's and APNG's at least 11 ms. A picture that would show for less is left
        // out, the next one taking its step (motion baked at 60 fps: starts 0, 2, 3, 5, 7, 8 cs).
        QTest::newRow("60 fps in centiseconds, at least 2") << QList<double>(6, 1000.0 / 60) << 10.0 << qint64(2)
                                                             << QList<qint64>{3, 2, 3, 2};
        QTest::newRow("a 10 ms hold in ms, at least 11") << QList<double>{100, 10, 90} << 1.0 << qint64(11)
                                                         << QList<qint64>{110, 90};
        QTest::newRow("the first picture keeps the start") << QList<double>{10, 100} << 10.0 << qint64(2)
                                                            << QList<qint64>{11};
        QTest::newRow("the last picture at least the minimum") << QList<double>{100, 100, 10} << 10.0 << qint64(2)
                                                                << QList<qint64>{10, 11};
    }
    void delays()
    {
        QFETCH(QList<double>, holds);
        QFETCH(double, unit);
        QFETCH(qint64, minimum);
        QFETCH(QList<qint64>, delays);
        const QList<TimedPicture> timed = ReviewTiming::schedule(startsOf(holds), sum(holds), unit, minimum);
        QCOMPARE(delaysOf(timed), delays);
    }

    void startsWithinHalfAStep_data()
    {
        QTest::addColumn<double>("unit");
        QTest::newRow("GIF centiseconds") << 10.0;
        QTest::newRow("ms") << 1.0;
    }
    void startsWithinHalfAStep()
    {
        QFETCH(double, unit);
        std::mt19937 random(29);
        std::uniform_real_distribution<double> hold(unit * 0.6, 400.0);
        for (int run = 0; run < 50; ++run) {
            QList<double> holds;
            for (int i = 0; i < 40; ++i)
                holds.append(hold(random));
            const QList<double> starts = startsOf(holds);
            const QList<TimedPicture> timed = ReviewTiming::schedule(starts, sum(holds), unit);
            qint64 at = 0;
            for (const TimedPicture &t : timed) {
                QCOMPARE(t.start, at); // each picture starts where the one before ends
                QVERIFY2(std::abs(t.start * unit - starts[t.picture]) <= unit / 2 + 1e-9,
                         qPrintable(QStringLiteral("picture %1 starts at %2 for %3").arg(t.picture).arg(t.start * unit).arg(starts[t.picture])));
                at += t.duration;
            }
            QVERIFY(std::abs(at * unit - sum(holds)) <= unit / 2 + 1e-9);
        }
    }

    void sequence_data()
    {
        QTest::addColumn<LoopMode>("loop");
        QTest::addColumn<int>("passes");
        QTest::addColumn<QList<int>>("frames");
        QTest::addColumn<QList<double>>("starts");
        QTest::addColumn<double>("end");
        QTest::addColumn<bool>("repeats");
        // Frames of 100, 150 and 250 ms.
        QTest::newRow("loop") << LoopMode::Loop << 1 << QList<int>{0, 1, 2} << QList<double>{0, 100, 250} << 500.0
                              << true;
        QTest::newRow("once") << LoopMode::Once << 1 << QList<int>{0, 1, 2} << QList<double>{0, 100, 250} << 500.0
                              << false;
        QTest::newRow("once, three passes") << LoopMode::Once << 3 << QList<int>{0, 1, 2, 0, 1, 2, 0, 1, 2}
                                            << QList<double>{0, 100, 250, 500, 600, 750, 1000, 1100, 1250} << 1500.0
                                            << false;
        // Out and back: the last frame's hold doubled at the turn, frame 0 closing the period.
        QTest::newRow("pingpong") << LoopMode::PingPong << 1 << QList<int>{0, 1, 2, 1, 0}
                                  << QList<double>{0, 100, 250, 750, 900} << 1000.0 << true;
    }
    void sequence()
    {
        QFETCH(LoopMode, loop);
        QFETCH(int, passes);
        QFETCH(QList<int>, frames);
        QFETCH(QList<double>, starts);
        QFETCH(double, end);
        QFETCH(bool, repeats);
        Clip clip(QStringLiteral("c"));
        clip.loop = loop;
        clip.frames = testutil::trackOf({100, 150, 250});
        const ReviewSequence s = ReviewSequence::of(clip, 60.0, passes);
        QList<int> gotFrames;
        QList<double> gotStarts;
        for (const ReviewPicture &p : s.pictures) {
            gotFrames.append(p.frame);
            gotStarts.append(p.start);
        }
        QCOMPARE(gotFrames, frames);
        QCOMPARE(gotStarts, starts);
        QCOMPARE(s.end, end);
        QCOMPARE(s.repeats, repeats);
    }

    // Motion keys: extra pictures at the fps grid while the pose changes, none once it holds.
    void motionBakedAtTheGrid()
    {
        Clip clip(QStringLiteral("m"));
        clip.frames = testutil::trackOf({100, 200});
        clip.motion = MotionTrack({key(0, 0), key(50, 10)});
        const ReviewSequence s = ReviewSequence::of(clip, 50.0, 1); // a 20 ms grid
        QList<double> starts;
        QList<double> xs;
        for (const ReviewPicture &p : s.pictures) {
            starts.append(p.start);
            xs.append(p.pose.translation.x);
        }
        // 0, 20, 40 move; 60 and 80 hold the last pose (left out); frame 1 at 100.
        QCOMPARE(starts, (QList<double>{0, 20, 40, 60, 100}));
        QCOMPARE(xs, (QList<double>{0, 4, 8, 10, 10}));
        QCOMPARE(s.pictures.back().frame, 1);
    }

    void emptyClipRefused()
    {
        Clip clip(QStringLiteral("empty"));
        QString error;
        QVERIFY(ReviewSequence::of(clip, 60.0, 1, &error).pictures.isEmpty());
        QVERIFY(error.contains(QLatin1String("nothing to play")));
    }
};

QTEST_APPLESS_MAIN(TestReviewTiming)
#include "tst_reviewtiming.moc"
