// SnapPolicy: whole ms by default, the fps grid when asked, nothing with Shift; the smallest step;
// before the grid, the clip's guides (its beats and markers) within the snap distance, the nearest
// winning.

#include "timeline/snappolicy.h"

#include <QTest>

using namespace inbetween;

class SnapPolicyTest : public QObject
{
    Q_OBJECT

private slots:
    void snap_data();
    void snap();
    void durationsNeverBelowTheStep_data();
    void durationsNeverBelowTheStep();
    void guides_data();
    void guides();
    void endsSnapToGuides_data();
    void endsSnapToGuides();
};

void SnapPolicyTest::snap_data()
{
    QTest::addColumn<bool>("toFrames");
    QTest::addColumn<double>("fps");
    QTest::addColumn<bool>("shift");
    QTest::addColumn<double>("in");
    QTest::addColumn<double>("out");
    QTest::newRow("whole ms") << false << 60.0 << false << 170.4 << 170.0;
    QTest::newRow("whole ms, half up") << false << 60.0 << false << 170.5 << 171.0;
    QTest::newRow("shift: off") << false << 60.0 << true << 170.4 << 170.4;
    QTest::newRow("frames at 60") << true << 60.0 << false << 170.0 << 1000.0 / 6;
    QTest::newRow("frames at 60, exact 150") << true << 60.0 << false << 151.0 << 150.0;
    QTest::newRow("frames at 24") << true << 24.0 << false << 100.0 << 250.0 / 3;
    QTest::newRow("frames, shift: off") << true << 24.0 << true << 100.0 << 100.0;
}

void SnapPolicyTest::snap()
{
    QFETCH(bool, toFrames);
    QFETCH(double, fps);
    QFETCH(bool, shift);
    QFETCH(double, in);
    QFETCH(double, out);
    const SnapPolicy policy(toFrames, fps);
    QCOMPARE(policy.snap(in, shift ? Qt::ShiftModifier : Qt::NoModifier), out);
}

void SnapPolicyTest::durationsNeverBelowTheStep_data()
{
    QTest::addColumn<bool>("toFrames");
    QTest::addColumn<bool>("shift");
    QTest::addColumn<double>("in");
    QTest::addColumn<double>("out");
    QTest::newRow("ms") << false << false << -20.0 << 1.0;
    QTest::newRow("ms, 0.4 rounds to 0") << false << false << 0.4 << 1.0;
    QTest::newRow("shift") << false << true << 0.25 << 1.0;
    QTest::newRow("shift keeps 1.25") << false << true << 1.25 << 1.25;
    QTest::newRow("frames") << true << false << 3.0 << 1000.0 / 60;
    QTest::newRow("frames, shift: 1 ms") << true << true << 0.5 << 1.0;
}

void SnapPolicyTest::durationsNeverBelowTheStep()
{
    QFETCH(bool, toFrames);
    QFETCH(bool, shift);
    QFETCH(double, in);
    QFETCH(double, out);
    const SnapPolicy policy(toFrames, 60.0);
    QCOMPARE(policy.snapDuration(in, shift ? Qt::ShiftModifier : Qt::NoModifier), out);
}

namespace {
// Guides of a beat grid (bpm 0: none) and markers at `markers`, `distance` ms near.
SnapPolicy::Guides guidesOf(double bpm, double offset, const QList<double> &markers, double distance)
{
    SnapPolicy::Guides g;
    if (bpm > 0.0)
        g.beat = BeatGrid{bpm, offset};
    for (double t : markers)
        g.markers.append({t, QStringLiteral("m")});
    g.distance = distance;
    return g;
}
} // namespace

