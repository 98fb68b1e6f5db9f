// SegmentSplit: a key added inside a motion segment never changes the motion (DESIGN.md, "The
// editor": adding a keyframe). Each kind of easing is cut at several times, and the motion before
// and after is sampled at 200 times across the segment (and a little outside it).

#include "common/testutil.h"
#include "projectlimits.h"
#include "timing/motiontrack.h"
#include "timing/segmentsplit.h"

#include <QTest>
#include <algorithm>
#include <cmath>

using namespace inbetween;

class TestSegmentSplit : public QObject
{
    Q_OBJECT

private slots:
    void keepsTheMotion_data();
    void keepsTheMotion();
    void namedHalves_data();
    void namedHalves();
    void piecesStayWithinTheFilesLimits_data();
    void piecesStayWithinTheFilesLimits();
};

namespace {
double largestDifference(const Pose &a, const Pose &b)
{
    double d = 0.0;
    for (int i = 0; i < 3; ++i) {
        d = std::max({d, std::abs(a.translation[i] - b.translation[i]), std::abs(a.rotation[i] - b.rotation[i]),
                      std::abs(a.scale[i] - b.scale[i])});
    }
    return d;
}
} // namespace

void TestSegmentSplit::keepsTheMotion_data()
{
    QTest::addColumn<Easing>("easing");
    QTest::addColumn<double>("at");         // the new key's time, in the segment 250..400
    QTest::addColumn<int>("keysAdded");     // the key at `at`, and what an exact cut needs more
    QTest::addColumn<bool>("sameEasing");   // both halves keep the segment's easing
    const Easing linear, step(Easing::Type::Step), in(Easing::Type::EaseIn), out(Easing::Type::EaseOut),
        inOut(Easing::Type::EaseInOut);
    // The hero's jump after a drag of its handles (issue 27): y overshoots above 1.
    const Easing dragged = Easing::bezier(0.3333333333333333, 1, 0.6344086021505374, 1.2644117647058826);
    const Easing overshoot = Easing::bezier(0.5, -0.5, 0.5, 1.5);
    const Easing cssEase = Easing::bezier(0.25, 0.1, 0.25, 1.0);
    // Handles crossed (x1 > x2): a half of it is no valid CSS curve, so the cut needs more keys.
    const Easing crossed = Easing::bezier(0.9, 0.2, 0.1, 0.8);
    QTest::newRow("linear") << linear << 320.0 << 1 << true;
    QTest::newRow("step") << step << 320.0 << 1 << true;
    QTest::newRow("easeIn") << in << 320.0 << 1 << false;
    QTest::newRow("easeOut at the jump's 320 ms") << out << 320.0 << 1 << false;
    QTest::newRow("easeOut near the start") << out << 250.001 << 1 << false;
    QTest::newRow("easeOut near the end") << out << 399.999 << 1 << false;
    QTest::newRow("easeInOut before its middle") << inOut << 300.0 << 2 << false;
    QTest::newRow("easeInOut at its middle") << inOut << 325.0 << 1 << false;
    QTest::newRow("easeInOut after its middle") << inOut << 371.0 << 2 << false;
    QTest::newRow("bezier dragged") << dragged << 320.0 << 1 << false;
    QTest::newRow("bezier overshoot, low") << overshoot << 280.0 << 1 << false;
    QTest::newRow("bezier overshoot, high") << overshoot << 390.0 << 1 << false;
    QTest::newRow("bezier css ease") << cssEase << 260.0 << 1 << false;
    QTest::newRow("bezier crossed handles") << crossed << 370.0 << -1 << false;
}

