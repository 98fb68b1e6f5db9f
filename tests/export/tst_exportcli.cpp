// `inbetween-cli export`: writes what exportProject writes, exit 0; 2 for wrong usage (no or
// unknown --format, no -o, a bad --fps or --pixels-per-unit, --pixels-per-unit for a format that
// measures in picture pixels, export options on other commands); 1 with the reason for a
// project that cannot go to that format or does not load.

#include "export/exportfixtures.h"
#include "common/testpaths.h"
#include "common/testutil.h"
#include "file/projectwriter.h"

#include <QDir>
#include <QProcess>
#include <QtTest>
#include <tuple>

using namespace inbetween;
using namespace exporttest;

namespace {
struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

Run cli(const QStringList &args)
{
    QProcess process;
    process.start(testpaths::cli(), args);
    Run run;
    if (!process.waitForFinished(60000))
        return run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}
} // namespace

class TestExportCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void writesWhatTheLibraryWrites_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QString>("format");
        QTest::addColumn<QStringList>("extra");
        // Each format on the flipbook and on one more fixture, taken in turn from the motion
        // fixtures (a sheet: the ping-pong, the other with frames): the library's own tests export
        // every fixture, and each row here starts the CLI, which under the sanitizers is slow.
        const QStringList motion{QStringLiteral("square"), QStringLiteral("spin720"), QStringLiteral("eased"),
                                 QStringLiteral("pingpong")};
        qsizetype turn = 0;
        for (const ExportFormat &format : exportFormats()) {
            const QString other = format.needsFrames ? QStringLiteral("pingpong") : motion[turn++ % motion.size()];
            for (const QString &name : {QStringLiteral("flipbook"), other})
                QTest::addRow("%s.%s", qPrintable(name), qPrintable(format.id)) << name << format.id << QStringList();
        }
        QTest::newRow("csv at 24 fps") << QStringLiteral("eased") << QStringLiteral("csv")
                                       << QStringList{QStringLiteral("--fps"), QStringLiteral("24")};
        QTest::newRow("godot on a nested node") << QStringLiteral("flipbook") << QStringLiteral("godot")
                                                << QStringList{QStringLiteral("--node"), QStringLiteral("Rig/Card")};
        for (const char *format : {"gltf", "glb", "godot", "unity"})
            QTest::addRow("%s at 64 pixels per unit", format)
                << QStringLiteral("pingpong") << QString::fromLatin1(format)
                << QStringList{QStringLiteral("--pixels-per-unit"), QStringLiteral("64")};
    }
    void writesWhatTheLibraryWrites()
    {
        QFETCH(QString, fixture);
        QFETCH(QString, format);
        QFETCH(QStringList, extra);
        Fixture f;
        QVERIFY(loadFixture(fixture, &f));
        const QString suffix = findExportFormat(format)->suffix;
        const QString byCli = m_dir.filePath(
            QStringLiteral("cli-%1.%2").arg(QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('_')), suffix));
        const Run run = cli(QStringList{QStringLiteral("export"), f.path, QStringLiteral("--format"), format,
                                        QStringLiteral("-o"), byCli}
                            + extra);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));

        ExportOptions options;
        options.format = format;
        // What the export leaves out, each a warning on stderr and nothing else: the editor's
        // report lists the same (a sprite sheet's motion keys, SpriteFrames' and CSV's events).
        const QStringList leftOut = exportLeftOut(f.project, options);
        for (const QString &note : leftOut)
            QVERIFY2(run.err.contains(QStringLiteral("warning: ") + note), qPrintable(note));
        QCOMPARE(run.err.count(QLatin1Char('\n')), leftOut.size());
        if (extra.contains(QLatin1String("--fps")))
            options.fps = extra.last().toDouble();
        if (extra.contains(QLatin1String("--node")))
            options.nodePath = extra.last();
        if (extra.contains(QLatin1String("--pixels-per-unit")))
            options.pixelsPerUnit = extra.last().toDouble();
        QTemporaryDir other;
        const QString byLibrary = other.filePath(QFileInfo(byCli).fileName());
        QString error;
        QVERIFY2(exportProject(f.project, f.folder, byLibrary, options, &error), qPrintable(error));
        QVERIFY(!readExport(byCli).isEmpty());
        QCOMPARE(readExport(byCli), readExport(byLibrary));
        // Every other file the format writes beside it (an atlas PNG, Spine's .atlas): the same bytes.
        const QStringList byCliFiles = exportedFilePaths(f.project, options, byCli);
        const QStringList byLibraryFiles = exportedFilePaths(f.project, options, byLibrary);
        QCOMPARE(byCliFiles.size(), byLibraryFiles.size());
        for (qsizetype i = 0; i < byCliFiles.size(); ++i) {
            if (byCliFiles[i] == byCli)
                continue;
            QVERIFY2(!testutil::contentsOf(byCliFiles[i]).isEmpty(), qPrintable(byCliFiles[i]));
            QCOMPARE(testutil::contentsOf(byCliFiles[i]), testutil::contentsOf(byLibraryFiles[i]));
        }
    }

    // Without --fps the grid is the project's fps (DESIGN.md, "The command line"): a 30 fps
    // project's CSV has a row every 33.3 ms, as the library writes it at 30, not at 60.
    void fpsDefaultsToTheProjects_data()
    {
        QTest::addColumn<double>("projectFps");
        QTest::newRow("30 fps") << 30.0;
        QTest::newRow("24 fps") << 24.0;
        QTest::newRow("120 fps") << 120.0;
    }
    void fpsDefaultsToTheProjects()
    {
        QFETCH(double, projectFps);
        Fixture f;
        QVERIFY(loadFixture(QStringLiteral("eased"), &f)); // motion only: no images to carry along
        f.project.fps = projectFps;
        const QString project = m_dir.filePath(QStringLiteral("eased-at-%1.json").arg(projectFps));
        QString error;
        QVERIFY2(ProjectWriter::save(f.project, project, &error), qPrintable(error));
        const QString byCli = m_dir.filePath(QStringLiteral("eased-at-%1.csv").arg(projectFps));
        const Run run = cli({QStringLiteral("export"), project, QStringLiteral("--format"), QStringLiteral("csv"),
                             QStringLiteral("-o"), byCli});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));

        ExportOptions options;
        options.format = QStringLiteral("csv");
        options.fps = projectFps;
        QTemporaryDir other;
        const QString byLibrary = other.filePath(QStringLiteral("at-project-fps.csv"));
        QVERIFY2(exportProject(f.project, m_dir.path(), byLibrary, options, &error), qPrintable(error));
        QVERIFY(!readExport(byCli).isEmpty());
        QCOMPARE(readExport(byCli), readExport(byLibrary));
        options.fps = 60;
        const QString at60 = other.filePath(QStringLiteral("at-60.csv"));
        QVERIFY2(exportProject(f.project, m_dir.path(), at60, options, &error), qPrintable(error));
        QVERIFY(testutil::contentsOf(byCli) != testutil::contentsOf(at60));
    }

    void refusesWithTheRightStatus_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        const QString square = fixturePath(QStringLiteral("square"));
        const QString out = QDir::temp().filePath(QStringLiteral("inbetween-cli-test-never-written.gltf"));
        auto exportArgs = [&](const QStringList &more) { return QStringList{QStringLiteral("export"), square} + more; };
        QTest::newRow("no format") << exportArgs({QStringLiteral("-o"), out}) << 2 << QStringLiteral("--format");
        QTest::newRow("unknown format") << exportArgs({QStringLiteral("--format"), QStringLiteral("fbx"), QStringLiteral("-o"), out})
                                        << 2 << QStringLiteral("unknown export format 'fbx'");
        QTest::newRow("no output") << exportArgs({QStringLiteral("--format"), QStringLiteral("gltf")}) << 2
                                   << QStringLiteral("-o OUT");
        QTest::newRow("output without value") << exportArgs({QStringLiteral("--format"), QStringLiteral("gltf"), QStringLiteral("-o")})
                                              << 2 << QStringLiteral("-o needs a value");
        QTest::newRow("zero fps") << exportArgs({QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("-o"), out,
                                                 QStringLiteral("--fps"), QStringLiteral("0")})
                                  << 2 << QStringLiteral("--fps");
        QTest::newRow("format on info") << QStringList{QStringLiteral("info"), square, QStringLiteral("--format"), QStringLiteral("csv")}
                                        << 2 << QStringLiteral("options of export only");
        QTest::newRow("aseprite without frames")
            << exportArgs({QStringLiteral("--format"), QStringLiteral("aseprite"), QStringLiteral("-o"), out}) << 1
            << QStringLiteral("no frames");
        QTest::newRow("over the project itself")
            << exportArgs({QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("-o"), square}) << 1
            << QStringLiteral("the project file itself");
        QTest::newRow("over a frame's image")
            << QStringList{QStringLiteral("export"), fixturePath(QStringLiteral("flipbook")), QStringLiteral("--format"),
                           QStringLiteral("aseprite"), QStringLiteral("-o"),
                           QFileInfo(fixturePath(QStringLiteral("flipbook"))).dir().filePath(QStringLiteral("frames/red.json"))}
            << 1 << QStringLiteral("would overwrite clips[0].frames[0].image");
        // CSV rows grow with the length; glTF and Godot keys with the turns and the tolerance.
        for (const auto &[format, fixture] : {std::pair{"csv", "longclip"}, std::pair{"godot", "longspin"}, std::pair{"gltf", "longspin"}})
            QTest::newRow(qPrintable(QStringLiteral("too many samples for %1").arg(QLatin1String(format))))
                << QStringList{QStringLiteral("export"), fixturePath(QLatin1String(fixture)), QStringLiteral("--format"),
                               QLatin1String(format), QStringLiteral("-o"), out}
                << 1 << QStringLiteral("more than the 5000000 an export writes");
        QTest::newRow("zero tolerance") << exportArgs({QStringLiteral("--format"), QStringLiteral("glb"), QStringLiteral("-o"), out,
                                                       QStringLiteral("--tolerance"), QStringLiteral("0")})
                                        << 2 << QStringLiteral("--tolerance needs a number of degrees in (0, 10]");
        QTest::newRow("unknown ping-pong") << exportArgs({QStringLiteral("--format"), QStringLiteral("aseprite"), QStringLiteral("-o"), out,
                                                          QStringLiteral("--aseprite-pingpong"), QStringLiteral("mirror")})
                                           << 2 << QStringLiteral("--aseprite-pingpong is exact or native");
        for (const char *value : {"0", "-64", "64px", "inf", "100001"})
            QTest::addRow("pixels per unit %s", value)
                << exportArgs({QStringLiteral("--format"), QStringLiteral("unity"), QStringLiteral("-o"), out,
                               QStringLiteral("--pixels-per-unit"), QLatin1String(value)})
                << 2 << QStringLiteral("--pixels-per-unit needs a number of picture pixels per world unit");
        for (const char *format : {"csv", "spine", "aseprite", "gif"}) // they measure in picture pixels
            QTest::addRow("pixels per unit for %s", format)
                << exportArgs({QStringLiteral("--format"), QLatin1String(format), QStringLiteral("-o"), out,
                               QStringLiteral("--pixels-per-unit"), QStringLiteral("64")})
                << 2 << QStringLiteral("--pixels-per-unit is an option of gltf, glb, godot, unity");
        // The atlas (DESIGN.md, "The atlas"): its options' bounds, the formats that write one, and a
        // picture larger than a page named.
        const QString flipbook = fixturePath(QStringLiteral("flipbook"));
        for (const auto &[option, value, text] : {std::tuple{"--padding", "65", "--padding needs a whole number from 0 to 64"},
                                                   std::tuple{"--extrude", "-1", "--extrude needs a whole number from 0 to 64"},
                                                   std::tuple{"--max-size", "15", "--max-size needs a whole number from 16 to 16384"},
                                                   std::tuple{"--max-size", "4k", "--max-size needs a whole number from 16 to 16384"}})
            QTest::addRow("%s %s", option, value)
                << QStringList{QStringLiteral("export"), flipbook, QStringLiteral("--format"), QStringLiteral("glb"),
                               QStringLiteral("-o"), out, QLatin1String(option), QLatin1String(value)}
                << 2 << QString::fromLatin1(text);
        for (const char *format : {"csv", "gif"})
            QTest::addRow("atlas options for %s", format)
                << exportArgs({QStringLiteral("--format"), QLatin1String(format), QStringLiteral("-o"), out, QStringLiteral("--pot")})
                << 2 << QStringLiteral("--padding, --extrude, --max-size, --pot and --no-trim are options of gltf, glb, aseprite, godot, "
                                       "spriteframes, spine, unity (%1 writes no atlas)").arg(QLatin1String(format));
        QTest::newRow("a picture larger than a page")
            << QStringList{QStringLiteral("export"), heroExamplePath(), QStringLiteral("--format"), QStringLiteral("gltf"),
                           QStringLiteral("-o"), out, QStringLiteral("--max-size"), QStringLiteral("32")}
            << 1 << QStringLiteral("clips[0].frames[0] ('hero/hero.png' [0, 0, 64, 64]) (64x64 pixels, 1 more each side extruded) "
                                   "does not fit on a 32x32 atlas page; raise --max-size");
        QTest::newRow("pixels per unit on info")
            << QStringList{QStringLiteral("info"), square, QStringLiteral("--pixels-per-unit"), QStringLiteral("64")} << 2
            << QStringLiteral("options of export only");
        QTest::newRow("report on info") << QStringList{QStringLiteral("info"), square, QStringLiteral("--report")} << 2
                                        << QStringLiteral("options of export only");
        QTest::newRow("missing project") << QStringList{QStringLiteral("export"), QStringLiteral("/nonexistent/x.json"),
                                                        QStringLiteral("--format"), QStringLiteral("csv"),
                                                        QStringLiteral("-o"), out}
                                         << 1 << QStringLiteral("x.json");
    }
    void refusesWithTheRightStatus()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const Run run = cli(args);
        QCOMPARE(run.exitCode, exitCode);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QVERIFY(!QFileInfo::exists(QDir::temp().filePath(QStringLiteral("inbetween-cli-test-never-written.gltf"))));
    }

    // -o into folders that do not exist yet: they are made (as `import -o` makes them).
    // An export of one page over one of several: a warning names each page left behind, which
    // stays where it was.
    void warnsOfPagesLeftBehind()
    {
        const QString hero = fixturePath(QStringLiteral("hero"));
        const QString out = m_dir.filePath(QStringLiteral("pages/hero-sheet.json"));
        const QStringList small{QStringLiteral("--max-size"), QStringLiteral("32"), QStringLiteral("--extrude"),
                                QStringLiteral("2"), QStringLiteral("--padding"), QStringLiteral("1")};
        const QStringList args{QStringLiteral("export"), hero, QStringLiteral("--format"), QStringLiteral("aseprite"),
                               QStringLiteral("-o"), out};
        const Run many = cli(args + small);
        QVERIFY2(many.exitCode == 0, qPrintable(many.err));
        QVERIFY(!many.err.contains(QLatin1String("left from")));
        const QString third = m_dir.filePath(QStringLiteral("pages/hero-sheet-3.png"));
        QVERIFY(QFileInfo::exists(third));
        const Run one = cli(args);
        QVERIFY2(one.exitCode == 0, qPrintable(one.err));
        QVERIFY2(one.err.contains(hero + QStringLiteral(": warning: ") + m_dir.filePath(QStringLiteral("pages/hero-sheet-2.png"))
                                  + QStringLiteral(" is left from an earlier export with more atlas pages")),
                 qPrintable(one.err));
        QVERIFY2(one.err.contains(third + QStringLiteral(" is left")), qPrintable(one.err));
        QVERIFY(QFileInfo::exists(third));
    }

    void makesTheOutputFolder_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("output");
        QTest::newRow("gltf") << QStringLiteral("gltf") << QStringLiteral("new/a/x.gltf");
        QTest::newRow("aseprite") << QStringLiteral("aseprite") << QStringLiteral("new/b/x.json");
        QTest::newRow("gif") << QStringLiteral("gif") << QStringLiteral("new/c/x.gif");
    }
    void makesTheOutputFolder()
    {
        QFETCH(QString, format);
        QFETCH(QString, output);
        QTemporaryDir dir;
        const QString path = dir.filePath(output);
        const Run run = cli({QStringLiteral("export"), QFINDTESTDATA("../../resources/examples/hero.json"), QStringLiteral("--clip"),
                             QStringLiteral("walk"), QStringLiteral("--format"), format, QStringLiteral("-o"), path});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(QFileInfo(path).isFile() && QFileInfo(path).size() > 0, qPrintable(path));
    }

    void helpNamesTheExportCommand()
    {
        const Run run = cli({QStringLiteral("--help")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains(QLatin1String("export FILE --format F -o OUT [--fps N] [--node PATH] [--tolerance DEG] [--report]")));
        QVERIFY(run.out.contains(QLatin1String("--aseprite-pingpong exact|native")));
        QVERIFY(run.out.contains(QLatin1String("--pixels-per-unit N")));
        QVERIFY(run.out.contains(QLatin1String("gltf, glb, godot, unity: the picture pixels in one world unit")));
        for (const ExportFormat &format : exportFormats())
            QVERIFY2(run.out.contains(format.id), qPrintable(format.id));
    }
};

QTEST_GUILESS_MAIN(TestExportCli)
#include "tst_exportcli.moc"
