// FrameAnchoring: keys and events stay on the frame they were timed to, at the same fraction of
// its hold, through every edit of frame durations or order (DESIGN.md, "Retiming frames moves
// what is anchored to them").

#include "common/testutil.h"
#include "timing/frameanchoring.h"

#include <QTest>

using namespace inbetween;

namespace {
Keyframe keyAt(double time, double x = 0.0)
{
    Keyframe k;
    k.time = time;
    k.translation = {x, 0, 0};
    return k;
}

} // namespace

class TestFrameAnchoring : public QObject
{
    Q_OBJECT

private slots:
    void map_data();
    void map();
    void unchangedFramesKeepTheBits();
    void withoutFramesNothingMoves();
    void keysStayStrictlyIncreasing_data();
    void keysStayStrictlyIncreasing();
    void eventsKeepTheirOrderAndNames();
    void placements_data();
    void placements();
};

void TestFrameAnchoring::map_data()
{
    QTest::addColumn<QList<double>>("before");
    QTest::addColumn<QList<double>>("after");
    QTest::addColumn<QList<int>>("newIndex"); // where each old frame went; -1: removed
    QTest::addColumn<QList<double>>("times");
    QTest::addColumn<QList<double>>("expected");

    const QList<double> walk{100, 150, 250};
    const QList<int> same{0, 1, 2};
    // The case: frame 0 dragged from 100 to 150 ms; the footstep on frame 2's first
    // instant (250) follows it to 300.
    QTest::newRow("ripple: frame 0 longer") << walk << QList<double>{150, 150, 250} << same
                                            << QList<double>{0, 50, 99, 100, 250, 400, 500, 600}
                                            << QList<double>{0, 75, 148.5, 150, 300, 450, 550, 650};
    QTest::newRow("ripple: frame 1 shorter") << walk << QList<double>{100, 75, 250} << same
                                             << QList<double>{100, 175, 250, 499.5}
                                             << QList<double>{100, 137.5, 175, 424.5};
    QTest::newRow("roll: frame 0 takes from frame 1") << walk << QList<double>{150, 100, 250} << same
                                                      << QList<double>{50, 100, 175, 250, 500}
                                                      << QList<double>{75, 150, 200, 250, 500};
    QTest::newRow("scale all 200%") << walk << QList<double>{200, 300, 500} << same
                                    << QList<double>{0, 100, 250, 375, 500, 510}
                                    << QList<double>{0, 200, 500, 750, 1000, 1010};
    QTest::newRow("insert before frame 1") << walk << QList<double>{100, 40, 150, 250} << QList<int>{0, 2, 3}
                                           << QList<double>{50, 100, 175, 250, 500}
                                           << QList<double>{50, 140, 215, 290, 540};
    QTest::newRow("insert at the end") << walk << QList<double>{100, 150, 250, 40} << QList<int>{0, 1, 2}
                                       << QList<double>{250, 499, 500, 700} << QList<double>{250, 499, 540, 740};
    QTest::newRow("insert at the start") << walk << QList<double>{10, 100, 150, 250} << QList<int>{1, 2, 3}
                                         << QList<double>{0, 250} << QList<double>{10, 260};
    // A removed frame's keys and events go to where it started.
    QTest::newRow("remove frame 1") << walk << QList<double>{100, 250} << QList<int>{0, -1, 1}
                                    << QList<double>{50, 100, 175, 249, 250, 500}
                                    << QList<double>{50, 100, 100, 100, 100, 350};
    QTest::newRow("remove frame 0") << walk << QList<double>{150, 250} << QList<int>{-1, 0, 1}
                                    << QList<double>{0, 50, 100, 250} << QList<double>{0, 0, 0, 150};
    QTest::newRow("remove the last frame") << walk << QList<double>{100, 150} << QList<int>{0, 1, -1}
                                           << QList<double>{260, 500, 600} << QList<double>{250, 250, 350};
    QTest::newRow("remove frames 0 and 2") << walk << QList<double>{150} << QList<int>{-1, 0, -1}
                                           << QList<double>{10, 175, 300, 500} << QList<double>{0, 75, 150, 150};
    QTest::newRow("remove every frame") << walk << QList<double>{} << QList<int>{-1, -1, -1}
                                        << QList<double>{10, 300, 500, 520} << QList<double>{0, 0, 0, 20};
    // Reorders: the frames carry their keys and events with them.
    QTest::newRow("move frame 2 to the front") << walk << QList<double>{250, 100, 150} << QList<int>{1, 2, 0}
                                               << QList<double>{50, 100, 250, 300, 500}
                                               << QList<double>{300, 350, 0, 50, 500};
    QTest::newRow("swap frames 0 and 1") << walk << QList<double>{150, 100, 250} << QList<int>{1, 0, 2}
                                         << QList<double>{0, 50, 100, 175, 250}
                                         << QList<double>{150, 200, 0, 75, 250};
    QTest::newRow("first frames from none") << QList<double>{} << QList<double>{100} << QList<int>{}
                                            << QList<double>{0, 20} << QList<double>{0, 20};
}

