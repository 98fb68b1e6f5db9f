// A channel's curve as the view draws it: corners at the keys, eased segments sampled through
// their easing, a step held then jumping, the first and last values held beyond the keys, at
// most four points a pixel column however many keys share it (keeping its extremes), and no
// point far outside the view.

#include "curves/curvesampling.h"
#include "timing/motiontrack.h"

#include <QTest>
#include <cmath>

using namespace inbetween;

namespace {
Keyframe key(double time, double tx, Easing easing = Easing())
{
    Keyframe k;
    k.time = time;
    k.translation.x = tx;
    k.easing = easing;
    return k;
}

// 1 ms a pixel, time 0 at x = 10; value 0 at y = 200, 1 a pixel (up).
CurveMapping unitMapping()
{
    CurveMapping m;
    m.xAtZero = 10;
    m.msPerPixel = 1.0;
    m.yAtZero = 200;
    m.valuePerPixel = 1.0;
    return m;
}

bool near(QPointF a, QPointF b)
{
    return std::abs(a.x() - b.x()) < 1e-9 && std::abs(a.y() - b.y()) < 1e-9;
}
} // namespace

class TestCurveSampling : public QObject
{
    Q_OBJECT

private slots:
    void linearIsItsCorners();
    void easedSegmentFollowsItsEasing();
    void stepHoldsThenJumps();
    void valueAtMatchesTheSample();
    void crowdedKeysKeepTheirExtremes();
    void farKeysAreCutAtTheView();
    void valueRangeIncludesOvershoot();
    void easedRangeIsTheEasingsExtremes();
};

void TestCurveSampling::linearIsItsCorners()
{
    const MotionTrack motion({key(0, 0), key(100, 50), key(300, -20)});
    const auto line = CurveSampling::polyline(motion, MotionChannel::TX, unitMapping(), 0, 400);
    // Held from the left edge, the three keys, held to the right edge.
    const std::vector<QPointF> expected{{-1, 200}, {10, 200}, {110, 150}, {310, 220}, {401, 220}};
    QCOMPARE(line.size(), expected.size());
    for (size_t i = 0; i < line.size(); ++i)
        QVERIFY2(near(line[i], expected[i]), qPrintable(QStringLiteral("%1: %2, %3").arg(i).arg(line[i].x()).arg(line[i].y())));
}

void TestCurveSampling::easedSegmentFollowsItsEasing()
{
    const Easing e = Easing::bezier(0.3, 1.6, 0.7, 1.0);
    const MotionTrack motion({key(0, 0, e), key(200, 100)});
    const CurveMapping m = unitMapping();
    const auto line = CurveSampling::polyline(motion, MotionChannel::TX, m, 10, 210, 2.0);
    int inside = 0;
    for (const QPointF &p : line) {
        const double t = m.time(p.x());
        if (t <= 0 || t >= 200)
            continue;
        ++inside;
        QVERIFY2(std::abs(m.value(p.y()) - 100.0 * e.apply(t / 200.0)) < 1e-9, qPrintable(QString::number(t)));
    }
    QVERIFY2(inside >= 95, qPrintable(QString::number(inside))); // every 2 px of 200
    // It overshoots the second key's 100.
    QVERIFY(std::any_of(line.begin(), line.end(), [&](QPointF p) { return m.value(p.y()) > 110.0; }));
}

void TestCurveSampling::stepHoldsThenJumps()
{
    const MotionTrack motion({key(0, 0, Easing(Easing::Type::Step)), key(100, 40)});
    const auto line = CurveSampling::polyline(motion, MotionChannel::TX, unitMapping(), 10, 150);
    const std::vector<QPointF> expected{{9, 200}, {10, 200}, {110, 200}, {110, 160}, {151, 160}};
    QCOMPARE(line.size(), expected.size());
    for (size_t i = 0; i < line.size(); ++i)
        QVERIFY(near(line[i], expected[i]));
}

void TestCurveSampling::valueAtMatchesTheSample()
{
    Keyframe a = key(0, 3, Easing(Easing::Type::EaseInOut));
    a.rotation = {10, -20, 720};
    a.scale = {1, 2, 3};
    Keyframe b = key(500, -7, Easing(Easing::Type::EaseIn));
    b.rotation = {0, 40, 0};
    b.scale = {2, 0.5, 3};
    Keyframe c = key(900, 1);
    const MotionTrack motion({a, b, c});
    for (double t : {-50.0, 0.0, 120.5, 499.0, 500.0, 777.0, 900.0, 1200.0}) {
        const Pose pose = motion.sample(t);
        for (MotionChannel ch : MotionChannels::all()) {
            Keyframe asKey;
            asKey.translation = pose.translation;
            asKey.rotation = pose.rotation;
            asKey.scale = pose.scale;
            QCOMPARE(CurveSampling::valueAt(motion, ch, t), MotionChannels::value(asKey, ch));
        }
    }
}