void SnapPolicyTest::guides_data()
{
    QTest::addColumn<bool>("toFrames");
    QTest::addColumn<double>("bpm"); // 0: no beat grid
    QTest::addColumn<double>("offset");
    QTest::addColumn<QList<double>>("markers");
    QTest::addColumn<double>("distance");
    QTest::addColumn<int>("ignoredMarker");
    QTest::addColumn<bool>("shift");
    QTest::addColumn<double>("in");
    QTest::addColumn<double>("out");
    const QList<double> none;
    // 128 BPM: beats every 468.75 ms from 20 (20, 488.75, 957.5, ...).
    QTest::newRow("near a beat: on it") << false << 128.0 << 20.0 << none << 6.0 << -1 << false << 492.0 << 488.75;
    QTest::newRow("near a beat, before it") << false << 128.0 << 20.0 << none << 6.0 << -1 << false << 483.0 << 488.75;
    QTest::newRow("exactly the distance away") << false << 128.0 << 20.0 << none << 6.0 << -1 << false << 494.75 << 488.75;
    QTest::newRow("further: the grid (whole ms)") << false << 128.0 << 20.0 << none << 6.0 << -1 << false << 495.4 << 495.0;
    QTest::newRow("further: the grid (frames)") << true << 128.0 << 20.0 << none << 6.0 << -1 << false << 505.0 << 500.0;
    QTest::newRow("a beat wins over the fps grid") << true << 128.0 << 20.0 << none << 6.0 << -1 << false << 484.0 << 488.75;
    QTest::newRow("beats before the offset") << false << 120.0 << 700.0 << none << 6.0 << -1 << false << 197.0 << 200.0;
    QTest::newRow("a marker") << false << 0.0 << 0.0 << QList<double>{333.3} << 6.0 << -1 << false << 330.0 << 333.3;
    QTest::newRow("the nearer of two markers") << false << 0.0 << 0.0 << QList<double>{300, 310} << 6.0 << -1 << false
                                                << 306.0 << 310.0;
    QTest::newRow("a marker nearer than the beat") << false << 120.0 << 0.0 << QList<double>{503} << 6.0 << -1 << false
                                                    << 502.0 << 503.0;
    QTest::newRow("the beat nearer than a marker") << false << 120.0 << 0.0 << QList<double>{505} << 6.0 << -1 << false
                                                    << 501.0 << 500.0;
    QTest::newRow("the distance follows the zoom") << false << 120.0 << 0.0 << none << 24.0 << -1 << false << 520.0 << 500.0;
    QTest::newRow("the marker dragged is no guide") << false << 0.0 << 0.0 << QList<double>{300, 310} << 6.0 << 1 << false
                                                    << 307.4 << 307.0;
    QTest::newRow("another marker still is") << false << 0.0 << 0.0 << QList<double>{300, 310} << 6.0 << 1 << false
                                             << 304.0 << 300.0;
    QTest::newRow("shift: no guides, no grid") << false << 128.0 << 20.0 << QList<double>{490} << 6.0 << -1 << true
                                               << 491.2 << 491.2;
    QTest::newRow("no distance: the grid") << false << 128.0 << 20.0 << QList<double>{490} << 0.0 << -1 << false << 489.2
                                           << 489.0;
    QTest::newRow("no guides: the grid") << true << 0.0 << 0.0 << none << 6.0 << -1 << false << 170.0 << 1000.0 / 6;
}

void SnapPolicyTest::guides()
{
    QFETCH(bool, toFrames);
    QFETCH(double, bpm);
    QFETCH(double, offset);
    QFETCH(QList<double>, markers);
    QFETCH(double, distance);
    QFETCH(int, ignoredMarker);
    QFETCH(bool, shift);
    QFETCH(double, in);
    QFETCH(double, out);
    SnapPolicy policy(toFrames, 60.0);
    policy.setGuides(guidesOf(bpm, offset, markers, distance));
    if (ignoredMarker >= 0)
        policy = policy.withoutMarker(ignoredMarker);
    QCOMPARE(policy.snap(in, shift ? Qt::ShiftModifier : Qt::NoModifier), out);
}

void SnapPolicyTest::endsSnapToGuides_data()
{
    QTest::addColumn<double>("start");
    QTest::addColumn<double>("duration");
    QTest::addColumn<double>("out");
    // Beats every 500 ms from 0; a frame starting at 130.
    QTest::newRow("the end near a beat") << 130.0 << 366.0 << 370.0;
    QTest::newRow("the end far from one: the grid") << 130.0 << 250.4 << 250.0;
    // The beat at 0 is behind the start: a duration below the step is never taken.
    QTest::newRow("a guide before the start") << 2.0 << -1.0 << 1.0;
    QTest::newRow("a guide closer than a step") << 499.5 << 3.0 << 3.0;
}

void SnapPolicyTest::endsSnapToGuides()
{
    QFETCH(double, start);
    QFETCH(double, duration);
    QFETCH(double, out);
    SnapPolicy policy(false, 60.0);
    policy.setGuides(guidesOf(120, 0, {}, 6.0));
    QCOMPARE(policy.snapEnd(start, duration, Qt::NoModifier), out);
    // The grid steps of [ and ] know no guides: 497 ms stays, 3 ms from the beat at 500.
    QCOMPARE(policy.snapDuration(497.0, Qt::NoModifier), 497.0);
}

QTEST_APPLESS_MAIN(SnapPolicyTest)
#include "tst_snappolicy.moc"
