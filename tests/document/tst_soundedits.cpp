// A clip's sound attached in the editor (DESIGN.md, "The editor": Clip > Set Sound..., dropping a
// sound file, Clip > Remove Sound): ClipEdits::setSound and removeSound, each one undo step that
// shows the clip it is about. After the push, and after each undo and redo, the whole state is
// checked: the project, the clip shown, the undo index and text, the dirty flag.

#include "document/clipedits.h"
#include "document/document.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>
#include <optional>

using namespace inbetween;

namespace {

// idle (no sound), walk (steps.ogg from 40 ms), jump (no sound); saved as <folder>/hero.json.
Project hero()
{
    Project p;
    p.name = QStringLiteral("Hero");
    p.clips.clear(); // a new project has one empty clip
    for (const char *name : {"idle", "walk", "jump"}) {
        Clip c{QString::fromLatin1(name)};
        c.frames.setFrames({{100, QStringLiteral("hero.png")}});
        p.clips.push_back(c);
    }
    p.clips[1].audio = ClipAudio{QStringLiteral("sounds/steps.ogg"), 40.0};
    return p;
}

struct State
{
    Project project;
    int shown = 0;
};

} // namespace

class TestSoundEdits : public QObject
{
    Q_OBJECT

    void check(const Document &doc, const State &expected, int undoIndex, bool modified)
    {
        QCOMPARE(doc.project(), expected.project);
        QCOMPARE(doc.currentClip(), expected.shown);
        QCOMPARE(const_cast<Document &>(doc).undoStack()->index(), undoIndex);
        QCOMPARE(doc.isModified(), modified);
    }

private slots:
    void edit_data()
    {
        QTest::addColumn<int>("current");     // the clip shown before the edit
        QTest::addColumn<QString>("edit");    // "set CLIP PATH" (PATH relative to the project's folder) or "remove CLIP"
        QTest::addColumn<int>("clip");        // the clip edited (and shown after)
        QTest::addColumn<QString>("file");    // its audio.file afterwards; "" for none
        QTest::addColumn<double>("offset");
        QTest::addColumn<QString>("undoText");
        QTest::newRow("set: a clip without sound starts it at 0") << 0 << "set 0 sounds/breath.wav" << 0 << "sounds/breath.wav"
                                                                  << 0.0 << "Set sound of idle to breath.wav";
        QTest::newRow("set: another clip is shown") << 1 << "set 2 jump.flac" << 2 << "jump.flac" << 0.0
                                                    << "Set sound of jump to jump.flac";
        QTest::newRow("set: a new file keeps the offset") << 1 << "set 1 sounds/run.mp3" << 1 << "sounds/run.mp3" << 40.0
                                                          << "Set sound of walk to run.mp3";
        QTest::newRow("set: outside the folder, relative") << 0 << "set 0 ../shared/wind.ogg" << 0 << "../shared/wind.ogg"
                                                           << 0.0 << "Set sound of idle to wind.ogg";
        QTest::newRow("set: a messy path is cleaned") << 0 << "set 0 sounds/../sounds/./b.wav" << 0 << "sounds/b.wav" << 0.0
                                                      << "Set sound of idle to b.wav";
        QTest::newRow("remove") << 1 << "remove 1" << 1 << "" << 0.0 << "Remove sound steps.ogg from walk";
        QTest::newRow("remove: another clip is shown") << 2 << "remove 1" << 1 << "" << 0.0 << "Remove sound steps.ogg from walk";
    }

    void edit()
    {
        QFETCH(int, current);
        QFETCH(QString, edit);
        QFETCH(int, clip);
        QFETCH(QString, file);
        QFETCH(double, offset);
        QFETCH(QString, undoText);
        QTemporaryDir dir;
        const QString projectFile = dir.filePath(QStringLiteral("hero.json"));
        Document doc;
        doc.reset(hero(), projectFile);
        doc.setCurrentClip(current);
        const State before{hero(), current};
        check(doc, before, 0, false);

        const QStringList words = edit.split(QLatin1Char(' '));
        const bool pushed = words[0] == QLatin1String("set")
                                ? ClipEdits::setSound(&doc, words[1].toInt(), QDir(dir.path()).filePath(words[2]))
                                : ClipEdits::removeSound(&doc, words[1].toInt());
        QVERIFY(pushed);
        State after = before;
        after.shown = clip;
        after.project.clips[size_t(clip)].audio =
            file.isEmpty() ? std::nullopt : std::optional<ClipAudio>(ClipAudio{file, offset});
        check(doc, after, 1, true);
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.undoStack()->undoText(), undoText);
        for (int round = 0; round < 2; ++round) {
            doc.undoStack()->undo();
            check(doc, before, 0, false);
            doc.undoStack()->redo();
            check(doc, after, 1, true);
        }
    }

    // A project never saved: paths are relative to the working folder, as for images.
    void unsavedProjectIsRelativeToTheWorkingFolder()
    {
        Document doc;
        doc.reset(hero(), QString());
        QVERIFY(ClipEdits::setSound(&doc, 0, QDir::current().filePath(QStringLiteral("a/b.wav"))));
        QCOMPARE(doc.project().clips[0].audio->file, QStringLiteral("a/b.wav"));
    }

    void refused_data()
    {
        QTest::addColumn<QString>("edit");
        QTest::newRow("set: the file the clip plays") << "set 1 sounds/steps.ogg";
        QTest::newRow("set: the same file by another path") << "set 1 sounds/../sounds/steps.ogg";
        QTest::newRow("set: no file") << "set 0";
        QTest::newRow("set: no such clip") << "set 3 a.wav";
        QTest::newRow("remove: no sound") << "remove 0";
        QTest::newRow("remove: no such clip") << "remove -1";
    }

    void refused()
    {
        QFETCH(QString, edit);
        QTemporaryDir dir;
        Document doc;
        doc.reset(hero(), dir.filePath(QStringLiteral("hero.json")));
        const QStringList words = edit.split(QLatin1Char(' '));
        const QString path = words.size() > 2 ? QDir(dir.path()).filePath(words[2]) : QString();
        const bool pushed = words[0] == QLatin1String("set") ? ClipEdits::setSound(&doc, words[1].toInt(), path)
                                                             : ClipEdits::removeSound(&doc, words[1].toInt());
        QVERIFY(!pushed);
        check(doc, {hero(), 0}, 0, false);
        QCOMPARE(doc.undoStack()->count(), 0);
    }
};

QTEST_GUILESS_MAIN(TestSoundEdits)
#include "tst_soundedits.moc"
