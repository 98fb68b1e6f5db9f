// inbetween-cli, run as a real process: every command's output as DESIGN.md prints it, the exit
// codes 0 (success), 1 (invalid input) and 2 (wrong usage), --help and --version, no display.

#include "cli/clirun.h"
#include "common/testpaths.h"
#include "common/testutil.h"
#include "timing/quaternion.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

namespace {

using clirun::Run;
using clirun::run;

QStringList lines(const QByteArray &bytes)
{
    QStringList out = QString::fromUtf8(bytes).split(QLatin1Char('\n'));
    if (!out.isEmpty() && out.last().isEmpty())
        out.removeLast();
    return out;
}

using testutil::strings;

QString example(const char *name)
{
    return QFINDTESTDATA(QStringLiteral("../../resources/examples/") + QLatin1String(name));
}

// The flipbook of three images that was the bundled example, as a version 1 file.
QString flipbookV1()
{
    return QFINDTESTDATA("../data/flipbook-v1/flipbook.json");
}

bool near(const QJsonValue &array, std::initializer_list<double> expected, double tolerance)
{
    const QJsonArray a = array.toArray();
    if (a.size() != qsizetype(expected.size()))
        return false;
    int i = 0;
    for (double e : expected) {
        if (!a[i].isDouble() || std::abs(a[i].toDouble() - e) > tolerance)
            return false;
        ++i;
    }
    return true;
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void help_data();
    void help();
    void version();
    void validateValid();
    void validateWarnings();
    void validateFoldsTheSameWarning();
    void validateInvalid_data();
    void validateInvalid();
    void info();
    void sampleSquare();
    void sampleFlipbook();
    void events_data();
    void events();
    void eventsSpanTooLong();
    void eventsAtOrPastTheEnd_data();
    void eventsAtOrPastTheEnd();
    void wrongUsage_data();
    void wrongUsage();

private:
    QTemporaryDir m_dir;
    QString write(const char *name, const QByteArray &contents);
};

void TestCli::initTestCase()
{
    QVERIFY(QFileInfo::exists(testpaths::cli()));
    QVERIFY(m_dir.isValid());
}

QString TestCli::write(const char *name, const QByteArray &contents)
{
    const QString path = m_dir.filePath(QLatin1String(name));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(contents) != contents.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

void TestCli::help_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("--help") << strings({"--help"});
    QTest::newRow("-h") << strings({"-h"});
    QTest::newRow("after a command") << strings({"sample", "--help"});
}

void TestCli::help()
{
    QFETCH(QStringList, args);
    const Run r = run(args);
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.startsWith("Usage: inbetween-cli"));
    for (const char *word : {"validate FILE...", "info FILE", "sample FILE --at T", "events FILE --from T0 --to T1",
                             "watch FILE...", "--version", "Exit status: 0 success, 1 invalid input, 2 wrong usage"})
        QVERIFY2(r.out.contains(word), word);
    QVERIFY(r.err.isEmpty());
}

void TestCli::version()
{
    for (const char *option : {"--version", "-v"}) {
        const Run r = run({QLatin1String(option)});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, QByteArray("inbetween-cli " INBETWEEN_VERSION "\n"));
        QVERIFY(r.err.isEmpty());
    }
}

void TestCli::validateValid()
{
    const QString file = flipbookV1();
    const Run r = run({QStringLiteral("validate"), file});
    QCOMPARE(r.code, 0);
    QCOMPARE(lines(r.out), QStringList{file + QStringLiteral(": valid (1 clip, 3 frames, 0 keyframes, 1 event)")});
    QVERIFY(r.err.isEmpty());
}

void TestCli::validateWarnings()
{
    // Unknown keys are warned about on stderr, and the file is still valid.
    const QString file = write("warn.json", R"({"format": "inbetween", "version": 1, "colour": "red"})");
    const Run r = run({QStringLiteral("validate"), file});
    QCOMPARE(r.code, 0);
    QCOMPARE(lines(r.err), QStringList{file + QStringLiteral(": colour: warning: unknown key, ignored")});
    QCOMPARE(lines(r.out), QStringList{file + QStringLiteral(": valid (1 clip, 0 frames, 0 keyframes, 0 events)")});
}

