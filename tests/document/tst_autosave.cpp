// Nothing lost: autosaves while dirty, recovery after a SIGKILL, atomic saves that leave the old
// file intact when they fail, and the .bak of the version a save replaces.

#include "document/appidentity.h"
#include "common/testpaths.h"
#include "common/testutil.h"
#include "document/autosaver.h"
#include "document/clipedits.h"
#include "document/document.h"
#include "document/rowcommands.h"
#include "file/projectreader.h"
#include "file/projectwriter.h"

#include <QDir>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <linux/capability.h>
#include <sys/syscall.h>
#include <unistd.h>

using namespace inbetween;

Q_DECLARE_METATYPE(inbetween::Project)

namespace {

Project walk()
{
    Project p;
    p.name = QStringLiteral("Walk");
    p.clips[0].frames.setFrames({{100, {}}, {150, {}}, {250, {}}});
    return p;
}

// Two clips: "walk" as above and "run" with its own frames, key and event.
Project walkAndRun()
{
    Project p = walk();
    p.clips[0].name = QStringLiteral("walk");
    Clip run(QStringLiteral("run"));
    run.loop = LoopMode::PingPong;
    run.frames.setFrames({{80, {}}, {80, {}}});
    Keyframe k;
    k.time = 120;
    k.translation = {30, 0, 0};
    run.motion.setKeys({Keyframe(), k});
    run.events = {{40, QStringLiteral("step")}};
    p.clips.push_back(run);
    return p;
}

// A clip of `frames` frames with pictures and regions, keys and events: big enough that writing
// it takes the autosave thread a while (about 1.5 MB, some ms).
Project bigWalk(int frames)
{
    Project p = walk();
    QList<Frame> list;
    QList<Keyframe> keys;
    for (int i = 0; i < frames; ++i) {
        list.append({20 + (i % 1600) / 10.0, QStringLiteral("walk/%1.png").arg(i % 24), QRect(i % 64, 0, 32, 32)});
        Keyframe k;
        k.time = i * 25.5;
        k.translation = {i / 3.0, -i / 7.0, 0};
        keys.append(k);
    }
    p.clips[0].frames.setFrames(list);
    p.clips[0].motion.setKeys(keys);
    p.clips[0].events = {{10, QStringLiteral("step")}};
    return p;
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// Root ignores file permissions through CAP_DAC_OVERRIDE; CI runs as root, so a test of a
// read-only folder drops that capability (and CAP_FOWNER) from the effective set while it runs.
class WithoutRootOverride
{
public:
    WithoutRootOverride()
    {
        if (geteuid() != 0)
            return;
        __user_cap_header_struct header{_LINUX_CAPABILITY_VERSION_3, 0};
        if (syscall(SYS_capget, &header, m_saved) != 0)
            return;
        __user_cap_data_struct reduced[2] = {m_saved[0], m_saved[1]};
        reduced[0].effective &= ~((1u << CAP_DAC_OVERRIDE) | (1u << CAP_DAC_READ_SEARCH) | (1u << CAP_FOWNER));
        m_dropped = syscall(SYS_capset, &header, reduced) == 0;
    }
    ~WithoutRootOverride()
    {
        if (!m_dropped)
            return;
        __user_cap_header_struct header{_LINUX_CAPABILITY_VERSION_3, 0};
        syscall(SYS_capset, &header, m_saved);
    }
    bool active() const { return geteuid() != 0 || m_dropped; }

private:
    __user_cap_data_struct m_saved[2]{};
    bool m_dropped = false;
};

} // namespace

class TestAutosave : public QObject
{
    Q_OBJECT

    QTemporaryDir m_data;

private slots:
    void initTestCase()
    {
        QVERIFY(m_data.isValid());
        qputenv("XDG_DATA_HOME", m_data.path().toUtf8());
        setApplicationIdentity(QStringLiteral("inbetween-test"));
    }

