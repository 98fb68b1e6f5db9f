// MotionBaker: which segments stay exact keys (linear, step, the named cubics as CUBICSPLINE with
// their own tangents), which are sampled adaptively and how closely (within the tolerance for a
// slerping and a component-blending reader at any time), how a long turn is split, and how
// ping-pong is unrolled.

#include "export/channelplayer.h"
#include "export/motionbaker.h"

#include <QtTest>

#include <cmath>

using namespace inbetween;

Q_DECLARE_METATYPE(inbetween::Easing)
Q_DECLARE_METATYPE(inbetween::Vec3)

namespace {

Keyframe key(double time, Vec3 translation, Vec3 rotation, Easing easing = Easing(), Vec3 scale = {1, 1, 1})
{
    Keyframe k;
    k.time = time;
    k.translation = translation;
    k.rotation = rotation;
    k.scale = scale;
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

BakeOptions optionsFor(const Clip &clip, double degrees = 0.01, bool cubic = true, bool unroll = false,
                       bool valueOnly = false)
{
    BakeOptions o;
    o.tolerance = MotionBaker::toleranceFor(clip, degrees);
    o.cubicSplines = cubic;
    o.unrollPingPong = unroll;
    o.valueOnlyReaders = valueOnly;
    return o;
}

QList<double> timesOf(const BakedChannel &c)
{
    QList<double> out;
    for (const BakedKey &k : c.keys)
        out.append(k.time);
    return out;
}

struct Errors
{
    double translation = 0, rotation = 0, scale = 0;
};

// The largest errors of the baked channels, played as the file holds them, against the clip at
// 4000 times spread over the bake (both rotation readers), away from a step's jump.
Errors errorsOf(const Clip &clip, const BakedMotion &m)
{
    const ChannelPlayer t(m.translation, 3), r(m.rotation, 4), s(m.scale, 3);
    const double L = clip.length();
    Errors e;
    for (int i = 0; i <= 4000; ++i) {
        const double time = m.duration * (i + 0.37) / 4001.0;
        const double c = time > L ? 2 * L - time : time;
        const Pose pose = clip.motion.sample(c);
        const Quaternion q = pose.quaternion().normalized();
        const auto tv = t.valueAt(time), sv = s.valueAt(time);
        e.translation = std::max({e.translation, std::abs(tv[0] - pose.translation.x), std::abs(tv[1] - pose.translation.y),
                                  std::abs(tv[2] - pose.translation.z)});
        e.scale = std::max({e.scale, std::abs(sv[0] - pose.scale.x), std::abs(sv[1] - pose.scale.y),
                            std::abs(sv[2] - pose.scale.z)});
        for (auto reader : {ChannelPlayer::Rotation::Slerp, ChannelPlayer::Rotation::ComponentBlend}) {
            const auto v = r.valueAt(time, reader);
            const double d = std::abs(v[0] * q.x + v[1] * q.y + v[2] * q.z + v[3] * q.w)
                             / std::sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2] + v[3] * v[3]);
            e.rotation = std::max(e.rotation, 2 * std::acos(std::min(1.0, d)) * 180 / M_PI);
        }
    }
    return e;
}

} // namespace

class TestMotionBaker : public QObject
{
    Q_OBJECT

private slots:
    void linearTranslationStaysTwoKeys()
    {
        const Clip c = clipOf({key(0, {0, 0, 0}, {0, 0, 0}), key(400, {50, 0, 0}, {0, 0, 0})});
        const BakedMotion m = MotionBaker::bake(c, optionsFor(c));
        QCOMPARE(timesOf(m.translation), (QList<double>{0, 400}));
        QCOMPARE(m.translation.interpolation, BakedChannel::Interpolation::Linear);
        QCOMPARE(timesOf(m.rotation), (QList<double>{0, 400}));
        QCOMPARE(m.duration, 400.0);
    }