void TestCurveSampling::crowdedKeysKeepTheirExtremes()
{
    // 10,000 keys over 100 px: 100 keys a pixel column, one spike among them.
    QList<Keyframe> keys;
    for (int i = 0; i < 10000; ++i)
        keys.append(key(i * 0.01, std::sin(i * 0.37) * 10.0));
    keys[5555].translation.x = 500.0;
    keys[7777].translation.x = -300.0;
    const MotionTrack motion(keys);
    const CurveMapping m = unitMapping();
    const auto line = CurveSampling::polyline(motion, MotionChannel::TX, m, 10, 110);
    QMap<int, int> perColumn;
    for (const QPointF &p : line)
        ++perColumn[int(std::floor(p.x()))];
    for (auto it = perColumn.cbegin(); it != perColumn.cend(); ++it)
        QVERIFY2(it.value() <= 4, qPrintable(QString::number(it.key())));
    QVERIFY(line.size() <= 4 * 103);
    double top = 1e9, bottom = -1e9;
    for (const QPointF &p : line) {
        top = std::min(top, p.y());
        bottom = std::max(bottom, p.y());
    }
    QCOMPARE(m.value(top), 500.0);
    QCOMPARE(m.value(bottom), -300.0);
    // In x order.
    QVERIFY(std::is_sorted(line.begin(), line.end(), [](QPointF a, QPointF b) { return a.x() < b.x(); }));
}

void TestCurveSampling::farKeysAreCutAtTheView()
{
    // Keys far off both sides of a 100 px view: the line is cut at the view's edges, on the curve.
    const MotionTrack motion({key(0, 0), key(1e9, 1e6)});
    CurveMapping m = unitMapping();
    m.xAtZero = -5e8; // time 5e8 + 10 at x = 10
    const auto line = CurveSampling::polyline(motion, MotionChannel::TX, m, 10, 110);
    QVERIFY(!line.empty());
    for (const QPointF &p : line) {
        QVERIFY2(p.x() >= 8.0 && p.x() <= 112.0, qPrintable(QString::number(p.x())));
        QVERIFY(std::abs(m.value(p.y()) - CurveSampling::valueAt(motion, MotionChannel::TX, m.time(p.x()))) < 1e-6);
    }
}

void TestCurveSampling::valueRangeIncludesOvershoot()
{
    const MotionTrack motion({key(0, 0, Easing::bezier(0.3, 1.6, 0.7, 1.0)), key(200, 100), key(300, 50)});
    double lo = 0, hi = 0;
    QVERIFY(CurveSampling::valueRange(motion, {MotionChannel::TX}, 0, 300, &lo, &hi));
    QCOMPARE(lo, 0.0);
    QVERIFY(hi > 110.0);
    QVERIFY(CurveSampling::valueRange(motion, {MotionChannel::TX}, 250, 300, &lo, &hi));
    QCOMPARE(lo, 50.0);
    QCOMPARE(hi, 50.0);
    QVERIFY(!CurveSampling::valueRange(motion, {MotionChannel::TX}, 201, 299, &lo, &hi));
}

void TestCurveSampling::easedRangeIsTheEasingsExtremes()
{
    for (const Easing &e : {Easing(), Easing(Easing::Type::EaseInOut), Easing::bezier(0.2, 0.3, 0.8, 0.9),
                            Easing::bezier(0.34, 1.56, 0.64, 1.0), Easing::bezier(0.36, 0.0, 0.66, -0.56),
                            Easing::bezier(0.68, -0.6, 0.32, 1.6), Easing::bezier(0.5, 3.0, 0.5, 3.0),
                            Easing::bezier(0.1, -2.0, 0.9, 0.5)}) {
        double lo = 0.0, hi = 1.0;
        for (int i = 0; i <= 20000; ++i) {
            lo = std::min(lo, e.apply(i / 20000.0));
            hi = std::max(hi, e.apply(i / 20000.0));
        }
        const auto [gotLo, gotHi] = CurveSampling::easedRange(e);
        QVERIFY2(std::abs(gotLo - lo) < 1e-6 && std::abs(gotHi - hi) < 1e-6,
                 qPrintable(QStringLiteral("%1: %2 .. %3, sampled %4 .. %5").arg(e.displayText()).arg(gotLo).arg(gotHi).arg(lo).arg(hi)));
    }
}

QTEST_APPLESS_MAIN(TestCurveSampling)
#include "tst_curvesampling.moc"
