// The project's export targets in the file (DESIGN.md, "Export targets"; file version 4): the
// `exports` list and each target's options read into the model and written back byte for byte
// (model/file/projectkeys.h, ExportTargetKeys and ExportTargetOptionKeys), every broken rule
// named by its JSON path, and `exports` in a version 3 file warned about and ignored.

#include "common/testutil.h"
#include "export/exportformatids.h"
#include "export/projectexport.h"
#include "file/projectreader.h"
#include "file/projectwriter.h"
#include "file/readerdiagnostics.h"

#include <QFile>
#include <QTest>

using namespace inbetween;
using namespace inbetween::filetest;

namespace {

// A version `version` project of one clip "walk" whose `exports` is the given JSON text.
QByteArray withExports(const QByteArray &exports, int version = 4)
{
    return R"({"format": "inbetween", "version": )" + QByteArray::number(version) + R"(, "exports": )" + exports
           + R"(, "clips": [{"name": "walk", "frames": [{"duration": 100}]}]})";
}

} // namespace

class TestExportTargetsFile : public QObject
{
    Q_OBJECT

private slots:
    // The reader's table of formats and the options each reads (kept apart from the exporters,
    // so reading a project loads no Qt Gui) is the registry's.
    void formatTableIsTheRegistrys()
    {
        QStringList ids;
        for (const ExportFormat &f : exportFormats()) {
            ids.append(f.id);
            QVERIFY2(ExportFormatIds::optionsOf(f.id) == f.options, qPrintable(f.id));
        }
        QCOMPARE(ExportFormatIds::ids(), ids);
        QVERIFY(!ExportFormatIds::optionsOf(QStringLiteral("gif")));
    }

    // Every key of a target and of its options, read into the model.
    void readsEveryKey()
    {
        const auto r = ProjectReader::read(testutil::contentsOf(QFINDTESTDATA("data/export-targets.json")));
        QVERIFY2(r.ok(), qPrintable(diagnosticsOf(r, true).join(QLatin1Char('\n'))));
        QVERIFY(r.diagnostics.isEmpty());
        const QList<ExportTarget> &t = r.project->exports;
        QCOMPARE(t.size(), 3);
        QCOMPARE(t[0].format, QStringLiteral("godot"));
        QCOMPARE(t[0].path, QStringLiteral("../game/anims/hero.tres"));
        QCOMPARE(t[0].clip, QStringLiteral("walk"));
        ExportTargetOptions o;
        o.fps = 24, o.node = QStringLiteral("Body/Sprite"), o.tolerance = 0.05, o.pixelsPerUnit = 32;
        o.padding = 0, o.extrude = 2, o.maxSize = 2048, o.pot = true, o.trim = false;
        QCOMPARE(t[0].options, o);
        QCOMPARE(t[1].format, QStringLiteral("aseprite"));
        QVERIFY(t[1].clip.isEmpty());
        QCOMPARE(t[1].options.asepritePingPong, QStringLiteral("native"));
        QCOMPARE(t[2].path, QStringLiteral("/tmp/absolute/hero.csv"));
        QVERIFY(t[2].options.isEmpty());
    }

    // The writer's form reads back to the same bytes; a target without options writes none.
    void roundTripIsByteIdentical()
    {
        const QByteArray bytes = testutil::contentsOf(QFINDTESTDATA("data/export-targets.json"));
        const auto r = ProjectReader::read(bytes);
        QVERIFY(r.ok());
        QCOMPARE(ProjectWriter::toJson(*r.project), bytes);
        const auto again = ProjectReader::read(ProjectWriter::toJson(*r.project));
        QVERIFY(again.ok());
        QCOMPARE(*again.project, *r.project);
    }

    // A project without targets writes no `exports`, and a changed target is a changed project.
    void noTargetsNoKey()
    {
        Project p;
        QVERIFY(!ProjectWriter::toJson(p).contains("exports"));
        QVERIFY(ProjectWriter::toJson(p).contains("\"version\": 4,"));
        Project q = p;
        q.exports.append({QStringLiteral("csv"), QStringLiteral("a.csv"), {}, {}});
        QVERIFY(p != q);
        q.exports[0].options.trim = true; // the default, but said: kept and written
        QVERIFY(ProjectWriter::toJson(q).contains(R"({ "format": "csv", "path": "a.csv", "options": { "trim": true } })"));
    }