    // easeIn, easeOut, easeInOut: CUBICSPLINE keys whose Hermite pieces are the easing's cubic
    // (easeInOut two of them): exact, with two or three keys.
    void namedEasingsAreExactCubics_data()
    {
        QTest::addColumn<Easing>("easing");
        QTest::addColumn<QList<double>>("times");
        QTest::newRow("easeIn") << Easing(Easing::Type::EaseIn) << QList<double>{0, 300};
        QTest::newRow("easeOut") << Easing(Easing::Type::EaseOut) << QList<double>{0, 300};
        QTest::newRow("easeInOut") << Easing(Easing::Type::EaseInOut) << QList<double>{0, 150, 300};
    }
    void namedEasingsAreExactCubics()
    {
        QFETCH(Easing, easing);
        QFETCH(QList<double>, times);
        const Clip c = clipOf({key(0, {0, 0, 0}, {}, easing, {1, 1, 1}), key(300, {10, -4, 2}, {}, Easing(), {2, 1, 0.5})});
        const BakedMotion m = MotionBaker::bake(c, optionsFor(c));
        QCOMPARE(m.translation.interpolation, BakedChannel::Interpolation::CubicSpline);
        QCOMPARE(m.scale.interpolation, BakedChannel::Interpolation::CubicSpline);
        QCOMPARE(timesOf(m.translation), times);
        const Errors e = errorsOf(c, m);
        QVERIFY2(e.translation < 1e-5 && e.scale < 1e-6, qPrintable(QStringLiteral("%1 %2").arg(e.translation).arg(e.scale)));
        // Without cubic splines (Godot) the same curve is sampled: more keys, within the tolerance.
        const BakedMotion linear = MotionBaker::bake(c, optionsFor(c, 0.01, false));
        QCOMPARE(linear.translation.interpolation, BakedChannel::Interpolation::Linear);
        QVERIFY(linear.translation.keys.size() > 20);
        const Errors l = errorsOf(c, linear);
        const BakeTolerance t = MotionBaker::toleranceFor(c);
        QVERIFY2(l.translation <= t.translation && l.scale <= t.scale, qPrintable(QStringLiteral("%1 %2").arg(l.translation).arg(l.scale)));

        // For readers that drop the tangents (Blender 3.4), the CUBICSPLINE keys' values are
        // also within the tolerance by straight lines, and close in on the ends.
        const BakedMotion dense = MotionBaker::bake(c, optionsFor(c, 0.01, true, false, true));
        QCOMPARE(dense.translation.interpolation, BakedChannel::Interpolation::CubicSpline);
        QVERIFY(errorsOf(c, dense).translation < 1e-5);
        BakedMotion straight = dense;
        straight.translation.interpolation = BakedChannel::Interpolation::Linear;
        straight.scale.interpolation = BakedChannel::Interpolation::Linear;
        const Errors byLines = errorsOf(c, straight);
        QVERIFY2(byLines.translation <= t.translation && byLines.scale <= t.scale,
                 qPrintable(QStringLiteral("%1 %2").arg(byLines.translation).arg(byLines.scale)));
        const std::vector<BakedKey> &keys = dense.translation.keys;
        QVERIFY(keys[1].time - keys[0].time < 0.01 && keys.back().time - keys[keys.size() - 2].time < 0.01);
    }

    // Everything else is sampled until both readers stay within the tolerance, at any time.
    void sampledSegmentsStayWithinTheTolerance_data()
    {
        QTest::addColumn<Easing>("easing");
        QTest::addColumn<Vec3>("turn");
        QTest::addColumn<double>("degrees");
        const Easing bezier = Easing::bezier(0.68, -0.55, 0.27, 1.55);
        for (double degrees : {0.01, 0.05, 0.001}) {
            const QByteArray d = QByteArray::number(degrees);
            QTest::addRow("one axis, linear, %s", d.constData()) << Easing() << Vec3{0, 0, 270} << degrees;
            QTest::addRow("one axis, easeInOut, %s", d.constData()) << Easing(Easing::Type::EaseInOut) << Vec3{0, 90, 0} << degrees;
            QTest::addRow("one axis, bezier, %s", d.constData()) << bezier << Vec3{720, 0, 0} << degrees;
            QTest::addRow("three axes, linear, %s", d.constData()) << Easing() << Vec3{30, 200, 400} << degrees;
            QTest::addRow("three axes, easeOut, %s", d.constData()) << Easing(Easing::Type::EaseOut) << Vec3{-90, 45, 180} << degrees;
            QTest::addRow("three axes, bezier, %s", d.constData()) << Easing::bezier(0, 1, 1, 0) << Vec3{10, 20, 30} << degrees;
        }
    }
    void sampledSegmentsStayWithinTheTolerance()
    {
        QFETCH(Easing, easing);
        QFETCH(Vec3, turn);
        QFETCH(double, degrees);
        const Clip c = clipOf({key(0, {0, 0, 0}, {}, easing), key(500, {3, 1, 0}, turn, Easing(), {1, 2, 1})});
        const BakedMotion m = MotionBaker::bake(c, optionsFor(c, degrees));
        const Errors e = errorsOf(c, m);
        const BakeTolerance t = MotionBaker::toleranceFor(c, degrees);
        QVERIFY2(e.rotation <= t.degrees && e.translation <= t.translation && e.scale <= t.scale,
                 qPrintable(QStringLiteral("rotation %1 deg, translation %2, scale %3 (%4 rotation keys)")
                                .arg(e.rotation)
                                .arg(e.translation)
                                .arg(e.scale)
                                .arg(m.rotation.keys.size())));
        qInfo("%zu rotation keys, %zu translation keys; errors %.3g deg, %.3g", m.rotation.keys.size(),
              m.translation.keys.size(), e.rotation, e.translation);
    }

