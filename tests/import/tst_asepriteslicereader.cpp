// AsepriteSliceReader through AsepriteImporter: `meta.slices` as a user's own Aseprite file has
// them (no `data`: boxes of kind other; a 9-slice `center` and a `pivot` not carried, with a
// warning; keys held until the next, the first key before it, bounds 0 x 0 off) and as
// Inbetween's export writes them (`data` the kind or "point"), and a frame's `pivot` (a share of
// its sourceSize) moved by the trim so that a trimmed frame needs no warning. Malformed slices
// are warnings, never a refusal. (The round trip of Inbetween's own export: tst_asepriteroundtrip.)

#include "import/asepriteimporter.h"
#include "import/importfixtures.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace inbetween;
using namespace importtest;

namespace {

// Three untrimmed 32 x 32 frames (pivot: the centre, 16, 16) of a drawn sheet, and `slices` as
// the value of meta.slices; `trimFirst` trims frame 0 (spriteSourceSize at 3, 1 of 36 x 34) and
// gives it `pivot` {0.5, 1}.
ImportResult importWith(const QByteArray &slices, bool trimFirst = false)
{
    QTemporaryDir dir;
    const SheetSpec spec;
    drawSheet(spec).save(dir.filePath(QStringLiteral("hero.png")));
    QList<AseFrame> frames = aseFrames(spec, {100, 100, 100});
    frames[0].trimmed = trimFirst;
    QByteArray json = asepriteJson(frames, {}, QStringLiteral("hero.png"), spec.size(), false);
    json.replace("\"slices\": [\n  ]", "\"slices\": " + slices);
    if (trimFirst)
        json.replace("\"sourceSize\": { \"w\": 36, \"h\": 34 },", "\"sourceSize\": { \"w\": 36, \"h\": 34 }, \"pivot\": { \"x\": 0.5, \"y\": 1 },");
    QFile f(dir.filePath(QStringLiteral("hero.json")));
    f.open(QIODevice::WriteOnly);
    f.write(json);
    f.close();
    return AsepriteImporter::importFile(dir.filePath(QStringLiteral("hero.json")), {}).finish();
}

const FrameData &dataOf(const ImportResult &r, int frame)
{
    return r.project->clips[0].frames.frame(frame).data.get();
}

} // namespace

