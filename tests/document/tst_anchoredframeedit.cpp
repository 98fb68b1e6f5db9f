// Keys and events follow the frames (DESIGN.md, "Retiming frames moves what is anchored to them")
// through the four frame edits of the editor (FrameEdits: retime, insert, remove, move), each one
// undo step: the exact times after the edit, after undo (the times before, bit for bit) and after
// redo; a drag of many merged steps maps from where it started; the toggle off moves nothing;
// undo returns to the clip the edit was made in. Done and undone, each edit tells how clip times
// moved (Document::framesRemapped), keys following or not: the playhead follows that.

#include "document/anchoredframeedit.h"
#include "document/rowcommands.h"

#include <QTest>
#include <QUndoStack>

using namespace inbetween;

namespace {
// Frames [100, 150, 250] (L = 500); keys at 0, 50, 175, 250, 400, 500 (= L), 600 (past L); events
// footstep at 250, start at 0, end at 500, late at 700.
Project flipbook()
{
    Project p;
    QList<Frame> frames;
    for (double d : {100.0, 150.0, 250.0})
        frames.append({d, QStringLiteral("f%1.png").arg(frames.size())});
    p.clips[0].frames.setFrames(frames);
    QList<Keyframe> keys;
    for (double t : {0.0, 50.0, 175.0, 250.0, 400.0, 500.0, 600.0}) {
        Keyframe k;
        k.time = t;
        k.translation.x = t / 10.0; // names the key
        keys.append(k);
    }
    p.clips[0].motion.setKeys(keys);
    p.clips[0].events = {{250, QStringLiteral("footstep")}, {0, QStringLiteral("start")},
                         {500, QStringLiteral("end")}, {700, QStringLiteral("late")}};
    return p;
}

QList<double> keyTimes(const Document &doc)
{
    QList<double> out;
    for (const Keyframe &k : doc.clip().motion.keys())
        out.append(k.time);
    return out;
}

QList<double> eventTimes(const Document &doc)
{
    QList<double> out;
    for (const ClipEvent &e : doc.clip().events)
        out.append(e.time);
    return out;
}

QList<double> durations(const Document &doc)
{
    QList<double> out;
    for (const Frame &f : doc.clip().frames.frames())
        out.append(f.duration);
    return out;
}

// Keys keep their rows' other values (translation.x = old time / 10).
bool keysKeptTheirValues(const Document &doc, const QList<double> &oldTimes)
{
    const QList<Keyframe> &keys = doc.clip().motion.keys();
    for (qsizetype i = 0; i < keys.size(); ++i) {
        if (keys[i].translation.x != oldTimes[i] / 10.0)
            return false;
    }
    return true;
}

enum class Edit { Retime, Insert, Remove, Move };
} // namespace

Q_DECLARE_METATYPE(Edit)

class TestAnchoredFrameEdit : public QObject
{
    Q_OBJECT

private slots:
    void edits_data();
    void edits();
    void dragIsOneStepMappedFromItsStart();
    void dragBackToTheStartLeavesNothing();
    void toggleOffMovesNothing();
    void noFramesNothingMoves();
    void undoReturnsToTheClip();
    void remapsThePlayhead_data();
    void remapsThePlayhead();
    void dragRemapsStepByStep();
};

