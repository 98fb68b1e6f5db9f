// The project file's version 2 (DESIGN.md, "The project file"): clips with their names, loop
// modes, regions, sounds and play ranges, every rule named by its path under clips[i]; and
// version 1 files read as one clip with the same timing, written back as version 4.

#include "common/testutil.h"
#include "file/projectreader.h"
#include "file/projectwriter.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace inbetween;

namespace {

QByteArray withClips(const QByteArray &clips)
{
    return R"({"format": "inbetween", "version": 2, "clips": [)" + clips + "]}";
}

QStringList errorsOf(const ProjectReader::Result &r)
{
    QStringList out;
    for (const Diagnostic &d : r.diagnostics) {
        if (d.isError())
            out << d.where + QStringLiteral(": ") + d.message;
    }
    return out;
}

QStringList warningsOf(const ProjectReader::Result &r)
{
    QStringList out;
    for (const Diagnostic &d : r.diagnostics) {
        if (!d.isError())
            out << d.where + QStringLiteral(": ") + d.message;
    }
    return out;
}

// Every version 1 file the project ships, with its folder for the images.
QStringList version1Files()
{
    return {QFINDTESTDATA("../data/canonical-v1.json"),   QFINDTESTDATA("../data/empty-lists-v1.json"),
            QFINDTESTDATA("../data/minimal.json"),        QFINDTESTDATA("../data/unknown-keys.json"),
            QFINDTESTDATA("../data/beyond-clip.json"),    QFINDTESTDATA("../../resources/examples/square.json"),
            QFINDTESTDATA("../editor/data/flipbook/flipbook.json"), QFINDTESTDATA("../data/flipbook-v1/flipbook.json"),
            QFINDTESTDATA("../export/data/eased.json"),   QFINDTESTDATA("../export/data/pingpong.json"),
            QFINDTESTDATA("../export/data/spin720.json"), QFINDTESTDATA("../preview/data/clock.json")};
}

} // namespace

class TestClipFile : public QObject
{
    Q_OBJECT

private slots:
    void canonicalClips();
    void defaultsOfVersion2();
    void refused_data();
    void refused();
    void everyClipChecked();
    void unknownKeysInAClipWarn();
    void version1KeysInVersion2Warn();
    void regionInsideItsImage_data();
    void regionInsideItsImage();
    void version1ReadsAsOneClip_data();
    void version1ReadsAsOneClip();
    void version1MessagesKeepTheirPaths();
    void beyondTheClipNamesTheClip();
    void roundTripOfEveryClip();
};

void TestClipFile::canonicalClips()
{
    const auto r = ProjectReader::readFile(QFINDTESTDATA("../data/canonical.json"));
    QVERIFY2(r.ok(), qPrintable(r.messages(QStringLiteral("canonical.json")).join(QLatin1Char('\n'))));
    QVERIFY(r.diagnostics.isEmpty());
    const Project &p = *r.project;
    QCOMPARE(p.fps, 24.0);
    QCOMPARE(p.clipNames(), testutil::strings({"walk", "jump"}));
    const Clip &walk = p.clips[0];
    QCOMPARE(walk.loop, LoopMode::PingPong);
    QCOMPARE(walk.frames.count(), 4);
    QVERIFY(!walk.audio);
    QVERIFY(!walk.playRange);
    const Clip &jump = p.clips[1];
    QCOMPARE(jump.loop, LoopMode::Once);
    QCOMPARE(jump.frames.count(), 2);
    QCOMPARE(jump.frames.frame(0).region, std::optional<QRect>(QRect(0, 0, 1, 1)));
    QCOMPARE(jump.frames.frame(1).region, std::optional<QRect>(QRect(1, 0, 1, 2)));
    QCOMPARE(jump.length(), 200.5);
    QCOMPARE(jump.audio, std::optional<ClipAudio>(ClipAudio{QStringLiteral("sounds/jump.wav"), -20.25}));
    QCOMPARE(jump.playRange, std::optional<PlayRange>(PlayRange{0, 80}));
    QCOMPARE(jump.events, (QList<ClipEvent>{{200.5, QStringLiteral("land")}}));
}

