// `inbetween-cli import`, run as a real process: each kind of source (told by content, not name)
// becomes a valid project with the source's timing, printed as `info` prints it, its image paths
// relative to OUT's folder; wrong usage is exit 2 and a bad source exit 1, each with its message
// and no file written.

#include "file/projectreader.h"
#include "import/importfixtures.h"

#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace inbetween;
using namespace importtest;

namespace {

Run cli(const QStringList &args)
{
    return run(QStringLiteral(INBETWEEN_CLI), args);
}

QJsonObject infoOf(const Run &r)
{
    return QJsonDocument::fromJson(r.out).object();
}

// A temporary folder with art/hero.png (a 4 x 2 sheet of 32 x 32 cells, the last cell empty),
// art/hero.json (its Aseprite JSON, hash form, two tags) and, when ImageMagick is there,
// art/walk.gif (three images of 100, 250 and 70 ms).
struct Sources
{
    QTemporaryDir dir;
    QString sheet, json, gif;

    Sources()
    {
        QDir(dir.path()).mkpath(QStringLiteral("art"));
        SheetSpec spec;
        spec.empty = {7};
        sheet = dir.filePath(QStringLiteral("art/hero.png"));
        drawSheet(spec).save(sheet);
        json = dir.filePath(QStringLiteral("art/hero.json"));
        QFile f(json);
        f.open(QIODevice::WriteOnly);
        f.write(asepriteJson(aseFrames(spec, {100, 110, 120, 130, 140, 150, 160}),
                             {{QStringLiteral("walk"), 0, 3}, {QStringLiteral("jump"), 4, 6, QStringLiteral("forward"), QStringLiteral("1")}},
                             QStringLiteral("hero.png"), spec.size(), false));
        f.close();
            gif = makeGif(QStringLiteral("art/walk.gif"), {Qt::red, Qt::blue, Qt::green});
    }
    // A three-image GIF at `relative` (delays 10, 25, 7 cs) in these colours, or "" without convert.
    QString makeGif(const QString &relative, const QList<QColor> &colors) const
    {
        // ImageMagick takes about a second to start: each GIF is made once a run, then copied.
        static QHash<QString, QByteArray> made;
        QString key;
        for (const QColor &c : colors)
            key += c.name();
        const QString out = dir.filePath(relative);
        QDir().mkpath(QFileInfo(out).absolutePath());
        if (!made.contains(key)) {
            const QString file = convertGif(out, colors);
            QFile f(file);
            made.insert(key, !file.isEmpty() && f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray());
        }
        const QByteArray bytes = made.value(key);
        QFile f(out);
        return !bytes.isEmpty() && f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size() ? out : QString();
    }
    QString convertGif(const QString &out, const QList<QColor> &colors) const
    {
        if (!hasProgram(QStringLiteral("convert")))
            return {};
        QStringList args;
        const int delays[] = {10, 25, 7};
        for (int i = 0; i < 3; ++i) {
            QImage image(16, 16, QImage::Format_RGB32);
            image.fill(colors[i]);
            const QString png = dir.filePath(QStringLiteral("c%1.png").arg(i));
            image.save(png);
            args << QStringLiteral("-delay") << QString::number(delays[i]) << png;
        }
        args << QStringLiteral("-loop") << QStringLiteral("0") << out;
        return run(QStringLiteral("convert"), args).code == 0 ? out : QString();
    }
    QString path(const QString &relative) const { return dir.filePath(relative); }
};

QList<double> durationsOf(const Clip &clip)
{
    QList<double> out;
    for (const Frame &f : clip.frames.frames())
        out.append(f.duration);
    return out;
}

} // namespace

