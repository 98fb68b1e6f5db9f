// `inbetween-cli import`, run as a real process, used wrongly: wrong usage is exit 2 and a bad
// source exit 1, each with its message and no file written (tst_importcli: the imports that
// work).

#include "import/importclisources.h"
#include "import/importfixtures.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace importtest;

class TestImportCliErrors : public QObject
{
    Q_OBJECT

private slots:
    void wrongUsage_data()
    {
        QTest::addColumn<QStringList>("args"); // SHEET, JSON and OUT stand for the files
        QTest::addColumn<QString>("message");
        const QString sheet = QStringLiteral("SHEET"), json = QStringLiteral("JSON"), out = QStringLiteral("OUT"),
                      o = QStringLiteral("-o"), grid = QStringLiteral("--grid");
        QTest::newRow("no source") << QStringList{o, out} << QStringLiteral(
            "inbetween-cli import: import needs a SOURCE: a sprite sheet, an Aseprite JSON, an animated GIF or WebP, or a lip-sync file");
        QTest::newRow("no output") << QStringList{sheet, grid, QStringLiteral("32")}
                                   << QStringLiteral("inbetween-cli import: import needs -o OUT.json, the project to write");
        QTest::newRow("still image without a grid")
            << QStringList{sheet, o, out}
            << QStringLiteral("inbetween-cli import: SHEET is a still image: cut it with --grid WxH or --columns C --rows R");
        QTest::newRow("zero cell size") << QStringList{sheet, o, out, grid, QStringLiteral("0x32")}
                                        << QStringLiteral("inbetween-cli import: --grid: a cell must be at least 1x1 pixels "
                                                          "(got '0x32')");
        QTest::newRow("not a size") << QStringList{sheet, o, out, grid, QStringLiteral("big")}
                                    << QStringLiteral("inbetween-cli import: --grid needs a cell size WxH in pixels, such as "
                                                      "32x32 (got 'big')");
        QTest::newRow("zero columns") << QStringList{sheet, o, out, QStringLiteral("--columns"), QStringLiteral("0"),
                                                     QStringLiteral("--rows"), QStringLiteral("2")}
                                      << QStringLiteral("inbetween-cli import: --columns needs a whole number of 1 or more "
                                                        "(got '0')");
        QTest::newRow("columns alone") << QStringList{sheet, o, out, QStringLiteral("--columns"), QStringLiteral("4")}
                                       << QStringLiteral("inbetween-cli import: --columns and --rows go together");
        QTest::newRow("both grids") << QStringList{sheet, o, out, grid, QStringLiteral("8"), QStringLiteral("--columns"),
                                                   QStringLiteral("4"), QStringLiteral("--rows"), QStringLiteral("2")}
                                    << QStringLiteral("inbetween-cli import: give the grid by --grid or by --columns and "
                                                      "--rows, not both");
        QTest::newRow("negative margin") << QStringList{sheet, o, out, grid, QStringLiteral("8"), QStringLiteral("--margin"),
                                                        QStringLiteral("-1")}
                                         << QStringLiteral("inbetween-cli import: --margin needs a whole number of pixels, 0 "
                                                           "or more (got '-1')");
        QTest::newRow("zero duration") << QStringList{sheet, o, out, grid, QStringLiteral("8"), QStringLiteral("--duration"),
                                                      QStringLiteral("0")}
                                       << QStringLiteral("inbetween-cli import: --duration needs a number of ms greater than "
                                                         "0 and at most 1000000000 (got '0')");
        QTest::newRow("grid for a JSON") << QStringList{json, o, out, grid, QStringLiteral("32x32")}
                                         << QStringLiteral("inbetween-cli import: JSON is an Aseprite sprite-sheet JSON: "
                                                           "--grid is for cutting a still image");
        QTest::newRow("duration for a JSON") << QStringList{json, o, out, QStringLiteral("--duration"), QStringLiteral("50"),
                                                            QStringLiteral("--keep-empty")}
                                             << QStringLiteral("inbetween-cli import: JSON is an Aseprite sprite-sheet JSON: "
                                                               "--duration, --keep-empty are for cutting a still image");
        QTest::newRow("a blank name") << QStringList{sheet, o, out, grid, QStringLiteral("8"), QStringLiteral("--name"),
                                                     QStringLiteral("  ")}
                                      << QStringLiteral("inbetween-cli import: --name needs a name of 1 to 1000 characters, "
                                                        "not only spaces");
        QTest::newRow("unknown option") << QStringList{sheet, o, out, QStringLiteral("--frobnicate")}
                                        << QStringLiteral("inbetween-cli import: unknown option '--frobnicate'");
        QTest::newRow("two sources") << QStringList{sheet, json, o, out}
                                     << QStringLiteral("inbetween-cli import: unexpected argument 'JSON'");
        QTest::newRow("output is the source") << QStringList{json, o, json}
                                              << QStringLiteral("inbetween-cli import: -o is SOURCE itself: the import would "
                                                                "write over it");
    }
    void wrongUsage()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Sources s;
        QStringList real{QStringLiteral("import")};
        for (const QString &a : args)
            real << (a == QLatin1String("SHEET") ? s.sheet
                     : a == QLatin1String("JSON") ? s.json
                     : a == QLatin1String("OUT")  ? s.path(QStringLiteral("out/p.json"))
                                                  : a);
        const QStringList before = filesUnder(s.dir.path());
        const Run r = cli(real);
        QCOMPARE(r.code, 2);
        QCOMPARE(r.out, QByteArray());
        QString expected = message;
        expected.replace(QLatin1String("SHEET"), s.sheet)
            .replace(QLatin1String("JSON is"), s.json + QStringLiteral(" is"))
            .replace(QLatin1String("'JSON'"), QLatin1Char('\'') + s.json + QLatin1Char('\''));
        QCOMPARE(r.errLines(), QStringList({expected, QStringLiteral("Try 'inbetween-cli import --help'.")}));
        QCOMPARE(filesUnder(s.dir.path()), before);
    }

    void badSource_data()
    {
        QTest::addColumn<QByteArray>("bytes"); // the source's content (written as art/bad.src)
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("message");  // after "SOURCE: "
        QTest::newRow("missing") << QByteArray() << QStringList{} << QStringLiteral("file not found");
        QTest::newRow("text") << QByteArray("just some words\n") << QStringList{}
                              << QStringLiteral("neither an image Inbetween can read, an Aseprite sprite-sheet JSON nor a lip-sync file");
        QTest::newRow("an Inbetween project")
            << QByteArray("{\"format\": \"inbetween\", \"version\": 2, \"clips\": []}") << QStringList{}
            << QStringLiteral("already an Inbetween project: open it, there is nothing to import");
        QTest::newRow("rect outside the sheet")
            << asepriteJson({{QStringLiteral("hero 3.aseprite"), QRect(112, 0, 32, 32), 100}}, {}, QStringLiteral("hero.png"),
                            {128, 64}, false)
            << QStringList{}
            << QStringLiteral("frames[\"hero 3.aseprite\"].frame: outside the sheet (128x64): x 112, y 0, w 32, h 32");
        QTest::newRow("JSON syntax") << QByteArray("{\"frames\": [}") << QStringList{}
                                     << QStringLiteral("line 1, column 13: expected a value (got '}')");
    }
    void badSource()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QStringList, options);
        QFETCH(QString, message);
        const Sources s;
        const QString source = s.path(QStringLiteral("art/bad.src"));
        if (!bytes.isEmpty()) {
            QFile f(source);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(bytes);
        }
        const QStringList before = filesUnder(s.dir.path());
        const Run r = cli(QStringList{QStringLiteral("import"), source, QStringLiteral("-o"), s.path(QStringLiteral("out/p.json"))}
                          + options);
        QCOMPARE(r.code, 1);
        QCOMPARE(r.out, QByteArray());
        QCOMPARE(r.errLines().value(0), source + QStringLiteral(": ") + message);
        QCOMPARE(filesUnder(s.dir.path()), before);
    }

    void sheetWithNothingOnIt()
    {
        const Sources s;
        QImage blank(64, 64, QImage::Format_ARGB32);
        blank.fill(Qt::transparent);
        const QString sheet = s.path(QStringLiteral("art/blank.png"));
        QVERIFY(blank.save(sheet));
        const QStringList before = filesUnder(s.dir.path());
        const Run r = cli({QStringLiteral("import"), sheet, QStringLiteral("-o"), s.path(QStringLiteral("p.json")),
                           QStringLiteral("--grid"), QStringLiteral("16x16")});
        QCOMPARE(r.code, 1);
        QCOMPARE(r.errLines(), QStringList(sheet + QStringLiteral(": all 16 cells are fully transparent: no frame to make "
                                                                   "(--keep-empty keeps them)")));
        QCOMPARE(filesUnder(s.dir.path()), before);
    }
};

QTEST_MAIN(TestImportCliErrors)
#include "tst_importclierrors.moc"