    void autosavesOnlyWhileDirty()
    {
        QTemporaryDir store;
        Document doc;
        doc.reset(walk(), QString());
        Autosaver autosaver(&doc, AutosaveStore(store.path()), 20);
        QSignalSpy autosaved(&autosaver, &Autosaver::autosaved);
        QTest::qWait(100);
        QCOMPARE(autosaved.count(), 0); // clean: nothing to write

        doc.undoStack()->push(new SetFramesCommand(&doc, {0}, {{120, {}}}, QStringLiteral("Set")));
        QTRY_COMPARE(autosaved.count(), 1);
        QTest::qWait(100);
        QCOMPARE(autosaved.count(), 1); // nothing new since: no rewrite

        const QList<AutosaveStore::Entry> entries = AutosaveStore(store.path()).recoverable();
        QCOMPARE(entries.size(), 1);
        QVERIFY(entries[0].originalPath.isEmpty());
        const auto recovered = ProjectReader::readFile(entries[0].recoveryPath);
        QVERIFY(recovered.ok());
        QCOMPARE(*recovered.project, doc.project());

        // Saving removes the autosave; it was never the user's file.
        QTemporaryDir dir;
        QString error;
        QVERIFY(doc.save(dir.filePath(QStringLiteral("walk.json")), &error));
        QCOMPARE(AutosaveStore(store.path()).entries().size(), 0);
    }

    // Every clip is autosaved, edited or not, with the edits made in each.
    void autosaveKeepsEveryClip()
    {
        QTemporaryDir store;
        Document doc;
        doc.reset(walkAndRun(), QString());
        Autosaver autosaver(&doc, AutosaveStore(store.path()), 20);
        QSignalSpy autosaved(&autosaver, &Autosaver::autosaved);
        doc.setCurrentClip(1);
        doc.undoStack()->push(new RemoveEventsCommand(&doc, {0}, QStringLiteral("Remove")));
        ClipEdits::duplicate(&doc, 1);
        ClipEdits::rename(&doc, 0, QStringLiteral("stroll"));
        QTRY_VERIFY(autosaved.count() >= 1);
        QTRY_COMPARE(autosaved.count(), 1); // one write for the edits since the last one

        Project expected = walkAndRun();
        expected.clips[0].name = QStringLiteral("stroll");
        expected.clips[1].events.clear();
        Clip copy = expected.clips[1];
        copy.name = QStringLiteral("run 2");
        expected.clips.push_back(copy);
        QCOMPARE(doc.project(), expected);

        const QList<AutosaveStore::Entry> entries = AutosaveStore(store.path()).recoverable();
        QCOMPARE(entries.size(), 1);
        const auto recovered = ProjectReader::readFile(entries[0].recoveryPath);
        QVERIFY(recovered.ok());
        QCOMPARE(recovered.project->clipNames(), (QStringList{QStringLiteral("stroll"), QStringLiteral("run"), QStringLiteral("run 2")}));
        QCOMPARE(*recovered.project, expected);
    }

    // The timer's autosave is written on another thread from a copy taken when it starts: edits
    // made while it is written (frames retimed, inserted and removed, keys and events changed, the
    // clip renamed, another clip added) are not in it, and the next autosave has them.
    void editsDuringABackgroundWriteStayOutOfIt()
    {
        QTemporaryDir store;
        Document doc;
        doc.reset(bigWalk(30000), QString());
        Autosaver autosaver(&doc, AutosaveStore(store.path()), 3600000); // the timer never fires here
        QSignalSpy autosaved(&autosaver, &Autosaver::autosaved);
        int overlapped = 0;
        for (int round = 0; round < 3; ++round) {
            doc.undoStack()->push(new SetFramesCommand(&doc, {round}, {{300.0 + round, {}}}, QStringLiteral("Set")));
            const QByteArray expected = ProjectWriter::toJson(doc.project());
            autosaver.autosaveInBackground();
            QVERIFY(autosaver.isWriting());
            doc.undoStack()->push(new SetFramesCommand(&doc, {0, 5000}, {{7, {}}, {8, QStringLiteral("x.png")}}, QStringLiteral("Set")));
            doc.undoStack()->push(new InsertFramesCommand(&doc, 100, {{9, {}}}, QStringLiteral("Insert")));
            doc.undoStack()->push(new RemoveFramesCommand(&doc, {200, 201}, QStringLiteral("Remove")));
            Keyframe k = doc.clip().motion.key(3);
            k.translation.x = 1234;
            doc.undoStack()->push(new SetKeyframesCommand(&doc, {3}, {k}, QStringLiteral("Key")));
            doc.undoStack()->push(new InsertEventsCommand(&doc, 0, {{5, QStringLiteral("land")}}, QStringLiteral("Event")));
            ClipEdits::rename(&doc, 0, QStringLiteral("stroll %1").arg(round));
            ClipEdits::add(&doc);
            doc.setCurrentClip(0);
            // The file appears when the write commits: not there yet, the edits came during it.
            if (!QFile::exists(autosaver.recoveryPath()))
                ++overlapped;
            QTRY_COMPARE(autosaved.count(), round + 1);
            QVERIFY(!autosaver.isWriting());
            QCOMPARE(testutil::contentsOf(autosaver.recoveryPath()), expected);
            autosaver.discard(); // the next round's file is new again
        }
        QVERIFY2(overlapped > 0, "no write was still under way after the edits: nothing was checked");
        qInfo("%d of 3 writes were under way through the edits", overlapped);

        // The edits since are in the next one (here written at once, on this thread).
        doc.undoStack()->push(new SetFramesCommand(&doc, {1}, {{11, {}}}, QStringLiteral("Set")));
        QVERIFY(autosaver.autosaveNow());
        QCOMPARE(testutil::contentsOf(autosaver.recoveryPath()), ProjectWriter::toJson(doc.project()));
    }