void TestAnchoredFrameEdit::edits_data()
{
    QTest::addColumn<Edit>("edit");
    QTest::addColumn<QList<int>>("rows");
    QTest::addColumn<QList<double>>("values"); // retime: new durations; insert: one duration
    QTest::addColumn<int>("row");              // insert: where; move: destination
    QTest::addColumn<QList<double>>("frames");
    QTest::addColumn<QList<double>>("keys");
    QTest::addColumn<QList<double>>("events");
    QTest::addColumn<QString>("text");

    // Frame 0 100 -> 150: its keys scale by 1.5, later ones shift by 50, past L too.
    QTest::newRow("retime frame 0 to 150") << Edit::Retime << QList<int>{0} << QList<double>{150} << 0
                                           << QList<double>{150, 150, 250}
                                           << QList<double>{0, 75, 225, 300, 450, 550, 650}
                                           << QList<double>{300, 0, 550, 750} << QStringLiteral("retime");
    // Frame 2 250 -> 125: 400 is at 0.6 of it, goes to 250 + 75.
    QTest::newRow("retime frame 2 to 125") << Edit::Retime << QList<int>{2} << QList<double>{125} << 0
                                           << QList<double>{100, 150, 125}
                                           << QList<double>{0, 50, 175, 250, 325, 375, 475}
                                           << QList<double>{250, 0, 375, 575} << QStringLiteral("retime");
    QTest::newRow("retime all, doubled") << Edit::Retime << QList<int>{0, 1, 2} << QList<double>{200, 300, 500} << 0
                                         << QList<double>{200, 300, 500}
                                         << QList<double>{0, 100, 350, 500, 800, 1000, 1100}
                                         << QList<double>{500, 0, 1000, 1200} << QStringLiteral("retime");
    QTest::newRow("insert 40 ms before frame 1") << Edit::Insert << QList<int>{} << QList<double>{40} << 1
                                                 << QList<double>{100, 40, 150, 250}
                                                 << QList<double>{0, 50, 215, 290, 440, 540, 640}
                                                 << QList<double>{290, 0, 540, 740} << QStringLiteral("insert");
    QTest::newRow("insert at the end") << Edit::Insert << QList<int>{} << QList<double>{40} << 3
                                       << QList<double>{100, 150, 250, 40}
                                       << QList<double>{0, 50, 175, 250, 400, 540, 640}
                                       << QList<double>{250, 0, 540, 740} << QStringLiteral("insert");
    // Frame 1's key (175) goes to where frame 1 started (100); later ones shift by -150; the
    // key at 250 meets it there and keeps 0.001 ms after it.
    QTest::newRow("remove frame 1") << Edit::Remove << QList<int>{1} << QList<double>{} << 0
                                    << QList<double>{100, 250}
                                    << QList<double>{0, 50, 100, 100.001, 250, 350, 450}
                                    << QList<double>{100, 0, 350, 550} << QStringLiteral("remove");
    QTest::newRow("remove frames 0 and 2") << Edit::Remove << QList<int>{0, 2} << QList<double>{} << 0
                                           << QList<double>{150}
                                           << QList<double>{0, 0.001, 75, 150, 150.001, 150.002, 250}
                                           << QList<double>{150, 0, 150, 350} << QStringLiteral("remove");
    // Frame 2 before frame 0: [250, 100, 150]; frame 2's keys first, in order.
    QTest::newRow("move the last frame first") << Edit::Move << QList<int>{2} << QList<double>{} << 0
                                               << QList<double>{250, 100, 150}
                                               << QList<double>{0, 150, 250, 300, 425, 500, 600}
                                               << QList<double>{0, 250, 500, 700} << QStringLiteral("move");
    QTest::newRow("move frame 0 last") << Edit::Move << QList<int>{0} << QList<double>{} << 3
                                       << QList<double>{150, 250, 100}
                                       << QList<double>{75, 150, 300, 400, 450, 500, 600}
                                       << QList<double>{150, 400, 500, 700} << QStringLiteral("move");
}

void TestAnchoredFrameEdit::edits()
{
    QFETCH(Edit, edit);
    QFETCH(QList<int>, rows);
    QFETCH(QList<double>, values);
    QFETCH(int, row);
    QFETCH(QList<double>, frames);
    QFETCH(QList<double>, keys);
    QFETCH(QList<double>, events);
    QFETCH(QString, text);

    Document doc;
    doc.reset(flipbook(), QString());
    const Project before = doc.project();
    const QList<double> oldKeys = keyTimes(doc);
    switch (edit) {
    case Edit::Retime: {
        QList<Frame> fs;
        for (qsizetype i = 0; i < rows.size(); ++i) {
            Frame f = doc.clip().frames.frame(rows[i]);
            f.duration = values[i];
            fs.append(f);
        }
        pushFrameRetime(&doc, rows, fs, text);
        break;
    }
    case Edit::Insert: pushFrameInsert(&doc, row, {Frame{values.front(), QString()}}, text); break;
    case Edit::Remove: pushFrameRemoval(&doc, rows, text); break;
    case Edit::Move: QVERIFY(pushFrameMove(&doc, rows, row, text)); break;
    }
    QCOMPARE(doc.undoStack()->count(), 1);
    // The step names the clip it edits (issue 39: the History names the clip for every step).
    QCOMPARE(doc.undoStack()->text(0), text + QStringLiteral(" in ") + doc.clip().name);
    QCOMPARE(durations(doc), frames);
    const QList<double> gotKeys = keyTimes(doc);
    QCOMPARE(gotKeys.size(), keys.size());
    for (qsizetype i = 0; i < keys.size(); ++i)
        QVERIFY2(std::abs(gotKeys[i] - keys[i]) < 1e-9, qPrintable(QStringLiteral("key %1 at %2").arg(i).arg(gotKeys[i], 0, 'g', 17)));
    QCOMPARE(eventTimes(doc), events);
    QCOMPARE(doc.clip().events.at(0).name, QStringLiteral("footstep"));
    if (edit != Edit::Move)
        QVERIFY(keysKeptTheirValues(doc, oldKeys));
    const Project after = doc.project();

    doc.undoStack()->undo();
    QVERIFY(doc.project() == before);
    doc.undoStack()->redo();
    QVERIFY(doc.project() == after);
}

