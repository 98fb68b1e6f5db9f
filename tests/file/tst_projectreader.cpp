// ProjectReader on version 1 files (version 2 and its clips: tst_clipfile): they load with their
// defaults, as one clip; a file that breaks a rule is refused
// whole, every problem named by its JSON path; syntax errors name line and column; unknown keys
// and keys or events beyond the clip are warnings only.

#include "common/testutil.h"
#include "file/projectreader.h"

#include <QTest>

using namespace inbetween;

namespace {

QByteArray withFrames(const QByteArray &frames)
{
    return R"({"format": "inbetween", "version": 1, "frames": [)" + frames + "]}";
}

QByteArray withKeys(const QByteArray &keys)
{
    return R"({"format": "inbetween", "version": 1, "keyframes": [)" + keys + "]}";
}

QByteArray withRoot(const QByteArray &members)
{
    return R"({"format": "inbetween", "version": 1, )" + members + "}";
}

// One row of refused_data: the file, and the error expected among its diagnostics.
void row(const char *name, const QByteArray &json, const char *where, const char *word)
{
    QTest::newRow(name) << json << QString::fromUtf8(where) << QString::fromUtf8(word);
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

QStringList warningPaths(const ProjectReader::Result &r)
{
    QStringList out;
    for (const Diagnostic &d : r.diagnostics) {
        if (!d.isError())
            out << d.where;
    }
    return out;
}

} // namespace

class TestProjectReader : public QObject
{
    Q_OBJECT

private slots:
    void durationMessages_data();
    void durationMessages();
    void nonFiniteDurationsRefused_data();
    void nonFiniteDurationsRefused();
    void refused_data();
    void refused();
    void everyProblemNamed();
    void syntaxErrorLineAndColumn_data();
    void syntaxErrorLineAndColumn();
    void newerVersion();
    void minimalFileDefaults();
    void keyframeDefaults();
    void canonicalFileValues();
    void unknownKeysWarnOnly();
    void beyondTheClipWarnsOnly();
    void squareExampleDecodes();
    void byteOrderMarkAccepted();
    void missingFile();
};

void TestProjectReader::durationMessages_data()
{
    QTest::addColumn<QByteArray>("duration");
    QTest::addColumn<QString>("text");
    const QString prefix = QStringLiteral("walk.json: frames[1].duration: must be a number greater than 0 (got ");
    QTest::newRow("zero") << QByteArray("0") << prefix + QStringLiteral("0)");
    QTest::newRow("negative zero") << QByteArray("-0") << prefix + QStringLiteral("0)");
    QTest::newRow("negative") << QByteArray("-5") << prefix + QStringLiteral("-5)");
    QTest::newRow("tiny negative") << QByteArray("-0.001") << prefix + QStringLiteral("-0.001)");
    QTest::newRow("string") << QByteArray("\"100\"") << prefix + QStringLiteral("\"100\")");
    QTest::newRow("true") << QByteArray("true") << prefix + QStringLiteral("true)");
    QTest::newRow("null") << QByteArray("null") << prefix + QStringLiteral("null)");
    QTest::newRow("array") << QByteArray("[100]") << prefix + QStringLiteral("an array)");
    QTest::newRow("object") << QByteArray("{}") << prefix + QStringLiteral("an object)");
}

void TestProjectReader::durationMessages()
{
    QFETCH(QByteArray, duration);
    QFETCH(QString, text);
    const auto r = ProjectReader::read(withFrames(R"({"duration": 100}, {"duration": )" + duration + "}"));
    QVERIFY(!r.ok());
    QVERIFY(!r.project);
    QCOMPARE(r.messages(QStringLiteral("walk.json")), QStringList{text});
}

void TestProjectReader::nonFiniteDurationsRefused_data()
{
    // JSON has no NaN or infinity: written as such, or as a number too large for a double, the
    // file is refused too (as a syntax error, or by path).
    QTest::addColumn<QByteArray>("duration");
    QTest::newRow("NaN") << QByteArray("NaN");
    QTest::newRow("Infinity") << QByteArray("Infinity");
    QTest::newRow("-Infinity") << QByteArray("-Infinity");
    QTest::newRow("1e999") << QByteArray("1e999");
    QTest::newRow("-1e999") << QByteArray("-1e999");
    QTest::newRow("\"NaN\"") << QByteArray("\"NaN\"");
}

void TestProjectReader::nonFiniteDurationsRefused()
{
    QFETCH(QByteArray, duration);
    const auto r = ProjectReader::read(withFrames(R"({"duration": )" + duration + "}"));
    QVERIFY(!r.ok());
    const QStringList errors = errorsOf(r);
    QCOMPARE(errors.size(), 1);
    QVERIFY2(errors[0].startsWith(QLatin1String("frames[0].duration: ")) || errors[0].startsWith(QLatin1String("line 1, column ")),
             qPrintable(errors[0]));
}

void TestProjectReader::refused_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("where");
    QTest::addColumn<QString>("word");

