// MotionTrack: holds before the first and after the last key, component-wise interpolation by the
// eased progress, the easing stored on the key that starts a segment, spins kept as angles.

#include "common/testutil.h"
#include "timing/motiontrack.h"

#include <QTest>

using namespace inbetween;

namespace {
MotionTrack twoKeys(Easing easing)
{
    return MotionTrack({testutil::keyframe(100, {0, 0, 0}, {0, 0, 0}, {1, 1, 1}, easing),
                        testutil::keyframe(300, {10, -20, 40}, {90, 180, 720}, {2, 3, 0.5})});
}
} // namespace

class TestMotionTrack : public QObject
{
    Q_OBJECT

private slots:
    void emptyTrackIsIdentity();
    void singleKeyHoldsEverywhere();
    void holdsOutsideTheKeys_data();
    void holdsOutsideTheKeys();
    void linearComponents_data();
    void linearComponents();
    void spinTwiceAtAQuarter();
    void easedProgress_data();
    void easedProgress();
    void stepHoldsUntilTheNextKey();
    void easingOfTheStartingKey();
    void segmentAt_data();
    void segmentAt();
    void insertionIndex_data();
    void insertionIndex();
    void poseQuaternion();
};

void TestMotionTrack::emptyTrackIsIdentity()
{
    const MotionTrack track;
    QVERIFY(track.isEmpty());
    QCOMPARE(track.lastTime(), 0.0);
    const Pose p = track.sample(123);
    QCOMPARE(p.translation, (Vec3{0, 0, 0}));
    QCOMPARE(p.rotation, (Vec3{0, 0, 0}));
    QCOMPARE(p.scale, (Vec3{1, 1, 1}));
}

void TestMotionTrack::singleKeyHoldsEverywhere()
{
    const MotionTrack track({testutil::keyframe(50, {1, 2, 3}, {4, 5, 6}, {7, 8, 9})});
    for (double c : {-10.0, 0.0, 50.0, 51.0, 1e6}) {
        const Pose p = track.sample(c);
        QCOMPARE(p.translation, (Vec3{1, 2, 3}));
        QCOMPARE(p.rotation, (Vec3{4, 5, 6}));
        QCOMPARE(p.scale, (Vec3{7, 8, 9}));
    }
}

void TestMotionTrack::holdsOutsideTheKeys_data()
{
    QTest::addColumn<double>("c");
    QTest::addColumn<bool>("first");
    QTest::newRow("long before") << -1000.0 << true;
    QTest::newRow("0, before the first key at 100") << 0.0 << true;
    QTest::newRow("just before the first key") << 99.999 << true;
    QTest::newRow("at the first key") << 100.0 << true;
    QTest::newRow("at the last key") << 300.0 << false;
    QTest::newRow("after the last key") << 300.001 << false;
    QTest::newRow("long after") << 1e9 << false;
}

void TestMotionTrack::holdsOutsideTheKeys()
{
    QFETCH(double, c);
    QFETCH(bool, first);
    const MotionTrack track = twoKeys(Easing());
    const Keyframe &k = track.key(first ? 0 : 1);
    const Pose p = track.sample(c);
    QCOMPARE(p.translation, k.translation);
    QCOMPARE(p.rotation, k.rotation);
    QCOMPARE(p.scale, k.scale);
}

void TestMotionTrack::linearComponents_data()
{
    QTest::addColumn<double>("c");
    QTest::addColumn<Vec3>("translation");
    QTest::addColumn<Vec3>("rotation");
    QTest::addColumn<Vec3>("scale");
    QTest::newRow("a quarter") << 150.0 << Vec3{2.5, -5, 10} << Vec3{22.5, 45, 180} << Vec3{1.25, 1.5, 0.875};
    QTest::newRow("half") << 200.0 << Vec3{5, -10, 20} << Vec3{45, 90, 360} << Vec3{1.5, 2, 0.75};
    QTest::newRow("three quarters") << 250.0 << Vec3{7.5, -15, 30} << Vec3{67.5, 135, 540} << Vec3{1.75, 2.5, 0.625};
}

void TestMotionTrack::linearComponents()
{
    QFETCH(double, c);
    QFETCH(Vec3, translation);
    QFETCH(Vec3, rotation);
    QFETCH(Vec3, scale);
    const Pose p = twoKeys(Easing()).sample(c);
    COMPARE_VEC3(p.translation, translation, 1e-12);
    COMPARE_VEC3(p.rotation, rotation, 1e-12);
    COMPARE_VEC3(p.scale, scale, 1e-12);
}

void TestMotionTrack::spinTwiceAtAQuarter()
{
    // 0 -> 720 degrees: angles are interpolated, not matrices or shortest-path quaternions.
    const MotionTrack track({testutil::keyframe(0, {}, {0, 0, 0}, {1, 1, 1}), testutil::keyframe(1000, {}, {0, 0, 720}, {1, 1, 1})});
    QCOMPARE(track.sample(250).rotation.z, 180.0);
    QCOMPARE(track.sample(500).rotation.z, 360.0);
    QCOMPARE(track.sample(750).rotation.z, 540.0);
    const MotionTrack yaw({testutil::keyframe(0, {}, {0, 0, 0}, {1, 1, 1}), testutil::keyframe(400, {}, {0, 720, 0}, {1, 1, 1})});
    QCOMPARE(yaw.sample(100).rotation.y, 180.0);
}