// A sheet outside the project folder named by 3 frames: one warning line naming the count, not
// one a frame (Save As into another folder gave 12 identical lines: issue 39).
void TestCli::validateFoldsTheSameWarning()
{
    QDir(m_dir.path()).mkpath(QStringLiteral("sub"));
    QImage sheet(8, 8, QImage::Format_ARGB32);
    sheet.fill(Qt::red);
    QVERIFY(sheet.save(m_dir.filePath(QStringLiteral("outside.png"))));
    const QString file = write("sub/outside.json", R"({"format": "inbetween", "version": 2, "clips": [{"name": "walk", "frames": [
        {"duration": 100, "image": "../outside.png", "region": [0, 0, 4, 4]},
        {"duration": 100, "image": "../outside.png", "region": [4, 0, 4, 4]},
        {"duration": 100, "image": "../outside.png", "region": [0, 4, 4, 4]}]}]})");
    const Run r = run({QStringLiteral("validate"), file});
    QCOMPARE(r.code, 0);
    QCOMPARE(lines(r.err), QStringList{file + QStringLiteral(": warning: outside the project folder (../outside.png) (3 frames in walk)")});
}

void TestCli::validateInvalid_data()
{
    QTest::addColumn<QStringList>("command");
    QTest::addColumn<QByteArray>("contents");
    QTest::addColumn<QString>("message"); // stderr after "FILE: "
    const QByteArray zero = R"({"format": "inbetween", "version": 1, "frames": [{"duration": 100}, {"duration": 0}]})";
    const QString zeroMessage = QStringLiteral("frames[1].duration: must be a number greater than 0 (got 0)");
    for (const char *command : {"validate", "info", "sample", "events"}) {
        QStringList args{QLatin1String(command)};
        if (qstrcmp(command, "sample") == 0)
            args << QStringLiteral("--at") << QStringLiteral("0");
        if (qstrcmp(command, "events") == 0)
            args << QStringLiteral("--from") << QStringLiteral("0") << QStringLiteral("--to") << QStringLiteral("1");
        QTest::newRow(command) << args << zero << zeroMessage;
    }
    QTest::newRow("newer version") << strings({"validate"}) << QByteArray(R"({"format": "inbetween", "version": 5})")
                                   << QStringLiteral("version: made by a newer version");
    QTest::newRow("an undeclared box") << strings({"validate"})
        << QByteArray(R"({"format": "inbetween", "version": 3, "boxes": [{"name": "body"}], "clips": [{"frames": [{"duration": 5,
                         "boxes": {"fist": [0, 0, 1, 1]}}]}]})")
        << QStringLiteral("clips[0].frames[0].boxes.fist: \"fist\" is not a declared box");
    // Files `import` takes, given where a project was expected: said what they are and how to
    // bring them in (validate listed "format: missing ... frames: must be an array").
    QTest::newRow("aseprite sheet") << strings({"validate"}) << QByteArray(R"({"frames": [], "meta": {"size": {"w": 8, "h": 8}}})")
                                    << QStringLiteral("bad.json is an Aseprite sprite-sheet JSON, not an Inbetween project: make a "
                                                      "project of it with `inbetween-cli import bad.json -o bad-project.json`");
    QTest::newRow("gif") << strings({"info"}) << QByteArray("GIF89a\x01\x00\x01\x00\x00\x00\x00;")
                         << QStringLiteral("bad.json is a GIF image, not an Inbetween project: make a project of it with "
                                           "`inbetween-cli import bad.json -o bad-project.json`");
    QTest::newRow("png") << strings({"validate"}) << QByteArray("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", 16)
                         << QStringLiteral("bad.json is a PNG image, not an Inbetween project: make a project of it with "
                                           "`inbetween-cli import bad.json -o bad-project.json --grid WxH`");
    QTest::newRow("syntax error") << strings({"validate"})
                                  << QByteArray("{\n  \"format\": \"inbetween\",\n  \"version\": 1,,\n}\n")
                                  << QStringLiteral("line 3, column ");
}

