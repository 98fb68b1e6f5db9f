// SceneLayout: the square's corners, the framed bounds and the matrix-blend outline.
#include "clip.h"
#include "file/projectreader.h"
#include "preview/scenelayout.h"

#include <QTest>

using namespace inbetween;

class TestSceneLayout : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void corners_data();
    void corners();
    void boundsHoldTheWholePath();
    void onionKeys_data();
    void onionKeys();
    void matrixBlend_data();
    void matrixBlend();
    void gridSkipsTheAxes();

private:
    Clip m_square;
};

void TestSceneLayout::initTestCase()
{
    auto result = ProjectReader::readFile(QFINDTESTDATA("../../resources/examples/square.json"));
    QVERIFY(result.ok());
    m_square = result.project->clips.front();
}

// One scene unit is one picture pixel: a frame's quad is its picture's size, a plain square 64.
void TestSceneLayout::corners_data()
{
    QTest::addColumn<QVector3D>("translation");
    QTest::addColumn<double>("rotationZ");
    QTest::addColumn<QVector3D>("scale");
    QTest::addColumn<QSizeF>("picture");
    QTest::addColumn<QVector3D>("firstCorner");
    const QSizeF plain = SceneLayout::plainSize(), cell(20, 20);
    QTest::newRow("plain square") << QVector3D(0, 0, 0) << 0.0 << QVector3D(1, 1, 1) << plain << QVector3D(-32, -32, 0);
    QTest::newRow("identity") << QVector3D(0, 0, 0) << 0.0 << QVector3D(1, 1, 1) << cell << QVector3D(-10, -10, 0);
    QTest::newRow("moved") << QVector3D(50, 5, 0) << 0.0 << QVector3D(1, 1, 1) << cell << QVector3D(40, -5, 0);
    QTest::newRow("scaled") << QVector3D(0, 0, 0) << 0.0 << QVector3D(2, 0.5, 1) << cell << QVector3D(-20, -5, 0);
    QTest::newRow("turned 90") << QVector3D(0, 0, 0) << 90.0 << QVector3D(1, 1, 1) << cell << QVector3D(10, -10, 0);
    QTest::newRow("wide picture") << QVector3D(0, 0, 0) << 0.0 << QVector3D(1, 1, 1) << QSizeF(48, 16) << QVector3D(-24, -8, 0);
    QTest::newRow("wide, turned 90") << QVector3D(0, 0, 0) << 90.0 << QVector3D(1, 1, 1) << QSizeF(48, 16) << QVector3D(8, -24, 0);
}

void TestSceneLayout::corners()
{
    QFETCH(QVector3D, translation);
    QFETCH(double, rotationZ);
    QFETCH(QVector3D, scale);
    QFETCH(QSizeF, picture);
    QFETCH(QVector3D, firstCorner);
    Pose pose;
    pose.translation = {translation.x(), translation.y(), translation.z()};
    pose.rotation = {0.0, 0.0, rotationZ};
    pose.scale = {scale.x(), scale.y(), scale.z()};
    const QList<QVector3D> c = SceneLayout::corners(pose, picture);
    QCOMPARE(c.size(), 4);
    QVERIFY2((c[0] - firstCorner).length() < 1e-4f, qPrintable(QStringLiteral("%1 %2").arg(c[0].x()).arg(c[0].y())));
}

void TestSceneLayout::boundsHoldTheWholePath()
{
    const QRectF b = SceneLayout::pathBounds(m_square);
    for (double t = 0; t <= 1200; t += 5) {
        for (const QVector3D &p : SceneLayout::corners(m_square.motion.sample(t)))
            QVERIFY(b.contains(p.toPointF()));
    }
    // The path spans x 0..50 and y 0..25 plus the plain square's half diagonal (45.3): not much more.
    QVERIFY(b.width() < 50 + 2 * 45.3 + 40);
}

void TestSceneLayout::onionKeys_data()
{
    QTest::addColumn<double>("c");
    QTest::addColumn<double>("previousX");
    QTest::addColumn<double>("nextX");
    QTest::newRow("first segment") << 200.0 << 0.0 << 50.0;
    QTest::newRow("on a key") << 400.0 << 50.0 << 25.0;
    QTest::newRow("last key") << 1200.0 << 0.0 << -1.0;
}

void TestSceneLayout::onionKeys()
{
    QFETCH(double, c);
    QFETCH(double, previousX);
    QFETCH(double, nextX);
    const auto prev = SceneLayout::previousKeyPose(m_square, c);
    const auto next = SceneLayout::nextKeyPose(m_square, c);
    QVERIFY(prev);
    QCOMPARE(prev->translation.x, previousX);
    if (nextX < 0)
        QVERIFY(!next);
    else
        QCOMPARE(next->translation.x, nextX);
}

void TestSceneLayout::matrixBlend_data()
{
    QTest::addColumn<double>("c");
    QTest::addColumn<double>("expectedSide");
    QTest::newRow("at a key") << 400.0 << 64.0;
    QTest::newRow("0 to 90, halfway") << 200.0 << 64.0 * std::sqrt(0.5);
    QTest::newRow("180 to 0, halfway: collapsed") << 1000.0 << 0.0;
}

void TestSceneLayout::matrixBlend()
{
    QFETCH(double, c);
    QFETCH(double, expectedSide);
    const QList<QVector3D> q = SceneLayout::matrixBlendCorners(m_square, c);
    QCOMPARE(q.size(), 4);
    const float side = (q[1] - q[0]).length();
    // Within 1/400 of the 64-unit side (the keys come from matrices rounded to 6 digits).
    QVERIFY2(std::abs(side - expectedSide) < 0.16, qPrintable(QString::number(side)));
}

void TestSceneLayout::gridSkipsTheAxes()
{
    const QList<QVector3D> g = SceneLayout::gridSegments(QRectF(-25, -15, 50, 30), 10.0, -2.0f);
    // x = -30..30 without 0: 6 lines; y = -20..20 without 0: 4 lines; two points each.
    QCOMPARE(g.size(), (6 + 4) * 2);
    for (const QVector3D &p : g)
        QCOMPARE(p.z(), -2.0f);
}

QTEST_MAIN(TestSceneLayout)
#include "tst_scenelayout.moc"
