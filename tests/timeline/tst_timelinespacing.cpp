// The spacing chart shown small on the timeline: under a segment with room, a tick at every frame
// of the fps grid between its keys, where the easing has the motion then (read back from the
// viewport's pixels and checked against SpacingChart and Easing::apply); none where the ticks
// would crowd.

#include "curves/spacingchart.h"
#include "timeline/keyrowpainter.h"
#include "timeline/timelinefixture.h"

#include <QTest>

using namespace inbetween;
using namespace inbetween::test;
using Row = TimelineLayout::Row;

Q_DECLARE_METATYPE(Easing)

namespace {
QList<int> tickColumns(const QImage &image, int y)
{
    QList<int> xs;
    for (int x = 0; x < image.width(); ++x) {
        if (image.pixelColor(x, y) == KeyRowPainter::spacingTickColor)
            xs.append(x);
    }
    return xs;
}
} // namespace

class TimelineSpacingTest : public QObject
{
    Q_OBJECT

private slots:
    void ticksFollowTheEasing_data();
    void ticksFollowTheEasing();
    void noTicksWithoutRoom();
};

void TimelineSpacingTest::ticksFollowTheEasing_data()
{
    QTest::addColumn<Easing>("easing");
    QTest::newRow("linear") << Easing();
    QTest::newRow("ease in") << Easing(Easing::Type::EaseIn);
    QTest::newRow("ease out") << Easing(Easing::Type::EaseOut);
    QTest::newRow("slow in and out") << Easing::bezier(0.42, 0, 0.58, 1);
}

void TimelineSpacingTest::ticksFollowTheEasing()
{
    QFETCH(Easing, easing);
    // Keys at 100 and 500 ms at 2 ms a pixel, at 30 fps: 11 inbetweens over 188 px.
    Project p = flipbook({600}, {100, 500});
    p.fps = 30;
    QList<Keyframe> keys = p.clips[0].motion.keys();
    keys[0].easing = easing;
    keys[1].translation.x = 10;
    p.clips[0].motion.setKeys(keys);
    TimelineFixture f(p, 2.0, 900);
    const QImage image = f.viewport()->grab().toImage();
    const int foot = f.view->rowLayout().rect(Row::Keyframes).bottom();
    const SpacingChart chart = SpacingChart::forSegment(100, 500, easing, 30);
    QCOMPARE(chart.inbetweens(), 11);
    // Where each tick should be: between the diamonds, at the eased progress of its frame.
    const double x0 = f.view->axis().xForTime(100) + KeyRowPainter::diamondRadius;
    const double x1 = f.view->axis().xForTime(500) - KeyRowPainter::diamondRadius;
    QList<int> expected;
    for (double t : chart.times) {
        const int x = int(std::round(x0 + easing.apply((t - 100) / 400) * (x1 - x0)));
        if (!expected.contains(x))
            expected.append(x);
    }
    QCOMPARE(tickColumns(image, foot), expected);
    QCOMPARE(tickColumns(image, foot - 2), expected); // three pixels tall
    QVERIFY(tickColumns(image, foot - 3).isEmpty());
}

void TimelineSpacingTest::noTicksWithoutRoom()
{
    // 400 ms at 10 ms a pixel: 28 px between the diamonds for 11 inbetweens.
    Project p = flipbook({600}, {100, 500});
    p.fps = 30;
    TimelineFixture f(p, 10.0, 900);
    const QImage image = f.viewport()->grab().toImage();
    QVERIFY(tickColumns(image, f.view->rowLayout().rect(Row::Keyframes).bottom()).isEmpty());
    QVERIFY(KeyRowPainter::spacingTickXs(0, 20, 100, 500, Easing(), 30).isEmpty());
    QCOMPARE(KeyRowPainter::spacingTickXs(0, 212, 100, 500, Easing(), 30).size(), 11);
}

QTEST_MAIN(TimelineSpacingTest)
#include "tst_timelinespacing.moc"
