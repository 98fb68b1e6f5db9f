// Easing: each curve of DESIGN.md, checked against Qt's QEasingCurve and the CSS definition.

#include "common/testutil.h"
#include "timing/easing.h"

#include <QEasingCurve>
#include <QTest>
#include <cmath>

using namespace inbetween;

namespace {
// A point of the CSS cubic bezier from (0,0) over (x1,y1), (x2,y2) to (1,1) at parameter u.
QPointF cssBezier(double u, double x1, double y1, double x2, double y2)
{
    const double v = 1 - u;
    return {3 * v * v * u * x1 + 3 * v * u * u * x2 + u * u * u, 3 * v * v * u * y1 + 3 * v * u * u * y2 + u * u * u};
}
} // namespace

class TestEasing : public QObject
{
    Q_OBJECT

private slots:
    void endpoints_data();
    void endpoints();
    void cubicsMatchQt_data();
    void cubicsMatchQt();
    void linear();
    void stepHolds();
    void clampsProgress();
    void bezierOnTheCurve_data();
    void bezierOnTheCurve();
    void bezierKnownValues_data();
    void bezierKnownValues();
    void bezierValidity_data();
    void bezierValidity();
    void names_data();
    void names();
    void displayText_data();
    void displayText();
    void roundedText_data();
    void roundedText();
    void equality();
};

void TestEasing::endpoints_data()
{
    QTest::addColumn<Easing>("easing");
    QTest::newRow("linear") << Easing();
    QTest::newRow("easeIn") << Easing(Easing::Type::EaseIn);
    QTest::newRow("easeOut") << Easing(Easing::Type::EaseOut);
    QTest::newRow("easeInOut") << Easing(Easing::Type::EaseInOut);
    QTest::newRow("bezier ease") << Easing::bezier(0.25, 0.1, 0.25, 1.0);
    QTest::newRow("bezier overshoot") << Easing::bezier(0.5, -0.5, 0.5, 1.5);
}

void TestEasing::endpoints()
{
    // Every curve leaves the start pose at s = 0 and reaches the next key at s = 1.
    QFETCH(Easing, easing);
    QCOMPARE(easing.apply(0.0), 0.0);
    QCOMPARE(easing.apply(1.0), 1.0);
}

void TestEasing::cubicsMatchQt_data()
{
    QTest::addColumn<Easing>("easing");
    QTest::addColumn<int>("qtType");
    QTest::newRow("easeIn = InCubic") << Easing(Easing::Type::EaseIn) << int(QEasingCurve::InCubic);
    QTest::newRow("easeOut = OutCubic") << Easing(Easing::Type::EaseOut) << int(QEasingCurve::OutCubic);
    QTest::newRow("easeInOut = InOutCubic") << Easing(Easing::Type::EaseInOut) << int(QEasingCurve::InOutCubic);
    QTest::newRow("linear = Linear") << Easing() << int(QEasingCurve::Linear);
}

void TestEasing::cubicsMatchQt()
{
    QFETCH(Easing, easing);
    QFETCH(int, qtType);
    const QEasingCurve qt(static_cast<QEasingCurve::Type>(qtType));
    for (int i = 0; i <= 100; ++i) {
        const double s = i / 100.0;
        QVERIFY2(std::abs(easing.apply(s) - qt.valueForProgress(s)) < 1e-12, qPrintable(QString::number(s)));
    }
    // Spot values of the cubic formulas: easeIn s^3, easeOut 1 - (1-s)^3, easeInOut 4s^3 / ...
    if (easing.type() == Easing::Type::EaseIn)
        QCOMPARE(easing.apply(0.5), 0.125);
    if (easing.type() == Easing::Type::EaseOut)
        QCOMPARE(easing.apply(0.5), 0.875);
    if (easing.type() == Easing::Type::EaseInOut) {
        QCOMPARE(easing.apply(0.25), 0.0625);
        QCOMPARE(easing.apply(0.5), 0.5);
        QCOMPARE(easing.apply(0.75), 0.9375);
    }
}

void TestEasing::linear()
{
    const Easing e;
    QCOMPARE(e.type(), Easing::Type::Linear);
    for (double s : {0.0, 0.1, 0.25, 0.5, 0.9, 1.0})
        QCOMPARE(e.apply(s), s);
}

void TestEasing::stepHolds()
{
    const Easing e(Easing::Type::Step);
    for (double s : {0.0, 0.001, 0.5, 0.999999})
        QCOMPARE(e.apply(s), 0.0);
    QCOMPARE(e.apply(1.0), 1.0);
}