void TestClipFile::defaultsOfVersion2()
{
    // No clips at all: one empty clip named "clip"; a clip without a name is named "clip".
    auto r = ProjectReader::read(R"({"format": "inbetween", "version": 2})");
    QVERIFY(r.ok());
    QCOMPARE(*r.project, Project());
    r = ProjectReader::read(withClips(R"({"frames": [{"duration": 10}]})"));
    QVERIFY(r.ok());
    QCOMPARE(r.project->clipNames(), testutil::strings({"clip"}));
    QCOMPARE(r.project->clips[0].loop, LoopMode::Loop);
}

void TestClipFile::refused_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("error");
    auto row = [](const char *name, const QByteArray &clips, const char *error) {
        QTest::newRow(name) << withClips(clips) << QString::fromUtf8(error);
    };
    QTest::newRow("clips empty") << withClips("") << QStringLiteral("clips: must hold at least one clip (got [])");
    QTest::newRow("clips an object") << QByteArray(R"({"format": "inbetween", "version": 2, "clips": {}})")
                                     << QStringLiteral("clips: must be an array (got an object)");
    row("clip a string", R"("walk")", "clips[0]: must be an object (got \"walk\")");
    row("name a number", R"({"name": 3})", "clips[0].name: must be a non-empty string (got 3)");
    row("name blank", R"({"name": "  "})", "clips[0].name: must be a non-empty string (got \"  \")");
    row("names repeat", R"({"name": "a"}, {"name": "b"}, {"name": "a"})",
        "clips[2].name: the same name as clips[0] (\"a\"); clip names must be unique");
    row("unnamed twice", R"({}, {})", "clips[1].name: the same name as clips[0] (\"clip\"); clip names must be unique");
    row("loop", R"({"name": "a", "loop": 1})", "clips[0].loop: must be \"loop\", \"once\" or \"pingpong\" (got 1)");
    row("duration in the second clip", R"({"name": "a"}, {"name": "b", "frames": [{"duration": 0}]})",
        "clips[1].frames[0].duration: must be a number greater than 0 (got 0)");
    row("key order", R"({"name": "a", "keyframes": [{"time": 5}, {"time": 5}]})",
        "clips[0].keyframes[1].time: must be later than the previous keyframe's time (5) (got 5)");
    row("event name", R"({"name": "a", "events": [{"time": 5}]})",
        "clips[0].events[0].name: must be a non-empty string (got nothing)");
    row("region without image", R"({"name": "a", "frames": [{"duration": 5, "region": [0, 0, 1, 1]}]})",
        "clips[0].frames[0].region: a region needs an image to cut it from");
    row("region of two", R"({"name": "a", "frames": [{"duration": 5, "image": "a.png", "region": [0, 0]}]})",
        "clips[0].frames[0].region: must be [x, y, width, height] in whole pixels (got an array)");
    row("region fraction", R"({"name": "a", "frames": [{"duration": 5, "image": "a.png", "region": [0, 0, 1.5, 1]}]})",
        "clips[0].frames[0].region[2]: must be [x, y, width, height] in whole pixels (got 1.5)");
    row("region zero high", R"({"name": "a", "frames": [{"duration": 5, "image": "a.png", "region": [0, 0, 1, 0]}]})",
        "clips[0].frames[0].region[3]: must be a whole number from 1 to 8192 (a region is at least 1 x 1 pixels) (got 0)");
    row("region beyond any image", R"({"name": "a", "frames": [{"duration": 5, "image": "a.png", "region": [9000, 0, 1, 1]}]})",
        "clips[0].frames[0].region[0]: must be a whole number from 0 to 8192 (x and y are at least 0) (got 9000)");
    row("audio a path", R"({"name": "a", "audio": "a.wav"})",
        "clips[0].audio: must be an object {\"file\": PATH, \"offset\": MS} (got \"a.wav\")");
    row("audio without file", R"({"name": "a", "audio": {"offset": 0}})",
        "clips[0].audio.file: missing (the sound file to play with the clip)");
    row("audio file empty", R"({"name": "a", "audio": {"file": ""}})",
        "clips[0].audio.file: must be a non-empty path (got \"\")");
    row("audio offset text", R"({"name": "a", "audio": {"file": "a.wav", "offset": "0"}})",
        "clips[0].audio.offset: must be a number (got \"0\")");
    row("audio offset huge", R"({"name": "a", "audio": {"file": "a.wav", "offset": 5e9}})",
        "clips[0].audio.offset: beyond the limit of -1000000000 to 1000000000 (got 5e+9)");
    row("play range reversed", R"({"name": "a", "frames": [{"duration": 100}], "playRange": [50, 10]})",
        "clips[0].playRange: must be [from, to] with 0 <= from < to <= the clip's length (100 ms) (got [50, 10])");
    row("play range empty", R"({"name": "a", "frames": [{"duration": 100}], "playRange": [10, 10]})",
        "clips[0].playRange: must be [from, to] with 0 <= from < to <= the clip's length (100 ms) (got [10, 10])");
    row("play range past the end", R"({"name": "a", "frames": [{"duration": 100}], "playRange": [0, 100.5]})",
        "clips[0].playRange: must be [from, to] with 0 <= from < to <= the clip's length (100 ms) (got [0, 100.5])");
    row("play range before 0", R"({"name": "a", "frames": [{"duration": 100}], "playRange": [-1, 10]})",
        "clips[0].playRange: must be [from, to] with 0 <= from < to <= the clip's length (100 ms) (got [-1, 10])");
    row("play range of a static clip", R"({"name": "a", "playRange": [0, 1]})",
        "clips[0].playRange: must be [from, to] with 0 <= from < to <= the clip's length (0 ms) (got [0, 1])");
    row("play range of one", R"({"name": "a", "frames": [{"duration": 100}], "playRange": [1]})",
        "clips[0].playRange: must be an array of 2 numbers (got an array)");
}