class TestAsepriteSliceReader : public QObject
{
    Q_OBJECT

private slots:
    // A pivot written as a share of the side (p / side, the shortest double) comes back as the
    // pixel it was, even where (p / side) * side is not p in doubles (15 of 22, 13 of 23).
    void pivotSharesComeBackExact_data()
    {
        QTest::addColumn<int>("side");
        QTest::addColumn<int>("pixel");
        QTest::newRow("15 of 22") << 22 << 15;
        QTest::newRow("13 of 23") << 23 << 13;
        QTest::newRow("7 of 25") << 25 << 7;
        QTest::newRow("0 of 22: the edge") << 22 << 0;
    }
    void pivotSharesComeBackExact()
    {
        QFETCH(int, side);
        QFETCH(int, pixel);
        QTemporaryDir dir;
        SheetSpec spec;
        spec.cell = QSize(side, side);
        drawSheet(spec).save(dir.filePath(QStringLiteral("hero.png")));
        QByteArray json = asepriteJson(aseFrames(spec, {100, 100}), {}, QStringLiteral("hero.png"), spec.size(), false);
        const QByteArray size = "\"sourceSize\": { \"w\": " + QByteArray::number(side) + ", \"h\": " + QByteArray::number(side) + " },";
        const QByteArray share = QByteArray::number(double(pixel) / side, 'g', 17);
        QVERIFY(json.contains(size));
        json.replace(size, size + " \"pivot\": { \"x\": " + share + ", \"y\": " + share + " },");
        QFile f(dir.filePath(QStringLiteral("hero.json")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(json);
        f.close();
        const ImportResult r = AsepriteImporter::importFile(dir.filePath(QStringLiteral("hero.json")), {}).finish();
        QVERIFY(r.project);
        const std::optional<QPointF> pivot = dataOf(r, 0).pivot;
        QVERIFY(pivot);
        QVERIFY2(pivot->x() == pixel && pivot->y() == pixel, qPrintable(QString::number(pivot->x(), 'g', 17)));
    }

    void userSlicesAndOurs()
    {
        const ImportResult r = importWith(R"([
   { "name": "Slice 1", "keys": [{ "frame": 1, "bounds": {"x": 4, "y": 6, "w": 10, "h": 12 } }] },
   { "name": "fist", "data": "hit", "keys": [{ "frame": 0, "bounds": {"x": 0, "y": 0, "w": 8, "h": 8 } },
       { "frame": 1, "bounds": {"x": 0, "y": 0, "w": 0, "h": 0 } }, { "frame": 2, "bounds": {"x": 2, "y": 2, "w": 4, "h": 4 } }] },
   { "name": "nine", "keys": [{ "frame": 0, "bounds": {"x": 0, "y": 0, "w": 32, "h": 32 }, "center": {"x": 4, "y": 4, "w": 24, "h": 24 }, "pivot": {"x": 16, "y": 30 } }] },
   { "name": "gun", "data": "point", "keys": [{ "frame": 0, "bounds": {"x": 20, "y": 10, "w": 1, "h": 1 }, "pivot": {"x": 0, "y": 0 } }] },
   { "name": "fist", "data": "hit", "keys": [] }
  ])");
        QVERIFY2(r.ok(), qPrintable(r.messages(QStringLiteral("hero.json")).join(QLatin1Char('\n'))));
        const Project &p = *r.project;
        QCOMPARE(p.boxes, (QList<BoxDeclaration>{{QStringLiteral("Slice 1"), BoxKind::Other},
                                                 {QStringLiteral("fist"), BoxKind::Hit},
                                                 {QStringLiteral("nine"), BoxKind::Other}}));
        QCOMPARE(p.points, QList<PointDeclaration>{{QStringLiteral("gun")}});
        QCOMPARE(r.messages(QStringLiteral("hero.json")),
                 (QStringList{QStringLiteral("hero.json: meta.slices[2]: warning: slice \"nine\": its 9-slice center and "
                                             "pivot are not carried; it is a box of kind other"),
                              QStringLiteral("hero.json: meta.slices[4]: warning: a slice needs a \"name\" of 1 to 1000 "
                                             "characters, unique among the boxes (at most 1000): left out (got \"fist\")")}));
        // Frame 0 is before Slice 1's first key: Aseprite shows the first key there.
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(dataOf(r, i).pivot, std::nullopt); // the centre
            QCOMPARE(dataOf(r, i).boxes.value(QStringLiteral("Slice 1")), QRectF(-12, -10, 10, 12));
            QCOMPARE(dataOf(r, i).boxes.value(QStringLiteral("nine")), QRectF(-16, -16, 32, 32));
            QCOMPARE(dataOf(r, i).points.value(QStringLiteral("gun")), QPointF(4, -6));
        }
        QCOMPARE(dataOf(r, 0).boxes.value(QStringLiteral("fist")), QRectF(-16, -16, 8, 8));
        QVERIFY(!dataOf(r, 1).boxes.contains(QStringLiteral("fist"))); // off
        QCOMPARE(dataOf(r, 2).boxes.value(QStringLiteral("fist")), QRectF(-14, -14, 4, 4));
    }

