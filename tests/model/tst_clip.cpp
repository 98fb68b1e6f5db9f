// Clip: its length, and what a playback time shows (clip time, frame, pose) under each loop
// mode, on built clips and on the bundled examples.

#include "clip.h"
#include "common/testutil.h"
#include "file/projectreader.h"
#include "timing/crossingfinder.h"

#include <QTest>

using namespace inbetween;

namespace {
Keyframe keyAt(double time, Vec3 translation = {}, Vec3 rotation = {})
{
    Keyframe k;
    k.time = time;
    k.translation = translation;
    k.rotation = rotation;
    return k;
}

Clip load(const QString &path)
{
    const ProjectReader::Result r = ProjectReader::readFile(path);
    if (!r.ok())
        qWarning() << r.messages(path);
    return r.project ? r.project->clips.front() : Clip();
}
} // namespace

class TestClip : public QObject
{
    Q_OBJECT

private slots:
    void length_data();
    void length();
    void sample_data();
    void sample();
    void staticClipIsTheSameEverywhere();
    void squareNeverShrinks();
    void squarePoses_data();
    void squarePoses();
    void flipbookExample_data();
    void flipbookExample();
    void equality();
};

void TestClip::length_data()
{
    QTest::addColumn<QList<double>>("durations");
    QTest::addColumn<QList<double>>("keyTimes");
    QTest::addColumn<double>("length");
    QTest::newRow("sum of durations") << QList<double>{100, 150, 250} << QList<double>{} << 500.0;
    QTest::newRow("frames win over keys") << QList<double>{100, 150, 250} << QList<double>{0, 900} << 500.0;
    QTest::newRow("frames win over shorter keys") << QList<double>{100} << QList<double>{0, 50} << 100.0;
    QTest::newRow("last key without frames") << QList<double>{} << QList<double>{0, 400, 1200} << 1200.0;
    QTest::newRow("one key at 0: static") << QList<double>{} << QList<double>{0} << 0.0;
    QTest::newRow("neither: static") << QList<double>{} << QList<double>{} << 0.0;
}

void TestClip::length()
{
    QFETCH(QList<double>, durations);
    QFETCH(QList<double>, keyTimes);
    QFETCH(double, length);
    Clip p;
    p.frames = testutil::trackOf(durations);
    QList<Keyframe> keys;
    for (double t : keyTimes)
        keys.append(keyAt(t));
    p.motion.setKeys(keys);
    QCOMPARE(p.length(), length);
}

void TestClip::sample_data()
{
    QTest::addColumn<LoopMode>("mode");
    QTest::addColumn<double>("t");
    QTest::addColumn<double>("clipTime");
    QTest::addColumn<int>("frame");
    QTest::addColumn<double>("x");
    // frames [100, 150, 250]; x goes 0 -> 100 over keys at 0 and 500
    QTest::newRow("loop 99") << LoopMode::Loop << 99.0 << 99.0 << 0 << 19.8;
    QTest::newRow("loop 100") << LoopMode::Loop << 100.0 << 100.0 << 1 << 20.0;
    QTest::newRow("loop 250") << LoopMode::Loop << 250.0 << 250.0 << 2 << 50.0;
    QTest::newRow("loop 500") << LoopMode::Loop << 500.0 << 0.0 << 0 << 0.0;
    QTest::newRow("loop -100") << LoopMode::Loop << -100.0 << 400.0 << 2 << 80.0;
    QTest::newRow("once 500: last frame, final pose") << LoopMode::Once << 500.0 << 500.0 << 2 << 100.0;
    QTest::newRow("once 9000") << LoopMode::Once << 9000.0 << 500.0 << 2 << 100.0;
    QTest::newRow("once -9000") << LoopMode::Once << -9000.0 << 0.0 << 0 << 0.0;
    QTest::newRow("pingpong 500: last frame, final pose") << LoopMode::PingPong << 500.0 << 500.0 << 2 << 100.0;
    QTest::newRow("pingpong 600: on the way back") << LoopMode::PingPong << 600.0 << 400.0 << 2 << 80.0;
    QTest::newRow("pingpong 1000") << LoopMode::PingPong << 1000.0 << 0.0 << 0 << 0.0;
}

void TestClip::sample()
{
    QFETCH(LoopMode, mode);
    QFETCH(double, t);
    QFETCH(double, clipTime);
    QFETCH(int, frame);
    QFETCH(double, x);
    Clip p;
    p.loop = mode;
    p.frames = testutil::trackOf({100, 150, 250});
    p.motion.setKeys({keyAt(0), keyAt(500, {100, 0, 0})});
    const Sample s = p.sample(t);
    QCOMPARE(s.time, t);
    QCOMPARE(s.clipTime, clipTime);
    QCOMPARE(s.frame, frame);
    QVERIFY(std::abs(s.pose.translation.x - x) < 1e-12);
}