    row("format missing", QByteArray(R"({"version": 1})"), "format", "inbetween");
    row("format wrong", QByteArray(R"({"format": "tiled", "version": 1})"), "format", "inbetween");
    row("version missing", QByteArray(R"({"format": "inbetween"})"), "version", "1");
    row("version 0", QByteArray(R"({"format": "inbetween", "version": 0})"), "version", "must be 1");
    row("version 1.5", QByteArray(R"({"format": "inbetween", "version": 1.5})"), "version", "must be 1");
    row("version as a string", QByteArray(R"({"format": "inbetween", "version": "1"})"), "version", "must be 1");
    row("not an object", QByteArray("[1, 2]"), "", "object");
    row("name not a string", withRoot(R"("name": 5)"), "name", "string");
    row("loop unknown", withRoot(R"("loop": "bounce")"), "loop", "pingpong");
    row("loop not a string", withRoot(R"("loop": 1)"), "loop", "pingpong");
    row("fps 0", withRoot(R"("fps": 0)"), "fps", "greater than 0");
    row("fps negative", withRoot(R"("fps": -24)"), "fps", "greater than 0");
    row("fps a string", withRoot(R"("fps": "60")"), "fps", "number");
    row("frames not an array", withRoot(R"("frames": {})"), "frames", "array");
    row("frame not an object", withFrames("100"), "frames[0]", "object");
    row("duration missing", withFrames(R"({"image": "a.png"})"), "frames[0].duration", "missing");
    row("image empty", withFrames(R"({"duration": 1, "image": ""})"), "frames[0].image", "path");
    row("image not a string", withFrames(R"({"duration": 1, "image": 3})"), "frames[0].image", "path");
    row("keyframes not an array", withRoot(R"("keyframes": 1)"), "keyframes", "array");
    row("key time missing", withKeys("{}"), "keyframes[0].time", "missing");
    row("key time negative", withKeys(R"({"time": -1})"), "keyframes[0].time", "at least 0");
    row("key times equal", withKeys(R"({"time": 5}, {"time": 5})"), "keyframes[1].time", "later");
    row("key times decreasing", withKeys(R"({"time": 5}, {"time": 4})"), "keyframes[1].time", "later");
    row("translation of 2", withKeys(R"({"time": 0, "translation": [1, 2]})"), "keyframes[0].translation", "3 numbers");
    row("rotation with a string", withKeys(R"({"time": 0, "rotation": [0, "x", 0]})"), "keyframes[0].rotation[1]", "number");
    row("scale not an array", withKeys(R"({"time": 0, "scale": 1})"), "keyframes[0].scale", "3 numbers");
    row("easing unknown", withKeys(R"({"time": 0, "easing": "bounce"})"), "keyframes[0].easing", "linear");
    row("easing a number", withKeys(R"({"time": 0, "easing": 1})"), "keyframes[0].easing", "bezier");
    row("bezier x1 > 1", withKeys(R"({"time": 0, "easing": {"bezier": [1.5, 0, 1, 1]}})"), "keyframes[0].easing.bezier", "x1 and x2");
    row("bezier x2 < 0", withKeys(R"({"time": 0, "easing": {"bezier": [0, 0, -0.1, 1]}})"), "keyframes[0].easing.bezier", "x1 and x2");
    row("bezier of 3", withKeys(R"({"time": 0, "easing": {"bezier": [0, 0, 1]}})"), "keyframes[0].easing.bezier", "4 numbers");
    row("matrix of 15", withKeys(R"({"time": 0, "matrix": [1,0,0,0, 0,1,0,0, 0,0,1,0, 0,0,0]})"), "keyframes[0].matrix", "16 numbers");
    row("matrix and rotation", withKeys(R"({"time": 0, "rotation": [0,0,0], "matrix": [1,0,0,0, 0,1,0,0, 0,0,1,0, 0,0,0,1]})"), "keyframes[0].rotation", "matrix");
    row("matrix with shear", withKeys(R"({"time": 0, "matrix": [1,0,0,0, 0.5,1,0,0, 0,0,1,0, 0,0,0,1]})"), "keyframes[0].matrix", "shear");
    row("matrix with perspective", withKeys(R"({"time": 0, "matrix": [1,0,0,0.2, 0,1,0,0, 0,0,1,0, 0,0,0,1]})"), "keyframes[0].matrix", "perspective");
    row("matrix with zero scale", withKeys(R"({"time": 0, "matrix": [1,0,0,0, 0,0,0,0, 0,0,1,0, 0,0,0,1]})"), "keyframes[0].matrix", "zero scale");
    row("events not an array", withRoot(R"("events": "x")"), "events", "array");
    row("event time missing", withRoot(R"("events": [{"name": "a"}])"), "events[0].time", "missing");
    row("event time negative", withRoot(R"("events": [{"time": -0.5, "name": "a"}])"), "events[0].time", "at least 0");
    row("event name missing", withRoot(R"("events": [{"time": 1}])"), "events[0].name", "non-empty");
    row("event name empty", withRoot(R"("events": [{"time": 1, "name": ""}])"), "events[0].name", "non-empty");
    row("event name blank", withRoot(R"("events": [{"time": 1, "name": "   "}])"), "events[0].name", "non-empty");
}

