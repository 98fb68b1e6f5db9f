// MatrixDecomposition: legacy row-vector matrix keys (Direct3D layout, translation in 12..14)
// split into translation, Euler degrees (Qt's convention) and scale; the nearest-angle rule;
// shear, perspective and zero scale refused.

#include "common/testutil.h"
#include "timing/matrixdecomposition.h"

#include <QMatrix3x3>
#include <QQuaternion>
#include <QTest>

using namespace inbetween;

using Matrix = std::array<double, 16>;
Q_DECLARE_METATYPE(Matrix)

namespace {

// The row-major, row-vector matrix of "scale, then rotate, then translate", built from Qt's
// rotation (so the test does not lean on the class's own rotationMatrix).
Matrix compose(const Vec3 &t, const Vec3 &degrees, const Vec3 &s)
{
    const QMatrix3x3 r = QQuaternion::fromEulerAngles(float(degrees.x), float(degrees.y), float(degrees.z))
                             .toRotationMatrix();
    Matrix m{};
    for (int row = 0; row < 3; ++row) {     // row `row` is the image of axis `row`
        for (int col = 0; col < 3; ++col)   // = column `row` of the column-vector rotation
            m[size_t(row * 4 + col)] = double(r(col, row)) * s[row];
    }
    m[12] = t.x;
    m[13] = t.y;
    m[14] = t.z;
    m[15] = 1;
    return m;
}

// The same, exactly, from the class's rotationMatrix (to check a decomposition gives back the
// matrix it came from).
Matrix recompose(const MatrixDecomposition::Result &r)
{
    const auto rot = MatrixDecomposition::rotationMatrix(r.rotation);
    Matrix m{};
    for (int row = 0; row < 3; ++row) {
        for (int col = 0; col < 3; ++col)
            m[size_t(row * 4 + col)] = rot[size_t(col)][size_t(row)] * r.scale[row];
    }
    m[12] = r.translation.x;
    m[13] = r.translation.y;
    m[14] = r.translation.z;
    m[15] = 1;
    return m;
}

bool near(const Matrix &a, const Matrix &b, double tolerance)
{
    for (size_t i = 0; i < 16; ++i) {
        if (std::abs(a[i] - b[i]) > tolerance)
            return false;
    }
    return true;
}

const Matrix kIdentity{1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};

} // namespace

class TestMatrixDecomposition : public QObject
{
    Q_OBJECT

private slots:
    void rotationMatrixMatchesQt();
    void roundTrip_data();
    void roundTrip();
    void nearestAngle_data();
    void nearestAngle();
    void squareSeedKeys();
    void mirror();
    void gimbalLock();
    void refused_data();
    void refused();
};

void TestMatrixDecomposition::rotationMatrixMatchesQt()
{
    for (const Vec3 &d : {Vec3{0, 0, 0}, Vec3{30, 45, 60}, Vec3{-80, 170, -100}, Vec3{90, 10, 20}}) {
        const auto r = MatrixDecomposition::rotationMatrix(d);
        const QMatrix3x3 qt = QQuaternion::fromEulerAngles(float(d.x), float(d.y), float(d.z)).toRotationMatrix();
        for (int row = 0; row < 3; ++row) {
            for (int col = 0; col < 3; ++col)
                QVERIFY(std::abs(r[size_t(row)][size_t(col)] - double(qt(row, col))) < 1e-6);
        }
    }
}

void TestMatrixDecomposition::roundTrip_data()
{
    QTest::addColumn<Vec3>("translation");
    QTest::addColumn<Vec3>("rotation");
    QTest::addColumn<Vec3>("scale");
    QTest::newRow("identity") << Vec3{0, 0, 0} << Vec3{0, 0, 0} << Vec3{1, 1, 1};
    QTest::newRow("translation only") << Vec3{50, -25, 3} << Vec3{0, 0, 0} << Vec3{1, 1, 1};
    QTest::newRow("z 90") << Vec3{50, 0, 0} << Vec3{0, 0, 90} << Vec3{1, 1, 1};
    QTest::newRow("mixed") << Vec3{1, 2, 3} << Vec3{30, 45, 60} << Vec3{1, 1, 1};
    QTest::newRow("mixed negative") << Vec3{-7, 0, 9} << Vec3{-50, -120, 170} << Vec3{1, 1, 1};
    QTest::newRow("non-uniform scale") << Vec3{0, 0, 0} << Vec3{10, 20, 30} << Vec3{2, 0.5, 3};
    QTest::newRow("small scale") << Vec3{0, 0, 0} << Vec3{0, 0, 45} << Vec3{0.001, 0.001, 1};
}

