// AsepriteImporter: Aseprite's sprite-sheet JSON in both forms (hash and array, as
// `aseprite --sheet --data` writes them) becomes frames showing regions of the sheet with their
// durations, and each frameTags entry a clip whose loop mode and frame order follow the tag's
// direction (DESIGN.md, "The command line"). Bad sources are refused with where in them.

#include "import/asepriteimporter.h"
#include "import/importfixtures.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace inbetween;
using namespace importtest;

Q_DECLARE_METATYPE(importtest::AseTag)

namespace {

const QList<int> kDurations{100, 110, 120, 130, 140, 150, 160, 170};

// A temporary folder with hero.png (a 4 x 2 sheet of 32 x 32 cells) and hero.json beside it.
struct Source
{
    QTemporaryDir dir;
    SheetSpec spec;
    QImage sheet;
    QString json;

    Source() : sheet(drawSheet(spec)), json(dir.filePath(QStringLiteral("hero.json")))
    {
        sheet.save(dir.filePath(QStringLiteral("hero.png")));
    }
    void write(const QByteArray &text) const
    {
        QFile f(json);
        f.open(QIODevice::WriteOnly | QIODevice::Truncate);
        f.write(text);
    }
    ImportResult import(const QByteArray &text, ImportOptions options = {}) const
    {
        write(text);
        return AsepriteImporter::importFile(json, options).finish();
    }
    // The sheet's cell each frame of `clip` shows, told by its colour (-1: none matches).
    QList<int> cellsOf(const Clip &clip) const
    {
        QList<int> cells;
        for (const Frame &f : clip.frames.frames()) {
            int cell = -1;
            for (int i = 0; i < spec.columns * spec.rows; ++i) {
                if (f.region && *f.region == spec.cellRect(i) && uniform(sheet, *f.region, cellColor(i)))
                    cell = i;
            }
            cells.append(cell);
        }
        return cells;
    }
};

QList<double> durationsOf(const Clip &clip)
{
    QList<double> out;
    for (const Frame &f : clip.frames.frames())
        out.append(f.duration);
    return out;
}

QByteArray standard(bool arrayForm, const QList<AseTag> &tags)
{
    return asepriteJson(aseFrames(SheetSpec(), kDurations), tags, QStringLiteral("hero.png"), {128, 64}, arrayForm);
}

} // namespace

class TestAsepriteImporter : public QObject
{
    Q_OBJECT

private slots:
    void tagsOfEveryDirection_data()
    {
        QTest::addColumn<bool>("arrayForm");
        QTest::newRow("hash") << false;
        QTest::newRow("array") << true;
    }
    void tagsOfEveryDirection()
    {
        QFETCH(bool, arrayForm);
        const QList<AseTag> tags{
            {QStringLiteral("walk"), 0, 3, QStringLiteral("forward")},
            {QStringLiteral("jump"), 4, 5, QStringLiteral("forward"), QStringLiteral("1")},
            {QStringLiteral("bounce"), 0, 2, QStringLiteral("pingpong")},
            {QStringLiteral("back"), 4, 7, QStringLiteral("reverse")},
            {QStringLiteral("swing"), 5, 7, QStringLiteral("pingpong_reverse")},
            {QStringLiteral("land"), 6, 7, QStringLiteral("reverse"), QStringLiteral("1")},
        };
        const Source s;
        const ImportResult r = s.import(standard(arrayForm, tags));
        QVERIFY2(r.ok(), qPrintable(r.messages(QStringLiteral("hero.json")).join(QLatin1Char('\n'))));
        QCOMPARE(r.messages(QStringLiteral("hero.json")),
                 QStringList({QStringLiteral("hero.json: meta.frameTags[2].direction: warning: pingpong: Aseprite shows the "
                                             "end frames once a turn, Inbetween's ping-pong twice: their holds are halved "
                                             "(50 and 60 ms) so the clip plays as in Aseprite"),
                              QStringLiteral("hero.json: meta.frameTags[4].direction: warning: pingpong_reverse: Aseprite "
                                             "shows the end frames once a turn, Inbetween's ping-pong twice: their holds "
                                             "are halved (85 and 75 ms) so the clip plays as in Aseprite")}));
        const Project &p = *r.project;
        QCOMPARE(p.name, QStringLiteral("hero"));
        QCOMPARE(p.clipNames(), QStringList({QStringLiteral("walk"), QStringLiteral("jump"), QStringLiteral("bounce"),
                                             QStringLiteral("back"), QStringLiteral("swing"), QStringLiteral("land")}));
        const struct
        {
            LoopMode loop;
            QList<int> cells;
        } expected[] = {
            {LoopMode::Loop, {0, 1, 2, 3}}, {LoopMode::Once, {4, 5}},         {LoopMode::PingPong, {0, 1, 2}},
            {LoopMode::Loop, {7, 6, 5, 4}}, {LoopMode::PingPong, {7, 6, 5}}, {LoopMode::Once, {7, 6}},
        };
        for (size_t c = 0; c < p.clips.size(); ++c) {
            const Clip &clip = p.clips[c];
            QCOMPARE(clip.loop, expected[c].loop);
            QCOMPARE(s.cellsOf(clip), expected[c].cells);
            QList<double> durations;
            for (int cell : expected[c].cells)
                durations.append(kDurations[cell]);
            if (clip.loop == LoopMode::PingPong) { // the end frames show twice a turn: half as long
                durations.front() /= 2;
                durations.back() /= 2;
            }
            QCOMPARE(durationsOf(clip), durations);
            for (const Frame &f : clip.frames.frames())
                QCOMPARE(f.image, QStringLiteral("hero.png"));
        }
    }

