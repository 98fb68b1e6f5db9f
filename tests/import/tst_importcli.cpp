// `inbetween-cli import`, run as a real process: each kind of source (told by content, not name)
// becomes a valid project with the source's timing, printed as `info` prints it, its image paths
// relative to OUT's folder (wrong usage and bad sources: tst_importclierrors).

#include "file/projectreader.h"
#include "import/importclisources.h"
#include "import/importfixtures.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace inbetween;
using namespace importtest;

namespace {

QJsonObject infoOf(const Run &r)
{
    return QJsonDocument::fromJson(r.out).object();
}

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