void TestProjectReader::refused()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, where);
    QFETCH(QString, word);
    const auto r = ProjectReader::read(json);
    QVERIFY(!r.ok());
    QVERIFY(!r.project);
    bool found = false;
    for (const Diagnostic &d : r.diagnostics)
        found = found || (d.isError() && d.where == where && d.message.contains(word));
    QVERIFY2(found, qPrintable(errorsOf(r).join(QLatin1Char('\n'))));
}

void TestProjectReader::everyProblemNamed()
{
    const auto r = ProjectReader::read(R"({
        "format": "inbetween", "version": 1, "loop": "sometimes",
        "frames": [ {"duration": 0}, {"duration": 100}, {"duration": -1} ],
        "keyframes": [ {"time": 10}, {"time": 5} ],
        "events": [ {"time": 1, "name": ""} ]
    })");
    QVERIFY(!r.project);
    QStringList wheres;
    for (const Diagnostic &d : r.diagnostics)
        wheres << d.where;
    QCOMPARE(wheres, testutil::strings({"loop", "frames[0].duration", "frames[2].duration", "keyframes[1].time",
                                        "events[0].name"}));
    QCOMPARE(r.messages(QStringLiteral("walk.json"))[2],
             QStringLiteral("walk.json: frames[2].duration: must be a number greater than 0 (got -1)"));
}

void TestProjectReader::syntaxErrorLineAndColumn_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column"); // of the character where the text stops being JSON
    QTest::newRow("missing comma") << QByteArray("{\n  \"format\": \"inbetween\",\n  \"version\": 1,\n"
                                                 "  \"frames\": [ { \"duration\": 100 } ]\n  \"loop\": \"once\"\n}\n")
                                   << 5 << 3;
    QTest::newRow("letter in a number") << QByteArray("{\"format\": \"inbetween\",\n\"fps\": 6O}") << 2 << 9;
    QTest::newRow("stray bracket after UTF-8") << QByteArray("{\"name\": \"\xc3\xa4\xc3\xa4\", ]}") << 1 << 16;
    QTest::newRow("empty file") << QByteArray("") << 1 << 1;
}

