// EditOperations::paste and cut: what Paste does with a clipboard fragment in the current clip
// (frames after the frame at the playhead, keys and events moved so that the first is at the
// playhead, a key at the same time replaced) and that each is one undo step which undoes it all.
#include "common/testutil.h"
#include "document/clipboardfragment.h"
#include "document/document.h"
#include "document/editoperations.h"

#include <QTest>

using namespace inbetween;
using namespace testutil;

Q_DECLARE_METATYPE(inbetween::ListKind)

namespace {

// Frames of 100, 150 and 250 ms; keys at 0, 200 and 400; events at 250 and 450.
Project walkProject()
{
    Clip clip(QStringLiteral("walk"));
    clip.frames.setFrames({{100, QStringLiteral("a.png")}, {150, QStringLiteral("b.png")}, {250, QStringLiteral("c.png")}});
    clip.motion.setKeys({keyframe(0, {0, 0, 0}, {0, 0, 0}, {1, 1, 1}), keyframe(200, {10, 0, 0}, {0, 0, 0}, {1, 1, 1}),
                         keyframe(400, {20, 0, 0}, {0, 0, 0}, {1, 1, 1})});
    clip.events = {{250, QStringLiteral("footstep")}, {450, QStringLiteral("land")}};
    Project p;
    p.name = QStringLiteral("walk");
    p.clips = {clip};
    return p;
}

// What the rows of `kind` read as, one word each: a frame's picture and duration ("b.png:150"),
// a key's time and x ("200:10"), an event's time and name ("250:footstep").
QStringList rowsOf(const Clip &clip, ListKind kind)
{
    QStringList out;
    switch (kind) {
    case ListKind::Frames:
        for (const Frame &f : clip.frames.frames())
            out << QStringLiteral("%1:%2").arg(f.image).arg(f.duration);
        break;
    case ListKind::Keyframes:
        for (const Keyframe &k : clip.motion.keys())
            out << QStringLiteral("%1:%2").arg(k.time).arg(k.translation.x);
        break;
    case ListKind::Events:
        for (const ClipEvent &e : clip.events)
            out << QStringLiteral("%1:%2").arg(e.time).arg(e.name);
        break;
    case ListKind::Clips: break;
    }
    return out;
}

} // namespace

class TestPasteOperations : public QObject
{
    Q_OBJECT

private slots:
    void paste_data()
    {
        QTest::addColumn<ListKind>("kind");
        QTest::addColumn<QList<int>>("copied");
        QTest::addColumn<double>("at");
        QTest::addColumn<QStringList>("after");
        QTest::addColumn<int>("first");
        QTest::addColumn<int>("last");
        const auto F = ListKind::Frames, K = ListKind::Keyframes, E = ListKind::Events;
        QTest::newRow("frames after the frame at the playhead")
            << F << QList<int>{0, 2} << 120.0 << strings({"a.png:100", "b.png:150", "a.png:100", "c.png:250", "c.png:250"}) << 2 << 3;
        QTest::newRow("frames at a frame's start go after it")
            << F << QList<int>{2} << 100.0 << strings({"a.png:100", "b.png:150", "c.png:250", "c.png:250"}) << 2 << 2;
        QTest::newRow("frames past the end go last")
            << F << QList<int>{1} << 900.0 << strings({"a.png:100", "b.png:150", "c.png:250", "b.png:150"}) << 3 << 3;
        QTest::newRow("keys between keys")
            << K << QList<int>{1, 2} << 250.0 << strings({"0:0", "200:10", "250:10", "400:20", "450:20"}) << 2 << 4;
        // The pasted key at 400 replaces the key that was there; 450 lands after it.
        QTest::newRow("a key at a key's time replaces it")
            << K << QList<int>{0, 1} << 400.0 << strings({"0:0", "200:10", "400:0", "600:10"}) << 2 << 3;
        QTest::newRow("keys before every key")
            << K << QList<int>{2} << 100.0 << strings({"0:0", "100:20", "200:10", "400:20"}) << 1 << 1;
        QTest::newRow("events keep their spacing")
            << E << QList<int>{0, 1} << 0.0 << strings({"0:footstep", "200:land", "250:footstep", "450:land"}) << 0 << 1;
        QTest::newRow("an event at an event's time goes after it")
            << E << QList<int>{1} << 250.0 << strings({"250:footstep", "250:land", "450:land"}) << 1 << 1;
    }
    void paste()
    {
        QFETCH(ListKind, kind);
        QFETCH(QList<int>, copied);
        QFETCH(double, at);
        QFETCH(QStringList, after);
        QFETCH(int, first);
        QFETCH(int, last);
        Document doc;
        doc.reset(walkProject(), QString());
        doc.setKeysFollowFrames(false);
        const QStringList before = rowsOf(doc.clip(), kind);
        const ClipboardFragment::Pasted pasted =
            ClipboardFragment::read(ClipboardFragment::copy(doc.clip(), kind, copied, doc.folder()), doc.folder());
        QVERIFY2(pasted.clip, qPrintable(pasted.problem));
        EditOperations operations(&doc);
        const EditOperations::Rows rows = operations.paste(*pasted.clip, kind, at);
        QCOMPARE(rowsOf(doc.clip(), kind), after);
        QCOMPARE(rows.first, first);
        QCOMPARE(rows.second, last);
        QCOMPARE(doc.undoStack()->count(), 1);
        doc.undoStack()->undo();
        QCOMPARE(rowsOf(doc.clip(), kind), before);
        doc.undoStack()->redo();
        QCOMPARE(rowsOf(doc.clip(), kind), after);
    }