void TestMotionTrack::easedProgress_data()
{
    QTest::addColumn<Easing>("easing");
    QTest::newRow("linear") << Easing();
    QTest::newRow("easeIn") << Easing(Easing::Type::EaseIn);
    QTest::newRow("easeOut") << Easing(Easing::Type::EaseOut);
    QTest::newRow("easeInOut") << Easing(Easing::Type::EaseInOut);
    QTest::newRow("bezier") << Easing::bezier(0.25, 0.1, 0.25, 1);
    QTest::newRow("step") << Easing(Easing::Type::Step);
}

void TestMotionTrack::easedProgress()
{
    // e = easing_k((c - t_k) / (t_{k+1} - t_k)), every component lerped by the same e.
    QFETCH(Easing, easing);
    const MotionTrack track = twoKeys(easing);
    const Keyframe &a = track.key(0);
    const Keyframe &b = track.key(1);
    for (double c = 100; c < 300; c += 7.5) {
        const double e = easing.apply((c - 100) / 200);
        const Pose p = track.sample(c);
        COMPARE_VEC3(p.translation, Vec3::lerp(a.translation, b.translation, e), 1e-12);
        COMPARE_VEC3(p.rotation, Vec3::lerp(a.rotation, b.rotation, e), 1e-12);
        COMPARE_VEC3(p.scale, Vec3::lerp(a.scale, b.scale, e), 1e-12);
    }
}

void TestMotionTrack::stepHoldsUntilTheNextKey()
{
    const MotionTrack track({testutil::keyframe(0, {1, 1, 1}, {0, 0, 0}, {1, 1, 1}, Easing(Easing::Type::Step)),
                             testutil::keyframe(100, {5, 5, 5}, {0, 0, 90}, {2, 2, 2}, Easing(Easing::Type::Step)),
                             testutil::keyframe(200, {9, 9, 9}, {0, 0, 180}, {3, 3, 3})});
    QCOMPARE(track.sample(0).translation, (Vec3{1, 1, 1}));
    QCOMPARE(track.sample(99.999).translation, (Vec3{1, 1, 1}));
    QCOMPARE(track.sample(99.999).rotation, (Vec3{0, 0, 0}));
    QCOMPARE(track.sample(100).translation, (Vec3{5, 5, 5}));
    QCOMPARE(track.sample(100).scale, (Vec3{2, 2, 2}));
    QCOMPARE(track.sample(199).rotation, (Vec3{0, 0, 90}));
    QCOMPARE(track.sample(200).rotation, (Vec3{0, 0, 180}));
}

void TestMotionTrack::easingOfTheStartingKey()
{
    // The easing on key 1 shapes segment 1-2, never segment 0-1.
    const MotionTrack track({testutil::keyframe(0, {0, 0, 0}, {}, {1, 1, 1}), testutil::keyframe(100, {10, 0, 0}, {}, {1, 1, 1}, Easing(Easing::Type::Step)),
                             testutil::keyframe(200, {20, 0, 0}, {}, {1, 1, 1}, Easing(Easing::Type::EaseIn))});
    QCOMPARE(track.sample(50).translation.x, 5.0);  // linear, from key 0
    QCOMPARE(track.sample(150).translation.x, 10.0); // step, from key 1
}

void TestMotionTrack::segmentAt_data()
{
    QTest::addColumn<double>("c");
    QTest::addColumn<int>("segment");
    // keys at 100, 300, 600
    QTest::newRow("before the first") << 0.0 << -1;
    QTest::newRow("at the first") << 100.0 << 0;
    QTest::newRow("inside the first segment") << 299.0 << 0;
    QTest::newRow("at the second") << 300.0 << 1;
    QTest::newRow("at the last") << 600.0 << 2;
    QTest::newRow("after the last") << 700.0 << 2;
}

void TestMotionTrack::segmentAt()
{
    QFETCH(double, c);
    QFETCH(int, segment);
    const MotionTrack track({testutil::keyframe(100, {}, {}, {1, 1, 1}), testutil::keyframe(300, {}, {}, {1, 1, 1}), testutil::keyframe(600, {}, {}, {1, 1, 1})});
    QCOMPARE(track.segmentAt(c), segment);
}

void TestMotionTrack::insertionIndex_data()
{
    QTest::addColumn<double>("t");
    QTest::addColumn<int>("index");
    QTest::newRow("first") << 0.0 << 0;
    QTest::newRow("at an existing key") << 300.0 << 1;
    QTest::newRow("between") << 400.0 << 2;
    QTest::newRow("last") << 1000.0 << 3;
}

void TestMotionTrack::insertionIndex()
{
    QFETCH(double, t);
    QFETCH(int, index);
    const MotionTrack track({testutil::keyframe(100, {}, {}, {1, 1, 1}), testutil::keyframe(300, {}, {}, {1, 1, 1}), testutil::keyframe(600, {}, {}, {1, 1, 1})});
    QCOMPARE(track.insertionIndex(t), index);
}

void TestMotionTrack::poseQuaternion()
{
    const Pose p = twoKeys(Easing()).sample(200);
    const Quaternion q = p.quaternion();
    const Quaternion expected = Quaternion::fromEulerDegrees(p.rotation);
    QCOMPARE(q.x, expected.x);
    QCOMPARE(q.w, expected.w);
}

QTEST_APPLESS_MAIN(TestMotionTrack)
#include "tst_motiontrack.moc"