void TestClipFile::refused()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, error);
    const auto r = ProjectReader::read(json);
    QVERIFY(!r.ok());
    QVERIFY2(errorsOf(r).contains(error), qPrintable(errorsOf(r).join(QLatin1Char('\n'))));
}

void TestClipFile::everyClipChecked()
{
    // Problems in several clips are all named, each under its own clip.
    const auto r = ProjectReader::read(withClips(
        R"({"name": "a", "frames": [{"duration": -1}]}, {"name": "b", "events": [{"time": -1, "name": "x"}]},
           {"name": "a", "loop": "never"})"));
    QVERIFY(!r.ok());
    QCOMPARE(errorsOf(r), testutil::strings({"clips[0].frames[0].duration: must be a number greater than 0 (got -1)",
                                             "clips[1].events[0].time: must be a number at least 0 (got -1)",
                                             "clips[2].name: the same name as clips[0] (\"a\"); clip names must be unique",
                                             "clips[2].loop: must be \"loop\", \"once\" or \"pingpong\" (got \"never\")"}));
}

void TestClipFile::unknownKeysInAClipWarn()
{
    const auto r = ProjectReader::read(withClips(
        R"({"name": "a", "tint": 1, "frames": [{"duration": 5, "image": "a.png", "region": [0, 0, 1, 1], "flip": true}],
            "audio": {"file": "a.wav", "volume": 2}})"));
    QVERIFY(r.ok());
    QCOMPARE(warningsOf(r), testutil::strings({"clips[0].tint: unknown key, ignored",
                                               "clips[0].frames[0].flip: unknown key, ignored",
                                               "clips[0].audio.volume: unknown key, ignored"}));
}

void TestClipFile::version1KeysInVersion2Warn()
{
    // A version 2 file keeps its lists in clips: lists at the top are not read, and say so.
    const auto r = ProjectReader::read(R"({"format": "inbetween", "version": 2, "loop": "once", "frames": [{"duration": 0}]})");
    QVERIFY(r.ok());
    QStringList warnings = warningsOf(r);
    warnings.sort(); // in file order or in key order, as the reader goes
    QCOMPARE(warnings, testutil::strings({"frames: unknown key, ignored", "loop: unknown key, ignored"}));
    QCOMPARE(*r.project, Project());
}

void TestClipFile::regionInsideItsImage_data()
{
    QTest::addColumn<QRect>("region");
    QTest::addColumn<QString>("error");
    // tiny-0.png is 8 x 8 pixels.
    QTest::newRow("whole image") << QRect(0, 0, 8, 8) << QString();
    QTest::newRow("last pixel") << QRect(7, 7, 1, 1) << QString();
    QTest::newRow("one too wide") << QRect(0, 0, 9, 8)
                                  << QStringLiteral("clips[1].frames[0].region: [0, 0, 9, 8] is outside frames/tiny-0.png (8 x 8 pixels)");
    QTest::newRow("starts outside") << QRect(8, 0, 1, 1)
                                    << QStringLiteral("clips[1].frames[0].region: [8, 0, 1, 1] is outside frames/tiny-0.png (8 x 8 pixels)");
}

void TestClipFile::regionInsideItsImage()
{
    QFETCH(QRect, region);
    QFETCH(QString, error);
    const QString json = QStringLiteral(R"({"format": "inbetween", "version": 2, "clips": [{"name": "a"},
        {"name": "b", "frames": [{"duration": 5, "image": "frames/tiny-0.png", "region": [%1, %2, %3, %4]}]}]})")
                             .arg(region.x())
                             .arg(region.y())
                             .arg(region.width())
                             .arg(region.height());
    ProjectReader::Options options;
    options.projectFolder = QFileInfo(QFINDTESTDATA("../data/frames/tiny-0.png")).absolutePath() + QStringLiteral("/..");
    const auto r = ProjectReader::read(json.toUtf8(), options);
    if (error.isEmpty()) {
        QVERIFY2(r.ok(), qPrintable(errorsOf(r).join(QLatin1Char('\n'))));
        QCOMPARE(r.project->clips[1].frames.frame(0).region, std::optional<QRect>(region));
    } else {
        QCOMPARE(errorsOf(r), QStringList{error});
    }
}