    void withoutTagsOneClipOfEveryFrame()
    {
        const Source s;
        const ImportResult r = s.import(standard(false, {}));
        QVERIFY(r.ok());
        QCOMPARE(r.project->clipNames(), QStringList(QStringLiteral("hero")));
        QCOMPARE(s.cellsOf(r.project->clips.front()), (QList<int>{0, 1, 2, 3, 4, 5, 6, 7}));
        QCOMPARE(r.project->clips.front().length(), 1080.0);
    }

    // QJsonObject sorts keys ("hero 10" before "hero 2"); the frames keep the file's order.
    void hashFormKeepsTheFileOrder()
    {
        Source s;
        QList<AseFrame> frames;
        const int order[] = {0, 1, 2, 3, 4, 5, 6, 7};
        for (int i : order)
            frames.append({QStringLiteral("hero %1.aseprite").arg(i + 3), s.spec.cellRect(i), 100 + i}); // 3..10
        frames[5].name = QStringLiteral("b \"quoted\" \\ name");
        const ImportResult r = s.import(asepriteJson(frames, {}, QStringLiteral("hero.png"), {128, 64}, false));
        QVERIFY(r.ok());
        QCOMPARE(s.cellsOf(r.project->clips.front()), (QList<int>{0, 1, 2, 3, 4, 5, 6, 7}));
    }

    void trimmedFramesKeepTheirRectWithAWarning()
    {
        const Source s;
        QList<AseFrame> frames = aseFrames(s.spec, {100, 100});
        frames[1].trimmed = true;
        const ImportResult r = s.import(asepriteJson(frames, {}, QStringLiteral("hero.png"), {128, 64}, false));
        QVERIFY(r.ok());
        QCOMPARE(s.cellsOf(r.project->clips.front()), (QList<int>{0, 1}));
        QCOMPARE(r.messages(QStringLiteral("hero.json")),
                 QStringList(QStringLiteral("hero.json: frames[\"hero 1.aseprite\"].trimmed: warning: a trimmed frame keeps "
                                            "its rect; its trim offset (x 3, y 1 in a 36x34 frame) is not carried, so it "
                                            "shows shifted against untrimmed frames")));
    }

    void warnings_data()
    {
        QTest::addColumn<QList<AseTag>>("tags");
        QTest::addColumn<QStringList>("clips");
        QTest::addColumn<QStringList>("messages");
        QTest::newRow("frames in no tag")
            << QList<AseTag>{{QStringLiteral("a"), 1, 2}, {QStringLiteral("b"), 5, 5}}
            << QStringList{QStringLiteral("a"), QStringLiteral("b")}
            << QStringList{QStringLiteral("hero.json: meta.frameTags: warning: frames 0, 3..4, 6..7 are in no tag: left out")};
        QTest::newRow("the same name twice")
            << QList<AseTag>{{QStringLiteral("run"), 0, 3}, {QStringLiteral("run"), 4, 7}}
            << QStringList{QStringLiteral("run"), QStringLiteral("run 2")}
            << QStringList{QStringLiteral("hero.json: meta.frameTags[1].name: warning: \"run\" is the name of an earlier "
                                          "tag: the clip is named \"run 2\"")};
        QTest::newRow("no name") << QList<AseTag>{{QString(), 0, 7}} << QStringList{QStringLiteral("clip")}
                                 << QStringList{QStringLiteral("hero.json: meta.frameTags[0].name: warning: empty: the clip "
                                                               "is named \"clip\"")};
        QTest::newRow("a repeat count") << QList<AseTag>{{QStringLiteral("wave"), 0, 7, QStringLiteral("forward"), QStringLiteral("3")}}
                                        << QStringList{QStringLiteral("wave")}
                                        << QStringList{QStringLiteral("hero.json: meta.frameTags[0].repeat: warning: 3 is not "
                                                                      "carried: the clip plays in \"loop\" mode without end")};
    }
    void warnings()
    {
        QFETCH(QList<AseTag>, tags);
        QFETCH(QStringList, clips);
        QFETCH(QStringList, messages);
        const Source s;
        const ImportResult r = s.import(standard(false, tags));
        QVERIFY(r.ok());
        QCOMPARE(r.project->clipNames(), clips);
        QCOMPARE(r.messages(QStringLiteral("hero.json")), messages);
    }