void TestFrameAnchoring::map()
{
    QFETCH(QList<double>, before);
    QFETCH(QList<double>, after);
    QFETCH(QList<int>, newIndex);
    QFETCH(QList<double>, times);
    QFETCH(QList<double>, expected);
    const FrameAnchoring anchoring(testutil::trackOf(before), testutil::trackOf(after), newIndex);
    // The same read from the tracks' start times where they are (as an undo step maps), and,
    // where no frame moved or went, with the empty placement of a retime.
    const FrameTrack trackBefore = testutil::trackOf(before), trackAfter = testutil::trackOf(after);
    const auto viewing = FrameAnchoring::viewing(trackBefore.starts(), trackAfter.starts(), newIndex);
    const bool retime = before.size() == after.size() && newIndex == FrameAnchoring::afterInsert(int(before.size()), 0, 0);
    const auto retimed = FrameAnchoring::viewing(trackBefore.starts(), trackAfter.starts(), {});
    for (qsizetype i = 0; i < times.size(); ++i) {
        const double got = anchoring.map(times[i]);
        QVERIFY2(std::abs(got - expected[i]) < 1e-9,
                 qPrintable(QStringLiteral("%1 ms went to %2, expected %3").arg(times[i]).arg(got).arg(expected[i])));
        COMPARE_EXACT(viewing.map(times[i]), got);
        if (retime)
            COMPARE_EXACT(retimed.map(times[i]), got);
    }
}

void TestFrameAnchoring::unchangedFramesKeepTheBits()
{
    // A frame whose start and duration did not change gives back the very same time, so an edit
    // after a frame never rounds the keys before it.
    const QList<double> odd{0.3, 13.37, 77.7, 100.0 / 3};
    QList<double> after = odd;
    after[3] = 80;
    const FrameAnchoring anchoring(testutil::trackOf(odd), testutil::trackOf(after), {0, 1, 2, 3});
    // 37.02400194309447 through start + fraction x duration would come back as ...446.
    for (double t : {0.0, 0.1, 0.3, 5.5, 37.02400194309447, 13.67 + 77.7 / 3})
        COMPARE_EXACT(anchoring.map(t), t);
}

void TestFrameAnchoring::withoutFramesNothingMoves()
{
    const FrameAnchoring anchoring(FrameTrack(), FrameTrack(), {});
    for (double t : {0.0, 12.5, 1e6})
        COMPARE_EXACT(anchoring.map(t), t);
    const QList<Keyframe> keys{keyAt(0), keyAt(400)};
    QCOMPARE(anchoring.mapKeys(keys), keys);
}