void TestMatrixDecomposition::roundTrip()
{
    QFETCH(Vec3, translation);
    QFETCH(Vec3, rotation);
    QFETCH(Vec3, scale);
    QString error;
    // With the true angles as the previous key, the nearest equivalent set is the true one.
    const auto r = MatrixDecomposition::decompose(compose(translation, rotation, scale), rotation, &error);
    QVERIFY2(r, qPrintable(error));
    COMPARE_VEC3(r->translation, translation, 1e-12);
    COMPARE_VEC3(r->rotation, rotation, 1e-3); // Qt's float rotation matrix limits the precision
    COMPARE_VEC3(r->scale, scale, 1e-6);
    // From any other reference, a set that gives the same matrix.
    const auto other = MatrixDecomposition::decompose(compose(translation, rotation, scale), {123, -321, 77}, &error);
    QVERIFY(other);
    QVERIFY(near(recompose(*other), compose(translation, rotation, scale), 1e-5));
}

void TestMatrixDecomposition::nearestAngle_data()
{
    QTest::addColumn<Vec3>("previous");
    QTest::addColumn<Vec3>("rotation");
    QTest::addColumn<Vec3>("expected");
    QTest::newRow("first key") << Vec3{0, 0, 0} << Vec3{0, 0, 90} << Vec3{0, 0, 90};
    QTest::newRow("keeps turning past 360") << Vec3{0, 0, 350} << Vec3{0, 0, 10} << Vec3{0, 0, 370};
    QTest::newRow("several turns") << Vec3{0, 0, 720} << Vec3{0, 0, 45} << Vec3{0, 0, 765};
    QTest::newRow("back to 0 from just under 180") << Vec3{0, 0, 179.9} << Vec3{0, 0, 0} << Vec3{0, 0, 0};
    QTest::newRow("on to 360 from just over 180") << Vec3{0, 0, 180.1} << Vec3{0, 0, 0} << Vec3{0, 0, 360};
    QTest::newRow("negative side") << Vec3{0, 0, -170} << Vec3{0, 0, 180} << Vec3{0, 0, -180};
    QTest::newRow("yaw past a turn") << Vec3{0, -350, 0} << Vec3{0, 5, 0} << Vec3{0, -355, 0};
    // (x, y, z) and (180 - x, y + 180, z + 180) are the same rotation: pitch 170 from pitch 160.
    QTest::newRow("the other Euler set") << Vec3{160, 0, 0} << Vec3{170, 0, 0} << Vec3{170, 0, 0};
    QTest::newRow("the other Euler set, mixed") << Vec3{100, 10, 20} << Vec3{120, 15, 25} << Vec3{120, 15, 25};
}

void TestMatrixDecomposition::nearestAngle()
{
    QFETCH(Vec3, previous);
    QFETCH(Vec3, rotation);
    QFETCH(Vec3, expected);
    QString error;
    const auto r = MatrixDecomposition::decompose(compose({}, rotation, {1, 1, 1}), previous, &error);
    QVERIFY2(r, qPrintable(error));
    COMPARE_VEC3(r->rotation, expected, 1e-3);
    COMPARE_VEC3(MatrixDecomposition::nearestEquivalent(rotation, previous), expected, 1e-9);
}