void TestProjectReader::syntaxErrorLineAndColumn()
{
    QFETCH(QByteArray, json);
    QFETCH(int, line);
    QFETCH(int, column);
    const auto r = ProjectReader::read(json);
    QVERIFY(!r.project);
    QCOMPARE(r.diagnostics.size(), 1);
    const QString where = r.diagnostics[0].where;
    // Qt's parser stops on or just after the offending character.
    const QString at = QStringLiteral("line %1, column %2").arg(line).arg(column);
    const QString after = QStringLiteral("line %1, column %2").arg(line).arg(column + 1);
    QVERIFY2(where == at || where == after, qPrintable(where + QStringLiteral(" (expected ") + at + QLatin1Char(')')));
    QVERIFY(!r.diagnostics[0].message.isEmpty());
}

void TestProjectReader::newerVersion()
{
    for (const QByteArray &v : {QByteArray("5"), QByteArray("17")}) {
        const auto r = ProjectReader::read(R"({"format": "inbetween", "version": )" + v + "}");
        QVERIFY(!r.project);
        QCOMPARE(r.diagnostics.size(), 1);
        QCOMPARE(r.diagnostics[0].where, QStringLiteral("version"));
        QVERIFY2(r.diagnostics[0].message.contains(QLatin1String("made by a newer version")),
                 qPrintable(r.diagnostics[0].message));
    }
}

void TestProjectReader::minimalFileDefaults()
{
    const auto r = ProjectReader::readFile(QFINDTESTDATA("../data/minimal.json"));
    QVERIFY2(r.ok(), qPrintable(r.messages(QStringLiteral("minimal.json")).join(QLatin1Char('\n'))));
    QVERIFY(r.diagnostics.isEmpty());
    const Project &p = *r.project;
    QCOMPARE(p.name, QString());
    QCOMPARE(p.clips[0].loop, LoopMode::Loop);
    QCOMPARE(p.fps, 60.0);
    QVERIFY(p.clips[0].frames.isEmpty());
    QVERIFY(p.clips[0].motion.isEmpty());
    QVERIFY(p.clips[0].events.isEmpty());
    QCOMPARE(p, Project());
}

void TestProjectReader::keyframeDefaults()
{
    const auto r = ProjectReader::read(withKeys(R"({"time": 0}, {"time": 10, "rotation": [1, 2, 3]})"));
    QVERIFY(r.ok());
    const Keyframe &k = r.project->clips[0].motion.key(0);
    QCOMPARE(k.translation, (Vec3{0, 0, 0}));
    QCOMPARE(k.rotation, (Vec3{0, 0, 0}));
    QCOMPARE(k.scale, (Vec3{1, 1, 1}));
    QCOMPARE(k.easing, Easing());
    QCOMPARE(r.project->clips[0].motion.key(1).rotation, (Vec3{1, 2, 3}));
    QCOMPARE(r.project->clips[0].motion.key(1).scale, (Vec3{1, 1, 1}));
}

void TestProjectReader::canonicalFileValues()
{
    const auto r = ProjectReader::readFile(QFINDTESTDATA("../data/canonical-v1.json"));
    QVERIFY2(r.ok(), qPrintable(r.messages(QStringLiteral("canonical-v1.json")).join(QLatin1Char('\n'))));
    QVERIFY(r.diagnostics.isEmpty());
    const Project &p = *r.project;
    QCOMPARE(p.name, QStringLiteral("Walk \"cycle\" \u00e4 \\ tab\tend"));
    // A version 1 file is one clip, named by the file's name.
    QCOMPARE(p.clips.size(), size_t(1));
    QCOMPARE(p.clips[0].name, p.name);
    QCOMPARE(p.clips[0].loop, LoopMode::PingPong);
    QCOMPARE(p.fps, 24.0);
    QCOMPARE(p.clips[0].frames.count(), 4);
    QCOMPARE(p.clips[0].frames.frame(0).image, QStringLiteral("frames/tiny-0.png"));
    QCOMPARE(p.clips[0].frames.frame(1).image, QString());
    QCOMPARE(p.clips[0].frames.frame(1).duration, 0.1);
    QCOMPARE(p.clips[0].frames.frame(2).duration, 100.0 / 3);
    QCOMPARE(p.clips[0].motion.count(), 7);
    QCOMPARE(p.clips[0].motion.key(1).translation, (Vec3{1.5, -2, 1e-7}));
    QCOMPARE(p.clips[0].motion.key(1).rotation, (Vec3{10, 20, 720}));
    QCOMPARE(p.clips[0].motion.key(1).easing, Easing(Easing::Type::Step));
    QCOMPARE(p.clips[0].motion.key(2).easing, Easing(Easing::Type::EaseIn));
    QCOMPARE(p.clips[0].motion.key(3).easing, Easing(Easing::Type::EaseOut));
    QCOMPARE(p.clips[0].motion.key(4).easing, Easing(Easing::Type::EaseInOut));
    QCOMPARE(p.clips[0].motion.key(5).easing, Easing::bezier(0.25, 0.1, 0.25, 1));
    QCOMPARE(p.clips[0].motion.key(6).easing, Easing::bezier(0, -0.5, 1, 1.5));
    QCOMPARE(p.clips[0].events.size(), 3);
    QCOMPARE(p.clips[0].events[1], (ClipEvent{250, QStringLiteral("footstep")}));
}