void TestFrameAnchoring::keysStayStrictlyIncreasing_data()
{
    QTest::addColumn<QList<double>>("after");
    QTest::addColumn<QList<int>>("newIndex");
    QTest::addColumn<QList<double>>("keyTimes");
    QTest::addColumn<QList<double>>("expectedTimes");
    QTest::addColumn<QList<double>>("expectedX"); // which key is where (x = its old index)
    // [100, 150, 250]
    QTest::newRow("two keys in a removed frame") << QList<double>{100, 250} << QList<int>{0, -1, 1}
                                                 << QList<double>{0, 110, 120, 300}
                                                 << QList<double>{0, 100, 100.001, 150}
                                                 << QList<double>{0, 1, 2, 3};
    QTest::newRow("a key meets the next frame's first") << QList<double>{100, 250} << QList<int>{0, -1, 1}
                                                        << QList<double>{110, 250}
                                                        << QList<double>{100, 100.001} << QList<double>{0, 1};
    QTest::newRow("reorder puts keys in a new order") << QList<double>{250, 100, 150} << QList<int>{1, 2, 0}
                                                      << QList<double>{50, 300}
                                                      << QList<double>{50, 300} << QList<double>{1, 0};
}

void TestFrameAnchoring::keysStayStrictlyIncreasing()
{
    QFETCH(QList<double>, after);
    QFETCH(QList<int>, newIndex);
    QFETCH(QList<double>, keyTimes);
    QFETCH(QList<double>, expectedTimes);
    QFETCH(QList<double>, expectedX);
    QList<Keyframe> keys;
    for (qsizetype i = 0; i < keyTimes.size(); ++i)
        keys.append(keyAt(keyTimes[i], double(i)));
    const FrameAnchoring anchoring(testutil::trackOf({100, 150, 250}), testutil::trackOf(after), newIndex);
    const QList<Keyframe> mapped = anchoring.mapKeys(keys);
    QCOMPARE(mapped.size(), keys.size());
    for (qsizetype i = 0; i < mapped.size(); ++i) {
        QVERIFY2(std::abs(mapped[i].time - expectedTimes[i]) < 1e-9,
                 qPrintable(QStringLiteral("key %1 at %2, expected %3").arg(i).arg(mapped[i].time).arg(expectedTimes[i])));
        QCOMPARE(mapped[i].translation.x, expectedX[i]);
        if (i > 0)
            QVERIFY(mapped[i].time > mapped[i - 1].time);
    }
}

void TestFrameAnchoring::eventsKeepTheirOrderAndNames()
{
    // Events need no order; each keeps its row and name, only its time moves.
    const QList<ClipEvent> events{{300, QStringLiteral("b")}, {50, QStringLiteral("a")}, {500, QStringLiteral("end")}};
    const FrameAnchoring anchoring(testutil::trackOf({100, 150, 250}), testutil::trackOf({250, 100, 150}), {1, 2, 0});
    const QList<ClipEvent> mapped = anchoring.mapEvents(events);
    QCOMPARE(mapped, (QList<ClipEvent>{{50, QStringLiteral("b")}, {300, QStringLiteral("a")}, {500, QStringLiteral("end")}}));
}

void TestFrameAnchoring::placements_data()
{
    QTest::addColumn<QString>("edit");
    QTest::addColumn<QList<int>>("placement");
    QTest::newRow("insert 2 at 1 of 3") << QStringLiteral("insert") << QList<int>{0, 3, 4};
    QTest::newRow("remove 0 and 2 of 4") << QStringLiteral("remove") << QList<int>{-1, 0, -1, 1};
    QTest::newRow("move 0 and 2 before 4 of 5") << QStringLiteral("move") << QList<int>{2, 0, 3, 1, 4};
    QTest::newRow("move 3 before 0 of 5") << QStringLiteral("move to front") << QList<int>{1, 2, 3, 0, 4};
}

void TestFrameAnchoring::placements()
{
    QFETCH(QString, edit);
    QFETCH(QList<int>, placement);
    if (edit == QLatin1String("insert"))
        QCOMPARE(FrameAnchoring::afterInsert(3, 1, 2), placement);
    else if (edit == QLatin1String("remove"))
        QCOMPARE(FrameAnchoring::afterRemove(4, {0, 2}), placement);
    else if (edit == QLatin1String("move"))
        QCOMPARE(FrameAnchoring::afterMove(5, {0, 2}, 4), placement);
    else
        QCOMPARE(FrameAnchoring::afterMove(5, {3}, 0), placement);
}

QTEST_APPLESS_MAIN(TestFrameAnchoring)
#include "tst_frameanchoring.moc"
