// TimelineRuler: label steps that adapt to the zoom, frame ticks only when a frame is wide enough.

#include "timeline/timelineruler.h"

#include <QTest>

using namespace inbetween;

class TimelineRulerTest : public QObject
{
    Q_OBJECT

private slots:
    void steps_data();
    void steps();
    void labels_data();
    void labels();
    void labelPlace_data();
    void labelPlace();
};

void TimelineRulerTest::steps_data()
{
    QTest::addColumn<double>("msPerPixel");
    QTest::addColumn<double>("major");
    QTest::addColumn<double>("minor");
    QTest::addColumn<double>("frame");
    // Labels at least 70 px apart: 70 ms at 1 ms/px gives 100.
    QTest::newRow("1 ms/px") << 1.0 << 100.0 << 20.0 << 1000.0 / 60;
    QTest::newRow("2 ms/px") << 2.0 << 200.0 << 50.0 << 1000.0 / 60;
    QTest::newRow("5 ms/px: frames too narrow") << 5.0 << 500.0 << 100.0 << 0.0;
    QTest::newRow("0.1 ms/px") << 0.1 << 10.0 << 2.0 << 1000.0 / 60;
    QTest::newRow("100 ms/px") << 100.0 << 10000.0 << 2000.0 << 0.0;
    QTest::newRow("0.01 ms/px") << 0.01 << 1.0 << 0.2 << 1000.0 / 60;
}

void TimelineRulerTest::steps()
{
    QFETCH(double, msPerPixel);
    QFETCH(double, major);
    QFETCH(double, minor);
    QFETCH(double, frame);
    const TimelineRuler::Steps s = TimelineRuler::steps(msPerPixel, 60.0);
    QCOMPARE(s.major, major);
    QVERIFY(qFuzzyCompare(s.minor, minor));
    QCOMPARE(s.frame, frame);
    QVERIFY(s.major / msPerPixel >= TimelineRuler::minLabelSpacing);
}

void TimelineRulerTest::labels_data()
{
    QTest::addColumn<double>("ms");
    QTest::addColumn<double>("step");
    QTest::addColumn<QString>("text");
    QTest::newRow("zero says the unit") << 0.0 << 100.0 << QStringLiteral("0 ms");
    QTest::newRow("whole") << 1500.0 << 500.0 << QStringLiteral("1500");
    QTest::newRow("fine step") << 0.5 << 0.5 << QStringLiteral("0.5");
}

void TimelineRulerTest::labels()
{
    QFETCH(double, ms);
    QFETCH(double, step);
    QFETCH(QString, text);
    QCOMPARE(TimelineRuler::label(ms, step), text);
}

void TimelineRulerTest::labelPlace_data()
{
    QTest::addColumn<double>("tickX");
    QTest::addColumn<double>("width");
    QTest::addColumn<double>("left");
    QTest::newRow("room on the right") << 100.0 << 40.0 << 103.0;
    QTest::newRow("just fits") << 557.0 << 40.0 << 560.0;
    QTest::newRow("would pass the edge: left of the tick") << 558.0 << 40.0 << 515.0;
    QTest::newRow("the tick at the edge (a fitted clip's end)") << 600.0 << 40.0 << 557.0;
}

void TimelineRulerTest::labelPlace()
{
    QFETCH(double, tickX);
    QFETCH(double, width);
    QFETCH(double, left);
    QCOMPARE(TimelineRuler::labelLeft(tickX, width, 600.0), left);
}

QTEST_APPLESS_MAIN(TimelineRulerTest)
#include "tst_timelineruler.moc"
