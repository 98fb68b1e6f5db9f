// Quaternion: the pose's rotation must be exactly Qt's QQuaternion::fromEulerAngles (the
// convention of Qt Quick 3D's Node.eulerRotation), in doubles.

#include "common/testutil.h"
#include "timing/quaternion.h"

#include <QQuaternion>
#include <QTest>
#include <QVector3D>

using namespace inbetween;

namespace {
constexpr double kFloat = 2e-6; // QQuaternion computes in float

bool near(const Quaternion &q, const QQuaternion &qt, double tolerance)
{
    return std::abs(q.x - qt.x()) < tolerance && std::abs(q.y - qt.y()) < tolerance
           && std::abs(q.z - qt.z()) < tolerance && std::abs(q.w - qt.scalar()) < tolerance;
}

QByteArray text(const Quaternion &q)
{
    return QByteArray::number(q.x) + ", " + QByteArray::number(q.y) + ", " + QByteArray::number(q.z) + ", "
           + QByteArray::number(q.w);
}
QByteArray text(const QQuaternion &q)
{
    return QByteArray::number(q.x()) + ", " + QByteArray::number(q.y()) + ", " + QByteArray::number(q.z()) + ", "
           + QByteArray::number(q.scalar());
}
} // namespace

class TestQuaternion : public QObject
{
    Q_OBJECT

private slots:
    void fromEulerMatchesQt_data();
    void fromEulerMatchesQt();
    void fromEulerManyAngles();
    void isUnit();
    void rotateMatchesQt_data();
    void rotateMatchesQt();
    void productMatchesQt();
    void conjugateUndoes();
    void normalized();
    void slerp_data();
    void slerp();
    void slerpTakesTheArcAsGiven();
    void slerpShorterFlipsTheSign();
    void slerpOfOneRotationIsExact();
    void angleDegrees();
};

void TestQuaternion::fromEulerMatchesQt_data()
{
    QTest::addColumn<Vec3>("degrees");
    QTest::newRow("identity") << Vec3{0, 0, 0};
    QTest::newRow("x 90") << Vec3{90, 0, 0};
    QTest::newRow("y 90") << Vec3{0, 90, 0};
    QTest::newRow("z 90") << Vec3{0, 0, 90};
    QTest::newRow("z 180") << Vec3{0, 0, 180};
    QTest::newRow("z 45") << Vec3{0, 0, 45};
    QTest::newRow("mixed") << Vec3{30, 45, 60};
    QTest::newRow("mixed negative") << Vec3{-20, 135, -75};
    QTest::newRow("gimbal +90") << Vec3{90, 30, 10};
    QTest::newRow("gimbal -90") << Vec3{-90, -40, 25};
    QTest::newRow("beyond a turn") << Vec3{400, -370, 725};
}

void TestQuaternion::fromEulerMatchesQt()
{
    QFETCH(Vec3, degrees);
    const Quaternion q = Quaternion::fromEulerDegrees(degrees);
    const QQuaternion qt = QQuaternion::fromEulerAngles(float(degrees.x), float(degrees.y), float(degrees.z));
    QVERIFY2(near(q, qt, kFloat), text(q) + " vs Qt " + text(qt));
}

void TestQuaternion::fromEulerManyAngles()
{
    // A grid over every axis; quarter-degree steps are exact in float, so only Qt's float
    // arithmetic separates the two.
    for (int x = -180; x <= 180; x += 25) {
        for (int y = -360; y <= 360; y += 35) {
            for (int z = -270; z <= 270; z += 45) {
                const Quaternion q = Quaternion::fromEulerDegrees({double(x), double(y), double(z)});
                const QQuaternion qt = QQuaternion::fromEulerAngles(float(x), float(y), float(z));
                QVERIFY2(near(q, qt, kFloat), QByteArray::number(x) + " " + QByteArray::number(y) + " "
                                                  + QByteArray::number(z) + ": " + text(q) + " vs Qt " + text(qt));
            }
        }
    }
}

void TestQuaternion::isUnit()
{
    for (const Vec3 &d : {Vec3{10, 20, 30}, Vec3{-170, 89, 300}, Vec3{720, 0, 0}})
        QVERIFY(std::abs(Quaternion::fromEulerDegrees(d).length() - 1.0) < 1e-15);
}

void TestQuaternion::rotateMatchesQt_data()
{
    QTest::addColumn<Vec3>("degrees");
    QTest::addColumn<Vec3>("v");
    QTest::newRow("z 90 turns x to y") << Vec3{0, 0, 90} << Vec3{1, 0, 0};
    QTest::newRow("x 90 turns y to z") << Vec3{90, 0, 0} << Vec3{0, 1, 0};
    QTest::newRow("mixed") << Vec3{30, 45, 60} << Vec3{1, 2, 3};
}

void TestQuaternion::rotateMatchesQt()
{
    QFETCH(Vec3, degrees);
    QFETCH(Vec3, v);
    const Vec3 r = Quaternion::fromEulerDegrees(degrees).rotate(v);
    const QVector3D qt = QQuaternion::fromEulerAngles(float(degrees.x), float(degrees.y), float(degrees.z))
                             .rotatedVector(QVector3D(float(v.x), float(v.y), float(v.z)));
    COMPARE_VEC3(r, (Vec3{qt.x(), qt.y(), qt.z()}), 1e-5);
    if (degrees == Vec3{0, 0, 90})
        COMPARE_VEC3(r, (Vec3{0, 1, 0}), 1e-15);
}