class TestImportCli : public QObject
{
    Q_OBJECT

private slots:
    void sheet()
    {
        const Sources s;
        const QString out = s.path(QStringLiteral("project/hero.json"));
        const Run r = cli({QStringLiteral("import"), s.sheet, QStringLiteral("-o"), out, QStringLiteral("--grid"),
                           QStringLiteral("32x32"), QStringLiteral("--duration"), QStringLiteral("120")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.errLines(),
                 QStringList({s.sheet + QStringLiteral(": warning: 1 fully transparent cell left out (--keep-empty keeps them)"),
                              out + QStringLiteral(": warning: ../art/hero.png is outside the project folder: keep them "
                                                   "together when the project moves")}));
        QCOMPARE(r.out, QByteArray("{\"name\":\"hero\",\"loop\":\"loop\",\"length\":840,\"fps\":60,\"frames\":7,"
                                   "\"keyframes\":0,\"events\":0,\"clip\":\"hero\",\"clips\":[\"hero\"]}\n"));
        const ProjectReader::Result read = ProjectReader::readFile(out);
        QVERIFY(read.ok());
        const Frame f = read.project->clips.front().frames.frame(5);
        QCOMPARE(f.image, QStringLiteral("../art/hero.png"));
        QCOMPARE(f.region, std::optional<QRect>(QRect(32, 32, 32, 32)));
        QCOMPARE(filesUnder(s.path(QStringLiteral("project"))), QStringList(QStringLiteral("hero.json")));
    }

    void sheetOptions_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<int>("frames");
        QTest::addColumn<QString>("name");
        QTest::newRow("columns and rows") << QStringList{QStringLiteral("--columns"), QStringLiteral("4"),
                                                         QStringLiteral("--rows"), QStringLiteral("2")}
                                          << 7 << QStringLiteral("hero");
        QTest::newRow("keep empty") << QStringList{QStringLiteral("--grid"), QStringLiteral("32"), QStringLiteral("--keep-empty")}
                                    << 8 << QStringLiteral("hero");
        QTest::newRow("half cells") << QStringList{QStringLiteral("--grid"), QStringLiteral("16x32")} << 14
                                    << QStringLiteral("hero");
        QTest::newRow("margin and spacing") << QStringList{QStringLiteral("--grid"), QStringLiteral("30x30"),
                                                           QStringLiteral("--margin"), QStringLiteral("1"),
                                                           QStringLiteral("--spacing"), QStringLiteral("2")}
                                            << 7 << QStringLiteral("hero");
        QTest::newRow("named") << QStringList{QStringLiteral("--grid"), QStringLiteral("32x32"), QStringLiteral("--name"),
                                              QStringLiteral("Hero")}
                               << 7 << QStringLiteral("Hero");
    }
    void sheetOptions()
    {
        QFETCH(QStringList, options);
        QFETCH(int, frames);
        QFETCH(QString, name);
        const Sources s;
        const QString out = s.path(QStringLiteral("hero-project.json"));
        const Run r = cli(QStringList{QStringLiteral("import"), s.sheet, QStringLiteral("-o"), out} + options);
        QCOMPARE(r.code, 0);
        QCOMPARE(infoOf(r).value(QLatin1String("frames")).toInt(), frames);
        QCOMPARE(infoOf(r).value(QLatin1String("name")).toString(), name);
        QVERIFY(ProjectReader::readFile(out).ok());
    }

