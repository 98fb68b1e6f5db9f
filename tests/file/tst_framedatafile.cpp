// The project file's version 3 (DESIGN.md, "Frame data for games"): the project's declared boxes
// and points and each frame's pivot, boxes and points, read and written by their declarations
// (model/file/projectkeys.h), every rule refused with its JSON path; versions 1 and 2 still
// read (their keys of version 3 warned about), and a version 5 file is refused as made by a newer
// version. (A version 2 file saved is the same bytes but for its version: tst_projectwriter.)

#include "common/testutil.h"
#include "file/projectreader.h"
#include "file/projectwriter.h"
#include "file/readerdiagnostics.h"

#include <QFile>
#include <QTest>

using namespace inbetween;
using namespace inbetween::filetest;

namespace {

// A version 3 project declaring the boxes body (hurt) and fist (hit) and the point hand, with
// one clip of `frames`.
QByteArray withFrames(const QByteArray &frames, const QByteArray &declared = R"("boxes": [{"name": "body", "kind": "hurt"},
    {"name": "fist", "kind": "hit"}], "points": [{"name": "hand"}])")
{
    return R"({"format": "inbetween", "version": 3, )" + declared + R"(, "clips": [{"name": "punch", "frames": [)" + frames + "]}]}";
}

} // namespace

class TestFrameDataFile : public QObject
{
    Q_OBJECT

private slots:
    void readsEveryKey()
    {
        const auto r = ProjectReader::readFile(QFINDTESTDATA("../data/frame-data.json"));
        QVERIFY2(r.ok(), qPrintable(r.messages(QStringLiteral("frame-data.json")).join(QLatin1Char('\n'))));
        QVERIFY(r.diagnostics.isEmpty());
        const Project &p = *r.project;
        QCOMPARE(p.boxes, (QList<BoxDeclaration>{{QStringLiteral("body"), BoxKind::Hurt},
                                                 {QStringLiteral("fist"), BoxKind::Hit},
                                                 {QStringLiteral("push box"), BoxKind::Other}}));
        QCOMPARE(p.points, (QList<PointDeclaration>{{QStringLiteral("hand")}, {QStringLiteral("muzzle")}}));
        const FrameTrack &frames = p.clips[0].frames;
        const FrameData &second = frames.frame(1).data.get();
        QCOMPARE(second.pivot, std::optional<QPointF>(QPointF(14.5, 31)));
        QCOMPARE(second.boxes.keys(), testutil::strings({"body", "fist", "push box"}));
        QCOMPARE(second.boxes.value(QStringLiteral("fist")), QRectF(6, -22, 10, 6));
        QCOMPARE(second.points.value(QStringLiteral("muzzle")), QPointF(-0.25, 0.001));
        // The pivot defaults to the picture's centre; a frame without data holds none.
        QVERIFY(!frames.frame(2).data->pivot);
        QCOMPARE(frames.frame(2).data->pivotIn(QSizeF(32, 20)), QPointF(16, 10));
        QVERIFY(frames.frame(3).data.isEmpty());
        QCOMPARE(frames.frame(3), (Frame{100, QString()}));
    }

    // Written in the writer's form: saving it changes no byte but its version (3, saved as 4),
    // and what is read back is equal.
    void writtenAsRead()
    {
        const QByteArray bytes = testutil::contentsOf(QFINDTESTDATA("../data/frame-data.json"));
        const auto r = ProjectReader::read(bytes);
        QVERIFY(r.ok());
        QCOMPARE(ProjectWriter::toJson(*r.project), QByteArray(bytes).replace("\"version\": 3,", "\"version\": 4,"));
        // Data given in another order, and empty maps, read as the same project.
        QByteArray shuffled = bytes;
        shuffled.replace(R"("boxes": { "body": [-6, -28, 12, 28], "fist": [6, -22, 10, 6], "push box": [-8, -30, 16, 30] })",
                         R"("boxes": { "push box": [-8, -30, 16, 30], "fist": [6, -22, 10, 6], "body": [-6, -28, 12, 28] })");
        shuffled.replace(R"({ "duration": 100 })", R"({ "duration": 100, "boxes": {}, "points": {} })");
        QVERIFY(shuffled != bytes);
        const auto again = ProjectReader::read(shuffled);
        QVERIFY(again.ok());
        QCOMPARE(*again.project, *r.project);
        QCOMPARE(ProjectWriter::toJson(*again.project), QByteArray(bytes).replace("\"version\": 3,", "\"version\": 4,"));
    }