void TestQuaternion::productMatchesQt()
{
    const Vec3 a{10, 20, 30}, b{-40, 50, 160};
    const Quaternion q = Quaternion::fromEulerDegrees(a) * Quaternion::fromEulerDegrees(b);
    const QQuaternion qt = QQuaternion::fromEulerAngles(10, 20, 30) * QQuaternion::fromEulerAngles(-40, 50, 160);
    QVERIFY2(near(q, qt, kFloat), text(q) + " vs Qt " + text(qt));
}

void TestQuaternion::conjugateUndoes()
{
    const Quaternion q = Quaternion::fromEulerDegrees({33, -12, 71});
    const Quaternion id = q * q.conjugated();
    QVERIFY(std::abs(id.w - 1) < 1e-15 && std::abs(id.x) < 1e-15 && std::abs(id.y) < 1e-15 && std::abs(id.z) < 1e-15);
}

void TestQuaternion::normalized()
{
    const Quaternion q = Quaternion{1, 2, 3, 4}.normalized();
    QVERIFY(std::abs(q.length() - 1) < 1e-15);
    QVERIFY(std::abs(q.y / q.x - 2) < 1e-15);
    const Quaternion zero = Quaternion{0, 0, 0, 0}.normalized();
    QCOMPARE(zero.w, 1.0); // no NaN from a zero quaternion
}

void TestQuaternion::slerp_data()
{
    QTest::addColumn<double>("fromZ");
    QTest::addColumn<double>("toZ");
    QTest::addColumn<double>("t");
    QTest::addColumn<double>("expectedZ");
    QTest::newRow("start") << 0.0 << 90.0 << 0.0 << 0.0;
    QTest::newRow("end") << 0.0 << 90.0 << 1.0 << 90.0;
    QTest::newRow("half of 90") << 0.0 << 90.0 << 0.5 << 45.0;
    QTest::newRow("a quarter of 120") << 0.0 << 120.0 << 0.25 << 30.0;
    QTest::newRow("same rotation") << 40.0 << 40.0 << 0.3 << 40.0;
}

void TestQuaternion::slerp()
{
    QFETCH(double, fromZ);
    QFETCH(double, toZ);
    QFETCH(double, t);
    QFETCH(double, expectedZ);
    const Quaternion q = Quaternion::slerp(Quaternion::fromEulerDegrees({0, 0, fromZ}),
                                           Quaternion::fromEulerDegrees({0, 0, toZ}), t);
    const Quaternion e = Quaternion::fromEulerDegrees({0, 0, expectedZ});
    QVERIFY2(std::abs(q.dot(e)) > 1 - 1e-12, text(q) + " vs " + text(e));
    QVERIFY(std::abs(q.length() - 1) < 1e-12);
}

void TestQuaternion::slerpTakesTheArcAsGiven()
{
    // From 0 to -q(90): the same end rotation, but the long way round (270 degrees about z):
    // halfway is 135 degrees the other way, q(-135).
    const Quaternion a = Quaternion::fromEulerDegrees({0, 0, 0});
    const Quaternion b = -Quaternion::fromEulerDegrees({0, 0, 90});
    const Quaternion half = Quaternion::slerp(a, b, 0.5);
    const Quaternion e = Quaternion::fromEulerDegrees({0, 0, -135});
    QVERIFY2(std::abs(half.dot(e)) > 1 - 1e-12, text(half) + " vs " + text(e));
}

void TestQuaternion::slerpShorterFlipsTheSign()
{
    const Quaternion a = Quaternion::fromEulerDegrees({0, 0, 0});
    const Quaternion b = -Quaternion::fromEulerDegrees({0, 0, 90});
    const Quaternion half = Quaternion::slerpShorter(a, b, 0.5);
    const Quaternion e = Quaternion::fromEulerDegrees({0, 0, 45});
    QVERIFY2(std::abs(half.dot(e)) > 1 - 1e-12, text(half) + " vs " + text(e));
    // Already on a's side: the same as slerp, to the bit.
    const Quaternion c = Quaternion::fromEulerDegrees({10, 20, 30});
    const Quaternion s = Quaternion::slerp(a, c, 0.3), t = Quaternion::slerpShorter(a, c, 0.3);
    QVERIFY(s.x == t.x && s.y == t.y && s.z == t.z && s.w == t.w);
}

void TestQuaternion::slerpOfOneRotationIsExact()
{
    // The same rotation to the last bit: the linear branch, which gives it back exactly at
    // every t (the exporters' bakers and readers compare against it bit for bit).
    const Quaternion a = Quaternion::fromEulerDegrees({33, -12, 71});
    for (double t : {0.0, 0.25, 0.5, 1.0}) {
        const Quaternion q = Quaternion::slerp(a, a, t);
        QVERIFY(q.x == a.x && q.y == a.y && q.z == a.z && q.w == a.w);
    }
}

void TestQuaternion::angleDegrees()
{
    const Quaternion a = Quaternion::fromEulerDegrees({0, 0, 10}), b = Quaternion::fromEulerDegrees({0, 0, 70});
    QVERIFY(std::abs(Quaternion::angleDegrees(a, b) - 60.0) < 1e-9);
    QVERIFY(std::abs(Quaternion::angleDegrees(a, -b) - 60.0) < 1e-9); // either sign
    const Quaternion twice{2 * b.x, 2 * b.y, 2 * b.z, 2 * b.w};
    QVERIFY(std::abs(Quaternion::angleDegrees(a, twice) - 60.0) < 1e-9); // any length
    QCOMPARE(Quaternion::angleDegrees(a, a), 0.0);
}

QTEST_APPLESS_MAIN(TestQuaternion)
#include "tst_quaternion.moc"
