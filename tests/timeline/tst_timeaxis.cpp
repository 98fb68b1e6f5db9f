// TimeAxis: ms <-> pixels, zoom around a point, fit.

#include "timeline/timeaxis.h"

#include <QTest>

using namespace inbetween;

class TimeAxisTest : public QObject
{
    Q_OBJECT

private slots:
    void mapping_data();
    void mapping();
    void zoomAroundKeepsTheTimeUnderX_data();
    void zoomAroundKeepsTheTimeUnderX();
    void fitShowsTheWholeClip();
    void zoomIsClamped();
};

void TimeAxisTest::mapping_data()
{
    QTest::addColumn<double>("msPerPixel");
    QTest::addColumn<double>("scroll");
    QTest::addColumn<double>("ms");
    QTest::addColumn<double>("x");
    const double m = TimeAxis::margin;
    QTest::newRow("0 at the margin") << 1.0 << 0.0 << 0.0 << m;
    QTest::newRow("1 ms per px") << 1.0 << 0.0 << 250.0 << m + 250;
    QTest::newRow("0.5 ms per px") << 0.5 << 0.0 << 250.0 << m + 500;
    QTest::newRow("4 ms per px") << 4.0 << 0.0 << 250.0 << m + 62.5;
    QTest::newRow("scrolled") << 1.0 << 100.0 << 250.0 << m + 150;
}

void TimeAxisTest::mapping()
{
    QFETCH(double, msPerPixel);
    QFETCH(double, scroll);
    QFETCH(double, ms);
    QFETCH(double, x);
    TimeAxis axis;
    axis.setMsPerPixel(msPerPixel);
    axis.setScroll(scroll);
    QCOMPARE(axis.xForTime(ms), x);
    QCOMPARE(axis.timeForX(x), ms);
    QCOMPARE(axis.pixelsForDuration(ms), ms / msPerPixel);
}

void TimeAxisTest::zoomAroundKeepsTheTimeUnderX_data()
{
    QTest::addColumn<double>("factor");
    QTest::addColumn<double>("x");
    QTest::newRow("in at 300") << 0.5 << 300.0;
    QTest::newRow("out at 300") << 2.0 << 300.0;
    QTest::newRow("in at 700") << 0.1 << 700.0;
}

void TimeAxisTest::zoomAroundKeepsTheTimeUnderX()
{
    QFETCH(double, factor);
    QFETCH(double, x);
    TimeAxis axis;
    axis.setScroll(400);
    const double before = axis.timeForX(x);
    const double scroll = axis.zoomAround(factor, x);
    QCOMPARE(axis.msPerPixel(), factor);
    QCOMPARE(scroll, axis.scroll());
    QVERIFY(qAbs(axis.timeForX(x) - before) < 1e-9);
}

void TimeAxisTest::fitShowsTheWholeClip()
{
    TimeAxis axis;
    const int width = 1000 + 2 * TimeAxis::margin;
    axis.setMsPerPixel(TimeAxis::fitScale(5000, width));
    QCOMPARE(axis.msPerPixel(), 5.0);
    QCOMPARE(axis.xForTime(5000), double(width - TimeAxis::margin));
}

void TimeAxisTest::zoomIsClamped()
{
    TimeAxis axis;
    axis.setZoomLimits(0.1, 10);
    axis.setMsPerPixel(0.001);
    QCOMPARE(axis.msPerPixel(), 0.1);
    axis.setMsPerPixel(100);
    QCOMPARE(axis.msPerPixel(), 10.0);
    axis.setMsPerPixel(-1);
    QCOMPARE(axis.msPerPixel(), 10.0);
}

QTEST_APPLESS_MAIN(TimeAxisTest)
#include "tst_timeaxis.moc"