void TestCli::validateInvalid()
{
    QFETCH(QStringList, command);
    QFETCH(QByteArray, contents);
    QFETCH(QString, message);
    const QString file = write("bad.json", contents);
    QStringList args = command;
    args.insert(1, file);
    const Run r = run(args);
    QCOMPARE(r.code, 1);
    QVERIFY(r.out.isEmpty());
    const QStringList err = lines(r.err);
    QCOMPARE(err.size(), 1);
    QVERIFY2(err[0].startsWith(file + QStringLiteral(": ") + message), qPrintable(err[0]));
}

void TestCli::info()
{
    Run r = run({QStringLiteral("info"), flipbookV1()});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.out, QByteArray(R"({"name":"Flipbook","loop":"loop","length":500,"fps":60,"frames":3,"keyframes":0,"events":1,"clip":"Flipbook","clips":["Flipbook"]})" "\n"));
    r = run({QStringLiteral("info"), example("square.json")});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.out, QByteArray(R"({"name":"Rotating square","loop":"loop","length":1200,"fps":60,"frames":0,"keyframes":4,"events":0,"clip":"Rotating square","clips":["Rotating square"]})" "\n"));
    r = run({QStringLiteral("info"), QStringLiteral("/nonexistent/walk.json")});
    QCOMPARE(r.code, 1);
    QVERIFY(r.err.startsWith("/nonexistent/walk.json: "));
}

void TestCli::sampleSquare()
{
    // The issue's check: (25,0,0) at about 45 degrees, (12.5,12.5,0) at about 90 with scale 1,
    // and the identity.
    const Run r = run({QStringLiteral("sample"), example("square.json"), QStringLiteral("--at"), QStringLiteral("200"),
                       QStringLiteral("--at"), QStringLiteral("1000"), QStringLiteral("--at"), QStringLiteral("1200")});
    QCOMPARE(r.code, 0);
    QVERIFY(r.err.isEmpty());
    const QStringList out = lines(r.out);
    QCOMPARE(out.size(), 3);
    const double times[3] = {200, 1000, 1200};
    const double clipTimes[3] = {200, 1000, 0};
    const double x[3] = {25, 12.5, 0};
    const double y[3] = {0, 12.5, 0};
    const double degrees[3] = {45, 90, 0};
    for (int i = 0; i < 3; ++i) {
        const QJsonObject o = QJsonDocument::fromJson(out[i].toUtf8()).object();
        QCOMPARE(o.keys().size(), 10);
        QCOMPARE(o[QLatin1String("time")].toDouble(), times[i]);
        QCOMPARE(o[QLatin1String("clipTime")].toDouble(), clipTimes[i]);
        QVERIFY(o[QLatin1String("frame")].isNull());
        QVERIFY2(near(o[QLatin1String("translation")], {x[i], y[i], 0}, 1e-9), qPrintable(out[i]));
        QVERIFY2(near(o[QLatin1String("rotation")], {0, 0, degrees[i]}, 0.1), qPrintable(out[i]));
        QVERIFY2(near(o[QLatin1String("scale")], {1, 1, 1}, 1e-5), qPrintable(out[i]));
        const inbetween::Quaternion q = inbetween::Quaternion::fromEulerDegrees({0, 0, degrees[i]});
        QVERIFY2(near(o[QLatin1String("quaternion")], {q.x, q.y, q.z, q.w}, 1e-3), qPrintable(out[i]));
    }
    QCOMPARE(out[2], QStringLiteral(R"({"time":1200,"clipTime":0,"frame":null,"translation":[0,0,0],"rotation":[0,0,0],"quaternion":[0,0,0,1],"scale":[1,1,1],"pivot":null,"boxes":{},"points":{}})"));
}

