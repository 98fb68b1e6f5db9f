// MotionBaker: which segments stay exact keys, which are held or sampled, how a long turn is
// split, and how ping-pong is unrolled.

#include "motionbaker.h"

#include <QtTest>

#include <cmath>

using namespace inbetween;

namespace {

Keyframe key(double time, Vec3 translation, Vec3 rotation, Easing easing = Easing())
{
    Keyframe k;
    k.time = time;
    k.translation = translation;
    k.rotation = rotation;
    k.easing = easing;
    return k;
}

Clip clipOf(QList<Keyframe> keys, LoopMode loop = LoopMode::Loop)
{
    Clip p;
    p.loop = loop;
    p.motion.setKeys(std::move(keys));
    return p;
}

QList<double> timesOf(const BakedChannel &c)
{
    QList<double> out;
    for (const BakedKey &k : c.keys)
        out.append(k.time);
    return out;
}

} // namespace

class TestMotionBaker : public QObject
{
    Q_OBJECT

private slots:
    void linearSegmentsStayTwoKeys()
    {
        const BakedMotion m = MotionBaker::bake(
            clipOf({key(0, {0, 0, 0}, {0, 0, 0}), key(400, {50, 0, 0}, {0, 0, 80})}), 60, false);
        QCOMPARE(timesOf(m.translation), (QList<double>{0, 400}));
        QCOMPARE(timesOf(m.rotation), (QList<double>{0, 400}));
        QCOMPARE(m.translation.interpolation, BakedChannel::Interpolation::Linear);
        QCOMPARE(m.duration, 400.0);
    }

    void longTurnsAreSplitEvery90Degrees_data()
    {
        QTest::addColumn<double>("degrees");
        QTest::addColumn<int>("keys");
        QTest::newRow("89") << 89.0 << 2;
        QTest::newRow("90") << 90.0 << 2;
        QTest::newRow("180") << 180.0 << 3;
        QTest::newRow("720") << 720.0 << 9;
        QTest::newRow("-270") << -270.0 << 4;
    }
    void longTurnsAreSplitEvery90Degrees()
    {
        QFETCH(double, degrees);
        QFETCH(int, keys);
        const BakedMotion m =
            MotionBaker::bake(clipOf({key(0, {}, {0, degrees, 0}), key(1000, {}, {0, 0, 0})}), 60, false);
        QCOMPARE(int(m.rotation.keys.size()), keys);
        double turned = 0;
        for (size_t i = 1; i < m.rotation.keys.size(); ++i) {
            const auto &a = m.rotation.keys[i - 1].value, &b = m.rotation.keys[i].value;
            const double d = a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3];
            QVERIFY(d > 0);
            turned += 2 * std::acos(std::min(1.0, d)) * 180 / M_PI;
        }
        QVERIFY(std::abs(turned - std::abs(degrees)) < 1e-6);
    }

    void stepOnlyChannelsAreStep()
    {
        const Easing step(Easing::Type::Step);
        const BakedMotion m = MotionBaker::bake(
            clipOf({key(0, {0, 0, 0}, {}, step), key(250, {1, 0, 0}, {}, step), key(500, {2, 0, 0}, {})}), 60, false);
        QCOMPARE(m.translation.interpolation, BakedChannel::Interpolation::Step);
        QCOMPARE(timesOf(m.translation), (QList<double>{0, 250, 500}));
        QCOMPARE(m.rotation.interpolation, BakedChannel::Interpolation::Linear); // never changes
    }

    void mixedChannelsHoldJustBeforeTheJump()
    {
        const BakedMotion m = MotionBaker::bake(clipOf({key(0, {0, 0, 0}, {}, Easing(Easing::Type::Step)),
                                                           key(100, {1, 0, 0}, {}), key(300, {3, 0, 0}, {})}),
                                                60, false);
        QCOMPARE(m.translation.interpolation, BakedChannel::Interpolation::Linear);
        QCOMPARE(timesOf(m.translation), (QList<double>{0, 100 - MotionBaker::kHoldGap, 100, 300}));
        QCOMPARE(m.translation.keys[1].value[0], 0.0);
        QCOMPARE(m.translation.keys[2].value[0], 1.0);
    }

    void easedSegmentsAreSampledOnTheGrid()
    {
        const BakedMotion m = MotionBaker::bake(
            clipOf({key(10, {0, 0, 0}, {}, Easing(Easing::Type::EaseInOut)), key(110, {1, 0, 0}, {})}), 50, false);
        // 10, then the multiples of 20 ms inside (20..100), then 110.
        QCOMPARE(timesOf(m.translation), (QList<double>{0, 10, 20, 40, 60, 80, 100, 110}));
        for (const BakedKey &k : m.translation.keys) {
            const double expected = clipOf({key(10, {0, 0, 0}, {}, Easing(Easing::Type::EaseInOut)), key(110, {1, 0, 0}, {})})
                                        .motion.sample(k.time)
                                        .translation.x;
            QCOMPARE(k.value[0], expected);
        }
    }

    void severalAnglesAtOnceAreSampled()
    {
        const BakedMotion m =
            MotionBaker::bake(clipOf({key(0, {}, {0, 0, 0}), key(100, {}, {40, 40, 0})}), 100, false);
        QCOMPARE(timesOf(m.rotation), (QList<double>{0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100}));
    }

    void keysPastTheClipAreCut()
    {
        Clip p = clipOf({key(0, {0, 0, 0}, {}), key(1000, {10, 0, 0}, {})});
        p.frames.setFrames({Frame{500, QString()}});
        const BakedMotion m = MotionBaker::bake(p, 60, false);
        QCOMPARE(timesOf(m.translation), (QList<double>{0, 500}));
        QCOMPARE(m.translation.keys.back().value[0], 5.0);
    }

    void pingPongIsUnrolledOutAndBack()
    {
        const Easing step(Easing::Type::Step);
        const Clip p = clipOf({key(0, {0, 0, 0}, {}, step), key(100, {1, 0, 0}, {}, step), key(200, {2, 0, 0}, {})},
                                    LoopMode::PingPong);
        const BakedMotion m = MotionBaker::bake(p, 60, true);
        QCOMPARE(m.duration, 400.0);
        // Out: 0 from 0, 1 from 100, 2 at 200. Back: 1 from just after 200, 0 from just after 300 to 400.
        const double g = MotionBaker::kHoldGap;
        QCOMPARE(timesOf(m.translation), (QList<double>{0, 100, 200, 200 + g, 300 + g, 400}));
        QCOMPARE(m.translation.keys[3].value[0], 1.0);
        QCOMPARE(m.translation.keys[4].value[0], 0.0);
        QCOMPARE(MotionBaker::bake(p, 60, false).duration, 200.0);
    }

    void staticClipIsOneKey()
    {
        const BakedMotion m = MotionBaker::bake(Clip(), 60, true);
        QCOMPARE(m.translation.keys.size(), size_t(1));
        QCOMPARE(m.rotation.keys.front().value[3], 1.0);
        QCOMPARE(m.duration, 0.0);
    }
};

QTEST_GUILESS_MAIN(TestMotionBaker)
#include "tst_motionbaker.moc"
