// The spacing chart's ticks: one at every frame of the fps grid strictly between two keys, placed
// where the easing has the motion at that frame (checked against Easing::apply itself and, for
// a few, against numbers worked out by hand).

#include "curves/spacingchart.h"

#include <QTest>
#include <cmath>

using namespace inbetween;

Q_DECLARE_METATYPE(Easing)

class TestSpacingChart : public QObject
{
    Q_OBJECT

private slots:
    void ticks_data();
    void ticks();
    void handWorked_data();
    void handWorked();
    void tooManyTicks();
    void emptySegments();
};

void TestSpacingChart::ticks_data()
{
    QTest::addColumn<double>("start");
    QTest::addColumn<double>("end");
    QTest::addColumn<Easing>("easing");
    QTest::addColumn<double>("fps");
    QTest::addColumn<QList<double>>("times");
    const double f = 1000.0 / 60.0;
    QTest::newRow("linear, keys on the grid") << 0.0 << 100.0 << Easing() << 60.0
                                              << QList<double>{f, 2 * f, 3 * f, 4 * f, 5 * f};
    QTest::newRow("ease in, off the grid") << 10.0 << 60.0 << Easing(Easing::Type::EaseIn) << 60.0
                                           << QList<double>{f, 2 * f, 3 * f};
    QTest::newRow("ease out, key at 9 frames is no inbetween") << 100.0 << 150.0 << Easing(Easing::Type::EaseOut)
                                                               << 60.0 << QList<double>{7 * f, 8 * f};
    QTest::newRow("ease in-out at 24 fps") << 0.0 << 250.0 << Easing(Easing::Type::EaseInOut) << 24.0
                                           << QList<double>{125.0 / 3, 250.0 / 3, 125.0, 500.0 / 3, 625.0 / 3};
    QTest::newRow("bezier overshoot at 30 fps") << 0.0 << 200.0 << Easing::bezier(0.34, 1.56, 0.64, 1.0) << 30.0
                                                << QList<double>{100.0 / 3, 200.0 / 3, 100.0, 400.0 / 3, 500.0 / 3};
    QTest::newRow("step") << 0.0 << 50.0 << Easing(Easing::Type::Step) << 60.0 << QList<double>{f, 2 * f};
    QTest::newRow("shorter than a frame") << 20.0 << 30.0 << Easing() << 60.0 << QList<double>{};
    QTest::newRow("exactly one frame") << 50.0 << 50.0 + f << Easing() << 60.0 << QList<double>{};
}

void TestSpacingChart::ticks()
{
    QFETCH(double, start);
    QFETCH(double, end);
    QFETCH(Easing, easing);
    QFETCH(double, fps);
    QFETCH(QList<double>, times);
    const SpacingChart chart = SpacingChart::forSegment(start, end, easing, fps);
    QCOMPARE(chart.inbetweens(), int(times.size()));
    QCOMPARE(chart.times.size(), chart.positions.size());
    QVERIFY(!chart.tooMany);
    for (qsizetype i = 0; i < times.size(); ++i) {
        QVERIFY2(std::abs(chart.times[i] - times[i]) < 1e-9, qPrintable(QString::number(chart.times[i])));
        // The tick is where the easing puts the motion at that frame.
        QCOMPARE(chart.positions[i], easing.apply((chart.times[i] - start) / (end - start)));
    }
}

void TestSpacingChart::handWorked_data()
{
    QTest::addColumn<Easing>("easing");
    QTest::addColumn<QList<double>>("positions");
    // 0 -> 100 ms at 50 fps: frames at 20, 40, 60, 80 ms, progress 0.2 .. 0.8.
    QTest::newRow("linear: even") << Easing() << QList<double>{0.2, 0.4, 0.6, 0.8};
    QTest::newRow("ease in: s^3, bunched at the start") << Easing(Easing::Type::EaseIn)
                                                        << QList<double>{0.008, 0.064, 0.216, 0.512};
    QTest::newRow("ease out: 1 - (1-s)^3, bunched at the end") << Easing(Easing::Type::EaseOut)
                                                              << QList<double>{0.488, 0.784, 0.936, 0.992};
    QTest::newRow("step: all on the first key") << Easing(Easing::Type::Step) << QList<double>{0, 0, 0, 0};
}

void TestSpacingChart::handWorked()
{
    QFETCH(Easing, easing);
    QFETCH(QList<double>, positions);
    const SpacingChart chart = SpacingChart::forSegment(0.0, 100.0, easing, 50.0);
    QCOMPARE(chart.times, (QList<double>{20, 40, 60, 80}));
    QCOMPARE(chart.positions.size(), positions.size());
    for (qsizetype i = 0; i < positions.size(); ++i)
        QVERIFY2(std::abs(chart.positions[i] - positions[i]) < 1e-12, qPrintable(QString::number(chart.positions[i], 'g', 17)));
}

void TestSpacingChart::tooManyTicks()
{
    const SpacingChart chart = SpacingChart::forSegment(0.0, 1e6, Easing(), 60.0, 1000);
    QVERIFY(chart.tooMany);
    QCOMPARE(chart.inbetweens(), 0);
    QCOMPARE(SpacingChart::forSegment(0.0, 1e6, Easing(), 60.0).inbetweens(), 59999);
}

void TestSpacingChart::emptySegments()
{
    QCOMPARE(SpacingChart::forSegment(100.0, 100.0, Easing(), 60.0).inbetweens(), 0);
    QCOMPARE(SpacingChart::forSegment(100.0, 50.0, Easing(), 60.0).inbetweens(), 0);
    QCOMPARE(SpacingChart::forSegment(0.0, 100.0, Easing(), 0.0).inbetweens(), 0);
}

QTEST_APPLESS_MAIN(TestSpacingChart)
#include "tst_spacingchart.moc"
