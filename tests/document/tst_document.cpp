// The document's undo commands: every edit, its undo and its redo, and after each one the same
// check of the whole document state (project, undo index, dirty flag).

#include "document/document.h"
#include "document/projectsettingscommand.h"
#include "document/rowcommands.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace inbetween;

namespace {

Project flipbook(const QList<double> &durations)
{
    Project p;
    p.name = QStringLiteral("Walk");
    QList<Frame> frames;
    for (int i = 0; i < durations.size(); ++i)
        frames.append({durations[i], QStringLiteral("f%1.png").arg(i)});
    p.clips[0].frames.setFrames(frames);
    Keyframe a;
    Keyframe b;
    b.time = 400;
    b.translation = {50, 0, 0};
    Keyframe c;
    c.time = 800;
    c.rotation = {0, 0, 180};
    p.clips[0].motion.setKeys({a, b, c});
    p.clips[0].events = {{250, QStringLiteral("footstep")}};
    return p;
}

QList<double> durationsOf(const Project &p)
{
    QList<double> out;
    for (const Frame &f : p.clips[0].frames.frames())
        out.append(f.duration);
    return out;
}

} // namespace

class TestDocument : public QObject
{
    Q_OBJECT

private:
    // The one check of the whole state after every push, undo and redo: the project equals the
    // expected one, its start times are the running sums, and the dirty flag follows the stack.
    void checkState(Document &doc, const Project &expected, bool modified)
    {
        QCOMPARE(doc.project(), expected);
        const FrameTrack &frames = doc.clip().frames;
        double sum = 0;
        for (int i = 0; i < frames.count(); ++i) {
            QCOMPARE(frames.start(i), sum);
            sum += frames.frame(i).duration;
        }
        QCOMPARE(frames.length(), sum);
        QCOMPARE(doc.isModified(), modified);
    }

    // Pushes `command`, then undoes and redoes it, checking the state after each step.
    void pushUndoRedo(Document &doc, QUndoCommand *command, const Project &before, const Project &after)
    {
        const int index = doc.undoStack()->index();
        doc.undoStack()->push(command);
        checkState(doc, after, true);
        doc.undoStack()->undo();
        checkState(doc, before, doc.undoStack()->index() != doc.undoStack()->cleanIndex());
        QCOMPARE(doc.undoStack()->index(), index);
        doc.undoStack()->redo();
        checkState(doc, after, true);
    }

private slots:
    void rowCommands_data()
    {
        QTest::addColumn<QString>("edit");
        QTest::addColumn<QList<double>>("durations");
        QTest::newRow("insert two at 1") << "insert" << QList<double>{100, 40, 60, 150, 250};
        QTest::newRow("remove scattered 0 and 2") << "remove" << QList<double>{150};
        QTest::newRow("move 2 before 0") << "move" << QList<double>{250, 100, 150};
        QTest::newRow("set durations of 0 and 2") << "set" << QList<double>{200, 150, 500};
    }

    void rowCommands()
    {
        QFETCH(QString, edit);
        QFETCH(QList<double>, durations);
        Document doc;
        const Project before = flipbook({100, 150, 250});
        doc.reset(before, QString());
        checkState(doc, before, false);

        QUndoCommand *command = nullptr;
        if (edit == QLatin1String("insert"))
            command = new InsertFramesCommand(&doc, 1, {{40, {}}, {60, {}}}, QStringLiteral("Insert"));
        else if (edit == QLatin1String("remove"))
            command = new RemoveFramesCommand(&doc, {2, 0}, QStringLiteral("Remove"));
        else if (edit == QLatin1String("move"))
            command = new MoveFramesCommand(&doc, {2}, 0, QStringLiteral("Move"));
        else
            command = new SetFramesCommand(&doc, {0, 2}, {{200, QStringLiteral("f0.png")}, {500, QStringLiteral("f2.png")}},
                                           QStringLiteral("Set"));

        // The expected project, built independently of the commands.
        Project after = before;
        QList<Frame> frames = before.clips[0].frames.frames();
        if (edit == QLatin1String("insert")) {
            frames.insert(1, Frame{60, {}});
            frames.insert(1, Frame{40, {}});
        } else if (edit == QLatin1String("remove")) {
            frames = {frames[1]};
        } else if (edit == QLatin1String("move")) {
            frames = {frames[2], frames[0], frames[1]};
        } else {
            frames[0].duration = 200;
            frames[2].duration = 500;
        }
        after.clips[0].frames.setFrames(frames);
        QCOMPARE(durationsOf(after), durations);
        pushUndoRedo(doc, command, before, after);
    }

    void moveScatteredRowsKeepsTheirOrder()
    {
        Document doc;
        const Project before = flipbook({10, 20, 30, 40, 50});
        doc.reset(before, QString());
        Project after = before;
        const QList<Frame> f = before.clips[0].frames.frames();
        after.clips[0].frames.setFrames({f[0], f[2], f[1], f[3], f[4]});
        // Rows 1 and 3 moved to stand before row 4: 0, 2, 1, 3, 4.
        pushUndoRedo(doc, new MoveFramesCommand(&doc, {3, 1}, 4, QStringLiteral("Move")), before, after);
    }

