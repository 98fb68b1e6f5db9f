// The clip list's edits (ClipEdits): add, duplicate, rename, delete, reorder and a clip's loop
// mode, each one undo step; every edit of a clip's lists acts on the current clip and its undo
// shows that clip again. After every push, undo and redo the same check of the whole state: the
// project, the current clip, the start times, the undo index and the dirty flag.

#include "document/clipedits.h"
#include "document/document.h"
#include "document/rowcommands.h"

#include "common/testutil.h"

#include <QSignalSpy>
#include <QTest>
#include <functional>

using namespace inbetween;

namespace {

Clip clipOf(const QString &name, LoopMode loop, const QList<double> &durations)
{
    Clip c(name);
    c.loop = loop;
    QList<Frame> frames;
    for (int i = 0; i < durations.size(); ++i)
        frames.append({durations[i], QStringLiteral("hero.png"), QRect(32 * i, 0, 32, 32)});
    c.frames.setFrames(frames);
    return c;
}

// idle (loop, 2 frames), walk (pingpong, 3 frames, a key and an event), jump (once, 1 frame).
Project hero()
{
    Project p;
    p.name = QStringLiteral("Hero");
    p.clips = {clipOf(QStringLiteral("idle"), LoopMode::Loop, {200, 200}),
               clipOf(QStringLiteral("walk"), LoopMode::PingPong, {100, 150, 250}),
               clipOf(QStringLiteral("jump"), LoopMode::Once, {80})};
    Keyframe k;
    k.time = 300;
    k.translation = {40, 0, 0};
    p.clips[1].motion.setKeys({Keyframe(), k});
    p.clips[1].events = {{250, QStringLiteral("footstep")}};
    return p;
}

struct State
{
    Project project;
    int current = 0;
};

// The clips of `before` rearranged as `spec` says, one entry a clip: "walk" (as it was),
// "run<walk" (walk under a new name), "+clip" (a new empty clip).
Project rearranged(const Project &before, const QStringList &spec)
{
    Project p = before;
    p.clips.clear();
    for (const QString &entry : spec) {
        if (entry.startsWith(QLatin1Char('+'))) {
            p.clips.emplace_back(entry.mid(1));
            continue;
        }
        const QStringList parts = entry.split(QLatin1Char('<'));
        Clip c = before.clips[size_t(before.clipIndex(parts.last()))];
        c.name = parts.first();
        p.clips.push_back(c);
    }
    return p;
}

} // namespace

class TestClipCommands : public QObject
{
    Q_OBJECT

private:
    void checkState(const Document &doc, const State &expected, bool modified)
    {
        QCOMPARE(doc.project().clipNames(), expected.project.clipNames());
        QCOMPARE(doc.project(), expected.project);
        QCOMPARE(doc.currentClip(), expected.current);
        QCOMPARE(&doc.clip(), &doc.project().clips[size_t(expected.current)]);
        for (const Clip &clip : doc.project().clips) {
            double sum = 0;
            for (int i = 0; i < clip.frames.count(); ++i) {
                QCOMPARE(clip.frames.start(i), sum);
                sum += clip.frames.frame(i).duration;
            }
        }
        QCOMPARE(doc.isModified(), modified);
    }

    // `edit` pushes one step; then undo, redo, undo and redo again, each checked.
    void pushUndoRedo(Document &doc, const std::function<void()> &edit, const State &before, const State &after)
    {
        const int index = doc.undoStack()->index();
        edit();
        QCOMPARE(doc.undoStack()->index(), index + 1);
        checkState(doc, after, true);
        for (int round = 0; round < 2; ++round) {
            doc.undoStack()->undo();
            checkState(doc, before, doc.undoStack()->index() != doc.undoStack()->cleanIndex());
            doc.undoStack()->redo();
            checkState(doc, after, true);
        }
    }