void TestEasing::clampsProgress()
{
    // Progress outside [0, 1] never extrapolates.
    for (const Easing &e : {Easing(), Easing(Easing::Type::EaseIn), Easing(Easing::Type::EaseInOut),
                            Easing::bezier(0.1, 0.2, 0.3, 0.4)}) {
        QCOMPARE(e.apply(-0.5), 0.0);
        QCOMPARE(e.apply(1.5), 1.0);
    }
}

void TestEasing::bezierOnTheCurve_data()
{
    QTest::addColumn<QList<double>>("p");
    QTest::newRow("css ease") << QList<double>{0.25, 0.1, 0.25, 1.0};
    QTest::newRow("css ease-in") << QList<double>{0.42, 0, 1, 1};
    QTest::newRow("css ease-out") << QList<double>{0, 0, 0.58, 1};
    QTest::newRow("css ease-in-out") << QList<double>{0.42, 0, 0.58, 1};
    QTest::newRow("overshoot") << QList<double>{0.3, -0.6, 0.7, 1.6};
    QTest::newRow("flat ends (x1 = 0, x2 = 1)") << QList<double>{0, 0.5, 1, 0.5};
    QTest::newRow("steep start (x1 = x2 = 0)") << QList<double>{0, 1, 0, 1};
    QTest::newRow("steep end (x1 = x2 = 1)") << QList<double>{1, 0, 1, 0};
}

void TestEasing::bezierOnTheCurve()
{
    // For every parameter u the curve's point (x(u), y(u)) must satisfy apply(x) = y.
    QFETCH(QList<double>, p);
    const Easing e = Easing::bezier(p[0], p[1], p[2], p[3]);
    QCOMPARE(e.type(), Easing::Type::Bezier);
    for (int i = 1; i < 200; ++i) {
        const QPointF pt = cssBezier(i / 200.0, p[0], p[1], p[2], p[3]);
        QVERIFY2(std::abs(e.apply(pt.x()) - pt.y()) < 1e-7,
                 qPrintable(QStringLiteral("x %1: got %2, expected %3").arg(pt.x()).arg(e.apply(pt.x())).arg(pt.y())));
    }
    // And against Qt's own cubic-bezier easing (float precision).
    QEasingCurve qt(QEasingCurve::BezierSpline);
    qt.addCubicBezierSegment(QPointF(p[0], p[1]), QPointF(p[2], p[3]), QPointF(1, 1));
    for (int i = 0; i <= 20; ++i)
        QVERIFY2(std::abs(e.apply(i / 20.0) - qt.valueForProgress(i / 20.0)) < 2e-3, qPrintable(QString::number(i)));
}

void TestEasing::bezierKnownValues_data()
{
    QTest::addColumn<QList<double>>("p");
    QTest::addColumn<double>("s");
    QTest::addColumn<double>("e");
    QTest::newRow("(0,0,1,1) is linear") << QList<double>{0, 0, 1, 1} << 0.3 << 0.3;
    QTest::newRow("(1/3,1/3,2/3,2/3) is linear") << QList<double>{1.0 / 3, 1.0 / 3, 2.0 / 3, 2.0 / 3} << 0.7 << 0.7;
    QTest::newRow("ease-in-out is symmetric at 0.5") << QList<double>{0.42, 0, 0.58, 1} << 0.5 << 0.5;
    // CSS 'ease' at 50 %: 0.8024033877399112 (Chromium's and Firefox's value).
    QTest::newRow("css ease at 0.5") << QList<double>{0.25, 0.1, 0.25, 1.0} << 0.5 << 0.8024033877399112;
}

void TestEasing::bezierKnownValues()
{
    QFETCH(QList<double>, p);
    QFETCH(double, s);
    QFETCH(double, e);
    QVERIFY(std::abs(Easing::bezier(p[0], p[1], p[2], p[3]).apply(s) - e) < 1e-9);
}

void TestEasing::bezierValidity_data()
{
    QTest::addColumn<QList<double>>("p");
    QTest::addColumn<bool>("valid");
    QTest::newRow("ease") << QList<double>{0.25, 0.1, 0.25, 1.0} << true;
    QTest::newRow("x at the bounds") << QList<double>{0, -3, 1, 4} << true;
    QTest::newRow("y outside [0,1] is allowed") << QList<double>{0.5, -0.5, 0.5, 1.5} << true;
    QTest::newRow("x1 < 0") << QList<double>{-0.01, 0, 1, 1} << false;
    QTest::newRow("x1 > 1") << QList<double>{1.01, 0, 1, 1} << false;
    QTest::newRow("x2 < 0") << QList<double>{0, 0, -0.5, 1} << false;
    QTest::newRow("x2 > 1") << QList<double>{0, 0, 2, 1} << false;
    QTest::newRow("NaN") << QList<double>{0, qQNaN(), 1, 1} << false;
    QTest::newRow("infinite y") << QList<double>{0, 0, 1, qInf()} << false;
}

