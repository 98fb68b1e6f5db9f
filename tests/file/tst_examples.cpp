// The bundled examples (resources/examples): the character, a project of clips cut from one sheet
// by regions, each clip with its own loop mode; the boxer, whose punch carries frame data (a body
// hurt box on every frame, a fist hit box on two, a hand point); the talker, a lip-sync clip
// whose mouths show through the chart; and the rotating square of the seed documents, a version 1
// file of motion keys only. All load from their files without a warning, and the first three are
// in the writer's form.

#include "common/testutil.h"
#include "file/projectreader.h"
#include "file/projectwriter.h"

#include <QFile>
#include <QDir>
#include <QFileInfo>
#include <QImageReader>
#include <QSet>
#include <QTest>
#include <set>
#include <tuple>

using namespace inbetween;

class TestExamples : public QObject
{
    Q_OBJECT

private slots:
    void characterClipsAreCutFromOneSheet()
    {
        const QString path = QFINDTESTDATA("../../resources/examples/hero.json");
        const auto r = ProjectReader::readFile(path); // checks every region against the sheet
        QVERIFY2(r.ok(), qPrintable(r.messages(QStringLiteral("hero.json")).join(QLatin1Char('\n'))));
        QVERIFY(r.diagnostics.isEmpty());
        const Project &p = *r.project;
        QCOMPARE(p.clipNames(), testutil::strings({"idle", "walk", "jump"}));
        QSet<int> modes;
        std::set<std::tuple<int, int, int, int>> cells;
        for (const Clip &clip : p.clips) {
            modes.insert(int(clip.loop));
            QVERIFY(clip.frames.count() >= 3);
            for (const Frame &f : clip.frames.frames()) {
                QCOMPARE(f.image, QStringLiteral("hero/hero.png"));
                QVERIFY(f.region);
                cells.insert({f.region->x(), f.region->y(), f.region->width(), f.region->height()});
            }
        }
        QCOMPARE(modes.size(), 3); // loop, once and pingpong, one each
        QCOMPARE(cells.size(), size_t(12)); // every cell of the 4 x 3 sheet, each once
        QCOMPARE(QImageReader(QFileInfo(path).dir().filePath(QStringLiteral("hero/hero.png"))).size(), QSize(256, 192));
        int events = 0;
        for (const Clip &clip : p.clips)
            events += int(clip.events.size());
        QVERIFY(events > 0);
        QVERIFY(!p.clips[2].motion.isEmpty()); // the jump leaves the ground
        // In the writer's form: saving it changes no byte.
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(ProjectWriter::toJson(p), file.readAll());
    }

    void boxerCarriesFrameData()
    {
        const QString path = QFINDTESTDATA("../../resources/examples/punch.json");
        const auto r = ProjectReader::readFile(path); // every region inside the sheet
        QVERIFY2(r.ok(), qPrintable(r.messages(QStringLiteral("punch.json")).join(QLatin1Char('\n'))));
        QVERIFY(r.diagnostics.isEmpty());
        const Project &p = *r.project;
        QCOMPARE(p.clipNames(), testutil::strings({"punch", "idle"}));
        QCOMPARE(p.boxes, (QList<BoxDeclaration>{{QStringLiteral("body"), BoxKind::Hurt}, {QStringLiteral("fist"), BoxKind::Hit}}));
        QCOMPARE(p.points, (QList<PointDeclaration>{{QStringLiteral("hand")}}));
        const Clip &punch = p.clips[0];
        QCOMPARE(punch.loop, LoopMode::Once);
        QStringList fist;
        for (const Frame &f : punch.frames.frames()) {
            QCOMPARE(f.data->pivot, std::optional<QPointF>(QPointF(32, 58))); // the feet, in every cell
            QVERIFY(f.data->boxes.contains(QStringLiteral("body")));
            QVERIFY(f.data->points.contains(QStringLiteral("hand")));
            fist << (f.data->boxes.contains(QStringLiteral("fist")) ? QStringLiteral("fist") : QStringLiteral("-"));
        }
        QCOMPARE(fist, testutil::strings({"-", "-", "fist", "fist", "-", "-"}));
        QCOMPARE(QImageReader(QFileInfo(path).dir().filePath(QStringLiteral("punch/punch.png"))).size(), QSize(256, 128));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(ProjectWriter::toJson(p), file.readAll());
    }

    // The lip-sync example (resources/examples/talk, made by its make-talk.sh): a clip of mouth
    // frames with the recording as its sound, every shape of the chart a cell of mouths.png.
    void talkerShowsItsMouthsFromTheChart()
    {
        const QString path = QFINDTESTDATA("../../resources/examples/talker.json");
        const auto r = ProjectReader::readFile(path); // checks the chart's cells against mouths.png
        QVERIFY2(r.ok(), qPrintable(r.messages(QStringLiteral("talker.json")).join(QLatin1Char('\n'))));
        QVERIFY(r.diagnostics.isEmpty());
        const Project &p = *r.project;
        QCOMPARE(p.mouths.keys(), QString::fromLatin1("ABCDEFGHX").split(QString(), Qt::SkipEmptyParts));
        const Clip &talk = p.clips.front();
        QCOMPARE(talk.frames.count(), 14);
        QCOMPARE(talk.length(), 1930.0);
        QCOMPARE(talk.audio, (ClipAudio{QStringLiteral("talk/talk.wav"), 0.0}));
        for (const Frame &f : talk.frames.frames())
            QVERIFY(f.image.isEmpty() && p.mouths.contains(f.mouth()));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(ProjectWriter::toJson(p), file.readAll());
    }

    void squareIsAVersion1File()
    {
        const QString path = QFINDTESTDATA("../../resources/examples/square.json");
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("\"version\": 1"));
        const auto r = ProjectReader::readFile(path);
        QVERIFY(r.ok());
        QCOMPARE(r.project->clips.size(), size_t(1));
        QCOMPARE(r.project->clips[0].motion.count(), 4);
        QCOMPARE(r.project->clips[0].length(), 1200.0);
    }
};

QTEST_GUILESS_MAIN(TestExamples)
#include "tst_examples.moc"