void TestMatrixDecomposition::squareSeedKeys()
{
    // The four keys of the seed's rotating square (6 decimals, as published).
    const Matrix keys[4] = {
        kIdentity,
        {0.000796, 1, 0, 0, -1, 0.000796, 0, 0, 0, 0, 1, 0, 50, 0, 0, 1},
        {-0.999999, 0.001593, 0, 0, -0.001593, -0.999999, 0, 0, 0, 0, 1, 0, 25, 25, 0, 1},
        kIdentity,
    };
    const Vec3 expectedT[4] = {{0, 0, 0}, {50, 0, 0}, {25, 25, 0}, {0, 0, 0}};
    const double expectedZ[4] = {0, 90, 180, 0}; // 180 -> 0 is nearer than 180 -> 360 (179.91 < 180.09)
    Vec3 previous;
    for (int i = 0; i < 4; ++i) {
        QString error;
        const auto r = MatrixDecomposition::decompose(keys[i], previous, &error);
        QVERIFY2(r, qPrintable(error));
        COMPARE_VEC3(r->translation, expectedT[i], 1e-12);
        QVERIFY2(std::abs(r->rotation.z - expectedZ[i]) < 0.1, qPrintable(QString::number(r->rotation.z)));
        QCOMPARE(r->rotation.x, 0.0);
        QCOMPARE(r->rotation.y, 0.0);
        COMPARE_VEC3(r->scale, (Vec3{1, 1, 1}), 1e-6); // the square never shrinks
        previous = r->rotation;
    }
}

void TestMatrixDecomposition::mirror()
{
    QString error;
    for (const Vec3 &s : {Vec3{-1, 1, 1}, Vec3{2, -3, 1}, Vec3{1, 1, -0.5}}) {
        const Matrix m = compose({1, 2, 3}, {10, 20, 30}, s);
        const auto r = MatrixDecomposition::decompose(m, {10, 20, 30}, &error);
        QVERIFY2(r, qPrintable(error));
        QVERIFY(r->scale.x < 0); // a mirror is carried by a negative x scale
        QVERIFY(r->scale.y > 0 && r->scale.z > 0);
        QVERIFY(near(recompose(*r), m, 1e-5));
    }
}

void TestMatrixDecomposition::gimbalLock()
{
    QString error;
    for (const Vec3 &d : {Vec3{90, 30, 0}, Vec3{-90, -45, 0}, Vec3{90, 0, 20}}) {
        // Built in doubles: at exactly +-90 degrees of pitch only y - z or y + z is fixed, so the
        // previous key's z is kept.
        const Matrix m = recompose({{}, d, {1, 1, 1}});
        const auto r = MatrixDecomposition::decompose(m, {0, 0, d.z}, &error);
        QVERIFY2(r, qPrintable(error));
        QVERIFY(near(recompose(*r), m, 1e-5));
        COMPARE_VEC3(r->rotation, d, 1e-2);
    }
}

void TestMatrixDecomposition::refused_data()
{
    QTest::addColumn<Matrix>("m");
    QTest::addColumn<QString>("why");
    Matrix shear = kIdentity;
    shear[4] = 0.5; // y axis leans towards x
    QTest::newRow("shear") << shear << QStringLiteral("shear");
    Matrix shearScaled = compose({}, {0, 0, 30}, {2, 2, 1});
    shearScaled[8] = 0.3;
    QTest::newRow("shear of a rotated key") << shearScaled << QStringLiteral("shear");
    Matrix perspective = kIdentity;
    perspective[3] = 0.01;
    QTest::newRow("perspective column") << perspective << QStringLiteral("perspective");
    Matrix w = kIdentity;
    w[15] = 2;
    QTest::newRow("element 15 not 1") << w << QStringLiteral("perspective");
    Matrix flat = kIdentity;
    flat[10] = 0;
    QTest::newRow("zero z scale") << flat << QStringLiteral("zero scale");
    Matrix zero{};
    zero[15] = 1;
    QTest::newRow("all zero") << zero << QStringLiteral("zero scale");
    Matrix nan = kIdentity;
    nan[5] = qQNaN();
    QTest::newRow("NaN") << nan << QStringLiteral("finite");
    Matrix inf = kIdentity;
    inf[13] = qInf();
    QTest::newRow("infinite translation") << inf << QStringLiteral("finite");
}

void TestMatrixDecomposition::refused()
{
    QFETCH(Matrix, m);
    QFETCH(QString, why);
    QString error;
    QVERIFY(!MatrixDecomposition::decompose(m, {}, &error));
    QVERIFY2(error.contains(why), qPrintable(error));
}

QTEST_APPLESS_MAIN(TestMatrixDecomposition)
#include "tst_matrixdecomposition.moc"
