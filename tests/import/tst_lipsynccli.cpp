// `inbetween-cli import` of lip-sync files, run as a real process on the bundled example
// (resources/examples/talk: talk.json, Rhubarb JSON written from talk.wav's waveform, its mouth
// pictures named by shape in talk/mouths/, and the chart of resources/examples/talker.json): the
// imported clip plays the mouth pictures in sync with its sound. Its frames enter at the cues' times (`events`), its sound is talk.wav at offset
// 0, and an export shows at each frame the chart's picture of its cue's shape, pixel for pixel.
// Every format through the command line, and refusals that write nothing.

#include "common/testpaths.h"
#include "file/projectreader.h"
#include "import/importfixtures.h"
#include "import/lipsyncfixtures.h"

#include <QImageReader>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace inbetween;
using namespace importtest;

namespace {

Run cli(const QStringList &args, const QString &folder = {})
{
    return run(testpaths::cli(), args, folder);
}

const QString kShapes = QStringLiteral("ABCDEFGHX"); // the cells of mouths.png, in order

// The bundled example's cues: start and end in ms, shape.
struct Cue
{
    double start, end;
    QString shape;
};

QList<Cue> exampleCues(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QList<Cue> cues;
    for (const QJsonValue &v : QJsonDocument::fromJson(f.readAll()).object().value(QLatin1String("mouthCues")).toArray()) {
        const QJsonObject o = v.toObject();
        // The file's two decimals of a second are whole ms.
        cues.append({std::round(o.value(QLatin1String("start")).toDouble() * 1000),
                     std::round(o.value(QLatin1String("end")).toDouble() * 1000), o.value(QLatin1String("value")).toString()});
    }
    return cues;
}

} // namespace

