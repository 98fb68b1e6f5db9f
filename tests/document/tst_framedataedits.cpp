// FrameDataEdits and the frame commands with frame data (DESIGN.md, "Frame data for games"): the
// declared boxes and points are added, renamed (in every frame of every clip), given a kind and
// deleted (dropped from the frames), each one undo step; the Boxes tool's gestures and Copy Frame
// Data are steps of the frames; frames carry their data when reordered, duplicated, deleted, cut
// and pasted, and a paste declares the names the project lacks in the same step.
#include "common/testutil.h"
#include "document/clipboardfragment.h"
#include "document/document.h"
#include "document/editoperations.h"
#include "document/framedataedits.h"

#include <QTest>

using namespace inbetween;
using Names = FrameDataEdits::Names;

Q_DECLARE_METATYPE(inbetween::FrameData)

namespace {

FrameData dataOf(std::initializer_list<const char *> boxes, std::optional<QPointF> pivot = std::nullopt, double x = 0)
{
    FrameData d;
    d.pivot = pivot;
    for (const char *b : boxes)
        d.boxes.insert(QString::fromLatin1(b), QRectF(x, -20, 8, 20));
    d.points.insert(QStringLiteral("hand"), QPointF(x, -10));
    return d;
}

Frame frame(double duration, const char *image, const FrameData &data = {})
{
    Frame f{duration, QString::fromLatin1(image)};
    f.data.set(data);
    return f;
}

// Two clips: punch (fist on frame 1, body on all) and kick (body and fist on its one frame).
Project fighter()
{
    Project p;
    p.boxes = {{QStringLiteral("body"), BoxKind::Hurt}, {QStringLiteral("fist"), BoxKind::Hit}};
    p.points = {{QStringLiteral("hand")}};
    Clip punch(QStringLiteral("punch")), kick(QStringLiteral("kick"));
    punch.frames.setFrames({frame(50, "a.png", dataOf({"body"}, QPointF(16, 31))), frame(60, "b.png", dataOf({"body", "fist"}, QPointF(14, 31), 5)),
                            frame(70, "c.png")});
    kick.frames.setFrames({frame(80, "d.png", dataOf({"body", "fist"}))});
    p.clips = {punch, kick};
    return p;
}

// "body,fist" for each frame of a clip: the boxes it lists.
QStringList boxesOf(const Clip &clip)
{
    QStringList out;
    for (const Frame &f : clip.frames.frames())
        out << f.data->boxes.keys().join(QLatin1Char(','));
    return out;
}

} // namespace