void TestCli::sampleFlipbook()
{
    // In the order given, not sorted; frames by the [100, 150, 250] rule.
    const Run r = run({QStringLiteral("sample"), flipbookV1(), QStringLiteral("--at"), QStringLiteral("500"),
                       QStringLiteral("--at"), QStringLiteral("99"), QStringLiteral("--at"), QStringLiteral("100"),
                       QStringLiteral("--at"), QStringLiteral("250"), QStringLiteral("--at"), QStringLiteral("-1.5")});
    QCOMPARE(r.code, 0);
    const char *rest = R"(,"translation":[0,0,0],"rotation":[0,0,0],"quaternion":[0,0,0,1],"scale":[1,1,1],"pivot":null,"boxes":{},"points":{}})";
    QCOMPARE(lines(r.out), (QStringList{
        QStringLiteral(R"({"time":500,"clipTime":0,"frame":0)") + QLatin1String(rest),
        QStringLiteral(R"({"time":99,"clipTime":99,"frame":0)") + QLatin1String(rest),
        QStringLiteral(R"({"time":100,"clipTime":100,"frame":1)") + QLatin1String(rest),
        QStringLiteral(R"({"time":250,"clipTime":250,"frame":2)") + QLatin1String(rest),
        QStringLiteral(R"({"time":-1.5,"clipTime":498.5,"frame":2)") + QLatin1String(rest),
    }));
}

void TestCli::events_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("two loops") << QStringLiteral("0") << QStringLiteral("1000") << strings({
        R"({"time":0,"kind":"frame","frame":0})", R"({"time":100,"kind":"frame","frame":1})",
        R"({"time":250,"kind":"frame","frame":2})", R"({"time":250,"kind":"event","name":"footstep"})",
        R"({"time":500,"kind":"frame","frame":0})", R"({"time":600,"kind":"frame","frame":1})",
        R"({"time":750,"kind":"frame","frame":2})", R"({"time":750,"kind":"event","name":"footstep"})"});
    QTest::newRow("half-open") << QStringLiteral("100") << QStringLiteral("250")
                               << strings({R"({"time":100,"kind":"frame","frame":1})"});
    QTest::newRow("negative") << QStringLiteral("-260") << QStringLiteral("-240") << strings({
        R"({"time":-250,"kind":"frame","frame":2})", R"({"time":-250,"kind":"event","name":"footstep"})"});
    QTest::newRow("empty span") << QStringLiteral("250") << QStringLiteral("250") << QStringList();
}

void TestCli::events()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QStringList, expected);
    const Run r = run({QStringLiteral("events"), flipbookV1(), QStringLiteral("--from"), from,
                       QStringLiteral("--to"), to});
    QCOMPARE(r.code, 0);
    QVERIFY(r.err.isEmpty());
    QCOMPARE(lines(r.out), expected);
}

void TestCli::eventsAtOrPastTheEnd_data()
{
    QTest::addColumn<QString>("loop");
    QTest::addColumn<QStringList>("laps"); // the times of the event at 500 ms in [0, 1600)
    QTest::newRow("loop") << QStringLiteral("loop") << strings({"500", "1000", "1500"});
    QTest::newRow("once") << QStringLiteral("once") << strings({"500"});
    QTest::newRow("pingpong") << QStringLiteral("pingpong") << strings({"500", "1500"});
}

