// ProjectWriter: file -> model -> file is byte-identical; the same project gives the same bytes;
// translation / rotation / scale are written, never a matrix; a failed save leaves the previous
// file as it was.

#include "common/testutil.h"
#include "file/projectreader.h"
#include "file/projectwriter.h"

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#ifdef Q_OS_UNIX
#include <csignal>
#include <sys/resource.h>
#endif

using namespace inbetween;

namespace {

Project readOrFail(const QByteArray &json)
{
    const auto r = ProjectReader::read(json);
    if (!r.ok())
        qWarning() << r.messages(QStringLiteral("json"));
    return r.project.value_or(Project());
}

// A clip with awkward values: fractions without a short decimal form, huge and tiny numbers,
// names needing escapes, every easing, regions, a sound, a play range.
Clip randomClip(QRandomGenerator &rng, int index)
{
    Clip c(QStringLiteral("clip \u00e9 \"%1\"\t%2").arg(index).arg(rng.generate()));
    c.loop = LoopMode(rng.bounded(3));
    QList<Frame> frames;
    for (int i = 0, n = rng.bounded(6); i < n; ++i) {
        Frame f{rng.bounded(1000.0) + 1e-9, i % 2 ? QStringLiteral("frames/%1.png").arg(i) : QString(), std::nullopt};
        if (i % 4 == 1)
            f.region = QRect(rng.bounded(100), rng.bounded(100), 1 + rng.bounded(64), 1 + rng.bounded(64));
        frames.append(f);
    }
    c.frames.setFrames(frames);
    QList<Keyframe> keys;
    double t = rng.bounded(10.0);
    for (int i = 0, n = rng.bounded(6); i < n; ++i) {
        Keyframe k;
        k.time = t;
        t += 1e-3 + rng.bounded(500.0);
        k.translation = {rng.bounded(2e6) - 1e6, 1e-300 * rng.bounded(10.0), -rng.bounded(1.0)};
        k.rotation = {rng.bounded(1440.0) - 720, 0.1 * i, 1.0 / 3};
        k.scale = {rng.bounded(4.0), 1, 1e-20};
        const int e = rng.bounded(6);
        k.easing = e == 5 ? Easing::bezier(rng.bounded(1.0), rng.bounded(3.0) - 1, rng.bounded(1.0), 2)
                          : Easing(Easing::Type(e));
        keys.append(k);
    }
    c.motion.setKeys(keys);
    for (int i = 0, n = rng.bounded(4); i < n; ++i)
        c.events.append({rng.bounded(std::max(c.length(), 1.0)), QStringLiteral("event \u6b65 %1").arg(i)});
    if (rng.bounded(2))
        c.audio = ClipAudio{QStringLiteral("sounds/%1.ogg").arg(index), rng.bounded(2000.0) - 1000.0 / 3};
    if (c.length() > 0 && rng.bounded(2))
        c.playRange = PlayRange{c.length() / 7, c.length() * rng.bounded(1.0) * 0.5 + c.length() / 2};
    return c;
}

Project randomProject(QRandomGenerator &rng)
{
    Project p;
    p.name = QStringLiteral("R\u00f6nd \"%1\"\n\\").arg(rng.generate());
    p.fps = 1 + rng.bounded(120.0);
    p.clips.clear();
    for (int i = 0, n = 1 + rng.bounded(4); i < n; ++i)
        p.clips.push_back(randomClip(rng, i));
    return p;
}

} // namespace

class TestProjectWriter : public QObject
{
    Q_OBJECT

private slots:
    void roundTripIsByteIdentical_data();
    void roundTripIsByteIdentical();
    void rewritingIsStable_data();
    void rewritingIsStable();
    void exactBytes();
    void neverWritesAMatrix();
    void emptyTextIsWrittenAsJson();
    void randomProjectsRoundTrip();
    void playRangeCutToTheLength_data();
    void playRangeCutToTheLength();
    void saveWritesTheBytes();
    void saveMakesTheFolder();
    void saveReportsFailure();
    void failedSaveKeepsThePreviousFile();
};

