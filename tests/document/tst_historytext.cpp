// Every undo step on a clip's frames, keys or events names the clip in its text ("Retime 2
// frames in walk"), as the clip list's steps do ("Set loop mode of walk to once"): the History
// named the clip for some steps and not others (issue 39). Each row is one operation on the
// second clip of two, made current; the text must name it, stay after undo and redo, and the
// step must be one.
#include "common/testutil.h"
#include "document/clipboardfragment.h"
#include "document/document.h"
#include "document/editoperations.h"
#include "document/englishplurals.h"

#include <QTest>
#include <functional>

using namespace inbetween;
using namespace testutil;

namespace {

Project twoClips()
{
    Clip idle(QStringLiteral("idle"));
    idle.frames.setFrames({{100, QStringLiteral("a.png")}});
    Clip walk(QStringLiteral("walk"));
    walk.frames.setFrames({{100, QStringLiteral("a.png")}, {150, QStringLiteral("b.png")}, {250, QStringLiteral("c.png")}});
    walk.motion.setKeys({keyframe(0, {0, 0, 0}, {0, 0, 0}, {1, 1, 1}), keyframe(400, {20, 0, 0}, {0, 0, 0}, {1, 1, 1})});
    walk.events = {{250, QStringLiteral("footstep")}};
    Project p;
    p.name = QStringLiteral("hero");
    p.clips = {idle, walk};
    return p;
}

using Operation = std::function<void(Document &, EditOperations &)>;

} // namespace

Q_DECLARE_METATYPE(Operation)

class TestHistoryText : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QCoreApplication::installTranslator(&m_plurals); } // as the editor does
    void stepNamesTheClip_data()
    {
        QTest::addColumn<Operation>("operation");
        QTest::addColumn<QString>("text");
        auto row = [](const char *name, Operation op, const char *text) {
            QTest::newRow(name) << op << QString::fromUtf8(text);
        };
        row("add frame", [](Document &, EditOperations &o) { o.addFrame(1); }, "Add frame in walk");
        row("duplicate frames", [](Document &, EditOperations &o) { o.duplicateFrames({0, 1}); }, "Duplicate 2 frames in walk");
        row("remove frames", [](Document &, EditOperations &o) { o.removeFrames({2}); }, "Remove 1 frame in walk");
        row("move frames", [](Document &, EditOperations &o) { o.moveFrames({0}, 1); }, "Move frames down in walk");
        row("retime frames", [](Document &, EditOperations &o) { o.retimeFrames({0, 1}, {120, 130}); }, "Retime 2 frames in walk");
        row("add keyframe", [](Document &, EditOperations &o) { o.addKeyframeAt(200); }, "Add keyframe in walk");
        row("remove keyframes", [](Document &, EditOperations &o) { o.removeKeyframes({1}); }, "Remove 1 keyframe in walk");
        row("add event", [](Document &, EditOperations &o) { o.addEventAt(100); }, "Add event in walk");
        row("remove events", [](Document &, EditOperations &o) { o.removeEvents({0}); }, "Remove 1 event in walk");
        row("cut frames", [](Document &, EditOperations &o) { o.cut(ListKind::Frames, {0}); }, "Cut 1 frame in walk");
        row("paste keyframes", [](Document &d, EditOperations &o) { pasteInto(d, o, ListKind::Keyframes); }, "Paste 2 keyframes in walk");
        row("paste events", [](Document &d, EditOperations &o) { pasteInto(d, o, ListKind::Events); }, "Paste 1 event in walk");
        row("paste frames", [](Document &d, EditOperations &o) { pasteInto(d, o, ListKind::Frames); }, "Paste 3 frames in walk");
    }
    void stepNamesTheClip()
    {
        QFETCH(Operation, operation);
        QFETCH(QString, text);
        Document doc;
        doc.reset(twoClips(), QString());
        doc.setCurrentClip(1);
        EditOperations operations(&doc);
        operation(doc, operations);
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.undoStack()->undoText(), text);
        doc.setCurrentClip(0); // the text is the clip's the step was made in, whatever is shown
        doc.undoStack()->undo();
        QCOMPARE(doc.undoStack()->redoText(), text);
        doc.undoStack()->redo();
        QCOMPARE(doc.undoStack()->undoText(), text);
    }

private:
    EnglishPlurals m_plurals;
    // Every row of `kind` of the current clip, copied and pasted back at 300 ms.
    static void pasteInto(Document &doc, EditOperations &operations, ListKind kind)
    {
        const Clip &clip = doc.clip();
        QList<int> rows;
        for (int i = 0; i < rowCount(clip, kind); ++i)
            rows << i;
        const ClipboardFragment::Pasted pasted =
            ClipboardFragment::read(ClipboardFragment::copy(clip, kind, rows, doc.folder()), doc.folder());
        QVERIFY(pasted.clip);
        operations.paste(*pasted.clip, kind, 300);
    }
};

QTEST_GUILESS_MAIN(TestHistoryText)
#include "tst_historytext.moc"
