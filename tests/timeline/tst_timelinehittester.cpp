// TimelineHitTester: which edge, frame, key, event or playhead is under a point.

#include "clip.h"
#include "timeline/sortedevents.h"
#include "timeline/timeaxis.h"
#include "timeline/timelinehittester.h"

#include <QTest>

using namespace inbetween;
using Row = TimelineLayout::Row;
using Kind = TimelineHit::Kind;

Q_DECLARE_METATYPE(inbetween::TimelineHit::Kind)
Q_DECLARE_METATYPE(inbetween::TimelineLayout::Row)

class TimelineHitTesterTest : public QObject
{
    Q_OBJECT

private slots:
    void hit_data();
    void hit();
};

void TimelineHitTesterTest::hit_data()
{
    QTest::addColumn<double>("msPerPixel");
    QTest::addColumn<double>("ms");  // x of the point, as a time
    QTest::addColumn<Row>("row");
    QTest::addColumn<Kind>("kind");
    QTest::addColumn<int>("index");
    // Frames [100, 150, 250, 6]; keys at 0, 200, 400; events at 120 ("a") and 320 ("b");
    // playhead at 300.
    QTest::newRow("ruler") << 1.0 << 42.0 << Row::Ruler << Kind::Ruler << -1;
    QTest::newRow("body of frame 0") << 1.0 << 50.0 << Row::Frames << Kind::FrameBody << 0;
    QTest::newRow("edge of frame 0") << 1.0 << 100.0 << Row::Frames << Kind::FrameEdge << 0;
    QTest::newRow("3 px left of the edge of frame 1") << 1.0 << 247.0 << Row::Frames << Kind::FrameEdge << 1;
    QTest::newRow("3 px right of the edge of frame 1") << 1.0 << 253.0 << Row::Frames << Kind::FrameEdge << 1;
    QTest::newRow("6 px off an edge is the body") << 1.0 << 256.0 << Row::Frames << Kind::FrameBody << 2;
    QTest::newRow("time 0 is no edge") << 1.0 << 0.0 << Row::Frames << Kind::FrameBody << 0;
    QTest::newRow("playhead line") << 1.0 << 301.0 << Row::Frames << Kind::Playhead << -1;
    QTest::newRow("edge of the last frame") << 1.0 << 506.0 << Row::Frames << Kind::FrameEdge << 3;
    QTest::newRow("after the clip") << 1.0 << 600.0 << Row::Frames << Kind::None << -1;
    QTest::newRow("a narrow frame's body stays clickable") << 1.0 << 503.0 << Row::Frames << Kind::FrameBody << 3;
    QTest::newRow("key 1") << 1.0 << 204.0 << Row::Keyframes << Kind::Keyframe << 1;
    QTest::newRow("between keys") << 1.0 << 100.0 << Row::Keyframes << Kind::None << -1;
    QTest::newRow("key 2 zoomed out") << 4.0 << 420.0 << Row::Keyframes << Kind::Keyframe << 2;
    QTest::newRow("event b (row 0)") << 1.0 << 318.0 << Row::Events << Kind::Event << 0;
    QTest::newRow("event a (row 1)") << 1.0 << 125.0 << Row::Events << Kind::Event << 1;
    QTest::newRow("no event") << 1.0 << 200.0 << Row::Events << Kind::None << -1;
}

void TimelineHitTesterTest::hit()
{
    QFETCH(double, msPerPixel);
    QFETCH(double, ms);
    QFETCH(Row, row);
    QFETCH(Kind, kind);
    QFETCH(int, index);
    Clip p;
    p.frames.setFrames({{100, {}}, {150, {}}, {250, {}}, {6, {}}});
    QList<Keyframe> keys(3);
    keys[1].time = 200;
    keys[2].time = 400;
    p.motion.setKeys(keys);
    p.events = {{320, QStringLiteral("b")}, {120, QStringLiteral("a")}}; // not in time order
    SortedEvents events;
    events.rebuild(p.events);
    TimeAxis axis;
    axis.setMsPerPixel(msPerPixel);
    const TimelineLayout layout(1000);
    const TimelineHitTester tester(p, axis, layout, events, 300.0);
    const QPoint pos(qRound(axis.xForTime(ms)), layout.rect(row).center().y());
    const TimelineHit h = tester.hit(pos);
    QCOMPARE(h.row, row);
    QCOMPARE(h.kind, kind);
    QCOMPARE(h.index, index);
}

QTEST_APPLESS_MAIN(TimelineHitTesterTest)
#include "tst_timelinehittester.moc"