void TestProjectWriter::roundTripIsByteIdentical_data()
{
    QTest::addColumn<QString>("path");
    QTest::newRow("canonical, version 2") << QFINDTESTDATA("../data/canonical.json");
    QTest::newRow("empty lists, version 2") << QFINDTESTDATA("../data/empty-lists.json");
    QTest::newRow("hero example") << QFINDTESTDATA("../../resources/examples/hero.json");
    QTest::newRow("frame data") << QFINDTESTDATA("../data/frame-data.json");
    QTest::newRow("boxer example") << QFINDTESTDATA("../../resources/examples/punch.json");
}

// A file in the writer's form is written back the same, but that a version 2 or 3 file becomes
// version 4 with nothing else changed.
void TestProjectWriter::roundTripIsByteIdentical()
{
    QFETCH(QString, path);
    const QByteArray bytes = testutil::contentsOf(path);
    QVERIFY(!bytes.isEmpty());
    const auto r = ProjectReader::read(bytes);
    QVERIFY2(r.ok(), qPrintable(r.messages(path).join(QLatin1Char('\n'))));
    QByteArray expected = bytes;
    for (const char *older : {"2", "3"})
        expected.replace("{\n  \"format\": \"inbetween\",\n  \"version\": " + QByteArray(older) + ",\n",
                         "{\n  \"format\": \"inbetween\",\n  \"version\": 4,\n");
    QVERIFY(expected.startsWith("{\n  \"format\": \"inbetween\",\n  \"version\": 4,\n"));
    QCOMPARE(ProjectWriter::toJson(*r.project), expected);
}

void TestProjectWriter::rewritingIsStable_data()
{
    QTest::addColumn<QString>("path");
    QTest::newRow("square (matrix keys)") << QFINDTESTDATA("../../resources/examples/square.json");
    QTest::newRow("minimal") << QFINDTESTDATA("../data/minimal.json");
    QTest::newRow("unknown keys") << QFINDTESTDATA("../data/unknown-keys.json");
    QTest::newRow("beyond the clip") << QFINDTESTDATA("../data/beyond-clip.json");
    QTest::newRow("version 1 canonical") << QFINDTESTDATA("../data/canonical-v1.json");
    QTest::newRow("version 1 empty lists") << QFINDTESTDATA("../data/empty-lists-v1.json");
    QTest::newRow("version 1 flipbook") << QFINDTESTDATA("../data/flipbook-v1/flipbook.json");
}

void TestProjectWriter::rewritingIsStable()
{
    // A file not in the writer's form: the first save normalises it; from then on model and
    // bytes stay the same.
    QFETCH(QString, path);
    const auto r = ProjectReader::readFile(path);
    QVERIFY(r.ok());
    const QByteArray first = ProjectWriter::toJson(*r.project);
    const Project again = readOrFail(first);
    QCOMPARE(again, *r.project);
    QCOMPARE(ProjectWriter::toJson(again), first);
}