void TestEasing::bezierValidity()
{
    QFETCH(QList<double>, p);
    QFETCH(bool, valid);
    QCOMPARE(Easing::isValidBezier(p[0], p[1], p[2], p[3]), valid);
}

void TestEasing::names_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<int>("type");
    QTest::newRow("linear") << QStringLiteral("linear") << true << int(Easing::Type::Linear);
    QTest::newRow("step") << QStringLiteral("step") << true << int(Easing::Type::Step);
    QTest::newRow("easeIn") << QStringLiteral("easeIn") << true << int(Easing::Type::EaseIn);
    QTest::newRow("easeOut") << QStringLiteral("easeOut") << true << int(Easing::Type::EaseOut);
    QTest::newRow("easeInOut") << QStringLiteral("easeInOut") << true << int(Easing::Type::EaseInOut);
    QTest::newRow("bezier is not a name") << QStringLiteral("bezier") << false << 0;
    QTest::newRow("ease-in") << QStringLiteral("ease-in") << false << 0;
    QTest::newRow("Linear") << QStringLiteral("Linear") << false << 0;
}

void TestEasing::names()
{
    QFETCH(QString, name);
    QFETCH(bool, valid);
    QFETCH(int, type);
    Easing e(Easing::Type::EaseOut);
    QCOMPARE(Easing::fromName(name, &e), valid);
    if (valid) {
        QCOMPARE(int(e.type()), type);
        QCOMPARE(e.name(), name);
    }
}

void TestEasing::displayText_data()
{
    QTest::addColumn<Easing>("easing");
    QTest::addColumn<QString>("text");
    QTest::newRow("linear") << Easing() << QStringLiteral("linear");
    QTest::newRow("step") << Easing(Easing::Type::Step) << QStringLiteral("step");
    QTest::newRow("bezier") << Easing::bezier(0.25, 0.1, 0.25, 1) << QStringLiteral("bezier(0.25, 0.1, 0.25, 1)");
}

void TestEasing::displayText()
{
    QFETCH(Easing, easing);
    QFETCH(QString, text);
    QCOMPARE(easing.displayText(), text);
    Easing back;
    QVERIFY(Easing::fromDisplayText(text, &back));
    QCOMPARE(back, easing);
    QVERIFY(!Easing::fromDisplayText(QStringLiteral("bezier(2, 0, 1, 1)"), &back));
    QVERIFY(!Easing::fromDisplayText(QStringLiteral("bezier(0, 0, 1)"), &back));
    QVERIFY(!Easing::fromDisplayText(QStringLiteral("wobble"), &back));
}

// For people: handles to 3 decimals (issue 27: the table showed bezier(0.3333333333333333, 1, ...)).
void TestEasing::roundedText_data()
{
    QTest::addColumn<Easing>("easing");
    QTest::addColumn<QString>("text");
    QTest::newRow("named") << Easing(Easing::Type::EaseOut) << QStringLiteral("easeOut");
    QTest::newRow("dragged") << Easing::bezier(0.3333333333333333, 1, 0.6344086021505374, 1.2644117647058826)
                             << QStringLiteral("bezier(0.333, 1, 0.634, 1.264)");
    QTest::newRow("short already") << Easing::bezier(0.25, 0.1, 0.25, 1) << QStringLiteral("bezier(0.25, 0.1, 0.25, 1)");
    QTest::newRow("tiny negative") << Easing::bezier(0, -0.0001, 1, 1.0004) << QStringLiteral("bezier(0, 0, 1, 1)");
}

void TestEasing::roundedText()
{
    QFETCH(Easing, easing);
    QFETCH(QString, text);
    QCOMPARE(easing.roundedText(), text);
}

void TestEasing::equality()
{
    QVERIFY(Easing() == Easing(Easing::Type::Linear));
    QVERIFY(Easing() != Easing(Easing::Type::Step));
    QVERIFY(Easing::bezier(0, 0, 1, 1) != Easing());
    QVERIFY(Easing::bezier(0.1, 0, 1, 1) != Easing::bezier(0.2, 0, 1, 1));
    QVERIFY(Easing::bezier(0.1, 0, 1, 1) == Easing::bezier(0.1, 0, 1, 1));
}

QTEST_APPLESS_MAIN(TestEasing)
#include "tst_easing.moc"
