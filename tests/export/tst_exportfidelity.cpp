// Exports as real readers play them (DESIGN.md, "Engine exports"; issue 13): for every bundled
// example and for eased, bezier, multi-turn and multi-axis clips (data/fidelity.json), the GLB
// that inbetween-cli writes passes the Khronos validator with no error and no warning, and
// three.js's AnimationMixer and Blender 3.4's glTF importer both show what Clip::sample shows,
// within 0.05 degrees and 1e-4 of the clip's extent, at 60 random times per clip (not the key
// times; translations in world units, picture pixels over --pixels-per-unit: the default 100,
// and 64 and 1 for the bundled hero). The fidelity report (--report) measures every channel
// within its tolerance, and a tighter --tolerance takes more keys.

#include "common/testpaths.h"
#include "export/exportfixtures.h"
#include "export/motionbaker.h"
#include "export/readers.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QtTest>

using namespace inbetween;
using namespace exporttest;

namespace {

constexpr int kTimesPerClip = 60;
constexpr double kDegrees = 0.05;       // DESIGN.md: what any reader may be off by
constexpr double kExtentFraction = 1e-4;

QStringList projects()
{
    QStringList out;
    const QDir examples(QFINDTESTDATA("../../resources/examples"));
    for (const QString &name : examples.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        out.append(examples.filePath(name));
    for (const char *name : {"fidelity", "hero", "eased", "spin720", "pingpong"})
        out.append(QFINDTESTDATA(QStringLiteral("data/%1.json").arg(QLatin1String(name))));
    return out;
}

// Random playback times over what the file holds for each clip (ping-pong: out and back).
struct Times
{
    QMap<QString, QList<double>> ms, seconds;
};

Times randomTimes(const Project &project, quint32 seed)
{
    QRandomGenerator random(seed);
    Times t;
    for (const Clip &clip : project.clips) {
        const double span = clip.loop == LoopMode::PingPong ? 2 * clip.length() : clip.length();
        for (int i = 0; i < kTimesPerClip; ++i) {
            const double ms = random.generateDouble() * span;
            t.ms[clip.name].append(ms);
            t.seconds[clip.name].append(ms / 1000.0);
        }
    }
    return t;
}

// The first pose of a reader more than the tolerance away from Clip::sample, or an empty string;
// the reader's translations are in world units, pixelsPerUnit picture pixels each.
QString farOff(const Clip &clip, const QList<double> &ms, QList<PlayedPose> played, const char *reader,
               double pixelsPerUnit)
{
    for (PlayedPose &pose : played) {
        for (double &v : pose.translation)
            v *= pixelsPerUnit;
    }
    if (played.size() != ms.size())
        return QStringLiteral("%1 played %2 poses of %3 for %4").arg(QLatin1String(reader)).arg(played.size()).arg(ms.size()).arg(clip.name);
    const double translation = kExtentFraction * MotionBaker::translationExtent(clip);
    const double scale = kExtentFraction * MotionBaker::scaleExtent(clip);
    for (qsizetype i = 0; i < ms.size(); ++i) {
        const Sample s = clip.sample(ms[i]);
        const Quaternion q = s.pose.quaternion().normalized();
        const PlayedPose &p = played[i];
        const double t[3] = {s.pose.translation.x, s.pose.translation.y, s.pose.translation.z};
        const double sc[3] = {s.pose.scale.x, s.pose.scale.y, s.pose.scale.z};
        const double r[4] = {q.x, q.y, q.z, q.w};
        const double dt = largestDifference(p.translation, t), ds = largestDifference(p.scale, sc);
        const double dr = rotationDegrees(p.quaternion, r);
        if (dt > translation || dr > kDegrees || ds > scale)
            return QStringLiteral("%1, clip \"%2\" at %3 ms: translation off by %4 (of %5), rotation by %6 deg, scale by %7 (of %8)")
                .arg(QLatin1String(reader), clip.name)
                .arg(ms[i], 0, 'g', 10)
                .arg(dt)
                .arg(translation)
                .arg(dr)
                .arg(ds)
                .arg(scale);
    }
    return {};
}

} // namespace

class TestExportFidelity : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    // inbetween-cli export FILE --format glb -o OUT [--pixels-per-unit N] (as a pipeline runs it;
    // N 0: the option left out, its default 100).
    QString exportGlb(const QString &project, const QStringList &extra = {}, QByteArray *out = nullptr, double given = 0)
    {
        const QString glb = m_dir.filePath(QFileInfo(project).completeBaseName() + QStringLiteral("-%1.glb").arg(given));
        QStringList args{QStringLiteral("export"), project, QStringLiteral("--format"), QStringLiteral("glb"),
                         QStringLiteral("-o"), glb};
        if (given > 0)
            args << QStringLiteral("--pixels-per-unit") << QString::number(given);
        const ProgramRun run = runProgram(testpaths::cli(), args + extra);
        if (run.exitCode != 0) {
            qWarning("%s", qPrintable(run.err));
            return {};
        }
        if (out)
            *out = run.out;
        return glb;
    }