void TestClip::staticClipIsTheSameEverywhere()
{
    Clip p;
    p.motion.setKeys({keyAt(0, {3, 4, 5}, {10, 20, 30})});
    for (LoopMode mode : {LoopMode::Loop, LoopMode::Once, LoopMode::PingPong}) {
        p.loop = mode;
        for (double t : {-1e6, -1.0, 0.0, 1.0, 250.0, 1e9}) {
            const Sample s = p.sample(t);
            QCOMPARE(s.clipTime, 0.0);
            QCOMPARE(s.frame, -1);
            QCOMPARE(s.pose.translation, (Vec3{3, 4, 5}));
            QCOMPARE(s.pose.rotation, (Vec3{10, 20, 30}));
        }
    }
}

void TestClip::squareNeverShrinks()
{
    // A component-wise matrix blend collapses the square halfway between 180 and 0 degrees;
    // interpolating the decomposed parts must keep its size everywhere along the loop.
    const Clip p = load(QFINDTESTDATA("../../resources/examples/square.json"));
    QCOMPARE(p.length(), 1200.0);
    for (double t = -1200; t <= 2400; t += 0.5) {
        const Vec3 scale = p.sample(t).pose.scale;
        QVERIFY2(std::abs(scale.x - 1) < 1e-5 && std::abs(scale.y - 1) < 1e-5 && std::abs(scale.z - 1) < 1e-5,
                 qPrintable(QStringLiteral("t = %1: scale %2").arg(t).arg(QString::fromLatin1(testutil::text(scale)))));
    }
    COMPARE_VEC3(p.sample(1000).pose.scale, (Vec3{1, 1, 1}), 1e-5);
}

void TestClip::squarePoses_data()
{
    QTest::addColumn<double>("t");
    QTest::addColumn<Vec3>("translation");
    QTest::addColumn<double>("degrees");
    // Keys at 0, 400, 800, 1200: identity; 90 deg at (50,0,0); 180 deg at (25,25,0); identity.
    QTest::newRow("0") << 0.0 << Vec3{0, 0, 0} << 0.0;
    QTest::newRow("200") << 200.0 << Vec3{25, 0, 0} << 45.0;
    QTest::newRow("400") << 400.0 << Vec3{50, 0, 0} << 90.0;
    QTest::newRow("600") << 600.0 << Vec3{37.5, 12.5, 0} << 135.0;
    QTest::newRow("800") << 800.0 << Vec3{25, 25, 0} << 180.0;
    QTest::newRow("1000: back towards 0, the nearer way") << 1000.0 << Vec3{12.5, 12.5, 0} << 90.0;
    QTest::newRow("1200 loops to 0") << 1200.0 << Vec3{0, 0, 0} << 0.0;
}

void TestClip::squarePoses()
{
    QFETCH(double, t);
    QFETCH(Vec3, translation);
    QFETCH(double, degrees);
    const Clip p = load(QFINDTESTDATA("../../resources/examples/square.json"));
    const Pose pose = p.sample(t).pose;
    COMPARE_VEC3(pose.translation, translation, 1e-9);
    QCOMPARE(pose.rotation.x, 0.0);
    QCOMPARE(pose.rotation.y, 0.0);
    QVERIFY2(std::abs(pose.rotation.z - degrees) < 0.1, qPrintable(QString::number(pose.rotation.z)));
}

void TestClip::flipbookExample_data()
{
    QTest::addColumn<double>("t");
    QTest::addColumn<int>("frame");
    QTest::newRow("99") << 99.0 << 0;
    QTest::newRow("100") << 100.0 << 1;
    QTest::newRow("250") << 250.0 << 2;
    QTest::newRow("500") << 500.0 << 0;
    QTest::newRow("-1") << -1.0 << 2;
}

void TestClip::flipbookExample()
{
    QFETCH(double, t);
    QFETCH(int, frame);
    const Clip p = load(QFINDTESTDATA("../data/flipbook-v1/flipbook.json"));
    QCOMPARE(p.frames.count(), 3);
    QCOMPARE(p.sample(t).frame, frame);
}

void TestClip::equality()
{
    Clip a;
    a.name = QStringLiteral("x");
    a.frames = testutil::trackOf({1, 2});
    Clip b = a;
    QVERIFY(a == b);
    b.name = QStringLiteral("y");
    QVERIFY(a != b);
    b = a;
    b.loop = LoopMode::Once;
    QVERIFY(a != b);
    b = a;
    b.events.append({1, QStringLiteral("e")});
    QVERIFY(a != b);
    b = a;
    b.frames.setDuration(0, 3);
    QVERIFY(a != b);
    b = a;
    b.motion.setKeys({keyAt(0)});
    QVERIFY(a != b);
    b = a;
    b.frames.setImage(1, QStringLiteral("sheet.png"), QRect(0, 0, 8, 8));
    QVERIFY(a != b);
    b = a;
    b.audio = ClipAudio{QStringLiteral("steps.wav"), -20};
    QVERIFY(a != b);
    b = a;
    b.playRange = PlayRange{0, 1};
    QVERIFY(a != b);
}

QTEST_APPLESS_MAIN(TestClip)
#include "tst_clip.moc"