    void eventsComeBackFromInbetweensTagData()
    {
        const Source s;
        QList<AseTag> tags{{QStringLiteral("walk"), 0, 3}, {QStringLiteral("idle"), 4, 7}};
        tags[0].data = QStringLiteral("{\"events\":[{\"time\":0,\"name\":\"start\"},{\"time\":250,\"name\":\"footstep\"}]}");
        tags[1].data = QStringLiteral("free text an artist typed");
        const ImportResult r = s.import(standard(false, tags));
        QVERIFY(r.ok());
        QCOMPARE(r.project->clips[0].events,
                 (QList<ClipEvent>{{0, QStringLiteral("start")}, {250, QStringLiteral("footstep")}}));
        QVERIFY(r.project->clips[1].events.isEmpty());
    }

    void pathsAreRelativeToTheProjectFolder()
    {
        const Source s;
        ImportOptions options;
        options.projectFolder = s.dir.filePath(QStringLiteral("out/deeper"));
        const ImportResult r = s.import(standard(false, {}), options);
        QVERIFY(r.ok());
        QCOMPARE(r.project->clips.front().frames.frame(0).image, QStringLiteral("../../hero.png"));
    }

    void refused_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QStringList>("messages");

        QList<AseFrame> frames = aseFrames(SheetSpec(), kDurations);
        auto hash = [](const QList<AseFrame> &f, const QList<AseTag> &t = {}, const QString &image = QStringLiteral("hero.png")) {
            return asepriteJson(f, t, image, {128, 64}, false);
        };
        QList<AseFrame> outside = frames;
        outside[3].rect = QRect(112, 0, 32, 32);
        QTest::newRow("outside the sheet, hash")
            << hash(outside)
            << QStringList{QStringLiteral("hero.json: frames[\"hero 3.aseprite\"].frame: outside the sheet (128x64): "
                                          "x 112, y 0, w 32, h 32")};
        QTest::newRow("outside the sheet, array")
            << asepriteJson(outside, {}, QStringLiteral("hero.png"), {128, 64}, true)
            << QStringList{QStringLiteral("hero.json: frames[3].frame: outside the sheet (128x64): x 112, y 0, w 32, h 32")};
        QList<AseFrame> rotated = frames;
        rotated[2].rotated = true;
        QTest::newRow("rotated")
            << hash(rotated)
            << QStringList{QStringLiteral("hero.json: frames[\"hero 2.aseprite\"].rotated: a rotated frame is refused: its "
                                          "pixels lie turned by 90 degrees in the sheet and a region cannot turn them back "
                                          "(export the sheet without rotation)")};
        QList<AseFrame> zero = frames;
        zero[1].duration = 0;
        QTest::newRow("zero duration")
            << hash(zero)
            << QStringList{QStringLiteral("hero.json: frames[\"hero 1.aseprite\"].duration: must be a number of ms greater "
                                          "than 0 and at most 1000000000 (got 0)")};
        QList<AseFrame> empty = frames;
        empty[0].rect = QRect(0, 0, 0, 32);
        QTest::newRow("empty rect")
            << hash(empty)
            << QStringList{QStringLiteral("hero.json: frames[\"hero 0.aseprite\"].frame: must be {\"x\", \"y\", \"w\", \"h\"} in "
                                          "whole pixels, w and h at least 1 (got an object)")};
        QTest::newRow("tag past the frames")
            << hash(frames, {{QStringLiteral("walk"), 2, 8}})
            << QStringList{QStringLiteral("hero.json: meta.frameTags[0].to: must be a frame index from 0 to 7 (got 8)")};
        QTest::newRow("tag backwards")
            << hash(frames, {{QStringLiteral("walk"), 5, 2}})
            << QStringList{QStringLiteral("hero.json: meta.frameTags[0].to: before \"from\" (5) (got 2)")};
        QTest::newRow("unknown direction")
            << hash(frames, {{QStringLiteral("walk"), 0, 3, QStringLiteral("sideways")}})
            << QStringList{QStringLiteral("hero.json: meta.frameTags[0].direction: must be one of forward, reverse, pingpong, "
                                          "pingpong_reverse (got \"sideways\")")};
        QTest::newRow("sheet missing")
            << hash(frames, {}, QStringLiteral("nowhere.png"))
            << QStringList{QStringLiteral("hero.json: meta.image: nowhere.png: file not found")};
        QTest::newRow("no image named")
            << hash(frames, {}, QString())
            << QStringList{QStringLiteral("hero.json: meta.image: must name the sheet's image file (got \"\")")};
        QTest::newRow("no frames") << hash({})
                                   << QStringList{QStringLiteral("hero.json: frames: no frames: nothing to import")};
        QTest::newRow("not a sheet JSON")
            << QByteArray("{\"hello\": 1}")
            << QStringList{QStringLiteral("hero.json: frames: must be an object (hash form) or an array (array form) of the "
                                          "sheet's frames (got nothing)"),
                           QStringLiteral("hero.json: meta: must be an object naming the sheet's image (got nothing)")};
        QTest::newRow("an Inbetween project")
            << QByteArray("{\"format\": \"inbetween\", \"version\": 2}")
            << QStringList{QStringLiteral("hero.json: already an Inbetween project: open it, there is nothing to import")};
        QByteArray broken = hash(frames);
        broken.chop(10);
        QTest::newRow("cut short") << broken << QStringList{};
        QTest::newRow("duplicate key")
            << QByteArray("{\"frames\": {\"a\": {}, \"a\": {}}, \"meta\": {}}") << QStringList{};
    }
    void refused()
    {
        QFETCH(QByteArray, json);
        QFETCH(QStringList, messages);
        const Source s;
        s.write(json);
        const QStringList before = filesUnder(s.dir.path());
        const ImportResult r = AsepriteImporter::importFile(s.json, ImportOptions()).finish();
        QVERIFY(!r.ok());
        QVERIFY(r.newImages.isEmpty());
        QCOMPARE(filesUnder(s.dir.path()), before);
        if (messages.isEmpty()) // the strict scanner's own messages: an error by line and column or path
            QVERIFY2(r.hasErrors() && r.messages(QStringLiteral("hero.json")).value(0).startsWith(QStringLiteral("hero.json: ")),
                     qPrintable(r.messages(QStringLiteral("hero.json")).join(QLatin1Char('\n'))));
        else
            QCOMPARE(r.messages(QStringLiteral("hero.json")), messages);
    }

    // The fuzz seed (tests/data/aseprite-sheet.json): Aseprite's own layout, a trimmed frame, tag
    // data with events, every direction but pingpong.
    void theFuzzSeedImports()
    {
        const QString path = QFINDTESTDATA("../data/aseprite-sheet.json");
        const ImportResult r = AsepriteImporter::importFile(path, ImportOptions()).finish();
        QVERIFY(r.ok());
        QCOMPARE(r.project->clipNames(), QStringList({QStringLiteral("walk"), QStringLiteral("jump"), QStringLiteral("back")}));
        QCOMPARE(r.project->clips[0].frames.frame(2).region, std::optional<QRect>(QRect(0, 4, 8, 4)));
        QCOMPARE(r.project->clips[0].events, QList<ClipEvent>({{120, QStringLiteral("step")}}));
        QCOMPARE(r.project->clips[1].loop, LoopMode::PingPong);
        QCOMPARE(durationsOf(r.project->clips[1]), (QList<double>{125, 75})); // reversed, the ends halved
        QCOMPARE(r.project->clips[2].frames.frame(0).image, QStringLiteral("frames/tiny-0.png"));
        QCOMPARE(r.diagnostics.size(), 3); // the trim, the ping-pong's halved ends, its repeat
    }

    void looksLikeSheetJson()
    {
        QVERIFY(AsepriteImporter::looksLikeSheetJson(standard(false, {})));
        QVERIFY(AsepriteImporter::looksLikeSheetJson(standard(true, {})));
        QVERIFY(!AsepriteImporter::looksLikeSheetJson("{\"format\": \"inbetween\", \"version\": 2}"));
        QVERIFY(!AsepriteImporter::looksLikeSheetJson("not json"));
    }
};

QTEST_MAIN(TestAsepriteImporter)
#include "tst_asepriteimporter.moc"