// tests/data/events-at-end.json: a 500 ms clip with "lap" at 500 and "late" at 700. The lap ends
// each loop (before frame 0 is entered again), once ends on it, pingpong turns on it once; the
// late one never occurs, and validate names it with the clip's length.
void TestCli::eventsAtOrPastTheEnd()
{
    QFETCH(QString, loop);
    QFETCH(QStringList, laps);
    QFile source(QFINDTESTDATA("../data/events-at-end.json"));
    QVERIFY(source.open(QIODevice::ReadOnly));
    const QString file = write("events-at-end.json", source.readAll().replace("\"loop\": \"loop\"", "\"loop\": \"" + loop.toLatin1() + "\""));
    const Run r = run({QStringLiteral("events"), file, QStringLiteral("--from"), QStringLiteral("0"), QStringLiteral("--to"),
                       QStringLiteral("1600")});
    QCOMPARE(r.code, 0);
    QStringList got;
    QStringList events;
    for (const QString &line : lines(r.out)) {
        if (line.contains(QLatin1String(R"("kind":"event")")))
            events << line;
    }
    for (const QString &t : laps)
        got << QStringLiteral(R"({"time":%1,"kind":"event","name":"lap"})").arg(t);
    QCOMPARE(events, got);
    if (loop == QLatin1String("loop")) {
        // At 1000: the lap ends, then frame 0 is entered.
        const QStringList all = lines(r.out);
        const qsizetype at = all.indexOf(QStringLiteral(R"({"time":1000,"kind":"event","name":"lap"})"));
        QVERIFY(at >= 0);
        QCOMPARE(all.value(at + 1), QStringLiteral(R"({"time":1000,"kind":"frame","frame":0})"));
    }
    const Run v = run({QStringLiteral("validate"), file});
    QCOMPARE(v.code, 0);
    QCOMPARE(lines(v.err), QStringList{file + QStringLiteral(R"(: clips[0].events[1].time: warning: "late" at 700 ms is after the end of the clip (500 ms); it never occurs)")});
}

void TestCli::eventsSpanTooLong()
{
    // Refused (as input too large to print), not cut short.
    const Run r = run({QStringLiteral("events"), flipbookV1(), QStringLiteral("--from"), QStringLiteral("0"),
                       QStringLiteral("--to"), QStringLiteral("1e12")});
    QCOMPARE(r.code, 1);
    QVERIFY(r.out.isEmpty());
    QVERIFY(!r.err.isEmpty());
}

void TestCli::wrongUsage_data()
{
    QTest::addColumn<QStringList>("args");
    const QString f = flipbookV1();
    auto with = [&](std::initializer_list<const char *> items) {
        QStringList a = strings(items);
        for (QString &s : a)
            s.replace(QLatin1String("FILE"), f);
        return a;
    };
    QTest::newRow("nothing") << QStringList();
    QTest::newRow("unknown command") << with({"play", "FILE"});
    QTest::newRow("another unknown command") << with({"frobnicate", "FILE"});
    QTest::newRow("validate without a file") << with({"validate"});
    QTest::newRow("sample without --at") << with({"sample", "FILE"});
    QTest::newRow("--at without a value") << with({"sample", "FILE", "--at"});
    QTest::newRow("--at not a number") << with({"sample", "FILE", "--at", "soon"});
    QTest::newRow("--at inf") << with({"sample", "FILE", "--at", "inf"});
    QTest::newRow("--at nan") << with({"sample", "FILE", "--at", "nan"});
    QTest::newRow("events without --to") << with({"events", "FILE", "--from", "0"});
    QTest::newRow("events without --from") << with({"events", "FILE", "--to", "10"});
    QTest::newRow("--to before --from") << with({"events", "FILE", "--from", "10", "--to", "5"});
    QTest::newRow("--at on info") << with({"info", "FILE", "--at", "5"});
    QTest::newRow("--from on sample") << with({"sample", "FILE", "--at", "1", "--from", "0"});
    QTest::newRow("unknown option") << with({"validate", "FILE", "--frobnicate"});
    QTest::newRow("extra argument") << with({"info", "FILE", "other.json"});
}

void TestCli::wrongUsage()
{
    QFETCH(QStringList, args);
    const Run r = run(args);
    QCOMPARE(r.code, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY(r.err.startsWith("inbetween-cli: "));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