    // A tighter tolerance takes more keys.
    void toleranceSetsTheKeyCount()
    {
        const Clip c = clipOf({key(0, {}, {0, 0, 0}, Easing::bezier(0.25, 0.1, 0.25, 1)), key(1000, {}, {0, 0, 360})});
        size_t last = 0;
        for (double degrees : {1.0, 0.1, 0.01, 0.001}) {
            const size_t keys = MotionBaker::bake(c, optionsFor(c, degrees)).rotation.keys.size();
            QVERIFY2(keys > last, qPrintable(QStringLiteral("%1 degrees: %2 keys").arg(degrees).arg(keys)));
            last = keys;
        }
    }

    void turnsKeepTheirWay_data()
    {
        QTest::addColumn<double>("degrees");
        for (double d : {89.0, 90.0, 180.0, 720.0, -270.0})
            QTest::addRow("%g", d) << d;
    }
    void turnsKeepTheirWay()
    {
        QFETCH(double, degrees);
        const Clip c = clipOf({key(0, {}, {0, degrees, 0}), key(1000, {}, {0, 0, 0})});
        const BakedMotion m = MotionBaker::bake(c, optionsFor(c));
        double turned = 0;
        for (size_t i = 1; i < m.rotation.keys.size(); ++i) {
            const auto &a = m.rotation.keys[i - 1].value, &b = m.rotation.keys[i].value;
            const double d = a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3];
            QVERIFY(d > 0);
            const double step = 2 * std::acos(std::min(1.0, d)) * 180 / M_PI;
            QVERIFY(step <= MotionBaker::kMaxTurn + 1e-9);
            turned += step;
        }
        QVERIFY(std::abs(turned - std::abs(degrees)) < 1e-6);
        QVERIFY(errorsOf(c, m).rotation <= 0.01);
    }

    void stepOnlyChannelsAreStep()
    {
        const Easing step(Easing::Type::Step);
        const Clip c = clipOf({key(0, {0, 0, 0}, {}, step), key(250, {1, 0, 0}, {}, step), key(500, {2, 0, 0}, {})});
        const BakedMotion m = MotionBaker::bake(c, optionsFor(c));
        QCOMPARE(m.translation.interpolation, BakedChannel::Interpolation::Step);
        QCOMPARE(timesOf(m.translation), (QList<double>{0, 250, 500}));
        QCOMPARE(m.rotation.interpolation, BakedChannel::Interpolation::Linear); // never changes
    }

    // A step among smooth segments: a key a hair before the jump holds the value to it.
    void mixedChannelsHoldToTheJump_data()
    {
        QTest::addColumn<bool>("cubic");
        QTest::newRow("linear") << false;
        QTest::newRow("cubic") << true;
    }
    void mixedChannelsHoldToTheJump()
    {
        QFETCH(bool, cubic);
        const Clip c = clipOf({key(0, {0, 0, 0}, {}, Easing(Easing::Type::Step)),
                               key(100, {1, 0, 0}, {}, cubic ? Easing(Easing::Type::EaseIn) : Easing()), key(300, {3, 0, 0}, {})});
        const BakedMotion m = MotionBaker::bake(c, optionsFor(c));
        QCOMPARE(timesOf(m.translation), (QList<double>{0, 100, 100, 300}));
        QCOMPARE(m.translation.keys[1].placement, KeyPlacement::JustBeforeNext);
        QCOMPARE(m.translation.keys[1].value[0], 0.0);
        QCOMPARE(m.translation.keys[2].value[0], 1.0);
        const std::vector<float> seconds = ChannelPlayer::fileSeconds(m.translation.keys);
        QCOMPARE(std::nextafter(seconds[1], 1.0f), seconds[2]); // one float step apart
        QVERIFY(errorsOf(c, m).translation < 1e-5);
    }

    void keysPastTheClipAreCut()
    {
        Clip p = clipOf({key(0, {0, 0, 0}, {}), key(1000, {10, 0, 0}, {})});
        p.frames.setFrames({Frame{500, QString(), std::nullopt}});
        const BakedMotion m = MotionBaker::bake(p, optionsFor(p));
        QCOMPARE(timesOf(m.translation), (QList<double>{0, 500}));
        QCOMPARE(m.translation.keys.back().value[0], 5.0);
    }

    void pingPongIsUnrolledOutAndBack()
    {
        const Easing step(Easing::Type::Step);
        const Clip p = clipOf({key(0, {0, 0, 0}, {}, step), key(100, {1, 0, 0}, {}, step), key(200, {2, 0, 0}, {})},
                              LoopMode::PingPong);
        const BakedMotion m = MotionBaker::bake(p, optionsFor(p, 0.01, true, true));
        QCOMPARE(m.duration, 400.0);
        // Out: 0 from 0, 1 from 100, 2 at 200. Back: 1 from just after 200, 0 from just after 300 to 400.
        QCOMPARE(timesOf(m.translation), (QList<double>{0, 100, 200, 200, 300, 300, 400}));
        QCOMPARE(m.translation.keys[3].placement, KeyPlacement::JustAfterPrevious);
        QCOMPARE(m.translation.keys[3].value[0], 1.0);
        QCOMPARE(m.translation.keys[5].value[0], 0.0);
        QCOMPARE(MotionBaker::bake(p, optionsFor(p)).duration, 200.0);
    }

    // The way back of a cubic runs its tangents backwards; played, it is the preview's way back.
    void pingPongCubicsRunBack()
    {
        const Clip p = clipOf({key(0, {0, 0, 0}, {}, Easing(Easing::Type::EaseIn)), key(200, {2, 1, 0}, {0, 0, 90})},
                              LoopMode::PingPong);
        const BakedMotion m = MotionBaker::bake(p, optionsFor(p, 0.01, true, true));
        QCOMPARE(m.translation.interpolation, BakedChannel::Interpolation::CubicSpline);
        QCOMPARE(timesOf(m.translation), (QList<double>{0, 200, 400}));
        const Errors e = errorsOf(p, m);
        QVERIFY2(e.translation < 1e-5 && e.rotation <= 0.01, qPrintable(QStringLiteral("%1 %2").arg(e.translation).arg(e.rotation)));
    }

    void staticClipIsOneKey()
    {
        const Clip c;
        const BakedMotion m = MotionBaker::bake(c, optionsFor(c, 0.01, true, true));
        QCOMPARE(m.translation.keys.size(), size_t(1));
        QCOMPARE(m.rotation.keys.front().value[3], 1.0);
        QCOMPARE(m.duration, 0.0);
    }

    void extentIsTheSquarePlusTheWayItGoes()
    {
        const Clip c = clipOf({key(0, {-2, 0, 0}, {}, Easing(), {1, 3, 1}), key(10, {8, 1, 0}, {})});
        QCOMPARE(MotionBaker::translationExtent(c), 11.0);
        QCOMPARE(MotionBaker::scaleExtent(c), 3.0);
        const BakeTolerance t = MotionBaker::toleranceFor(c, 0.02);
        QCOMPARE(t.degrees, 0.02);
        QVERIFY(std::abs(t.translation - 0.02 * 1e-3 * 11) < 1e-15);
        QVERIFY(std::abs(t.scale - 0.02 * 1e-3 * 3) < 1e-15);
    }
};

QTEST_GUILESS_MAIN(TestMotionBaker)
#include "tst_motionbaker.moc"
