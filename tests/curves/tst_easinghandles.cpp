// Bezier handles <-> easing: the handles of the named easings are exact where a cubic-bezier can
// be (the curve they draw is the easing), a dragged handle gives {"bezier": [...]} with x in
// [0, 1] and y within the file's limit, on any channel whatever its direction.

#include "curves/easinghandles.h"

#include <QTest>
#include <cmath>

using namespace inbetween;

Q_DECLARE_METATYPE(Easing)
Q_DECLARE_METATYPE(MotionChannel)

namespace {
// Key a at (100 ms, tx 10, ry 50), key b at (300 ms, tx 30, ry -50); everything else the same.
Keyframe key(double time, double tx, double ry)
{
    Keyframe k;
    k.time = time;
    k.translation.x = tx;
    k.rotation.y = ry;
    return k;
}
} // namespace

class TestEasingHandles : public QObject
{
    Q_OBJECT

private slots:
    void controlPointsDrawTheEasing_data();
    void controlPointsDrawTheEasing();
    void stepHasNoHandles();
    void handlePoints_data();
    void handlePoints();
    void dragged_data();
    void dragged();
    void noHandlesWhereTheChannelIsFlat();
};

void TestEasingHandles::controlPointsDrawTheEasing_data()
{
    QTest::addColumn<Easing>("easing");
    QTest::addColumn<double>("tolerance");
    QTest::newRow("linear") << Easing() << 1e-12;
    QTest::newRow("easeIn") << Easing(Easing::Type::EaseIn) << 1e-12;
    QTest::newRow("easeOut") << Easing(Easing::Type::EaseOut) << 1e-12;
    QTest::newRow("bezier") << Easing::bezier(0.1, 1.4, 0.7, -0.3) << 1e-12;
    // Two cubics joined: the nearest single bezier stays within 0.03 of it.
    QTest::newRow("easeInOut (nearest)") << Easing(Easing::Type::EaseInOut) << 0.03;
}

void TestEasingHandles::controlPointsDrawTheEasing()
{
    QFETCH(Easing, easing);
    QFETCH(double, tolerance);
    const auto p = EasingHandles::controlPoints(easing);
    QVERIFY(p);
    const Easing asBezier = Easing::bezier((*p)[0], (*p)[1], (*p)[2], (*p)[3]);
    double worst = 0.0;
    for (int i = 0; i <= 200; ++i) {
        const double s = i / 200.0;
        worst = std::max(worst, std::abs(asBezier.apply(s) - easing.apply(s)));
    }
    QVERIFY2(worst <= tolerance, qPrintable(QString::number(worst)));
    QCOMPARE(EasingHandles::isExact(easing), tolerance < 1e-9);
}

void TestEasingHandles::stepHasNoHandles()
{
    QVERIFY(!EasingHandles::controlPoints(Easing(Easing::Type::Step)));
    QVERIFY(!EasingHandles::dragged(Easing(Easing::Type::Step), key(0, 0, 0), key(100, 10, 0), MotionChannel::TX, 1,
                                    50, 5, 1000));
}

void TestEasingHandles::handlePoints_data()
{
    QTest::addColumn<MotionChannel>("channel");
    QTest::addColumn<int>("handle");
    QTest::addColumn<QPointF>("expected"); // (ms, value)
    // bezier(0.25, 0.1, 0.75, 1.2) on 100..300 ms.
    QTest::newRow("tx, handle 1") << MotionChannel::TX << 1 << QPointF(150, 12);
    QTest::newRow("tx, handle 2") << MotionChannel::TX << 2 << QPointF(250, 34);
    QTest::newRow("ry falls: handle 1") << MotionChannel::RY << 1 << QPointF(150, 40);
    QTest::newRow("ry falls: handle 2") << MotionChannel::RY << 2 << QPointF(250, -70);
}

void TestEasingHandles::handlePoints()
{
    QFETCH(MotionChannel, channel);
    QFETCH(int, handle);
    QFETCH(QPointF, expected);
    const QPointF p = EasingHandles::handlePoint(key(100, 10, 50), key(300, 30, -50), channel, {0.25, 0.1, 0.75, 1.2},
                                                 handle);
    QVERIFY2(std::abs(p.x() - expected.x()) < 1e-9 && std::abs(p.y() - expected.y()) < 1e-9,
             qPrintable(QStringLiteral("%1, %2").arg(p.x()).arg(p.y())));
}

void TestEasingHandles::dragged_data()
{
    QTest::addColumn<Easing>("current");
    QTest::addColumn<MotionChannel>("channel");
    QTest::addColumn<int>("handle");
    QTest::addColumn<QPointF>("to"); // (ms, value)
    QTest::addColumn<Easing>("expected");
    const Easing b = Easing::bezier(0.25, 0.1, 0.75, 1.2);
    QTest::newRow("handle 1 on tx") << b << MotionChannel::TX << 1 << QPointF(200, 20) << Easing::bezier(0.5, 0.5, 0.75, 1.2);
    QTest::newRow("handle 2 on tx") << b << MotionChannel::TX << 2 << QPointF(120, 40) << Easing::bezier(0.25, 0.1, 0.1, 1.5);
    QTest::newRow("handle 1 on ry, which falls") << b << MotionChannel::RY << 1 << QPointF(100, -150)
                                                 << Easing::bezier(0, 2, 0.75, 1.2);
    QTest::newRow("x clamped to [0, 1]") << b << MotionChannel::TX << 2 << QPointF(900, 30) << Easing::bezier(0.25, 0.1, 1, 1);
    QTest::newRow("x clamped below") << b << MotionChannel::TX << 1 << QPointF(-50, 10) << Easing::bezier(0, 0, 0.75, 1.2);
    QTest::newRow("y within the limit") << b << MotionChannel::TX << 1 << QPointF(150, 1e9) << Easing::bezier(0.25, 1000, 0.75, 1.2);
    QTest::newRow("from easeIn: the other handle where easeIn has it")
        << Easing(Easing::Type::EaseIn) << MotionChannel::TX << 2 << QPointF(250, 30) << Easing::bezier(1.0 / 3, 0, 0.75, 1);
}

void TestEasingHandles::dragged()
{
    QFETCH(Easing, current);
    QFETCH(MotionChannel, channel);
    QFETCH(int, handle);
    QFETCH(QPointF, to);
    QFETCH(Easing, expected);
    const auto e = EasingHandles::dragged(current, key(100, 10, 50), key(300, 30, -50), channel, handle, to.x(), to.y(), 1000);
    QVERIFY(e);
    QCOMPARE(e->type(), Easing::Type::Bezier);
    for (int i = 0; i < 4; ++i)
        QVERIFY2(std::abs(e->bezierPoints()[i] - expected.bezierPoints()[i]) < 1e-12, qPrintable(e->displayText()));
    const auto &p = e->bezierPoints();
    QVERIFY(Easing::isValidBezier(p[0], p[1], p[2], p[3]));
}

void TestEasingHandles::noHandlesWhereTheChannelIsFlat()
{
    const Keyframe a = key(100, 10, 50), b = key(300, 30, -50);
    QVERIFY(EasingHandles::hasHandles(a, b, MotionChannel::TX));
    QVERIFY(!EasingHandles::hasHandles(a, b, MotionChannel::TY));
    QVERIFY(!EasingHandles::hasHandles(a, b, MotionChannel::SX));
    QVERIFY(!EasingHandles::dragged(Easing(), a, b, MotionChannel::TY, 1, 150, 3, 1000));
}

QTEST_APPLESS_MAIN(TestEasingHandles)
#include "tst_easinghandles.moc"