void TestClipFile::version1ReadsAsOneClip_data()
{
    QTest::addColumn<QString>("path");
    for (const QString &path : version1Files())
        QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path;
}

void TestClipFile::version1ReadsAsOneClip()
{
    // Every version 1 file the project has still loads, as one clip named by its name (or
    // "clip"), with the same timing once it is saved as version 4 and read back.
    QFETCH(QString, path);
    QVERIFY(!path.isEmpty());
    const auto r = ProjectReader::readFile(path);
    QVERIFY2(r.ok(), qPrintable(r.messages(path).join(QLatin1Char('\n'))));
    const Project &p = *r.project;
    QCOMPARE(p.clips.size(), size_t(1));
    QCOMPARE(p.clips[0].name, p.name.trimmed().isEmpty() ? QStringLiteral("clip") : p.name);

    const QByteArray saved = ProjectWriter::toJson(p);
    QVERIFY(saved.contains("\"version\": 4"));
    ProjectReader::Options options;
    options.projectFolder = QFileInfo(path).absolutePath();
    const auto again = ProjectReader::read(saved, options);
    QVERIFY2(again.ok(), qPrintable(again.messages(path).join(QLatin1Char('\n'))));
    QCOMPARE(*again.project, p);
    const Clip &a = p.clips[0];
    const Clip &b = again.project->clips[0];
    for (double t = -250; t < 3 * std::max(a.length(), 100.0); t += 7.25) {
        const Sample sa = a.sample(t), sb = b.sample(t);
        QCOMPARE(sb.clipTime, sa.clipTime);
        QCOMPARE(sb.frame, sa.frame);
        QVERIFY(sb.pose == sa.pose);
    }
}

void TestClipFile::version1MessagesKeepTheirPaths()
{
    const auto r = ProjectReader::read(R"({"format": "inbetween", "version": 1, "frames": [{"duration": 5}, {"duration": 0}]})");
    QCOMPARE(errorsOf(r), QStringList{QStringLiteral("frames[1].duration: must be a number greater than 0 (got 0)")});
}

void TestClipFile::beyondTheClipNamesTheClip()
{
    const auto r = ProjectReader::read(withClips(
        R"({"name": "a"}, {"name": "b", "frames": [{"duration": 100}],
            "keyframes": [{"time": 0}, {"time": 100}, {"time": 150}, {"time": 151}],
            "events": [{"time": 120, "name": "late"}]})"));
    QVERIFY(r.ok());
    // A key at the end plays (the last lap's end); each one after it is named, in order.
    QCOMPARE(warningsOf(r), testutil::strings({"clips[1].keyframes[2].time: after the end of the clip (100 ms); it never plays",
                                               "clips[1].keyframes[3].time: after the end of the clip (100 ms); it never plays",
                                               "clips[1].events[0].time: \"late\" at 120 ms is after the end of the clip (100 ms); it never occurs"}));
}

void TestClipFile::roundTripOfEveryClip()
{
    const QString path = QFINDTESTDATA("../data/canonical.json");
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    const auto r = ProjectReader::read(bytes);
    QVERIFY(r.ok());
    QCOMPARE(ProjectWriter::toJson(*r.project), QByteArray(bytes).replace("\"version\": 2,", "\"version\": 4,")); // saved as version 4
}

QTEST_APPLESS_MAIN(TestClipFile)
#include "tst_clipfile.moc"