    void dragMergesIntoOneUndoStep()
    {
        Document doc;
        const Project before = flipbook({100, 150, 250});
        doc.reset(before, QString());
        // A drag: the first step is not mergeable, the following ones are.
        for (int step = 0; step < 5; ++step) {
            const double d = 150 + 10 * (step + 1);
            doc.undoStack()->push(new SetFramesCommand(&doc, {1}, {{d, QStringLiteral("f1.png")}},
                                                       QStringLiteral("Drag"), step > 0));
        }
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(durationsOf(doc.project()), (QList<double>{100, 200, 250}));
        doc.undoStack()->undo();
        checkState(doc, before, false);

        // A second drag never merges into the first one.
        doc.undoStack()->redo();
        doc.undoStack()->push(new SetFramesCommand(&doc, {1}, {{120, QStringLiteral("f1.png")}}, QStringLiteral("Drag")));
        QCOMPARE(doc.undoStack()->count(), 2);
    }

    void dragBackToStartIsObsolete()
    {
        Document doc;
        const Project before = flipbook({100, 150, 250});
        doc.reset(before, QString());
        doc.undoStack()->push(new SetFramesCommand(&doc, {1}, {{180, QStringLiteral("f1.png")}}, QStringLiteral("Drag")));
        doc.undoStack()->push(new SetFramesCommand(&doc, {1}, {{150, QStringLiteral("f1.png")}}, QStringLiteral("Drag"), true));
        QCOMPARE(doc.undoStack()->count(), 0);
        checkState(doc, before, false);
        // A command that changes nothing is never pushed either.
        doc.undoStack()->push(new SetFramesCommand(&doc, {0}, {{100, QStringLiteral("f0.png")}}, QStringLiteral("Nothing")));
        QCOMPARE(doc.undoStack()->count(), 0);
    }

    void keyframeAndEventCommands()
    {
        Document doc;
        const Project before = flipbook({100, 150, 250});
        doc.reset(before, QString());

        Keyframe k;
        k.time = 600;
        k.scale = {2, 2, 1};
        Project inserted = before;
        QList<Keyframe> keys = before.clips[0].motion.keys();
        keys.insert(2, k);
        inserted.clips[0].motion.setKeys(keys);
        pushUndoRedo(doc, new InsertKeyframesCommand(&doc, 2, {k}, QStringLiteral("Add key")), before, inserted);

        Project removed = inserted;
        keys.removeAt(0);
        removed.clips[0].motion.setKeys(keys);
        pushUndoRedo(doc, new RemoveKeyframesCommand(&doc, {0}, QStringLiteral("Remove key")), inserted, removed);

        Project renamed = removed;
        renamed.clips[0].events[0].name = QStringLiteral("jump");
        pushUndoRedo(doc, new SetEventsCommand(&doc, {0}, {{250, QStringLiteral("jump")}}, QStringLiteral("Rename")),
                     removed, renamed);

        Project withEvent = renamed;
        withEvent.clips[0].events.append({0, QStringLiteral("start")});
        pushUndoRedo(doc, new InsertEventsCommand(&doc, 1, {{0, QStringLiteral("start")}}, QStringLiteral("Add event")),
                     renamed, withEvent);
    }

    void projectSettings_data()
    {
        QTest::addColumn<double>("fps");
        QTest::addColumn<QString>("name");
        QTest::newRow("fps") << 24.0 << "Walk";
        QTest::newRow("name") << 60.0 << "Run";
    }

    void projectSettings()
    {
        QFETCH(double, fps);
        QFETCH(QString, name);
        Document doc;
        const Project before = flipbook({100, 150, 250});
        doc.reset(before, QString());
        Project after = before;
        after.fps = fps;
        after.name = name;
        pushUndoRedo(doc, new ProjectSettingsCommand(&doc, {name, fps}, QStringLiteral("Settings")), before, after);
    }

    void clipLoopMode()
    {
        Document doc;
        const Project before = flipbook({100, 150, 250});
        doc.reset(before, QString());
        Project after = before;
        after.clips[0].loop = LoopMode::PingPong;
        pushUndoRedo(doc, new SetClipsCommand(&doc, {0}, {after.clips[0]}, QStringLiteral("Loop")), before, after);
    }

    void dirtyFlagFollowsSaveUndoRedo()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        Document doc;
        doc.reset(flipbook({100, 150, 250}), QString());
        QSignalSpy modified(&doc, &Document::modifiedChanged);
        doc.undoStack()->push(new SetFramesCommand(&doc, {0}, {{120, QStringLiteral("f0.png")}}, QStringLiteral("Set")));
        QVERIFY(doc.isModified());
        QString error;
        QVERIFY2(doc.save(dir.filePath(QStringLiteral("walk.json")), &error), qPrintable(error));
        QVERIFY(!doc.isModified());
        QCOMPARE(doc.filePath(), dir.filePath(QStringLiteral("walk.json")));
        doc.undoStack()->undo();
        QVERIFY(doc.isModified());
        doc.undoStack()->redo();
        QVERIFY(!doc.isModified()); // back at the saved state
        QCOMPARE(modified.count(), 4);
    }

    void failedLoadLeavesDocumentUntouched()
    {
        QTemporaryDir dir;
        const QString bad = dir.filePath(QStringLiteral("bad.json"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format":"inbetween","version":1,"frames":[{"duration":0}]})");
        f.close();

        Document doc;
        const Project before = flipbook({100, 150, 250});
        doc.reset(before, QString());
        doc.undoStack()->push(new SetFramesCommand(&doc, {0}, {{120, QStringLiteral("f0.png")}}, QStringLiteral("Set")));
        Project edited = before;
        edited.clips[0].frames.setDuration(0, 120);
        QStringList messages;
        QVERIFY(!doc.load(bad, &messages));
        QCOMPARE(messages, QStringList{QStringLiteral("bad.json: frames[0].duration: must be a number greater than 0 (got 0)")});
        checkState(doc, edited, true);
        QCOMPARE(doc.undoStack()->count(), 1);
        QVERIFY(doc.filePath().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestDocument)
#include "tst_document.moc"