    // A save, a close or a new file name while the autosave thread writes: it is waited for, so
    // no autosave is left behind by a write that ends later.
    void discardWaitsForTheWriteUnderWay()
    {
        QTemporaryDir store;
        QTemporaryDir dir;
        Document doc;
        doc.reset(bigWalk(30000), QString());
        Autosaver autosaver(&doc, AutosaveStore(store.path()), 3600000);
        doc.undoStack()->push(new SetFramesCommand(&doc, {0}, {{120, {}}}, QStringLiteral("Set")));
        autosaver.autosaveInBackground();
        QVERIFY(autosaver.isWriting());
        QString error;
        QVERIFY2(doc.save(dir.filePath(QStringLiteral("walk.json")), &error), qPrintable(error));
        QVERIFY(!autosaver.isWriting());
        QTest::qWait(50);
        QCOMPARE(AutosaveStore(store.path()).entries().size(), 0);
        QCOMPARE(QDir(store.path()).entryList(QDir::Files), QStringList());
    }

    // A background write that fails says why, and the edits are written by the next one.
    void failedBackgroundWriteIsReportedAndRetried()
    {
        QTemporaryDir dir;
        const QString blocker = dir.filePath(QStringLiteral("not-a-folder"));
        QVERIFY(writeFile(blocker, "a file where the store's folder should be"));
        Document doc;
        doc.reset(walk(), QString());
        Autosaver autosaver(&doc, AutosaveStore(blocker + QStringLiteral("/autosave")), 3600000);
        QSignalSpy failed(&autosaver, &Autosaver::autosaveFailed);
        QSignalSpy autosaved(&autosaver, &Autosaver::autosaved);
        doc.undoStack()->push(new SetFramesCommand(&doc, {0}, {{120, {}}}, QStringLiteral("Set")));
        autosaver.autosaveInBackground();
        QTRY_COMPARE(failed.count(), 1);
        QVERIFY(failed[0][0].toString().contains(QStringLiteral("not-a-folder")));
        QVERIFY(QFile::remove(blocker));
        autosaver.autosaveInBackground(); // nothing new was edited, but nothing was written either
        QTRY_COMPARE(autosaved.count(), 1);
        QCOMPARE(testutil::contentsOf(autosaver.recoveryPath()), ProjectWriter::toJson(doc.project()));
    }

    void recoversAfterSigkill_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<Project>("saved");
        QTest::addColumn<Project>("edited");
        Project edited = walk();
        edited.clips[0].frames.setDuration(1, 200);
        edited.clips[0].events.insert(0, {50, QStringLiteral("land")});
        QTest::newRow("one clip") << QStringLiteral("edit") << walk() << edited;
        // A clip added (with a frame) after the first, a frame of "run" retimed, walk's loop mode.
        Project clips = walkAndRun();
        Clip added(QStringLiteral("clip"));
        added.frames.setFrames({{80, {}}});
        clips.clips.insert(clips.clips.begin() + 1, added);
        clips.clips[2].frames.setDuration(0, 60);
        clips.clips[0].loop = LoopMode::Once;
        QTest::newRow("edits across clips") << QStringLiteral("edit-clips") << walkAndRun() << clips;
    }