void TestProjectWriter::exactBytes()
{
    Project p;
    p.name = QStringLiteral("Blink");
    p.clips[0].loop = LoopMode::Once;
    p.fps = 30;
    p.clips[0].frames.setFrames({{100, QStringLiteral("frames/open.png")}, {0.1, QString()}});
    Keyframe a;
    Keyframe b;
    b.time = 50;
    b.translation = {1, 2, 3};
    b.rotation = {0, 0, 90};
    b.scale = {2, 2, 2};
    a.easing = Easing::bezier(0.25, 0.1, 0.25, 1);
    b.easing = Easing(Easing::Type::Step);
    p.clips[0].motion.setKeys({a, b});
    p.clips[0].events = {{100, QStringLiteral("blink")}};
    Clip sheet(QStringLiteral("sheet"));
    FrameData data; // frame data (version 3): written in the order of the names
    data.pivot = QPointF(16, 15.5);
    data.boxes = {{QStringLiteral("fist"), QRectF(6, -2.25, 10, 6)}, {QStringLiteral("body"), QRectF(-6, -14, 12, 14)}};
    data.points = {{QStringLiteral("hand \"r\""), QPointF(5, -8)}};
    sheet.frames.setFrames({{40, QStringLiteral("hero.png"), QRect(32, 0, 32, 16), data}});
    sheet.audio = ClipAudio{QStringLiteral("sounds/steps.ogg"), -12.5};
    sheet.playRange = PlayRange{0, 20};
    p.clips.push_back(sheet);
    p.boxes = {{QStringLiteral("fist"), BoxKind::Hit}, {QStringLiteral("body"), BoxKind::Hurt}, {QStringLiteral("push"), BoxKind::Other}};
    p.points = {{QStringLiteral("hand \"r\"")}};
    const QByteArray expected = R"({
  "format": "inbetween",
  "version": 4,
  "name": "Blink",
  "fps": 30,
  "boxes": [
    { "name": "fist", "kind": "hit" },
    { "name": "body", "kind": "hurt" },
    { "name": "push", "kind": "other" }
  ],
  "points": [
    { "name": "hand \"r\"" }
  ],
  "clips": [
    {
      "name": "clip",
      "loop": "once",
      "frames": [
        { "duration": 100, "image": "frames/open.png" },
        { "duration": 0.1 }
      ],
      "keyframes": [
        { "time": 0, "translation": [0, 0, 0], "rotation": [0, 0, 0], "scale": [1, 1, 1], "easing": { "bezier": [0.25, 0.1, 0.25, 1] } },
        { "time": 50, "translation": [1, 2, 3], "rotation": [0, 0, 90], "scale": [2, 2, 2], "easing": "step" }
      ],
      "events": [
        { "time": 100, "name": "blink" }
      ]
    },
    {
      "name": "sheet",
      "loop": "loop",
      "frames": [
        { "duration": 40, "image": "hero.png", "region": [32, 0, 32, 16], "pivot": [16, 15.5], "boxes": { "body": [-6, -14, 12, 14], "fist": [6, -2.25, 10, 6] }, "points": { "hand \"r\"": [5, -8] } }
      ],
      "keyframes": [],
      "events": [],
      "audio": { "file": "sounds/steps.ogg", "offset": -12.5 },
      "playRange": [0, 20]
    }
  ]
}
)";
    QCOMPARE(ProjectWriter::toJson(p), expected);
    QCOMPARE(ProjectWriter::toJson(p), ProjectWriter::toJson(Project(p)));
}

void TestProjectWriter::neverWritesAMatrix()
{
    const auto r = ProjectReader::readFile(QFINDTESTDATA("../../resources/examples/square.json"));
    QVERIFY(r.ok());
    const QByteArray json = ProjectWriter::toJson(*r.project);
    QVERIFY(!json.contains("matrix"));
    QCOMPARE(json.count("\"translation\""), 4);
    QCOMPARE(json.count("\"rotation\""), 4);
    QCOMPARE(json.count("\"scale\""), 4);
}

// A text the model may hold empty where the file wants one (an export target's path: its
// dialog never gives one empty, Export Targets refuses it) is still written as JSON, `""`; the
// reader then names it, rather than a syntax error (fuzz_edits found `"path": ,`).
void TestProjectWriter::emptyTextIsWrittenAsJson()
{
    Project p;
    p.exports = {ExportTarget{QStringLiteral("gltf"), QString(), QString(), {}}};
    const QByteArray json = ProjectWriter::toJson(p);
    QVERIFY2(json.contains("\"path\": \"\""), json.constData());
    const auto r = ProjectReader::read(json);
    QCOMPARE(r.messages(QStringLiteral("p.json")), QStringList{QStringLiteral("p.json: exports[0].path: must be a non-empty path (got \"\")")});
}

void TestProjectWriter::randomProjectsRoundTrip()
{
    QRandomGenerator rng(4242);
    for (int i = 0; i < 300; ++i) {
        const Project p = randomProject(rng);
        const QByteArray json = ProjectWriter::toJson(p);
        const auto r = ProjectReader::read(json);
        QVERIFY2(r.ok(), qPrintable(r.messages(QStringLiteral("random")).join(QLatin1Char('\n'))));
        QCOMPARE(*r.project, p); // every double back to the bit
        QCOMPARE(ProjectWriter::toJson(*r.project), json);
    }
}

void TestProjectWriter::playRangeCutToTheLength_data()
{
    QTest::addColumn<double>("from");
    QTest::addColumn<double>("to");
    QTest::addColumn<QString>("written"); // "" when none is written
    // A clip of 300 ms whose range was set when it was longer.
    QTest::newRow("inside") << 100.0 << 250.0 << QStringLiteral("\"playRange\": [100, 250]");
    QTest::newRow("past the end: cut") << 100.0 << 500.0 << QStringLiteral("\"playRange\": [100, 300]");
    QTest::newRow("wholly past the end: none") << 400.0 << 500.0 << QString();
}

