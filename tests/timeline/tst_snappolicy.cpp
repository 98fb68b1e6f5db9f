// SnapPolicy: whole ms by default, the fps grid when asked, nothing with Shift; the smallest step.

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

QTEST_APPLESS_MAIN(SnapPolicyTest)
#include "tst_snappolicy.moc"