    void recoversAfterSigkill()
    {
        QFETCH(QString, mode);
        QFETCH(Project, saved);
        QFETCH(Project, edited);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("walk.json"));
        QString error;
        QVERIFY(ProjectWriter::save(saved, path, &error));
        const QByteArray original = testutil::contentsOf(path);

        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        QTemporaryDir data;
        env.insert(QStringLiteral("XDG_DATA_HOME"), data.path());
        QProcess victim;
        victim.setProcessEnvironment(env);
        victim.start(testpaths::built("tests/document/autosave_victim"), {mode, path, QStringLiteral("100")});
        QVERIFY(victim.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(victim.canReadLine() || victim.waitForReadyRead(100), 10000);
        QVERIFY(victim.readLine().startsWith("autosaved "));
        victim.kill(); // SIGKILL: no destructor, no clean-up runs
        QVERIFY(victim.waitForFinished());
        QCOMPARE(victim.exitStatus(), QProcess::CrashExit);
        QCOMPARE(testutil::contentsOf(path), original); // the user's file was never touched

        // Started again with the same settings, it offers the edited document.
        QProcess again;
        again.setProcessEnvironment(env);
        again.start(testpaths::built("tests/document/autosave_victim"), {QStringLiteral("recover")});
        QVERIFY(again.waitForFinished());
        QCOMPARE(again.exitCode(), 0);
        QCOMPARE(QString::fromUtf8(again.readAllStandardOutput()),
                 QStringLiteral("original ") + path + QLatin1Char('\n') + QString::fromUtf8(ProjectWriter::toJson(edited)));
    }

    void failedSaveKeepsOldFileAndDirtyFlag_data()
    {
        QTest::addColumn<QString>("target");
        QTest::newRow("over the old file") << "walk.json";
        QTest::newRow("as a new file") << "new.json";
    }

    void failedSaveKeepsOldFileAndDirtyFlag()
    {
        QFETCH(QString, target);
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("locked"));
        QVERIFY(QDir().mkpath(folder));
        const QString path = folder + QStringLiteral("/walk.json");
        const QByteArray old = ProjectWriter::toJson(walk());
        QVERIFY(writeFile(path, old));

        Document doc;
        QStringList messages;
        QVERIFY(doc.load(path, &messages));
        doc.undoStack()->push(new SetFramesCommand(&doc, {0}, {{300, {}}}, QStringLiteral("Set")));
        QVERIFY(QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::ExeOwner));
        QString error;
        bool ok = true;
        {
            WithoutRootOverride readOnlyForRootToo;
            QVERIFY2(readOnlyForRootToo.active(), "cannot drop CAP_DAC_OVERRIDE");
            ok = doc.save(folder + QLatin1Char('/') + target, &error);
        }
        QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        QVERIFY(!ok);
        QVERIFY2(!error.isEmpty(), "a failed save says why");
        qInfo("save refused: %s", qPrintable(error));
        QCOMPARE(testutil::contentsOf(path), old);
        QVERIFY(!QFile::exists(folder + QLatin1Char('/') + target + QStringLiteral(".bak")) || target == QLatin1String("walk.json"));
        QCOMPARE(QDir(folder).entryList(QDir::Files), QStringList{QStringLiteral("walk.json")}); // no temporary left
        QVERIFY(doc.isModified());
        QCOMPARE(doc.filePath(), QFileInfo(path).absoluteFilePath());
    }

    void saveKeepsBackupOfReplacedVersion()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("walk.json"));
        const QByteArray old = ProjectWriter::toJson(walk());
        QVERIFY(writeFile(path, old));
        Document doc;
        QStringList messages;
        QVERIFY(doc.load(path, &messages));
        doc.undoStack()->push(new SetFramesCommand(&doc, {0}, {{300, {}}}, QStringLiteral("Set")));
        QString error;
        QVERIFY2(doc.save(path, &error), qPrintable(error));
        QCOMPARE(testutil::contentsOf(path + QStringLiteral(".bak")), old);
        QCOMPARE(testutil::contentsOf(path), ProjectWriter::toJson(doc.project()));
    }
};

QTEST_GUILESS_MAIN(TestAutosave)
#include "tst_autosave.moc"
