// `inbetween-cli export FILE` without --format runs the project's export targets (DESIGN.md,
// "Export targets"), on data/targets/hero.json copied with its pictures into a temporary folder:
// godot into ../game/anims, aseprite into blocked/ (made unwritable by each row), csv into out/.
// Each target's line on stdout, a failed one's on stderr with why while the others run, the exit
// status, the files written, and those a failed target would have replaced left as they were.
// `--list` prints them; a project without targets says how to add one.
#include "cli/clirun.h"
#include "common/testutil.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

namespace {

bool copy(const QString &from, const QString &to)
{
    return QFile::copy(from, to);
}

bool writeText(const QString &path, const QByteArray &text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}

const char kAsepriteWarning[] = "hero.json: aseprite blocked/hero-sheet.json: warning: clip \"walk\" has motion keys: a "
                                "sprite sheet keeps only the frames and their durations, not the motion\n";

} // namespace

class TestCliTargets : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_project; // the folder of hero.json, in m_dir

    // A fresh copy of the fixture in a new folder of m_dir.
    bool setUp(const QString &name)
    {
        m_project = QDir(m_dir.path()).filePath(name + QStringLiteral("/project"));
        return QDir().mkpath(m_project)
               && copy(QFINDTESTDATA("data/targets/hero.json"), m_project + QStringLiteral("/hero.json"))
               && copy(QFINDTESTDATA("../data/frames/tiny-0.png"), m_project + QStringLiteral("/tiny-0.png"))
               && copy(QFINDTESTDATA("../data/frames/tiny-1.png"), m_project + QStringLiteral("/tiny-1.png"));
    }
    clirun::Run exportIn(const QStringList &more = {})
    {
        const QString saved = QDir::currentPath();
        QDir::setCurrent(m_project); // the file named as a user in its folder names it
        const clirun::Run r = clirun::run(QStringList{QStringLiteral("export"), QStringLiteral("hero.json")} + more);
        QDir::setCurrent(saved);
        return r;
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void runsTargets_data()
    {
        QTest::addColumn<QString>("blocking"); // what stands in blocked/'s way
        QTest::addColumn<int>("code");
        QTest::addColumn<QByteArray>("out");
        QTest::addColumn<QByteArray>("err");
        QTest::newRow("every target written")
            << "" << 0 << QByteArray("wrote godot ../game/anims/hero.tres\nwrote aseprite blocked/hero-sheet.json\nwrote csv out/hero.csv\n")
            << QByteArray(kAsepriteWarning);
        QTest::newRow("its folder is a file")
            << "file" << 1 << QByteArray("wrote godot ../game/anims/hero.tres\nwrote csv out/hero.csv\n")
            << QByteArray("hero.json: cannot export to aseprite blocked/hero-sheet.json: PROJECT/blocked/hero-sheet.png: "
                          "cannot make its folder\n");
        // The atlas page can be written, the sheet cannot: the old page stays as it was.
        QTest::newRow("its second file is a folder")
            << "sheet folder" << 1 << QByteArray("wrote godot ../game/anims/hero.tres\nwrote csv out/hero.csv\n")
            << QByteArray("hero.json: cannot export to aseprite blocked/hero-sheet.json: PROJECT/blocked/hero-sheet.json: "
                          "cannot write: Filename refers to a directory\n");
    }

    void runsTargets()
    {
        QFETCH(QString, blocking);
        QFETCH(int, code);
        QFETCH(QByteArray, out);
        QFETCH(QByteArray, err);
        QVERIFY(setUp(QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'))));
        const QString blocked = m_project + QStringLiteral("/blocked");
        if (blocking == QLatin1String("file"))
            QVERIFY(writeText(blocked, "not a folder"));
        if (blocking == QLatin1String("sheet folder")) {
            QVERIFY(QDir().mkpath(blocked + QStringLiteral("/hero-sheet.json")));
            QVERIFY(writeText(blocked + QStringLiteral("/hero-sheet.png"), "the last export's page"));
        }
        const clirun::Run r = exportIn();
        QCOMPARE(r.out, out);
        QCOMPARE(QByteArray(r.err).replace(m_project.toUtf8(), "PROJECT"), err);
        QCOMPARE(r.code, code);

        // The good targets' files, from the project's folder; the failed one's left as they were.
        const QDir project(m_project);
        QVERIFY(testutil::contentsOf(project.filePath(QStringLiteral("../game/anims/hero.tres"))).startsWith("[gd_resource"));
        QVERIFY(QFileInfo::exists(project.filePath(QStringLiteral("../game/anims/hero-atlas.png"))));
        // csv at the target's fps 10, not the project's 30: a row every 100 ms and the end.
        const QList<QByteArray> rows = testutil::contentsOf(project.filePath(QStringLiteral("out/hero.csv"))).trimmed().split('\n');
        QCOMPARE(rows.size(), 5);
        QVERIFY(rows[0].startsWith("clip,time_ms,"));
        QVERIFY(rows[2].startsWith("walk,100,1,"));
        if (blocking == QLatin1String("file"))
            QCOMPARE(testutil::contentsOf(blocked), QByteArray("not a folder"));
        else if (blocking == QLatin1String("sheet folder"))
            QCOMPARE(testutil::contentsOf(blocked + QStringLiteral("/hero-sheet.png")), QByteArray("the last export's page"));
        else
            QVERIFY(testutil::contentsOf(blocked + QStringLiteral("/hero-sheet.json")).contains("\"frameTags\""));
        // No temporary file is left anywhere.
        QStringList left = QDir(m_project).entryList(QDir::Files | QDir::Hidden);
        left.removeOne(QStringLiteral("blocked")); // the file in the way
        left.sort();
        QCOMPARE(left, (QStringList{QStringLiteral("hero.json"), QStringLiteral("tiny-0.png"), QStringLiteral("tiny-1.png")}));
        if (blocking == QLatin1String("sheet folder"))
            QCOMPARE(QDir(blocked).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("hero-sheet.png")});
    }

    // One line a target: format, path, then its clip and options as export's arguments.
    void listsTargets()
    {
        QVERIFY(setUp(QStringLiteral("list")));
        const clirun::Run r = exportIn({QStringLiteral("--list")});
        QCOMPARE(r.out, QByteArray("godot ../game/anims/hero.tres --pixels-per-unit 32\n"
                                   "aseprite blocked/hero-sheet.json --clip walk\n"
                                   "csv out/hero.csv --clip walk --fps 10\n"));
        QCOMPARE(r.err, QByteArray());
        QCOMPARE(r.code, 0);
        QVERIFY(!QFileInfo::exists(m_project + QStringLiteral("/out"))); // nothing written
    }

    void withoutTargets_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QByteArray>("err");
        QTest::newRow("run") << QStringList{} << 1
                             << QByteArray("none.json: no export targets to run; add one to the project file (version 4) as "
                                           "\"exports\": [{\"format\": \"godot\", \"path\": \"hero.tres\"}], or export once "
                                           "with --format F -o OUT\n");
        QTest::newRow("list") << QStringList{QStringLiteral("--list")} << 0 << QByteArray("none.json: no export targets\n");
    }

    void withoutTargets()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QByteArray, err);
        QVERIFY(setUp(QStringLiteral("none-") + QString::fromLatin1(QTest::currentDataTag())));
        QVERIFY(writeText(m_project + QStringLiteral("/none.json"), R"({"format": "inbetween", "version": 4})"));
        const QString saved = QDir::currentPath();
        QDir::setCurrent(m_project);
        const clirun::Run r = clirun::run(QStringList{QStringLiteral("export"), QStringLiteral("none.json")} + args);
        QDir::setCurrent(saved);
        QCOMPARE(r.out, QByteArray());
        QCOMPARE(r.err, err);
        QCOMPARE(r.code, code);
    }

    // The targets keep their own options: export's options without --format are wrong usage.
    void usage_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("err");
        QTest::newRow("--fps") << QStringList{QStringLiteral("--fps"), QStringLiteral("12")}
                               << QByteArray("export without --format runs the project's export targets");
        QTest::newRow("-o") << QStringList{QStringLiteral("-o"), QStringLiteral("x.tres")}
                            << QByteArray("export without --format runs the project's export targets");
        QTest::newRow("--clip") << QStringList{QStringLiteral("--clip"), QStringLiteral("walk")}
                                << QByteArray("export without --format runs the project's export targets");
        QTest::newRow("--list with --format") << QStringList{QStringLiteral("--list"), QStringLiteral("--format"), QStringLiteral("csv")}
                                              << QByteArray("--list lists the project's export targets; it takes no --format");
    }

    void usage()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, err);
        static int run = 0; // a folder a row
        QVERIFY(setUp(QStringLiteral("usage-%1").arg(++run)));
        const clirun::Run r = exportIn(args);
        QVERIFY2(r.err.contains(err), r.err.constData());
        QCOMPARE(r.code, 2);
        QVERIFY(!QFileInfo::exists(m_project + QStringLiteral("/out")));
    }
};

QTEST_GUILESS_MAIN(TestCliTargets)
#include "tst_clitargets.moc"