    // Every project at the default scale, and the bundled hero (its 64-pixel pictures and 24-pixel
    // jump) at 64 and 1 pixels per unit: "given" is --pixels-per-unit (0: left out).
    static void rows()
    {
        QTest::addColumn<QString>("project");
        QTest::addColumn<double>("given");
        QTest::addColumn<double>("pixelsPerUnit");
        for (const QString &path : projects())
            QTest::newRow(qPrintable(QFileInfo(path).completeBaseName())) << path << 0.0 << kDefaultPixelsPerUnit;
        for (double n : {64.0, 1.0})
            QTest::addRow("hero example at %g pixels per unit", n) << heroExamplePath() << n << n;
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void validatorPassesIt_data() { rows(); }
    void validatorPassesIt()
    {
        QFETCH(QString, project);
        QFETCH(double, given);
        const QString glb = exportGlb(project, {}, nullptr, given);
        QVERIFY(!glb.isEmpty());
        const ProgramRun run = runProgram(QStringLiteral(NODE_EXECUTABLE),
                                          {testpaths::source("tests/export/validate.js"), testpaths::nodeModules(), glb});
        const QString report = QString::fromUtf8(run.out).trimmed() + run.err;
        QVERIFY2(run.exitCode == 0 && report.contains(QLatin1String("errors=0 warnings=0")), qPrintable(report));
    }

    void threeJsPlaysItAtRandomTimes_data() { rows(); }
    void threeJsPlaysItAtRandomTimes()
    {
        QFETCH(QString, project);
        QFETCH(double, given);
        QFETCH(double, pixelsPerUnit);
        Fixture f;
        QVERIFY(loadFixture(project, &f));
        const QString glb = exportGlb(project, {}, nullptr, given);
        QVERIFY(!glb.isEmpty());
        const Times times = randomTimes(f.project, 11);
        QString why;
        const QMap<QString, ThreeAnimation> played =
            threePlay(QStringLiteral(NODE_EXECUTABLE), testpaths::source("tests/export/threeplay.mjs"), testpaths::nodeModules(), glb,
                      times.seconds, &why);
        QVERIFY2(why.isEmpty(), qPrintable(why));
        for (const Clip &clip : f.project.clips) {
            const QString problem =
                farOff(clip, times.ms[clip.name], played.value(clip.name).poses, "three.js", pixelsPerUnit);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
        }
    }

    void blenderPlaysItAtRandomTimes_data() { rows(); }
    void blenderPlaysItAtRandomTimes()
    {
        QFETCH(QString, project);
        QFETCH(double, given);
        QFETCH(double, pixelsPerUnit);
        const QString blender = QStandardPaths::findExecutable(QStringLiteral("blender"));
        if (blender.isEmpty())
            QSKIP("blender is not installed (Debian 12: apt-get install blender python3-numpy; .ci/install-deps does)");
        Fixture f;
        QVERIFY(loadFixture(project, &f));
        const QString glb = exportGlb(project, {}, nullptr, given);
        QVERIFY(!glb.isEmpty());
        const Times times = randomTimes(f.project, 13);
        QString why;
        const QMap<QString, QList<PlayedPose>> played =
            blenderPlay(blender, testpaths::source("tests/export/blenderplay.py"), glb, times.seconds, &why);
        QVERIFY2(why.isEmpty(), qPrintable(why));
        for (const Clip &clip : f.project.clips) {
            const QString problem = farOff(clip, times.ms[clip.name], played.value(clip.name), "Blender", pixelsPerUnit);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
        }
    }

    // --report: per clip and channel the keys and the largest error, each within its tolerance.
    void reportMeasuresEveryChannel_data() { rows(); }
    void reportMeasuresEveryChannel()
    {
        QFETCH(QString, project);
        QFETCH(double, given);
        Fixture f;
        QVERIFY(loadFixture(project, &f));
        QByteArray out;
        QVERIFY(!exportGlb(project, {QStringLiteral("--report")}, &out, given).isEmpty());
        QMap<QString, QStringList> channels;
        for (const QByteArray &line : out.split('\n')) {
            if (line.isEmpty())
                continue;
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            QVERIFY2(!o.isEmpty(), line.constData());
            channels[o[QLatin1String("clip")].toString()].append(o[QLatin1String("channel")].toString());
            QVERIFY(o[QLatin1String("keys")].toInt() >= 1);
            QVERIFY2(o[QLatin1String("maxError")].toDouble() <= o[QLatin1String("tolerance")].toDouble(), line.constData());
        }
        for (const Clip &clip : f.project.clips) {
            QStringList expected{QStringLiteral("translation"), QStringLiteral("rotation"), QStringLiteral("scale")};
            if (!clip.frames.isEmpty())
                expected.append(QStringLiteral("frames"));
            QCOMPARE(channels.value(clip.name), expected);
        }
    }

    // A tighter tolerance takes more keys, and the report says it keeps to it.
    void toleranceOptionSetsTheKeys()
    {
        const QString project = QFINDTESTDATA("data/fidelity.json");
        int last = 0;
        for (const char *degrees : {"1", "0.1", "0.01"}) {
            QByteArray out;
            QVERIFY(!exportGlb(project, {QStringLiteral("--tolerance"), QLatin1String(degrees), QStringLiteral("--report")}, &out)
                         .isEmpty());
            int keys = 0;
            for (const QByteArray &line : out.split('\n')) {
                const QJsonObject o = QJsonDocument::fromJson(line).object();
                if (o[QLatin1String("channel")].toString() != QLatin1String("rotation"))
                    continue;
                keys += o[QLatin1String("keys")].toInt();
                QCOMPARE(o[QLatin1String("tolerance")].toDouble(), QByteArray(degrees).toDouble());
                QVERIFY(o[QLatin1String("maxError")].toDouble() <= o[QLatin1String("tolerance")].toDouble());
            }
            QVERIFY2(keys > last, qPrintable(QStringLiteral("%1 degrees: %2 rotation keys").arg(QLatin1String(degrees)).arg(keys)));
            last = keys;
        }
    }
};

QTEST_GUILESS_MAIN(TestExportFidelity)
#include "tst_exportfidelity.moc"