    void aseprite()
    {
        const Sources s;
        const QString out = s.path(QStringLiteral("hero-project.json"));
        const Run r = cli({QStringLiteral("import"), s.json, QStringLiteral("-o"), out});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.err, QByteArray());
        QCOMPARE(r.out, QByteArray("{\"name\":\"hero\",\"loop\":\"loop\",\"length\":460,\"fps\":60,\"frames\":4,"
                                   "\"keyframes\":0,\"events\":0,\"clip\":\"walk\",\"clips\":[\"walk\",\"jump\"]}\n"));
        const ProjectReader::Result read = ProjectReader::readFile(out);
        QVERIFY(read.ok());
        const Clip &jump = read.project->clips[1];
        QCOMPARE(jump.loop, LoopMode::Once);
        QCOMPARE(durationsOf(jump), (QList<double>{140, 150, 160}));
        QCOMPARE(jump.frames.frame(0).image, QStringLiteral("art/hero.png"));
        QCOMPARE(jump.frames.frame(0).region, std::optional<QRect>(QRect(0, 32, 32, 32)));
    }

    void animatedGif()
    {
        const Sources s;
        if (s.gif.isEmpty())
            QSKIP("ImageMagick's convert is not installed (see resources/debian-packages.txt)");
        const QString out = s.path(QStringLiteral("out/walk.json"));
        const Run r = cli({QStringLiteral("import"), s.gif, QStringLiteral("-o"), out});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.err, QByteArray());
        QCOMPARE(r.out, QByteArray("{\"name\":\"walk\",\"loop\":\"loop\",\"length\":420,\"fps\":60,\"frames\":3,"
                                   "\"keyframes\":0,\"events\":0,\"clip\":\"walk\",\"clips\":[\"walk\"]}\n"));
        QCOMPARE(filesUnder(s.path(QStringLiteral("out"))),
                 QStringList({QStringLiteral("walk-frames/frame-000.png"), QStringLiteral("walk-frames/frame-001.png"),
                              QStringLiteral("walk-frames/frame-002.png"), QStringLiteral("walk.json")}));
        const ProjectReader::Result read = ProjectReader::readFile(out);
        QVERIFY(read.ok());
        QCOMPARE(durationsOf(read.project->clips.front()), (QList<double>{100, 250, 70}));
        QCOMPARE(read.project->clips.front().frames.frame(2).image, QStringLiteral("walk-frames/frame-002.png"));
        QCOMPARE(QImage(s.path(QStringLiteral("out/walk-frames/frame-001.png"))).pixelColor(3, 3), QColor(Qt::blue));
    }

    // Two GIFs of one name imported into one folder: the second never writes over the frames the
    // first made (a project kept from the first, here renamed to hero.json, named them; the
    // second import overwrote them without asking).
    void secondImportKeepsTheFirstsFrames()
    {
        const Sources s;
        if (s.gif.isEmpty())
            QSKIP("ImageMagick's convert is not installed (see resources/debian-packages.txt)");
        const QString out = s.path(QStringLiteral("out/walk.json"));
        QCOMPARE(cli({QStringLiteral("import"), s.gif, QStringLiteral("-o"), out}).code, 0);
        QVERIFY(QFile::rename(out, s.path(QStringLiteral("out/hero.json"))));
        const QString other = s.makeGif(QStringLiteral("other/walk.gif"), {Qt::yellow, Qt::cyan, Qt::magenta});
        QVERIFY(!other.isEmpty());
        const Run r = cli({QStringLiteral("import"), other, QStringLiteral("-o"), out});
        QCOMPARE(r.code, 0);
        const ProjectReader::Result hero = ProjectReader::readFile(s.path(QStringLiteral("out/hero.json")));
        QVERIFY(hero.ok());
        const QList<QColor> first{Qt::red, Qt::blue, Qt::green}, second{Qt::yellow, Qt::cyan, Qt::magenta};
        const QDir folder(s.path(QStringLiteral("out")));
        const ProjectReader::Result walk = ProjectReader::readFile(out);
        QVERIFY(walk.ok());
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(QImage(folder.filePath(hero.project->clips.front().frames.frame(i).image)).pixelColor(3, 3), first[i]);
            QCOMPARE(walk.project->clips.front().frames.frame(i).image, QStringLiteral("walk-frames 2/frame-00%1.png").arg(i));
            QCOMPARE(QImage(folder.filePath(walk.project->clips.front().frames.frame(i).image)).pixelColor(3, 3), second[i]);
        }
    }

    // The kind comes from the bytes: a GIF named .png is an animation, a PNG named .gif a sheet,
    // and sheet JSON named .txt an Aseprite JSON.
    void kindFromContent()
    {
        const Sources s;
        const QString json = s.path(QStringLiteral("art/data.txt"));
        QVERIFY(QFile::copy(s.json, json));
        QCOMPARE(cli({QStringLiteral("import"), json, QStringLiteral("-o"), s.path(QStringLiteral("a.json"))}).code, 0);
        const QString png = s.path(QStringLiteral("art/sheet.gif"));
        QVERIFY(QFile::copy(s.sheet, png));
        const Run still = cli({QStringLiteral("import"), png, QStringLiteral("-o"), s.path(QStringLiteral("b.json"))});
        QCOMPARE(still.code, 2); // a still image needs a grid, whatever its name says
        QCOMPARE(cli({QStringLiteral("import"), png, QStringLiteral("-o"), s.path(QStringLiteral("b.json")),
                      QStringLiteral("--grid"), QStringLiteral("32x32")})
                     .code,
                 0);
        if (!s.gif.isEmpty()) {
            const QString gif = s.path(QStringLiteral("art/anim.png"));
            QVERIFY(QFile::copy(s.gif, gif));
            const Run r = cli({QStringLiteral("import"), gif, QStringLiteral("-o"), s.path(QStringLiteral("c.json"))});
            QCOMPARE(r.code, 0);
            QCOMPARE(infoOf(r).value(QLatin1String("frames")).toInt(), 3);
        }
    }

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

    // The README's examples: the bundled sources, each kind, with the timing they were made with.
    void bundledExamples_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("info");
        QTest::newRow("sheet") << QStringLiteral("ball-sheet.png")
                               << QStringList{QStringLiteral("--grid"), QStringLiteral("48x48"), QStringLiteral("--duration"),
                                              QStringLiteral("80")}
                               << QStringLiteral("{\"name\":\"ball-sheet\",\"loop\":\"loop\",\"length\":560,\"fps\":60,"
                                                 "\"frames\":7,\"keyframes\":0,\"events\":0,\"clip\":\"ball-sheet\","
                                                 "\"clips\":[\"ball-sheet\"]}");
        QTest::newRow("aseprite") << QStringLiteral("ball-sheet.json") << QStringList{}
                                  << QStringLiteral("{\"name\":\"ball-sheet\",\"loop\":\"loop\",\"length\":500,\"fps\":60,"
                                                    "\"frames\":7,\"keyframes\":0,\"events\":0,\"clip\":\"bounce\","
                                                    "\"clips\":[\"bounce\",\"land\"]}");
        QTest::newRow("gif") << QStringLiteral("ball.gif") << QStringList{}
                             << QStringLiteral("{\"name\":\"ball\",\"loop\":\"loop\",\"length\":500,\"fps\":60,"
                                               "\"frames\":7,\"keyframes\":0,\"events\":0,\"clip\":\"ball\","
                                               "\"clips\":[\"ball\"]}");
    }
    void bundledExamples()
    {
        QFETCH(QString, source);
        QFETCH(QStringList, options);
        QFETCH(QString, info);
        QTemporaryDir dir;
        const QString examples = QFileInfo(QFINDTESTDATA("../../resources/examples/import/ball-sheet.png")).absolutePath();
        for (const QString &name : QDir(examples).entryList(QDir::Files))
            QVERIFY(QFile::copy(QDir(examples).filePath(name), dir.filePath(name)));
        const QString out = dir.filePath(QStringLiteral("out.json"));
        const Run r = cli(QStringList{QStringLiteral("import"), dir.filePath(source), QStringLiteral("-o"), out} + options);
        QCOMPARE(r.code, 0);
        QCOMPARE(QString::fromUtf8(r.out).trimmed(), info);
        QVERIFY(ProjectReader::readFile(out).ok());
    }

    void help()
    {
        const Run r = cli({QStringLiteral("import"), QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.startsWith("Usage: inbetween-cli import SOURCE -o OUT.json [OPTIONS]"));
        QVERIFY(cli({QStringLiteral("--help")}).out.contains("import SOURCE -o OUT.json"));
    }
};

QTEST_MAIN(TestImportCli)
#include "tst_importcli.moc"