    // Runs an edit written as "add", "duplicate 1", "rename 1 run", "remove 2", "move 0 3",
    // "loop 2 pingpong"; what it returned, as a number (bools as 0 / 1).
    static int run(Document &doc, const QString &edit)
    {
        const QStringList w = edit.split(QLatin1Char(' '));
        const int i = w.value(1).toInt();
        if (w[0] == QLatin1String("add"))
            return ClipEdits::add(&doc);
        if (w[0] == QLatin1String("duplicate"))
            return ClipEdits::duplicate(&doc, i);
        if (w[0] == QLatin1String("rename"))
            return ClipEdits::rename(&doc, i, w.mid(2).join(QLatin1Char(' ')).replace(QLatin1Char('_'), QLatin1Char(' ')));
        if (w[0] == QLatin1String("remove"))
            return ClipEdits::remove(&doc, i);
        if (w[0] == QLatin1String("move"))
            return ClipEdits::move(&doc, i, w.value(2).toInt());
        if (w[0] == QLatin1String("loop"))
            return ClipEdits::setLoopMode(&doc, i, *loopModeFromName(w.value(2)));
        qFatal("unknown edit");
    }

private slots:
    void clipEdit_data()
    {
        QTest::addColumn<int>("current");
        QTest::addColumn<QString>("edit");
        QTest::addColumn<int>("result");
        QTest::addColumn<QStringList>("clips");
        QTest::addColumn<int>("shown");
        QTest::addColumn<QString>("loop"); // of the clip shown afterwards, when it changed
        const QStringList all = testutil::strings({"idle", "walk", "jump"});
        QTest::newRow("add after the current clip") << 1 << "add" << 2 << testutil::strings({"idle", "walk", "+clip", "jump"}) << 2 << "";
        QTest::newRow("add after the last clip") << 2 << "add" << 3 << testutil::strings({"idle", "walk", "jump", "+clip"}) << 3 << "";
        QTest::newRow("duplicate walk") << 0 << "duplicate 1" << 2 << testutil::strings({"idle", "walk", "walk 2<walk", "jump"}) << 2 << "";
        QTest::newRow("rename walk") << 1 << "rename 1 run" << 1 << testutil::strings({"idle", "run<walk", "jump"}) << 1 << "";
        QTest::newRow("rename trims") << 1 << "rename 1 __run_" << 1 << testutil::strings({"idle", "run<walk", "jump"}) << 1 << "";
        QTest::newRow("rename: case counts") << 1 << "rename 1 Walk" << 1 << testutil::strings({"idle", "Walk<walk", "jump"}) << 1 << "";
        QTest::newRow("rename shows the clip") << 0 << "rename 2 leap" << 1 << testutil::strings({"idle", "walk", "leap<jump"}) << 2 << "";
        QTest::newRow("delete the current clip") << 1 << "remove 1" << 1 << testutil::strings({"idle", "jump"}) << 1 << "";
        QTest::newRow("delete the current last clip") << 2 << "remove 2" << 1 << testutil::strings({"idle", "walk"}) << 1 << "";
        QTest::newRow("delete another clip") << 1 << "remove 0" << 1 << testutil::strings({"walk", "jump"}) << 0 << "";
        QTest::newRow("move walk up") << 1 << "move 1 0" << 0 << testutil::strings({"walk", "idle", "jump"}) << 0 << "";
        QTest::newRow("move walk down") << 1 << "move 1 3" << 2 << testutil::strings({"idle", "jump", "walk"}) << 2 << "";
        QTest::newRow("move idle to the end") << 0 << "move 0 3" << 2 << testutil::strings({"walk", "jump", "idle"}) << 2 << "";
        QTest::newRow("move jump to the top") << 2 << "move 2 0" << 0 << testutil::strings({"jump", "idle", "walk"}) << 0 << "";
        QTest::newRow("loop mode of another clip") << 0 << "loop 2 pingpong" << 1 << all << 2 << "pingpong";
        QTest::newRow("loop mode of the current clip") << 1 << "loop 1 loop" << 1 << all << 1 << "loop";
    }

    void clipEdit()
    {
        QFETCH(int, current);
        QFETCH(QString, edit);
        QFETCH(int, result);
        QFETCH(QStringList, clips);
        QFETCH(int, shown);
        QFETCH(QString, loop);
        Document doc;
        doc.reset(hero(), QString());
        doc.setCurrentClip(current);
        const State before{hero(), current};
        checkState(doc, before, false);
        State after{rearranged(hero(), clips), shown};
        if (!loop.isEmpty())
            after.project.clips[size_t(shown)].loop = *loopModeFromName(loop);
        pushUndoRedo(doc, [&] { QCOMPARE(run(doc, edit), result); }, before, after);
        QCOMPARE(doc.undoStack()->count(), 1);
    }