    void refused_data()
    {
        QTest::addColumn<QByteArray>("exports");
        QTest::addColumn<QStringList>("errors");
        QTest::newRow("not an array") << QByteArray(R"({"format": "csv"})")
                                      << testutil::strings({R"(exports: must be an array (got an object))"});
        QTest::newRow("unknown format") << QByteArray(R"([{"format": "fbx", "path": "a.fbx"}])")
                                        << testutil::strings({R"(exports[0].format: must be one of gltf, glb, aseprite, godot, spriteframes, spine, csv, unity (got "fbx"))"});
        QTest::newRow("a review format") << QByteArray(R"([{"format": "gif", "path": "a.gif"}])")
                                         << testutil::strings({R"(exports[0].format: must be one of gltf, glb, aseprite, godot, spriteframes, spine, csv, unity (got "gif"))"});
        QTest::newRow("missing format and path")
            << QByteArray(R"([{"clip": "walk"}])")
            << testutil::strings({"exports[0].format: missing (the export format's id, as export --format takes it)",
                                  "exports[0].path: missing (the file to write, relative to the project file's folder)"});
        QTest::newRow("empty path") << QByteArray(R"([{"format": "csv", "path": ""}])")
                                    << testutil::strings({R"(exports[0].path: must be a non-empty path (got ""))"});
        QTest::newRow("blank clip") << QByteArray(R"([{"format": "csv", "path": "a.csv", "clip": " "}])")
                                    << testutil::strings({R"(exports[0].clip: must be a non-empty string (got " "))"});
        QTest::newRow("options not an object") << QByteArray(R"([{"format": "csv", "path": "a.csv", "options": 3}])")
                                               << testutil::strings({"exports[0].options: must be an object of the format's options (got 3)"});
        QTest::newRow("options out of bounds")
            << QByteArray(R"([{"format": "csv", "path": "a.csv"}, {"format": "godot", "path": "h.tres", "options": {"fps": 0,
                "tolerance": 11, "pixelsPerUnit": 100001, "padding": 65, "extrude": -1, "maxSize": 8, "pot": 1, "trim": "no",
                "node": ""}}])")
            << testutil::strings({"exports[1].options.fps: must be a number greater than 0 (got 0)",
                                  R"(exports[1].options.node: must be a non-empty string (got ""))",
                                  "exports[1].options.tolerance: larger than the limit of 10 degrees (got 11)",
                                  "exports[1].options.pixelsPerUnit: larger than the limit of 100000 (got 100001)",
                                  "exports[1].options.padding: must be a whole number from 0 to 64 (got 65)",
                                  "exports[1].options.extrude: must be a whole number from 0 to 64 (got -1)",
                                  "exports[1].options.maxSize: must be a whole number from 16 to 16384 (got 8)",
                                  "exports[1].options.pot: must be true or false (got 1)",
                                  R"(exports[1].options.trim: must be true or false (got "no"))"});
        QTest::newRow("aseprite ping-pong word")
            << QByteArray(R"([{"format": "aseprite", "path": "a.json", "options": {"asepritePingPong": "loop"}}])")
            << testutil::strings({R"(exports[0].options.asepritePingPong: must be "exact" or "native" (got "loop"))"});
        QTest::newRow("options the format does not read")
            << QByteArray(R"([{"format": "csv", "path": "a.csv", "options": {"fps": 10, "node": "N", "pixelsPerUnit": 10, "pot": true}}])")
            << testutil::strings({"exports[0].options.node: not an option of csv",
                                  "exports[0].options.pixelsPerUnit: not an option of csv",
                                  "exports[0].options.pot: not an option of csv"});
    }

    // Each problem by its JSON path, in the declared order, whatever the order in the file.
    void refused()
    {
        QFETCH(QByteArray, exports);
        QFETCH(QStringList, errors);
        const auto r = ProjectReader::read(withExports(exports));
        QVERIFY(!r.ok());
        QCOMPARE(diagnosticsOf(r, true), errors);
    }

    void warned_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<QStringList>("warnings");
        QTest::addColumn<int>("targets");
        QTest::newRow("version 3") << withExports(R"([{"format": "csv", "path": "a.csv"}])", 3)
                                   << testutil::strings({"exports: a key of file version 4, ignored in a version 3 file"}) << 0;
        QTest::newRow("version 2") << withExports(R"([{"format": "fbx"}])", 2)
                                   << testutil::strings({"exports: a key of file version 4, ignored in a version 2 file"}) << 0;
        QTest::newRow("unknown keys") << withExports(R"([{"format": "csv", "path": "a.csv", "when": 1, "options": {"speed": 2}}])")
                                      << testutil::strings({"exports[0].when: unknown key, ignored",
                                                            "exports[0].options.speed: unknown key, ignored"})
                                      << 1;
        QTest::newRow("a clip no longer there")
            << withExports(R"([{"format": "csv", "path": "a.csv", "clip": "run"}])")
            << testutil::strings({R"(exports[0].clip: no clip is named "run"; the target fails until one is)"}) << 1;
    }

    // Read, with warnings: a later version's key ignored, unknown keys, a clip renamed since.
    void warned()
    {
        QFETCH(QByteArray, file);
        QFETCH(QStringList, warnings);
        QFETCH(int, targets);
        const auto r = ProjectReader::read(file);
        QVERIFY2(r.ok(), qPrintable(diagnosticsOf(r, true).join(QLatin1Char('\n'))));
        QCOMPARE(diagnosticsOf(r, false), warnings);
        QCOMPARE(r.project->exports.size(), targets);
    }

    // Version 5 is made by a newer program; the version's own words name 1 to 4.
    void versions()
    {
        auto r = ProjectReader::read(R"({"format": "inbetween", "version": 5})");
        QCOMPARE(diagnosticsOf(r, true), testutil::strings({"version: made by a newer version of Inbetween (file version 5, "
                                                            "this program reads versions 1 to 4)"}));
        r = ProjectReader::read(R"({"format": "inbetween", "version": 0})");
        QCOMPARE(diagnosticsOf(r, true), testutil::strings({"version: must be 1, 2, 3 or 4 (got 0)"}));
    }
};

QTEST_GUILESS_MAIN(TestExportTargetsFile)
#include "tst_exporttargetsfile.moc"