    // Pasted frames move the keys and events after them when keys follow frames, as any inserted
    // frame does.
    void pastedFramesMoveWhatFollows()
    {
        Document doc;
        doc.reset(walkProject(), QString());
        doc.setKeysFollowFrames(true);
        const ClipboardFragment::Pasted pasted =
            ClipboardFragment::read(ClipboardFragment::copy(doc.clip(), ListKind::Frames, {0}, doc.folder()), doc.folder());
        QVERIFY(pasted.clip);
        EditOperations(&doc).paste(*pasted.clip, ListKind::Frames, 0.0); // after frame 0, 100 ms more
        QCOMPARE(rowsOf(doc.clip(), ListKind::Events), strings({"350:footstep", "550:land"}));
        QCOMPARE(doc.undoStack()->count(), 1);
    }

    // Keys or events that would land past the latest time the file holds (ProjectLimits::maxTime)
    // are not pasted, none of them: saved, the file would not open again.
    void pastePastTheFilesLimit_data()
    {
        QTest::addColumn<ListKind>("kind");
        QTest::addColumn<double>("at");
        QTest::addColumn<QString>("refused");
        QTest::newRow("keys") << ListKind::Keyframes << 1e9 - 100
                              << "the last of the 2 keyframes would be at 1000000100 ms, past the latest time the file holds (1000000000 ms)";
        QTest::newRow("events") << ListKind::Events << 1e9 - 199
                                << "the last of the 2 events would be at 1000000001 ms, past the latest time the file holds (1000000000 ms)";
        QTest::newRow("keys up to the limit") << ListKind::Keyframes << 1e9 - 200 << QString();
        QTest::newRow("events up to the limit") << ListKind::Events << 1e9 - 200 << QString();
    }
    void pastePastTheFilesLimit()
    {
        QFETCH(ListKind, kind);
        QFETCH(double, at);
        QFETCH(QString, refused);
        Document doc;
        doc.reset(walkProject(), QString());
        const QList<int> copied = kind == ListKind::Keyframes ? QList<int>{1, 2} : QList<int>{0, 1}; // 200 ms apart
        const ClipboardFragment::Pasted pasted =
            ClipboardFragment::read(ClipboardFragment::copy(doc.clip(), kind, copied, doc.folder()), doc.folder());
        QVERIFY(pasted.clip);
        const QStringList before = rowsOf(doc.clip(), kind);
        QString why;
        const EditOperations::Rows rows = EditOperations(&doc).paste(*pasted.clip, kind, at, {}, &why);
        QCOMPARE(why, refused);
        if (refused.isEmpty()) {
            QCOMPARE(rows.second - rows.first, 1);
            QCOMPARE(doc.undoStack()->count(), 1);
            return;
        }
        QCOMPARE(rows.second, -1);
        QCOMPARE(rowsOf(doc.clip(), kind), before);
        QCOMPARE(doc.undoStack()->count(), 0);
    }

    // Frames whose paste would carry an event past the end beyond the file's latest time: none
    // pasted, no step made (not even one declaring what they use), and why.
    void framesThatWouldCarryAnEventPastTheLimit()
    {
        Project p = walkProject();
        p.clips[0].events.append({1e9 - 50, QStringLiteral("far")});
        Document doc;
        doc.reset(p, QString());
        const ClipboardFragment::Pasted pasted =
            ClipboardFragment::read(ClipboardFragment::copy(doc.clip(), ListKind::Frames, {0}, doc.folder()), doc.folder());
        QVERIFY(pasted.clip);
        QString why;
        const EditOperations::Rows rows = EditOperations(&doc).paste(*pasted.clip, ListKind::Frames, 0.0, {}, &why);
        QCOMPARE(rows.second, -1);
        QCOMPARE(why, QStringLiteral("it would carry keyframes or events past 1000000000 ms, the latest time the project file holds"));
        QCOMPARE(doc.undoStack()->count(), 0);
        QCOMPARE(doc.project(), p);
    }

    void cut_data()
    {
        QTest::addColumn<ListKind>("kind");
        QTest::addColumn<QList<int>>("rows");
        QTest::addColumn<QStringList>("after");
        QTest::addColumn<QString>("step");
        QTest::newRow("frames") << ListKind::Frames << QList<int>{2, 0} << strings({"b.png:150"}) << "Cut 2 frames";
        QTest::newRow("keys") << ListKind::Keyframes << QList<int>{1} << strings({"0:0", "400:20"}) << "Cut 1 keyframes";
        QTest::newRow("events") << ListKind::Events << QList<int>{0, 1} << QStringList() << "Cut 2 events";
    }
    void cut()
    {
        QFETCH(ListKind, kind);
        QFETCH(QList<int>, rows);
        QFETCH(QStringList, after);
        QFETCH(QString, step);
        Document doc;
        doc.reset(walkProject(), QString());
        doc.setKeysFollowFrames(false);
        const QStringList before = rowsOf(doc.clip(), kind);
        EditOperations(&doc).cut(kind, rows);
        QCOMPARE(rowsOf(doc.clip(), kind), after);
        QCOMPARE(doc.undoStack()->count(), 1);
        QVERIFY2(doc.undoStack()->text(0).startsWith(step.left(4)), qPrintable(doc.undoStack()->text(0)));
        doc.undoStack()->undo();
        QCOMPARE(rowsOf(doc.clip(), kind), before);
    }
};

QTEST_GUILESS_MAIN(TestPasteOperations)
#include "tst_pasteoperations.moc"