    void refused_data()
    {
        QTest::addColumn<QString>("edit");
        QTest::addColumn<int>("result");
        QTest::newRow("rename to nothing") << "rename 1 " << 0;
        QTest::newRow("rename to spaces") << "rename 1 ___" << 0;
        QTest::newRow("rename to another clip's name") << "rename 1 idle" << 0;
        QTest::newRow("rename to that name with spaces") << "rename 1 _idle_" << 0;
        QTest::newRow("rename to 1001 characters") << QStringLiteral("rename 1 ") + QString(1001, QLatin1Char('x')) << 0;
        QTest::newRow("rename to the name it has") << "rename 1 walk" << 1;
        QTest::newRow("rename a clip that is not there") << "rename 3 run" << 0;
        QTest::newRow("duplicate a clip that is not there") << "duplicate 3" << -1;
        QTest::newRow("remove a clip that is not there") << "remove -1" << 0;
        QTest::newRow("move before itself") << "move 1 1" << -1;
        QTest::newRow("move after itself") << "move 1 2" << -1;
        QTest::newRow("move past the end") << "move 1 4" << -1;
        QTest::newRow("loop mode it has") << "loop 2 once" << 0;
    }

    void refused()
    {
        QFETCH(QString, edit);
        QFETCH(int, result);
        Document doc;
        doc.reset(hero(), QString());
        doc.setCurrentClip(1);
        QSignalSpy switched(&doc, &Document::currentClipChanged);
        QCOMPARE(run(doc, edit), result);
        QCOMPARE(doc.undoStack()->count(), 0);
        QCOMPARE(switched.count(), 0);
        checkState(doc, {hero(), 1}, false);
    }

    void nameProblems()
    {
        const Project p = hero();
        QVERIFY(ClipEdits::nameProblem(p, 1, QStringLiteral("run")).isEmpty());
        QVERIFY(ClipEdits::nameProblem(p, 1, QStringLiteral("walk")).isEmpty()); // its own name
        QCOMPARE(ClipEdits::nameProblem(p, 1, QStringLiteral(" ")), QStringLiteral("a clip needs a name"));
        QCOMPARE(ClipEdits::nameProblem(p, 3, QStringLiteral("jump")), QStringLiteral("another clip is named \"jump\""));
        QCOMPARE(ClipEdits::nameProblem(p, 0, QString(1001, QLatin1Char('x'))),
                 QStringLiteral("a clip's name has at most 1000 characters"));
    }

    void lastClipIsNeverDeleted()
    {
        Document doc;
        Project one;
        one.clips = {clipOf(QStringLiteral("idle"), LoopMode::Loop, {100})};
        doc.reset(one, QString());
        QVERIFY(!ClipEdits::remove(&doc, 0));
        QCOMPARE(doc.undoStack()->count(), 0);
        checkState(doc, {one, 0}, false);
    }

    void copyNames_data()
    {
        QTest::addColumn<QStringList>("names");
        QTest::addColumn<QString>("copied");
        QTest::addColumn<QString>("copy");
        QTest::newRow("first copy") << testutil::strings({"walk"}) << "walk" << "walk 2";
        QTest::newRow("second copy") << testutil::strings({"walk", "walk 2"}) << "walk" << "walk 3";
        QTest::newRow("copy of a copy") << testutil::strings({"walk", "walk 2"}) << "walk 2" << "walk 3";
        QTest::newRow("copy of the tenth") << testutil::strings({"a 10"}) << "a 10" << "a 11";
        QTest::newRow("a number alone") << testutil::strings({"2"}) << "2" << "2 2";
        QTest::newRow("huge number") << testutil::strings({"a 99999999999999999999"}) << "a 99999999999999999999" << "a 2";
        // A name of the file's 1000 characters: the copy's keeps to them (the file refuses more).
        const QString longest(ProjectLimits().maxNameLength, QLatin1Char('w'));
        QTest::newRow("the longest name") << QStringList{longest} << longest << QString(longest.left(998) + QStringLiteral(" 2"));
    }

    void copyNames()
    {
        QFETCH(QStringList, names);
        QFETCH(QString, copied);
        QFETCH(QString, copy);
        Project p;
        p.clips.clear();
        for (const QString &n : names)
            p.clips.emplace_back(n);
        QCOMPARE(ClipEdits::copyName(p, copied), copy);
    }

    void addTakesAFreeName()
    {
        Document doc;
        doc.reset(hero(), QString());
        QCOMPARE(ClipEdits::add(&doc), 1);
        QCOMPARE(ClipEdits::add(&doc), 2);
        QCOMPARE(doc.project().clipNames(), testutil::strings({"idle", "clip", "clip 2", "walk", "jump"}));
    }