void TestProjectReader::unknownKeysWarnOnly()
{
    const auto r = ProjectReader::readFile(QFINDTESTDATA("../data/unknown-keys.json"));
    QVERIFY2(r.ok(), qPrintable(r.messages(QStringLiteral("unknown-keys.json")).join(QLatin1Char('\n'))));
    QCOMPARE(warningPaths(r), testutil::strings({"author", "frames[0].tint", "keyframes[0].wobble",
                                                 "keyframes[0].easing.name", "events[0].power"}));
    QVERIFY(errorsOf(r).isEmpty());
    QCOMPARE(r.messages(QStringLiteral("u.json"))[0], QStringLiteral("u.json: author: warning: unknown key, ignored"));
    // Kept out of the model: the project is what it would be without them.
    QCOMPARE(r.project->clips[0].frames.frame(0).duration, 100.0);
    QCOMPARE(r.project->clips[0].events[0], (ClipEvent{10, QStringLiteral("hit")}));
}

void TestProjectReader::beyondTheClipWarnsOnly()
{
    const auto r = ProjectReader::readFile(QFINDTESTDATA("../data/beyond-clip.json"));
    QVERIFY(r.ok());
    // Key 1 and event 0 sit exactly at the end (200 ms): in the clip. Key 2 and event 1 are past it.
    QCOMPARE(warningPaths(r), testutil::strings({"keyframes[2].time", "events[1].time"}));
    QCOMPARE(r.project->clips[0].motion.count(), 3);
    QCOMPARE(r.project->clips[0].events.size(), 2);
}

void TestProjectReader::squareExampleDecodes()
{
    const auto r = ProjectReader::readFile(QFINDTESTDATA("../../resources/examples/square.json"));
    QVERIFY(r.ok());
    QVERIFY(r.diagnostics.isEmpty());
    const MotionTrack &m = r.project->clips[0].motion;
    QCOMPARE(m.count(), 4);
    const Vec3 translations[4] = {{0, 0, 0}, {50, 0, 0}, {25, 25, 0}, {0, 0, 0}};
    const double angles[4] = {0, 90, 180, 0};
    for (int i = 0; i < 4; ++i) {
        QCOMPARE(m.key(i).translation, translations[i]);
        QVERIFY(std::abs(m.key(i).rotation.z - angles[i]) < 0.1);
        COMPARE_VEC3(m.key(i).scale, (Vec3{1, 1, 1}), 1e-6);
    }
}

void TestProjectReader::byteOrderMarkAccepted()
{
    const auto r = ProjectReader::read("\xEF\xBB\xBF" + withFrames(R"({"duration": 40})"));
    QVERIFY(r.ok());
    QCOMPARE(r.project->clips[0].frames.length(), 40.0);
}

void TestProjectReader::missingFile()
{
    const auto r = ProjectReader::readFile(QStringLiteral("/nonexistent/walk.json"));
    QVERIFY(!r.ok());
    QCOMPARE(r.diagnostics.size(), 1);
    QVERIFY(r.diagnostics[0].isError());
}

QTEST_APPLESS_MAIN(TestProjectReader)
#include "tst_projectreader.moc"