class TestLipSyncCli : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        const QDir examples(QFileInfo(QFINDTESTDATA("../../resources/examples/talker.json")).absolutePath());
        QVERIFY(QDir(m_dir->path()).mkpath(QStringLiteral("talk")));
        for (const char *name : {"talker.json", "talk/talk.json", "talk/talk.wav", "talk/mouths.png"})
            QVERIFY(QFile::copy(examples.filePath(QString::fromLatin1(name)), path(name)));
        m_cues = exampleCues(path("talk/talk.json"));
        QCOMPARE(m_cues.size(), 14);
    }

    // The example without a chart and without pictures named by shape: the clip, its sound, and
    // a warning naming the shapes without a picture; with the pictures of talk/mouths/ found by
    // their names; with the chart of talker.json, taken from its folder to OUT's.
    void importsTheExample_data()
    {
        QTest::addColumn<QString>("chart");
        QTest::newRow("no chart, no pictures") << QString();
        QTest::newRow("pictures named by shape") << QStringLiteral("mouths/");
        QTest::newRow("--chart talker.json") << QStringLiteral("--chart");
    }
    void importsTheExample()
    {
        QFETCH(QString, chart);
        QStringList args = {QStringLiteral("import"), path("talk/talk.json"), QStringLiteral("-o"), path("out/talk-project.json")};
        if (chart == QLatin1String("--chart"))
            args << QStringLiteral("--chart") << path("talker.json");
        if (chart == QLatin1String("mouths/"))
            QVERIFY(copyShapePictures());
        const Run r = cli(args);
        QVERIFY2(r.code == 0, r.err.constData());
        const QString chartWarning = QStringLiteral("%1: warning: the mouth chart has no picture for the shapes B, C, D, E, F, "
                                                    "H, X: they show as labelled placeholders until it does (Clips > Mouth "
                                                    "Chart...)")
                                         .arg(path("talk/talk.json"));
        // Pictures beside the lip-sync file, out of OUT's folder: one line for their folder.
        const QString outside = QStringLiteral("%1: warning: the mouth chart's pictures in %2 are outside the project folder: "
                                               "keep them together when the project moves")
                                    .arg(path("out/talk-project.json"), chart == QLatin1String("--chart") ? QStringLiteral("../talk")
                                                                                                          : QStringLiteral("../talk/mouths"));
        QCOMPARE(r.errLines(), chart.isEmpty() ? QStringList{chartWarning} : QStringList{outside});

        const ProjectReader::Result read = ProjectReader::readFile(path("out/talk-project.json"));
        QVERIFY(read.ok());
        const Clip &clip = read.project->clips.front();
        QCOMPARE(clip.name, QStringLiteral("talk"));
        QVERIFY(clip.audio);
        QCOMPARE(clip.audio->file, QStringLiteral("../talk/talk.wav"));
        QCOMPARE(clip.audio->offset, 0.0);
        QCOMPARE(clip.frames.count(), m_cues.size());
        for (int i = 0; i < m_cues.size(); ++i) {
            QCOMPARE(clip.frames.frame(i).mouth(), m_cues[i].shape);
            QCOMPARE(clip.frames.frame(i).duration, m_cues[i].end - m_cues[i].start);
            QCOMPARE(clip.frames.start(i), m_cues[i].start);
        }
        if (chart == QLatin1String("--chart")) {
            QCOMPARE(read.project->mouths.size(), 9);
            QCOMPARE(read.project->mouths.value(QStringLiteral("D")),
                     (MouthPicture{QStringLiteral("../talk/mouths.png"), QRect(192, 0, 64, 64)}));
        } else if (chart == QLatin1String("mouths/")) {
            // The shapes the clip shows, each its own file; A and G, which it never shows, are not
            // taken into the chart.
            QCOMPARE(read.project->mouths.keys(), QString::fromLatin1("B C D E F H X").split(QLatin1Char(' ')));
            QCOMPARE(read.project->mouths.value(QStringLiteral("D")), (MouthPicture{QStringLiteral("../talk/mouths/D.png"), std::nullopt}));
        } else {
            QVERIFY(read.project->mouths.isEmpty());
        }
        QVERIFY(cli({QStringLiteral("validate"), path("out/talk-project.json")}).code == 0);
    }

    // In sync: each cue's frame is entered at the cue's time, and an export shows there the
    // picture of the cue's shape: the issue's command as a user types it in the example's
    // folder, no chart given, and with the chart of talker.json.
    void playsTheMouthsInSync_data()
    {
        QTest::addColumn<bool>("withChart");
        QTest::newRow("import talk.json -o talk-project.json") << false;
        QTest::newRow("--chart talker.json") << true;
    }
    void playsTheMouthsInSync()
    {
        QFETCH(bool, withChart);
        if (!withChart) // with --chart, no picture named by shape is there to stand in for the chart
            QVERIFY(copyShapePictures());
        const Run imported = withChart ? cli({QStringLiteral("import"), path("talk/talk.json"), QStringLiteral("-o"),
                                              path("talk/talk-project.json"), QStringLiteral("--chart"), path("talker.json")})
                                       : cli({QStringLiteral("import"), QStringLiteral("talk.json"), QStringLiteral("-o"),
                                              QStringLiteral("talk-project.json")},
                                             path("talk"));
        QVERIFY2(imported.code == 0 && imported.err.isEmpty(), imported.err.constData());
        const Run events = cli({QStringLiteral("events"), path("talk/talk-project.json"), QStringLiteral("--from"),
                                QStringLiteral("0"), QStringLiteral("--to"), QStringLiteral("1930")});
        QCOMPARE(events.code, 0);
        QStringList entries;
        for (const QByteArray &line : events.out.split('\n')) {
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            if (o.value(QLatin1String("kind")).toString() == QLatin1String("frame"))
                entries << QStringLiteral("%1@%2").arg(o.value(QLatin1String("frame")).toInt()).arg(o.value(QLatin1String("time")).toDouble());
        }
        QStringList expected;
        for (int i = 1; i < m_cues.size(); ++i) // frame 0 holds from 0: no entry
            expected << QStringLiteral("%1@%2").arg(i).arg(m_cues[i].start);
        QCOMPARE(entries, expected);

        const Run exported = cli({QStringLiteral("export"), path("talk/talk-project.json"), QStringLiteral("--format"),
                                  QStringLiteral("aseprite"), QStringLiteral("--no-trim"), QStringLiteral("-o"),
                                  path("exp/talk.json")});
        QVERIFY2(exported.code == 0, exported.err.constData());
        QFile sheetJson(path("exp/talk.json"));
        QVERIFY(sheetJson.open(QIODevice::ReadOnly));
        const QJsonObject frames = QJsonDocument::fromJson(sheetJson.readAll()).object().value(QLatin1String("frames")).toObject();
        const QImage atlas = QImage(path("exp/talk.png")).convertToFormat(QImage::Format_ARGB32_Premultiplied); // a transparent pixel is one whatever its colour
        const QImage mouths = QImage(path("talk/mouths.png")).convertToFormat(QImage::Format_ARGB32_Premultiplied); // a transparent pixel is one whatever its colour
        QCOMPARE(frames.size(), m_cues.size());
        for (int i = 0; i < m_cues.size(); ++i) {
            const QJsonObject f = frames.value(QString::number(i)).toObject();
            QCOMPARE(f.value(QLatin1String("duration")).toDouble(), m_cues[i].end - m_cues[i].start);
            const QJsonObject r = f.value(QLatin1String("frame")).toObject();
            const QImage shown = atlas.copy(r.value(QLatin1String("x")).toInt(), r.value(QLatin1String("y")).toInt(),
                                            r.value(QLatin1String("w")).toInt(), r.value(QLatin1String("h")).toInt());
            const QImage cell = mouths.copy(64 * int(kShapes.indexOf(m_cues[i].shape)), 0, 64, 64);
            QCOMPARE(shown.size(), cell.size());
            int differ = 0; // pixel by pixel (QImage's == tells formats and colour spaces apart too)
            for (int y = 0; y < 64; ++y)
                for (int x = 0; x < 64; ++x)
                    differ += shown.pixel(x, y) != cell.pixel(x, y);
            QVERIFY2(differ == 0,
                     qPrintable(QStringLiteral("frame %1 (%2): %3 pixels differ").arg(i).arg(m_cues[i].shape).arg(differ)));
        }
    }

    // A lip-sync file given where a project is expected says how to make one of it.
    void notAProject()
    {
        const Run r = cli({QStringLiteral("validate"), path("talk/talk.json")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("talk.json is a lip-sync file, not an Inbetween project: make a project of it with "
                                "`inbetween-cli import talk.json -o talk-project.json`"),
                 r.err.constData());
    }

    // The review export (a GIF of the clip) shows the same pictures: each GIF frame is its cue's
    // shape's cell, within the GIF palette's rounding.
    void reviewExportShowsTheMouths()
    {
        QVERIFY(cli({QStringLiteral("import"), path("talk/talk.json"), QStringLiteral("-o"), path("out/talk-project.json"),
                     QStringLiteral("--chart"), path("talker.json")})
                    .code
                == 0);
        const Run exported = cli({QStringLiteral("export"), path("out/talk-project.json"), QStringLiteral("--format"),
                                  QStringLiteral("gif"), QStringLiteral("--background"), QStringLiteral("#ffffff"),
                                  QStringLiteral("-o"), path("exp/talk.gif")});
        QVERIFY2(exported.code == 0, exported.err.constData());
        QImageReader gif(path("exp/talk.gif"));
        QCOMPARE(gif.imageCount(), m_cues.size());
        QImage mouths(path("talk/mouths.png"));
        for (int i = 0; i < m_cues.size(); ++i) {
            const QImage shown = gif.read().convertToFormat(QImage::Format_RGB32);
            QCOMPARE(shown.size(), QSize(64, 64));
            const QImage cell = mouths.copy(64 * int(kShapes.indexOf(m_cues[i].shape)), 0, 64, 64);
            int worst = 0;
            for (int y = 0; y < 64; ++y) {
                for (int x = 0; x < 64; ++x) {
                    const QColor a = shown.pixelColor(x, y), b = QColor::fromRgba(cell.pixel(x, y));
                    if (b.alpha() < 255)
                        continue; // the background shows there
                    worst = std::max({worst, std::abs(a.red() - b.red()), std::abs(a.green() - b.green()),
                                      std::abs(a.blue() - b.blue())});
                }
            }
            QVERIFY2(worst <= 48, qPrintable(QStringLiteral("GIF frame %1 (%2): a pixel %3 away").arg(i).arg(m_cues[i].shape).arg(worst)));
        }
    }

    void everyFormat_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<int>("frames");
        QTest::addColumn<double>("length");
        QTest::newRow("Rhubarb JSON") << QStringLiteral("hi.json") << QStringList{} << 5 << 470.0;
        QTest::newRow("Rhubarb TSV") << QStringLiteral("hi.tsv") << QStringList{} << 5 << 470.0;
        QTest::newRow("Rhubarb XML") << QStringLiteral("hi.xml") << QStringList{} << 5 << 470.0;
        QTest::newRow("Moho .dat") << QStringLiteral("hi.dat") << QStringList{} << 5 << 11000.0 / 24;
        QTest::newRow("Moho .dat --fps 30") << QStringLiteral("hi-30fps.dat") << QStringList{QStringLiteral("--fps"), QStringLiteral("30")}
                                            << 5 << 14000.0 / 30;
        QTest::newRow("Papagayo .pgo") << QStringLiteral("hi.pgo") << QStringList{} << 4 << 500.0;
        // Bob's line of a dialogue: rest, E, AI, rest to the sound's end (40 frames at 30 fps).
        QTest::newRow("Papagayo .pgo --voice") << QStringLiteral("two-voices.pgo")
                                               << QStringList{QStringLiteral("--voice"), QStringLiteral(" Bob")} << 4
                                               << 40000.0 / 30;
    }
    void everyFormat()
    {
        QFETCH(QString, fixture);
        QFETCH(QStringList, options);
        QFETCH(int, frames);
        QFETCH(double, length);
        const Run r = cli(QStringList{QStringLiteral("import"), lipsynctest::fixturePath(fixture), QStringLiteral("-o"),
                                      path("out/hi.json")}
                          + options);
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject info = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(info.value(QLatin1String("frames")).toInt(), frames);
        QCOMPARE(info.value(QLatin1String("loop")).toString(), QStringLiteral("once"));
        QVERIFY(std::abs(info.value(QLatin1String("length")).toDouble() - length) < 1e-9);
    }

    void refused_data()
    {
        QTest::addColumn<QStringList>("args"); // SRC stands for talk/talk.json
        QTest::addColumn<QByteArray>("source"); // written over talk/talk.json when not empty
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message"); // the start of the last line on stderr, after the folder
        QTest::newRow("a cue out of order, by its path")
            << QStringList{} << QByteArray(R"({"mouthCues": [{"start": 0.5, "end": 0.6, "value": "A"}, {"start": 0.2, "end": 0.3, "value": "B"}]})")
            << 1 << QStringLiteral("talk/talk.json: mouthCues[1].start: ");
        QTest::newRow("--chart that does not read") << QStringList{QStringLiteral("--chart"), QStringLiteral("talk/talk.wav")}
                                                    << QByteArray() << 1
                                                    << QStringLiteral("talk/talk.json: --chart ");
        QTest::newRow("--fps for a still image") << QStringList{QStringLiteral("IMAGE"), QStringLiteral("--fps"), QStringLiteral("30")}
                                                 << QByteArray() << 2
                                                 << QStringLiteral("inbetween-cli import: talk/mouths.png is a still image: --fps is for a lip-sync file");
        QTest::newRow("--fps for Rhubarb JSON (its own times)")
            << QStringList{QStringLiteral("--fps"), QStringLiteral("30")} << QByteArray() << 2
            << QStringLiteral("inbetween-cli import: talk/talk.json is Rhubarb JSON: --fps is for a Moho .dat, which counts in frames");
        QTest::newRow("--voice for Rhubarb JSON (one voice)")
            << QStringList{QStringLiteral("--voice"), QStringLiteral("Bob")} << QByteArray() << 2
            << QStringLiteral("inbetween-cli import: talk/talk.json is Rhubarb JSON: --voice is for a Papagayo .pgo, which "
                              "holds a voice a character");
        const QByteArray dialogue = lipsynctest::fixture(QStringLiteral("two-voices.pgo"));
        QTest::newRow("--voice that the .pgo does not have")
            << QStringList{QStringLiteral("--voice"), QStringLiteral("Carol")} << dialogue << 1
            << QStringLiteral("talk/talk.json: no voice is named \"Carol\" (its voices: \"Alice\", \"Bob\")");
        QTest::newRow("--voice of two voices")
            << QStringList{QStringLiteral("--voice"), QStringLiteral("Bob")} << QByteArray(dialogue).replace("\tAlice\n", "\tBob\n")
            << 1 << QStringLiteral("talk/talk.json: 2 voices are named \"Bob\": --voice cannot tell them apart");
        QTest::newRow("--voice without a name") << QStringList{QStringLiteral("--voice"), QStringLiteral(" ")} << dialogue << 2
                                                << QStringLiteral("inbetween-cli import: --voice needs a voice's name");
        QTest::newRow("--grid for a lip-sync file") << QStringList{QStringLiteral("--grid"), QStringLiteral("32")} << QByteArray()
                                                    << 2 << QStringLiteral("Try 'inbetween-cli import --help'.");
    }
    void refused()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, source);
        QFETCH(int, code);
        QFETCH(QString, message);
        if (!source.isEmpty()) {
            QFile f(path("talk/talk.json"));
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(source);
        }
        QString src = path("talk/talk.json");
        if (args.value(0) == QLatin1String("IMAGE")) {
            src = path("talk/mouths.png");
            args.removeFirst();
        }
        for (QString &a : args) {
            if (a.startsWith(QLatin1String("talk/")))
                a = path(a);
        }
        const QStringList before = filesUnder(m_dir->path());
        const Run r = cli(QStringList{QStringLiteral("import"), src, QStringLiteral("-o"), path("out/talk-project.json")} + args);
        QCOMPARE(r.code, code);
        // The last line, or for a usage error (its last line the --help hint) the one before.
        QStringList lines = r.errLines();
        for (QString &line : lines)
            line.replace(m_dir->path() + QLatin1Char('/'), QString());
        const bool hint = code == 2 && !message.startsWith(QLatin1String("Try "));
        QVERIFY2(lines.value(lines.size() - (hint ? 2 : 1)).startsWith(message), qPrintable(QString::fromUtf8(r.err)));
        QCOMPARE(filesUnder(m_dir->path()), before);
    }

private:
    // The example's pictures named by shape, talk/mouths/A.png ... X.png, beside the copy.
    bool copyShapePictures() const
    {
        const QDir examples(QFileInfo(QFINDTESTDATA("../../resources/examples/talk/mouths/A.png")).absolutePath());
        if (!QDir(m_dir->path()).mkpath(QStringLiteral("talk/mouths")))
            return false;
        for (const QChar shape : kShapes) {
            const QString name = QStringLiteral("talk/mouths/%1.png").arg(shape);
            if (!QFile::copy(examples.filePath(QStringLiteral("%1.png").arg(shape)), path(name)))
                return false;
        }
        return true;
    }
    QString path(const QString &relative) const { return m_dir->filePath(relative); }
    QString path(const char *relative) const { return path(QString::fromLatin1(relative)); }

    std::unique_ptr<QTemporaryDir> m_dir;
    QList<Cue> m_cues;
};

QTEST_MAIN(TestLipSyncCli)
#include "tst_lipsynccli.moc"