    // An edit of a clip's lists is made in the current clip; undo and redo show that clip again,
    // whichever clip is current when they run.
    void undoShowsTheClipOfTheEdit_data()
    {
        QTest::addColumn<QString>("list");
        QTest::newRow("frames") << "frames";
        QTest::newRow("keyframes") << "keyframes";
        QTest::newRow("events") << "events";
    }

    void undoShowsTheClipOfTheEdit()
    {
        QFETCH(QString, list);
        Document doc;
        doc.reset(hero(), QString());
        doc.setCurrentClip(1); // walk
        State after{hero(), 1};
        Clip &walk = after.project.clips[1];
        if (list == QLatin1String("frames")) {
            doc.undoStack()->push(new SetFramesCommand(&doc, {2}, {{400, QStringLiteral("hero.png"), QRect(64, 0, 32, 32)}},
                                                       QStringLiteral("Set")));
            walk.frames.setDuration(2, 400);
        } else if (list == QLatin1String("keyframes")) {
            doc.undoStack()->push(new RemoveKeyframesCommand(&doc, {1}, QStringLiteral("Remove")));
            walk.motion.setKeys({Keyframe()});
        } else {
            doc.undoStack()->push(new InsertEventsCommand(&doc, 0, {{0, QStringLiteral("start")}}, QStringLiteral("Add")));
            walk.events.prepend({0, QStringLiteral("start")});
        }
        checkState(doc, after, true);

        doc.setCurrentClip(0); // idle: not an edit
        checkState(doc, {after.project, 0}, true);
        doc.undoStack()->undo();
        checkState(doc, {hero(), 1}, false); // walk again, as it was

        doc.setCurrentClip(2);
        doc.undoStack()->redo();
        checkState(doc, after, true);
    }

    // A session over several clips, then undone step by step to the start and redone to the end,
    // with the whole state checked at every step both ways: undo shows the project as it was
    // before the step, in the clip current when the step was made; redo as it was after it.
    void sessionUndoneAndRedone()
    {
        Document doc;
        doc.reset(hero(), QString());
        QList<State> before, after;
        auto step = [&](const std::function<void()> &edit) {
            before.append({doc.project(), doc.currentClip()});
            edit();
            after.append({doc.project(), doc.currentClip()});
        };
        step([&] { ClipEdits::add(&doc); }); // "clip" after idle, shown
        step([&] { ClipEdits::rename(&doc, 1, QStringLiteral("run")); });
        step([&] {
            doc.undoStack()->push(new InsertFramesCommand(&doc, 0, {{90, {}}, {110, {}}}, QStringLiteral("Frames")));
        });
        step([&] { ClipEdits::duplicate(&doc, 1); }); // "run 2", shown
        doc.setCurrentClip(3);                        // walk: not a step
        step([&] {
            doc.undoStack()->push(new SetFramesCommand(&doc, {0}, {{60, QStringLiteral("hero.png"), QRect(0, 0, 32, 32)}},
                                                       QStringLiteral("Retime")));
        });
        step([&] { ClipEdits::move(&doc, 3, 0); });                     // walk first
        step([&] { ClipEdits::setLoopMode(&doc, 4, LoopMode::Loop); }); // jump
        doc.setCurrentClip(0);
        step([&] { ClipEdits::remove(&doc, 2); }); // run
        QCOMPARE(doc.undoStack()->count(), int(before.size()));

        // Where the session ends, spelled out once.
        QCOMPARE(doc.project().clipNames(), testutil::strings({"walk", "idle", "run 2", "jump"}));
        QCOMPARE(doc.project().clips[0].frames.frame(0).duration, 60.0);
        QCOMPARE(doc.project().clips[2].frames.count(), 2);
        QCOMPARE(doc.project().clips[3].loop, LoopMode::Loop);
        QCOMPARE(before[4].current, 3); // the retime was made in walk, after the switch
        QCOMPARE(after[3].current, 2);  // ...which redo of the duplicate does not show

        for (int i = int(before.size()) - 1; i >= 0; --i) {
            doc.undoStack()->undo();
            checkState(doc, before[i], i != 0);
        }
        for (int i = 0; i < after.size(); ++i) {
            doc.undoStack()->redo();
            checkState(doc, after[i], true);
        }
    }
};

QTEST_GUILESS_MAIN(TestClipCommands)
#include "tst_clipcommands.moc"