// An edit that shortened the clip since its range was set never makes a file that fails to read.
void TestProjectWriter::playRangeCutToTheLength()
{
    QFETCH(double, from);
    QFETCH(double, to);
    QFETCH(QString, written);
    Project p;
    p.clips.front().frames.setFrames({{100, QString(), std::nullopt}, {200, QString(), std::nullopt}});
    p.clips.front().playRange = PlayRange{from, to};
    const QByteArray json = ProjectWriter::toJson(p);
    if (written.isEmpty())
        QVERIFY(!json.contains("playRange"));
    else
        QVERIFY2(json.contains(written.toUtf8()), json.constData());
    const auto r = ProjectReader::read(json);
    QVERIFY2(r.ok(), qPrintable(r.messages(QStringLiteral("json")).join(QLatin1Char('\n'))));
    QCOMPARE(r.project->clips.front().playRange.has_value(), !written.isEmpty());
}

void TestProjectWriter::saveWritesTheBytes()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("walk.json"));
    Project p;
    p.name = QStringLiteral("first");
    QString error;
    QVERIFY2(ProjectWriter::save(p, path, &error), qPrintable(error));
    QCOMPARE(testutil::contentsOf(path), ProjectWriter::toJson(p));
    p.name = QStringLiteral("second");
    QVERIFY2(ProjectWriter::save(p, path, &error), qPrintable(error));
    QCOMPARE(testutil::contentsOf(path), ProjectWriter::toJson(p));
    // Nothing left behind but the file itself.
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("walk.json")});
}

// Save As into a nested new folder typed in the dialog (the second walk of issue 27: "No such
// file or directory"): the folders are made.
void TestProjectWriter::saveMakesTheFolder()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("out/a/b/walk.json"));
    Project p;
    p.name = QStringLiteral("nested");
    QString error;
    QVERIFY2(ProjectWriter::save(p, path, &error), qPrintable(error));
    QCOMPARE(testutil::contentsOf(path), ProjectWriter::toJson(p));
}

void TestProjectWriter::saveReportsFailure()
{
    QTemporaryDir dir;
    QString error;
    // A folder that cannot be made: a file is in the way.
    QFile blocker(dir.filePath(QStringLiteral("blocker")));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    QVERIFY(!ProjectWriter::save(Project(), dir.filePath(QStringLiteral("blocker/folder/walk.json")), &error));
    QVERIFY(!error.isEmpty());
    error.clear();
    QVERIFY(!ProjectWriter::save(Project(), dir.path(), &error)); // a folder is not a file
    QVERIFY(!error.isEmpty());
    QVERIFY(QFileInfo(dir.path()).isDir());
}

void TestProjectWriter::failedSaveKeepsThePreviousFile()
{
#ifdef Q_OS_UNIX
    // Make the write fail half way: a file-size limit applies even to root, which permission
    // tricks do not.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("walk.json"));
    Project previous;
    previous.name = QStringLiteral("previous");
    QString error;
    QVERIFY(ProjectWriter::save(previous, path, &error));
    const QByteArray before = testutil::contentsOf(path);

    Project big;
    QList<Frame> frames(2000, Frame{100, QStringLiteral("frames/a-long-image-name.png")});
    big.clips[0].frames.setFrames(frames);
    rlimit old{};
    QVERIFY(getrlimit(RLIMIT_FSIZE, &old) == 0);
    const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
    rlimit small = old;
    small.rlim_cur = 4096;
    QVERIFY(setrlimit(RLIMIT_FSIZE, &small) == 0);
    const bool saved = ProjectWriter::save(big, path, &error);
    setrlimit(RLIMIT_FSIZE, &old);
    std::signal(SIGXFSZ, oldHandler);

    QVERIFY(!saved);
    QVERIFY(!error.isEmpty());
    QCOMPARE(testutil::contentsOf(path), before);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("walk.json")});
#else
    QSKIP("needs a file-size limit (POSIX setrlimit)");
#endif
}

QTEST_APPLESS_MAIN(TestProjectWriter)
#include "tst_projectwriter.moc"