void TestAnchoredFrameEdit::dragIsOneStepMappedFromItsStart()
{
    Document doc;
    doc.reset(flipbook(), QString());
    const Project before = doc.project();
    // Frame 0's edge dragged 100 -> 120 -> 173.3 -> 90 -> 150, as the timeline pushes it.
    bool first = true;
    for (double d : {120.0, 173.3, 90.0, 150.0}) {
        Frame f = doc.clip().frames.frame(0);
        f.duration = d;
        pushFrameRetime(&doc, {0}, {f}, QStringLiteral("drag"), !first);
        first = false;
    }
    QCOMPARE(doc.undoStack()->count(), 1);
    // Exactly the one-step mapping: the footstep at frame 2's start is at 300 (the Done-when).
    QCOMPARE(eventTimes(doc), (QList<double>{300, 0, 550, 750}));
    QCOMPARE(keyTimes(doc), (QList<double>{0, 75, 225, 300, 450, 550, 650}));
    doc.undoStack()->undo();
    QVERIFY(doc.project() == before);
    QCOMPARE(eventTimes(doc).front(), 250.0);
}

void TestAnchoredFrameEdit::dragBackToTheStartLeavesNothing()
{
    Document doc;
    doc.reset(flipbook(), QString());
    const Project before = doc.project();
    bool first = true;
    for (double d : {37.7, 301.1, 100.0}) {
        Frame f = doc.clip().frames.frame(0);
        f.duration = d;
        pushFrameRetime(&doc, {0}, {f}, QStringLiteral("drag"), !first);
        first = false;
    }
    QCOMPARE(doc.undoStack()->count(), 0); // the merged step came back to nothing
    QVERIFY(doc.project() == before);      // bit for bit, keys and events too
}

void TestAnchoredFrameEdit::toggleOffMovesNothing()
{
    Document doc;
    doc.reset(flipbook(), QString());
    QVERIFY(doc.keysFollowFrames());
    doc.setKeysFollowFrames(false);
    pushFrameRemoval(&doc, {0}, QStringLiteral("remove"));
    QCOMPARE(durations(doc), (QList<double>{150, 250}));
    QCOMPARE(keyTimes(doc), (QList<double>{0, 50, 175, 250, 400, 500, 600}));
    QCOMPARE(eventTimes(doc), (QList<double>{250, 0, 500, 700}));
}

void TestAnchoredFrameEdit::noFramesNothingMoves()
{
    Document doc;
    Project p = flipbook();
    p.clips[0].frames.setFrames({});
    doc.reset(p, QString());
    pushFrameInsert(&doc, 0, {Frame{80.0, QString()}}, QStringLiteral("insert"));
    QCOMPARE(durations(doc), (QList<double>{80}));
    QCOMPARE(keyTimes(doc), (QList<double>{0, 50, 175, 250, 400, 500, 600}));
    QCOMPARE(eventTimes(doc), (QList<double>{250, 0, 500, 700}));
}

void TestAnchoredFrameEdit::undoReturnsToTheClip()
{
    Document doc;
    Project p = flipbook();
    p.clips.push_back(p.clips[0]);
    p.clips[1].name = QStringLiteral("second");
    doc.reset(p, QString());
    doc.setCurrentClip(1);
    Frame f = doc.clip().frames.frame(1);
    f.duration = 300;
    pushFrameRetime(&doc, {1}, {f}, QStringLiteral("retime"));
    QCOMPARE(eventTimes(doc).front(), 400.0);
    const Project after = doc.project();
    QVERIFY(after.clips[0] == p.clips[0]); // the other clip is untouched
    doc.setCurrentClip(0);
    doc.undoStack()->undo();
    QCOMPARE(doc.currentClip(), 1);
    QVERIFY(doc.project() == p);
    doc.setCurrentClip(0);
    doc.undoStack()->redo();
    QCOMPARE(doc.currentClip(), 1);
    QVERIFY(doc.project() == after);
}

namespace {
// The clip time `time` as each remap the document announces takes it.
struct Follower
{
    explicit Follower(Document *doc, double start) : time(start)
    {
        QObject::connect(doc, &Document::framesAboutToBeRemapped, [this] { ++announced; });
        QObject::connect(doc, &Document::framesRemapped, [this](const FrameAnchoring &m) {
            time = m.map(time);
            ++remapped;
        });
    }
    double time;
    int announced = 0, remapped = 0;
};
} // namespace