    // A trimmed frame with a pivot: its kept pixels start at 3, 1 of its 36 x 34 picture, so the
    // pivot (18, 34) in the picture is (15, 33) in them, and the frame shows in place.
    void trimmedFramesArePlacedByTheirPivot()
    {
        const ImportResult r = importWith(R"([
   { "name": "body", "data": "hurt", "keys": [{ "frame": 0, "bounds": {"x": 10, "y": 4, "w": 16, "h": 30 } }] } ])",
                                          true);
        QVERIFY(r.ok());
        QCOMPARE(r.messages(QStringLiteral("hero.json")), QStringList());
        QCOMPARE(dataOf(r, 0).pivot, QPointF(15, 33));
        QCOMPARE(dataOf(r, 0).boxes.value(QStringLiteral("body")), QRectF(-8, -30, 16, 30));
        QCOMPARE(dataOf(r, 1).pivot, std::nullopt);
        QCOMPARE(dataOf(r, 1).boxes.value(QStringLiteral("body")), QRectF(-6, -12, 16, 30));
    }

    // The fuzz seed with frame data (tests/data/aseprite-slices.json): pivots on a trimmed and an
    // untrimmed frame, our kinds, an off key, a user's slice with a 9-slice center and a pivot,
    // a point. Its clip "walk" shows the frames in order.
    void theSlicesSeedImports()
    {
        const ImportResult r = AsepriteImporter::importFile(QFINDTESTDATA("../data/aseprite-slices.json"), {}).finish();
        QVERIFY(r.ok());
        QCOMPARE(r.project->boxes, (QList<BoxDeclaration>{{QStringLiteral("body"), BoxKind::Hurt},
                                                          {QStringLiteral("fist"), BoxKind::Hit},
                                                          {QStringLiteral("Slice 1"), BoxKind::Other}}));
        QCOMPARE(r.project->points, QList<PointDeclaration>{{QStringLiteral("hand")}});
        const Clip &walk = r.project->clips[0];
        const QList<std::optional<QPointF>> pivots{QPointF(2, 8), QPointF(1, 7), std::nullopt};
        const QList<QMap<QString, QRectF>> boxes{
            {{QStringLiteral("body"), QRectF(-1, -6, 2, 6)}, {QStringLiteral("Slice 1"), QRectF(-2, -8, 4, 4)}},
            {{QStringLiteral("body"), QRectF(-1, -5, 2, 6)}, {QStringLiteral("fist"), QRectF(1, -4, 2, 1)},
             {QStringLiteral("Slice 1"), QRectF(-2, -7, 4, 4)}},
            {{QStringLiteral("body"), QRectF(-2, -1, 4, 3)}, {QStringLiteral("Slice 1"), QRectF(-4, -2, 4, 4)}}};
        const QList<QPointF> hands{QPointF(1, -4), QPointF(1, -3), QPointF(-1, 2)};
        for (int i = 0; i < 3; ++i) {
            const FrameData &d = walk.frames.frame(i).data.get();
            QCOMPARE(d.pivot, pivots[i]);
            QCOMPARE(d.boxes, boxes[i]);
            QCOMPARE(d.points, (QMap<QString, QPointF>{{QStringLiteral("hand"), hands[i]}}));
        }
        const QString messages = r.messages(QStringLiteral("s.json")).join(QLatin1Char('\n'));
        QVERIFY2(!messages.contains(QLatin1String("trimmed")), qPrintable(messages)); // placed by its pivot
        QVERIFY2(messages.contains(QLatin1String("slice \"Slice 1\": its 9-slice center")), qPrintable(messages));
    }

    void malformedSlicesAreWarnings_data()
    {
        QTest::addColumn<QByteArray>("slices");
        QTest::addColumn<QString>("warning");
        QTest::newRow("not an array") << QByteArray("{}")
                                      << QStringLiteral("hero.json: meta.slices: warning: must be an array of slices: no "
                                                        "boxes or points are read (got an object)");
        QTest::newRow("a bad key") << QByteArray(R"([{ "name": "a", "keys": [{ "frame": 0, "bounds": {"x": 1.5, "y": 0, "w": 1, "h": 1 } }] }])")
                                   << QStringLiteral("hero.json: meta.slices[0].keys[0]: warning: must be {\"frame\", "
                                                     "\"bounds\": {\"x\", \"y\", \"w\", \"h\"}} in whole numbers: this key "
                                                     "is left out (got an object)");
        QTest::newRow("no name") << QByteArray(R"([{ "keys": [] }])")
                                 << QStringLiteral("hero.json: meta.slices[0]: warning: a slice needs a \"name\" of 1 to "
                                                   "1000 characters, unique among the boxes (at most 1000): left out (got nothing)");
    }
    void malformedSlicesAreWarnings()
    {
        QFETCH(QByteArray, slices);
        QFETCH(QString, warning);
        const ImportResult r = importWith(slices);
        QVERIFY(r.ok());
        QCOMPARE(r.messages(QStringLiteral("hero.json")), QStringList{warning});
    }
};

QTEST_GUILESS_MAIN(TestAsepriteSliceReader)
#include "tst_asepriteslicereader.moc"