    void refused_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("error");
        const auto row = [](const char *name, const QByteArray &frames, const char *error) {
            QTest::newRow(name) << withFrames(frames) << QString::fromUtf8(error);
        };
        row("an undeclared box", R"({"duration": 50}, {"duration": 50, "boxes": {"body": [0, 0, 1, 1], "kick": [0, 0, 1, 1]}})",
            "clips[0].frames[1].boxes.kick: \"kick\" is not a declared box");
        row("an undeclared point", R"({"duration": 50, "points": {"elbow": [0, 0]}})",
            "clips[0].frames[0].points.elbow: \"elbow\" is not a declared point");
        row("a box's name is a point's", R"({"duration": 50, "boxes": {"hand": [0, 0, 1, 1]}})",
            "clips[0].frames[0].boxes.hand: \"hand\" is not a declared box");
        row("a zero width", R"({"duration": 50, "boxes": {"fist": [6, -22, 0, 6]}})",
            "clips[0].frames[0].boxes.fist[2]: must be a number greater than 0 (a box's width) (got 0)");
        row("a negative height", R"({"duration": 50, "boxes": {"fist": [6, -22, 10, -6]}})",
            "clips[0].frames[0].boxes.fist[3]: must be a number greater than 0 (a box's height) (got -6)");
        row("a box of three", R"({"duration": 50, "boxes": {"fist": [6, -22, 10]}})",
            "clips[0].frames[0].boxes.fist: must be an array of 4 numbers (got an array)");
        row("a box as text", R"({"duration": 50, "boxes": {"fist": "6 -22 10 6"}})",
            "clips[0].frames[0].boxes.fist: must be an array of 4 numbers (got \"6 -22 10 6\")");
        row("a box's number as text", R"({"duration": 50, "boxes": {"fist": [6, "-22", 10, 6]}})",
            "clips[0].frames[0].boxes.fist[1]: must be a number (got \"-22\")");
        row("a box beyond any picture", R"({"duration": 50, "boxes": {"fist": [9000, 0, 10, 6]}})",
            "clips[0].frames[0].boxes.fist[0]: beyond the limit of -8192 to 8192 (got 9000)");
        row("boxes as a list", R"({"duration": 50, "boxes": [[0, 0, 1, 1]]})",
            "clips[0].frames[0].boxes: must be an object of declared box names, each [x, y, width, height] (got an array)");
        row("points as a list", R"({"duration": 50, "points": [[0, 0]]})",
            "clips[0].frames[0].points: must be an object of declared point names, each [x, y] (got an array)");
        row("a point of three", R"({"duration": 50, "points": {"hand": [0, 0, 0]}})",
            "clips[0].frames[0].points.hand: must be an array of 2 numbers (got an array)");
        row("more boxes than declared", R"({"duration": 50, "boxes": {"a": [0, 0, 1, 1], "b": [0, 0, 1, 1], "c": [0, 0, 1, 1]}})",
            "clips[0].frames[0].boxes: 3 names, more than the 2 the project declares");
        row("a pivot without an image", R"({"duration": 50, "pivot": [16, 31]})",
            "clips[0].frames[0].pivot: a pivot needs an image to lie in");
        row("a pivot of one", R"({"duration": 50, "image": "a.png", "pivot": [16]})",
            "clips[0].frames[0].pivot: must be an array of 2 numbers (got an array)");
        row("a pivot beyond any picture", R"({"duration": 50, "image": "a.png", "pivot": [16, -1e5]})",
            "clips[0].frames[0].pivot[1]: beyond the limit of -8192 to 8192 (got -1e+5)");
        const auto declared = [](const char *name, const QByteArray &declarations, const char *error) {
            QTest::newRow(name) << withFrames(R"({"duration": 50})", declarations) << QString::fromUtf8(error);
        };
        declared("box names repeat", R"("boxes": [{"name": "fist", "kind": "hit"}, {"name": "body"}, {"name": "fist"}])",
                 "boxes[2].name: the same name as boxes[0] (\"fist\"); box names must be unique");
        declared("point names repeat", R"("points": [{"name": "hand"}, {"name": "hand"}])",
                 "points[1].name: the same name as points[0] (\"hand\"); point names must be unique");
        declared("a box without a name", R"("boxes": [{"kind": "hit"}])", "boxes[0].name: must be a non-empty string (got nothing)");
        declared("a blank box name", R"("boxes": [{"name": " "}])", "boxes[0].name: must be a non-empty string (got \" \")");
        declared("a point's name a number", R"("points": [{"name": 7}])", "points[0].name: must be a non-empty string (got 7)");
        declared("a box's name too long", R"("boxes": [{"name": ")" + QByteArray(1001, 'b') + R"("}])",
                 "boxes[0].name: 1001 characters long, longer than the limit of 1000");
        declared("a kind of its own", R"("boxes": [{"name": "fist", "kind": "punch"}])",
                 "boxes[0].kind: must be \"hit\", \"hurt\" or \"other\" (got \"punch\")");
        declared("boxes as an object", R"("boxes": {"fist": "hit"})", "boxes: must be an array (got an object)");
        declared("a point as a name", R"("points": ["hand"])", "points[0]: must be an object (got \"hand\")");
    }

    void refused()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, error);
        const auto r = ProjectReader::read(json);
        QVERIFY(!r.ok());
        QVERIFY2(diagnosticsOf(r, true).contains(error), qPrintable(diagnosticsOf(r, true).join(QLatin1Char('\n'))));
    }

    // JSON has no infinity: a number a double cannot hold is refused where it stands.
    void nonFiniteNumberRefused()
    {
        const auto r = ProjectReader::read(withFrames(R"({"duration": 50, "boxes": {"fist": [0, 0, 1e400, 1]}})"));
        QVERIFY(!r.ok());
        QCOMPARE(r.messages(QStringLiteral("punch.json")),
                 QStringList{QStringLiteral("punch.json: clips[0].frames[0].boxes.fist[2]: a number out of range (got 1e400)")});
    }

    // The keys of version 3 in a version 2 (or 1) file are not read: each is named, and ignored.
    void laterKeysWarnInEarlierVersions()
    {
        QByteArray v2 = withFrames(R"({"duration": 50, "image": "a.png", "pivot": [1, 2], "boxes": {"fist": [0, 0, 1, 1]}})");
        v2.replace(R"("version": 3)", R"("version": 2)");
        const auto r = ProjectReader::read(v2);
        QVERIFY2(r.ok(), qPrintable(diagnosticsOf(r, true).join(QLatin1Char('\n'))));
        QCOMPARE(diagnosticsOf(r, false), testutil::strings({"boxes: a key of file version 3, ignored in a version 2 file",
                                                             "points: a key of file version 3, ignored in a version 2 file",
                                                             "clips[0].frames[0].pivot: a key of file version 3, ignored in a version 2 file",
                                                             "clips[0].frames[0].boxes: a key of file version 3, ignored in a version 2 file"}));
        QVERIFY(r.project->boxes.isEmpty());
        QVERIFY(r.project->clips[0].frames.frame(0).data.isEmpty());
        const auto v1 = ProjectReader::read(R"({"format": "inbetween", "version": 1, "points": [], "frames": [{"duration": 5, "points": {}}]})");
        QVERIFY(v1.ok());
        QCOMPARE(diagnosticsOf(v1, false), testutil::strings({"points: a key of file version 3, ignored in a version 1 file",
                                                              "frames[0].points: a key of file version 3, ignored in a version 1 file"}));
    }

    void newerVersionRefused()
    {
        QByteArray v5 = testutil::contentsOf(QFINDTESTDATA("../data/frame-data.json"));
        v5.replace(R"("version": 3)", R"("version": 5)");
        const auto r = ProjectReader::read(v5);
        QVERIFY(!r.ok());
        QCOMPARE(r.messages(QStringLiteral("punch.json")),
                 QStringList{QStringLiteral("punch.json: version: made by a newer version of Inbetween (file version 5, this "
                                            "program reads versions 1 to 4)")});
    }

    // A frame without data holds one null pointer more than before; copies share what it has.
    void frameStaysSmall()
    {
        QCOMPARE(sizeof(SharedFrameData), sizeof(void *));
        QVERIFY(sizeof(Frame) <= 64);
        Frame a{50, QStringLiteral("a.png")};
        a.data.edit().boxes.insert(QStringLiteral("fist"), QRectF(0, 0, 1, 1));
        Frame b = a;
        QCOMPARE(&b.data.get(), &a.data.get()); // shared until written
        b.data.edit().boxes.insert(QStringLiteral("body"), QRectF(0, 0, 2, 2));
        QVERIFY(&b.data.get() != &a.data.get());
        QCOMPARE(a.data->boxes.size(), 1);
        QVERIFY(a != b);
        b.data.edit().boxes.remove(QStringLiteral("body"));
        QCOMPARE(a, b); // equal by value
    }
};

QTEST_GUILESS_MAIN(TestFrameDataFile)
#include "tst_framedatafile.moc"