void TestAnchoredFrameEdit::remapsThePlayhead_data()
{
    QTest::addColumn<Edit>("edit");
    QTest::addColumn<QList<int>>("rows");
    QTest::addColumn<QList<double>>("values"); // retime: new durations; insert: one duration
    QTest::addColumn<int>("row");              // insert: where; move: destination
    QTest::addColumn<bool>("follow");          // keys and events follow frames
    QTest::addColumn<double>("playhead");
    QTest::addColumn<double>("after");
    QTest::addColumn<double>("undone");
    // Frames [100, 150, 250]. A frame after the playhead never moves it (issue 27: 84 ms went to 24).
    QTest::newRow("frame 1 longer, playhead in frame 0") << Edit::Retime << QList<int>{1} << QList<double>{210} << 0
                                                         << true << 84.0 << 84.0 << 84.0;
    QTest::newRow("the same, keys not following") << Edit::Retime << QList<int>{1} << QList<double>{210} << 0 << false
                                                  << 84.0 << 84.0 << 84.0;
    // 400 ms is 0.6 of frame 2, which now starts at 190.
    QTest::newRow("frame 1 shorter, playhead in frame 2") << Edit::Retime << QList<int>{1} << QList<double>{90} << 0
                                                          << true << 400.0 << 340.0 << 400.0;
    QTest::newRow("its own frame longer: same fraction") << Edit::Retime << QList<int>{1} << QList<double>{210} << 0
                                                         << false << 175.0 << 205.0 << 175.0;
    QTest::newRow("at the end of the clip") << Edit::Retime << QList<int>{0} << QList<double>{150} << 0 << true
                                            << 500.0 << 550.0 << 500.0;
    QTest::newRow("insert before its frame") << Edit::Insert << QList<int>{} << QList<double>{40} << 1 << true
                                             << 175.0 << 215.0 << 175.0;
    QTest::newRow("insert after it") << Edit::Insert << QList<int>{} << QList<double>{40} << 2 << true << 175.0
                                     << 175.0 << 175.0;
    // Its frame gone, it goes where the frame was, the start of the next one, and stays with that
    // frame when undo brings frame 1 back.
    QTest::newRow("remove its frame") << Edit::Remove << QList<int>{1} << QList<double>{} << 0 << true << 175.0
                                      << 100.0 << 250.0;
    QTest::newRow("move its frame last") << Edit::Move << QList<int>{0} << QList<double>{} << 3 << false << 50.0
                                         << 450.0 << 50.0;
}

void TestAnchoredFrameEdit::remapsThePlayhead()
{
    QFETCH(Edit, edit);
    QFETCH(QList<int>, rows);
    QFETCH(QList<double>, values);
    QFETCH(int, row);
    QFETCH(bool, follow);
    QFETCH(double, playhead);
    QFETCH(double, after);
    QFETCH(double, undone);
    Document doc;
    doc.reset(flipbook(), QString());
    doc.setKeysFollowFrames(follow);
    const Project before = doc.project();
    Follower playheadTime(&doc, playhead);
    switch (edit) {
    case Edit::Retime: {
        Frame f = doc.clip().frames.frame(rows.front());
        f.duration = values.front();
        pushFrameRetime(&doc, rows, {f}, QStringLiteral("retime"));
        break;
    }
    case Edit::Insert: pushFrameInsert(&doc, row, {Frame{values.front(), QString()}}, QStringLiteral("insert")); break;
    case Edit::Remove: pushFrameRemoval(&doc, rows, QStringLiteral("remove")); break;
    case Edit::Move: QVERIFY(pushFrameMove(&doc, rows, row, QStringLiteral("move"))); break;
    }
    QCOMPARE(playheadTime.announced, 1);
    QCOMPARE(playheadTime.remapped, 1);
    QCOMPARE(playheadTime.time, after);
    if (!follow) // the playhead follows its frame; the keys stay
        QCOMPARE(keyTimes(doc), (QList<double>{0, 50, 175, 250, 400, 500, 600}));
    doc.undoStack()->undo();
    QCOMPARE(playheadTime.remapped, 2);
    QCOMPARE(playheadTime.time, undone);
    QVERIFY(doc.project() == before);
}

// Each step of a drag says how it moved the times (the merged step maps keys from the drag's
// start; the playhead follows step by step and ends where one mapping would put it).
void TestAnchoredFrameEdit::dragRemapsStepByStep()
{
    Document doc;
    doc.reset(flipbook(), QString());
    Follower playheadTime(&doc, 175.0); // half of frame 1
    bool first = true;
    for (double d : {160.0, 200.0, 120.0}) {
        Frame f = doc.clip().frames.frame(1);
        f.duration = d;
        pushFrameRetime(&doc, {1}, {f}, QStringLiteral("drag"), !first);
        first = false;
    }
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(playheadTime.remapped, 3);
    QCOMPARE(playheadTime.time, 160.0);
    doc.undoStack()->undo();
    QCOMPARE(playheadTime.time, 175.0);
    doc.undoStack()->redo();
    QCOMPARE(playheadTime.time, 160.0);
}

QTEST_GUILESS_MAIN(TestAnchoredFrameEdit)
#include "tst_anchoredframeedit.moc"