class TestFrameDataEdits : public QObject
{
    Q_OBJECT

private slots:
    void renameInEveryFrame()
    {
        Document doc;
        doc.reset(fighter(), QString());
        const Project before = doc.project();
        QVERIFY(FrameDataEdits::rename(&doc, Names::Boxes, 1, QStringLiteral(" jab ")));
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.undoStack()->text(0), QStringLiteral("Rename box fist to jab"));
        QCOMPARE(doc.project().boxes[1], (BoxDeclaration{QStringLiteral("jab"), BoxKind::Hit}));
        QCOMPARE(boxesOf(doc.project().clips[0]), testutil::strings({"body", "body,jab", ""}));
        QCOMPARE(boxesOf(doc.project().clips[1]), testutil::strings({"body,jab"}));
        QCOMPARE(doc.project().clips[0].frames.frame(1).data->boxes.value(QStringLiteral("jab")), QRectF(5, -20, 8, 20));
        QCOMPARE(doc.currentClip(), 0);
        doc.undoStack()->undo();
        QCOMPARE(doc.project(), before);
        doc.undoStack()->redo();
        QCOMPARE(doc.project().clips[1].frames.frame(0).data->boxes.keys(), testutil::strings({"body", "jab"}));
        // Points likewise.
        QVERIFY(FrameDataEdits::rename(&doc, Names::Points, 0, QStringLiteral("glove")));
        QCOMPARE(doc.project().clips[1].frames.frame(0).data->points.keys(), testutil::strings({"glove"}));
    }

    void namesRefused_data()
    {
        QTest::addColumn<int>("list");
        QTest::addColumn<int>("index");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("problem");
        QTest::newRow("taken") << int(Names::Boxes) << 1 << QStringLiteral("body") << QStringLiteral("another box is named \"body\"");
        QTest::newRow("blank") << int(Names::Boxes) << 0 << QStringLiteral("  ") << QStringLiteral("a box needs a name");
        QTest::newRow("too long") << int(Names::Points) << 0 << QString(1001, QLatin1Char('p'))
                                  << QStringLiteral("a point's name has at most 1000 characters");
        QTest::newRow("a new one, taken") << int(Names::Points) << -1 << QStringLiteral("hand") << QStringLiteral("another point is named \"hand\"");
    }

    void namesRefused()
    {
        QFETCH(int, list);
        QFETCH(int, index);
        QFETCH(QString, name);
        QFETCH(QString, problem);
        Document doc;
        doc.reset(fighter(), QString());
        QString why;
        const bool done = index < 0 ? (Names(list) == Names::Boxes ? FrameDataEdits::addBox(&doc, name, BoxKind::Other, &why)
                                                                   : FrameDataEdits::addPoint(&doc, name, &why))
                                    : FrameDataEdits::rename(&doc, Names(list), index, name, &why);
        QVERIFY(!done);
        QCOMPARE(why, problem);
        QCOMPARE(doc.undoStack()->count(), 0);
    }

    void addSetKindAndDelete()
    {
        Document doc;
        doc.reset(fighter(), QString());
        QVERIFY(FrameDataEdits::addBox(&doc, QStringLiteral("push"), BoxKind::Other));
        QVERIFY(FrameDataEdits::addPoint(&doc, QStringLiteral("muzzle")));
        QVERIFY(FrameDataEdits::setBoxKind(&doc, 2, BoxKind::Hurt));
        QVERIFY(!FrameDataEdits::setBoxKind(&doc, 2, BoxKind::Hurt)); // nothing to do
        QCOMPARE(doc.project().boxes.value(2), (BoxDeclaration{QStringLiteral("push"), BoxKind::Hurt}));
        QCOMPARE(doc.project().points.size(), 2);
        QCOMPARE(doc.undoStack()->count(), 3);
        QCOMPARE(FrameDataEdits::framesUsing(doc.project(), Names::Boxes, QStringLiteral("fist")), 2);
        QCOMPARE(FrameDataEdits::framesUsing(doc.project(), Names::Boxes, QStringLiteral("push")), 0);
        // Deleting fist drops it from the frames; a frame left with nothing holds none.
        QVERIFY(FrameDataEdits::remove(&doc, Names::Boxes, 1));
        QCOMPARE(doc.undoStack()->text(3), QStringLiteral("Delete box fist"));
        QCOMPARE(doc.project().boxIndex(QStringLiteral("fist")), -1);
        QCOMPARE(boxesOf(doc.project().clips[0]), testutil::strings({"body", "body", ""}));
        QCOMPARE(boxesOf(doc.project().clips[1]), testutil::strings({"body"}));
        QVERIFY(FrameDataEdits::remove(&doc, Names::Points, 0));
        QVERIFY(FrameDataEdits::remove(&doc, Names::Boxes, 0));
        QVERIFY(doc.project().clips[0].frames.frame(0).data->pivot); // the pivot stays
        QVERIFY(doc.project().clips[1].frames.frame(0).data.isEmpty());
        for (int i = 0; i < 3; ++i)
            doc.undoStack()->undo();
        QCOMPARE(doc.project().boxes.size(), 3);
        QCOMPARE(boxesOf(doc.project().clips[1]), testutil::strings({"body,fist"}));
    }

    // A gesture of the Boxes tool: its first step, then mergeable ones: one undo step.
    void gestureIsOneStep()
    {
        Document doc;
        doc.reset(fighter(), QString());
        const FrameData start = doc.clip().frames.frame(1).data.get();
        for (int x = 6; x <= 9; ++x) {
            FrameData d = start;
            d.boxes[QStringLiteral("fist")].moveLeft(x);
            QVERIFY(FrameDataEdits::setFrameData(&doc, {1}, {d}, QStringLiteral("Move fist"), x > 6));
        }
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.undoStack()->text(0), QStringLiteral("Move fist in punch"));
        QCOMPARE(doc.clip().frames.frame(1).data->boxes.value(QStringLiteral("fist")).x(), 9.0);
        QCOMPARE(doc.clip().frames.frame(1).duration, 60.0);
        doc.undoStack()->undo();
        QCOMPARE(doc.clip().frames.frame(1).data.get(), start);
        QVERIFY(!FrameDataEdits::setFrameData(&doc, {1}, {start}, QStringLiteral("Move fist"))); // no change
    }

    // What the file holds (ProjectLimits, projectkeys.h): a pivot only on a frame with an image of
    // its own (a mouth frame shows the chart's), numbers within the largest image's side, boxes
    // of some size. Anything else is refused whole, so that no save writes a file that does not open.
    void setFrameDataKeepsToTheFile_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<FrameData>("data");
        QTest::addColumn<bool>("accepted");
        const double side = ProjectLimits().maxImageSide;
        FrameData onEdge = dataOf({"body"}, QPointF(side, -side));
        onEdge.points[QStringLiteral("hand")] = QPointF(-side, side);
        QTest::newRow("a pivot on a frame with an image") << 2 << dataOf({"body"}, QPointF(3, 4)) << true;
        QTest::newRow("a pivot on a frame without image") << 3 << dataOf({"body"}, QPointF(3, 4)) << false;
        QTest::newRow("boxes without a pivot on a frame without image") << 3 << dataOf({"body"}) << true;
        QTest::newRow("numbers on the limit") << 2 << onEdge << true;
        QTest::newRow("a pivot past the limit") << 2 << dataOf({"body"}, QPointF(side + 1, 0)) << false;
        QTest::newRow("a box past the limit") << 2 << dataOf({"body"}, std::nullopt, side + 1) << false;
        FrameData far = dataOf({});
        far.points[QStringLiteral("hand")] = QPointF(0, -side - 0.5);
        QTest::newRow("a point past the limit") << 2 << far << false;
        FrameData flat = dataOf({"body"});
        flat.boxes[QStringLiteral("body")].setHeight(0);
        QTest::newRow("a box of no height") << 2 << flat << false;
    }
    void setFrameDataKeepsToTheFile()
    {
        QFETCH(int, row);
        QFETCH(FrameData, data);
        QFETCH(bool, accepted);
        Project p = fighter();
        QList<Frame> frames = p.clips[0].frames.frames();
        frames.append(Frame{40, QString()});
        frames.back().setMouth(QStringLiteral("A"));
        p.clips[0].frames.setFrames(frames);
        Document doc;
        doc.reset(p, QString());
        QCOMPARE(FrameDataEdits::setFrameData(&doc, {row}, {data}, QStringLiteral("Move")), accepted);
        QCOMPARE(doc.clip().frames.frame(row).data.get() == data, accepted);
        QCOMPARE(doc.undoStack()->count(), accepted ? 1 : 0);
    }

    void copyKeepsEachPivot()
    {
        Document doc;
        doc.reset(fighter(), QString());
        QVERIFY(FrameDataEdits::copyFrameData(&doc, 1, {0, 1, 2}));
        QCOMPARE(doc.undoStack()->text(0), QStringLiteral("Copy frame data to 2 frames in punch"));
        QCOMPARE(boxesOf(doc.clip()), testutil::strings({"body,fist", "body,fist", "body,fist"}));
        QCOMPARE(doc.clip().frames.frame(0).data->pivot, std::optional<QPointF>(QPointF(16, 31)));
        QVERIFY(!doc.clip().frames.frame(2).data->pivot);
        QCOMPARE(doc.clip().frames.frame(2).data->boxes, doc.clip().frames.frame(1).data->boxes);
        doc.undoStack()->undo();
        QCOMPARE(doc.project(), fighter());
    }

    // Reorder, duplicate, delete: the data goes with its frame; undo puts it back.
    void framesCarryTheirData()
    {
        Document doc;
        doc.reset(fighter(), QString());
        EditOperations ops(&doc);
        ops.moveFrames({1}, -1);
        QCOMPARE(boxesOf(doc.clip()), testutil::strings({"body,fist", "body", ""}));
        ops.duplicateFrames({0});
        QCOMPARE(boxesOf(doc.clip()), testutil::strings({"body,fist", "body,fist", "body", ""}));
        QCOMPARE(doc.clip().frames.frame(1), doc.clip().frames.frame(0));
        ops.removeFrames({0, 2});
        QCOMPARE(boxesOf(doc.clip()), testutil::strings({"body,fist", ""}));
        while (doc.undoStack()->canUndo())
            doc.undoStack()->undo();
        QCOMPARE(doc.project(), fighter());
    }

    // Copied frames keep their data; pasted into a project that does not declare their names,
    // the names are declared (with the kinds copied) in the same step.
    void pasteDeclaresWhatIsMissing()
    {
        Document from;
        from.reset(fighter(), QString());
        const QByteArray json = ClipboardFragment::copy(from.clip(), ListKind::Frames, {1}, from.folder(), from.project());
        QVERIFY(json.contains(R"("boxes": [)"));
        Project target;
        target.boxes = {{QStringLiteral("push"), BoxKind::Other}, {QStringLiteral("body"), BoxKind::Other}};
        Document doc;
        doc.reset(target, QString());
        const ClipboardFragment::Pasted pasted = ClipboardFragment::read(json, doc.folder());
        QVERIFY2(pasted.clip, qPrintable(pasted.problem));
        QCOMPARE(pasted.clip->frames.frame(0).data.get(), from.clip().frames.frame(1).data.get());
        EditOperations(&doc).paste(*pasted.clip, ListKind::Frames, 0, pasted.boxes);
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.project().boxes, (QList<BoxDeclaration>{{QStringLiteral("push"), BoxKind::Other},
                                                             {QStringLiteral("body"), BoxKind::Other},
                                                             {QStringLiteral("fist"), BoxKind::Hit}}));
        QCOMPARE(doc.project().points, (QList<PointDeclaration>{{QStringLiteral("hand")}}));
        QCOMPARE(boxesOf(doc.clip()), testutil::strings({"body,fist"}));
        doc.undoStack()->undo();
        QCOMPARE(doc.project(), target);
        // Without the fragment's kinds (an older caller), the names are still declared: other.
        EditOperations(&doc).paste(*pasted.clip, ListKind::Frames, 0);
        QCOMPARE(doc.project().boxes.value(2), (BoxDeclaration{QStringLiteral("fist"), BoxKind::Other}));
    }
};

QTEST_GUILESS_MAIN(TestFrameDataEdits)
#include "tst_framedataedits.moc"