void TestSegmentSplit::keepsTheMotion()
{
    QFETCH(Easing, easing);
    QFETCH(double, at);
    QFETCH(int, keysAdded);
    QFETCH(bool, sameEasing);
    const Keyframe first = testutil::keyframe(0, {0, 0, 0}, {0, 0, 0}, {1, 1, 1});
    const Keyframe a = testutil::keyframe(250, {0, 0, 0}, {0, 0, 10}, {1, 1, 1}, easing);
    const Keyframe b = testutil::keyframe(400, {6, 24, -3}, {0, 0, 370}, {2, 0.5, 1});
    const Keyframe last = testutil::keyframe(550, {12, 0, 0}, {0, 0, 0}, {1, 1, 1});
    const MotionTrack before({first, a, b, last});

    const SegmentSplit::Result cut = SegmentSplit::split(a, b, at);
    QVERIFY(cut.keys.size() >= 2);
    if (keysAdded > 0)
        QCOMPARE(cut.keys.size(), keysAdded + 1);
    QCOMPARE(cut.keys.first().time, a.time);
    QVERIFY(cut.atTime > 0 && cut.atTime < cut.keys.size());
    QCOMPARE(cut.keys[cut.atTime].time, at);
    QList<Keyframe> keys = {first};
    keys += cut.keys;
    keys += {b, last};
    for (qsizetype i = 1; i < keys.size(); ++i)
        QVERIFY2(keys[i].time > keys[i - 1].time, "times strictly increasing");
    for (const Keyframe &k : std::as_const(keys)) {
        if (k.easing.type() == Easing::Type::Bezier) {
            const auto &p = k.easing.bezierPoints();
            QVERIFY2(Easing::isValidBezier(p[0], p[1], p[2], p[3]), qPrintable(k.easing.displayText()));
        }
        if (sameEasing && k.time >= a.time && k.time < b.time)
            QCOMPARE(k.easing, easing);
    }
    const MotionTrack after(keys);

    // The same pose at 200 times (within 1e-9 of the largest change of a component), the key
    // times among them.
    const double extent = 360.0;
    for (int i = 0; i < 200; ++i) {
        const double t = 240.0 + 170.0 * i / 199.0;
        const double d = largestDifference(before.sample(t), after.sample(t));
        QVERIFY2(d <= 1e-9 * extent, qPrintable(QStringLiteral("%1 ms: off by %2").arg(t).arg(d)));
    }
    for (const Keyframe &k : std::as_const(keys))
        QVERIFY(largestDifference(before.sample(k.time), after.sample(k.time)) <= 1e-9 * extent);
}

// Cut where the cubic pieces meet, the halves are the named curves again (easeInOut is easeIn,
// then easeOut); linear and step stay what they are.
void TestSegmentSplit::namedHalves_data()
{
    QTest::addColumn<Easing>("easing");
    QTest::addColumn<Easing>("left");
    QTest::addColumn<Easing>("right");
    QTest::newRow("easeInOut") << Easing(Easing::Type::EaseInOut) << Easing(Easing::Type::EaseIn)
                               << Easing(Easing::Type::EaseOut);
    QTest::newRow("linear") << Easing() << Easing() << Easing();
    QTest::newRow("step") << Easing(Easing::Type::Step) << Easing(Easing::Type::Step) << Easing(Easing::Type::Step);
}

void TestSegmentSplit::namedHalves()
{
    QFETCH(Easing, easing);
    QFETCH(Easing, left);
    QFETCH(Easing, right);
    const SegmentSplit::Result cut =
        SegmentSplit::split(testutil::keyframe(0, {}, {}, {1, 1, 1}, easing), testutil::keyframe(100, {10, 0, 0}, {}, {1, 1, 1}), 50.0);
    QCOMPARE(cut.keys.size(), 2);
    QCOMPARE(cut.keys[0].easing, left);
    QCOMPARE(cut.keys[1].easing, right);
    QCOMPARE(cut.keys[1].translation.x, easing.type() == Easing::Type::Step ? 0.0 : 5.0);
}

void TestSegmentSplit::piecesStayWithinTheFilesLimits_data()
{
    QTest::addColumn<double>("offset"); // ms from where the curve passes its end value
    for (double offset : {-1e-2, -1e-4, 0.0, 1e-4, 1e-2})
        QTest::addRow("%g ms", offset) << offset;
}

// A cut where an overshooting curve passes its end value leaves a piece that rises almost
// nothing: scaled to the unit square its handles reach far past the file's limit of 1000 (the
// read-through of issue 27: a key added there saved a project that did not open). Such a piece is
// halved again, as one with a handle outside [0, 1].
void TestSegmentSplit::piecesStayWithinTheFilesLimits()
{
    QFETCH(double, offset);
    const Easing overshoot = Easing::bezier(0.3, 1.6, 0.6, 1.6);
    // Where the curve first reaches 1 on its way up (it rises past 1, then comes back to it).
    double lo = 0.05, hi = 0.5;
    for (int i = 0; i < 200; ++i) {
        const double mid = (lo + hi) / 2;
        (overshoot.apply(mid) < 1.0 ? lo : hi) = mid;
    }
    const SegmentSplit::Result cut = SegmentSplit::split(testutil::keyframe(0, {}, {}, {1, 1, 1}, overshoot),
                                                         testutil::keyframe(1000, {10, 0, 0}, {}, {1, 1, 1}), lo * 1000 + offset);
    const double limit = ProjectLimits().maxBezierY;
    for (const Keyframe &k : cut.keys) {
        const std::array<double, 4> &p = k.easing.bezierPoints();
        if (k.easing.type() == Easing::Type::Bezier)
            QVERIFY2(std::abs(p[1]) <= limit && std::abs(p[3]) <= limit,
                     qPrintable(QStringLiteral("key at %1 ms: %2").arg(k.time, 0, 'g', 12).arg(k.easing.displayText())));
    }
}

QTEST_APPLESS_MAIN(TestSegmentSplit)
#include "tst_segmentsplit.moc"
