// What a press in the curve view grabs, by geometry alone: a handle of the selected segment
// before a key's point, a key's point before a curve, the nearest within the radius, the channel
// drawn last on a tie; nothing beyond the radius; no handles on a step or a flat channel.

#include "curves/curvehittester.h"
#include "timing/motiontrack.h"

#include <QTest>

using namespace inbetween;

Q_DECLARE_METATYPE(CurveHit)

namespace {
// Keys at 0, 100, 200 ms: tx 0, 100, 100; ty 0, -50, 0. The segment 0 -> 1 eases with
// bezier(0.25, 0, 0.75, 1), 1 -> 2 is linear.
MotionTrack threeKeys()
{
    QList<Keyframe> keys(3);
    keys[0].time = 0;
    keys[1].time = 100;
    keys[2].time = 200;
    keys[1].translation = {100, -50, 0};
    keys[2].translation = {100, 0, 0};
    keys[0].easing = Easing::bezier(0.25, 0, 0.75, 1);
    return MotionTrack(keys);
}

// 1 ms a pixel from x = 20; value 0 at y = 300, 1 a pixel up.
CurveMapping mapping()
{
    CurveMapping m;
    m.xAtZero = 20;
    m.msPerPixel = 1.0;
    m.yAtZero = 300;
    m.valuePerPixel = 1.0;
    return m;
}

CurveHit hit(CurveHit::Kind kind, int key, MotionChannel channel = MotionChannel::TX, int handle = 0)
{
    return {kind, key, channel, handle};
}
} // namespace

class TestCurveHitTester : public QObject
{
    Q_OBJECT

private slots:
    void hits_data();
    void hits();
    void noHandlesOnAStep();
    void crowdedKeys();
};

void TestCurveHitTester::hits_data()
{
    using K = CurveHit::Kind;
    QTest::addColumn<int>("segment"); // selected
    QTest::addColumn<QPointF>("pos");
    QTest::addColumn<CurveHit>("expected");
    // Key 1: tx at (120, 200), ty at (120, 350).
    QTest::newRow("key 1 on tx") << -1 << QPointF(121, 202) << hit(K::Key, 1);
    QTest::newRow("key 1 on ty") << -1 << QPointF(118, 348) << hit(K::Key, 1, MotionChannel::TY);
    QTest::newRow("just outside the radius") << -1 << QPointF(124, 192) << CurveHit();
    QTest::newRow("key 0: tx and ty tie, ty is drawn last") << -1 << QPointF(20, 300) << hit(K::Key, 0, MotionChannel::TY);
    // Segment 1 -> 2 on tx is flat at y 200; on ty it rises from 350 to 300.
    QTest::newRow("the flat tx curve") << -1 << QPointF(160, 203) << hit(K::Segment, 1);
    QTest::newRow("the rising ty curve") << -1 << QPointF(170, 327) << hit(K::Segment, 1, MotionChannel::TY);
    QTest::newRow("the eased tx curve, halfway") << -1 << QPointF(70, 250) << hit(K::Segment, 0);
    QTest::newRow("nothing between the curves") << -1 << QPointF(160, 260) << CurveHit();
    QTest::newRow("nothing after the last key") << -1 << QPointF(300, 200) << CurveHit();
    // Handles of segment 0: tx (45, 300) and (95, 200); ty (45, 300) and (95, 350).
    QTest::newRow("no handles unless selected") << -1 << QPointF(95, 200) << CurveHit();
    QTest::newRow("handle 2 on tx") << 0 << QPointF(96, 201) << hit(K::Handle, 0, MotionChannel::TX, 2);
    QTest::newRow("handle 2 on ty") << 0 << QPointF(94, 351) << hit(K::Handle, 0, MotionChannel::TY, 2);
    QTest::newRow("handle 1: both channels there, ty drawn last") << 0 << QPointF(45, 300)
                                                                  << hit(K::Handle, 0, MotionChannel::TY, 1);
    QTest::newRow("a key when no handle is near") << 0 << QPointF(120, 200) << hit(K::Key, 1);
    QTest::newRow("the other segment has none") << 1 << QPointF(95, 200) << CurveHit();
}

void TestCurveHitTester::hits()
{
    QFETCH(int, segment);
    QFETCH(QPointF, pos);
    QFETCH(CurveHit, expected);
    const MotionTrack motion = threeKeys();
    const CurveHitTester tester(motion, {MotionChannel::TX, MotionChannel::TY}, mapping(), segment);
    const CurveHit got = tester.hit(pos);
    QVERIFY2(got == expected, qPrintable(QStringLiteral("got kind %1 key %2 channel %3 handle %4")
                                             .arg(int(got.kind))
                                             .arg(got.key)
                                             .arg(MotionChannels::name(got.channel))
                                             .arg(got.handle)));
}

void TestCurveHitTester::noHandlesOnAStep()
{
    QList<Keyframe> keys = threeKeys().keys();
    keys[0].easing = Easing(Easing::Type::Step);
    const MotionTrack motion(keys);
    const CurveHitTester tester(motion, {MotionChannel::TX}, mapping(), 0);
    QVERIFY(!tester.handlePosition(0, MotionChannel::TX, 1));
    QCOMPARE(tester.hit(QPointF(45, 300)).kind, CurveHit::Kind::Segment); // the held curve
    // A channel that does not change over the segment has none either.
    QVERIFY(!CurveHitTester(threeKeys(), {MotionChannel::SX}, mapping(), 0).handlePosition(0, MotionChannel::SX, 1));
}

void TestCurveHitTester::crowdedKeys()
{
    // 100,000 keys, 1,000 a pixel: the one under the mouse on its value is found.
    QList<Keyframe> keys(100000);
    for (int i = 0; i < keys.size(); ++i) {
        keys[i].time = i * 0.001;
        keys[i].translation.x = (i == 54321) ? 80.0 : 0.0;
    }
    const MotionTrack motion(keys);
    const CurveHitTester tester(motion, {MotionChannel::TX}, mapping());
    const CurveHit h = tester.hit(QPointF(20 + 54.321, 220));
    QCOMPARE(h.kind, CurveHit::Kind::Key);
    QCOMPARE(h.key, 54321);
}

QTEST_APPLESS_MAIN(TestCurveHitTester)
#include "tst_curvehittester.moc"
