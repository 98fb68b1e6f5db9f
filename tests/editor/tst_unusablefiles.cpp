// A project whose pictures or sound are there but cannot be used (the sheet made smaller by the
// artist, a picture saved over by another program, cut short, beyond the limits; a sound that is
// no sound) opens in the editor as a project with missing files does (DESIGN.md, "Files"): its
// frames show placeholders, a box names every problem, and nothing of the project is lost. The
// validator and the CLI still refuse it. Open, Revert and a save of it, through the window.
#include "actions/editoractions.h"
#include "common/renameover.h"
#include "document/imagelibrary.h"
#include "document/projectfiles.h"
#include "files/livereload.h"
#include "files/missingfilesdialog.h"
#include "timeline/timelineview.h"
#include "editor/testsupport.h"
#include "editor/windowfixture.h"

#include <QAction>
#include <QImage>
#include <QPushButton>
#include <QTreeWidget>

using namespace inbetween;
using namespace testsupport;

class TestUnusableFiles : public QObject, protected WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { isolateSettings(m_settings.path()); }
    void init() { m_dir = std::make_unique<QTemporaryDir>(); } // each test opens its spoiled copy (openCopy)
    void cleanup()
    {
        if (m_window)
            closeWindow();
        m_dir.reset();
    }
    void opensWithItsProblemsShown_data();
    void opensWithItsProblemsShown();
    void revertReadsItAgain();
    void mendedWhileOpenItShows();
    void otherFileChosenInTheList_data();
    void otherFileChosenInTheList();

private:
    // Copies the example `project` (and its folder) and spoils `file` in it as `how` says.
    QString spoiled(const QString &project, const QString &folder, const QString &file, const QString &how);

    QTemporaryDir m_settings;
};

QString TestUnusableFiles::spoiled(const QString &project, const QString &folder, const QString &file, const QString &how)
{
    const QString path = copyProject(QFINDTESTDATA(QStringLiteral("../../resources/examples/") + project), {folder}, *m_dir);
    const QString target = m_dir->filePath(file);
    QImage picture(target);
    QFile out(target);
    if (how == QLatin1String("smaller")) { // the artist cut the sheet's last row
        picture = picture.copy(0, 0, picture.width(), picture.height() - 64);
        return picture.save(target) ? path : QString();
    }
    if (how == QLatin1String("too large")) {
        QImage wide(8193, 64, QImage::Format_ARGB32);
        wide.fill(Qt::transparent);
        return wide.save(target) ? path : QString();
    }
    QByteArray bytes;
    if (out.open(QIODevice::ReadOnly))
        bytes = out.readAll();
    out.close();
    if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return {};
    out.write(how == QLatin1String("cut short") ? bytes.left(bytes.size() / 2) : QByteArray("saved over by a text editor\n"));
    return path;
}

void TestUnusableFiles::opensWithItsProblemsShown_data()
{
    QTest::addColumn<QString>("project");
    QTest::addColumn<QString>("folder");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("how");
    QTest::addColumn<QString>("problem"); // one line of the box, grouped for the frames that share it
    QTest::newRow("sheet made smaller")
        << "hero.json" << "hero" << "hero/hero.png" << "smaller"
        << "hero.json: hero/hero.png (256 x 128 pixels): the regions of 4 frames are outside it (in jump)";
    QTest::newRow("picture saved over")
        << "hero.json" << "hero" << "hero/hero.png" << "text"
        << "hero.json: hero/hero.png: not an image file Inbetween can read (Unsupported image format) (12 frames in idle, walk, jump)";
    QTest::newRow("picture cut short")
        << "hero.json" << "hero" << "hero/hero.png" << "cut short"
        << "hero.json: hero/hero.png: cannot be decoded as png (Unable to read image data) (12 frames in idle, walk, jump)";
    QTest::newRow("picture beyond the limit")
        << "hero.json" << "hero" << "hero/hero.png" << "too large"
        << "hero.json: hero/hero.png: 8193 x 64 pixels, larger than the limit of 8192 x 8192 (12 frames in idle, walk, jump)";
    QTest::newRow("sound that is no sound")
        << "talker.json" << "talk" << "talk/talk.wav" << "text"
        << "talker.json: clips[0].audio.file: talk/talk.wav: not a sound file Inbetween can read (WAV, Ogg Vorbis, MP3 or FLAC)";
}

void TestUnusableFiles::opensWithItsProblemsShown()
{
    QFETCH(QString, project);
    QFETCH(QString, folder);
    QFETCH(QString, file);
    QFETCH(QString, how);
    QFETCH(QString, problem);
    const QString path = spoiled(project, folder, file, how);
    QVERIFY(!path.isEmpty());
    QFile text(path);
    QVERIFY(text.open(QIODevice::ReadOnly));
    const ProjectReader::Result asWritten = ProjectReader::read(text.readAll()); // its files not looked at
    QVERIFY(asWritten.ok());

    // The validator and the CLI refuse it.
    QVERIFY(!ProjectReader::readFile(path).ok());

    // The editor opens it, every clip, frame and key as written, and says what cannot be used.
    openCopy(path);
    QCOMPARE(m_window->document()->project(), *asWritten.project);
    QCOMPARE(m_window->document()->filePath(), QFileInfo(path).absoluteFilePath());
    QCOMPARE(m_prompts->errorSummaries.size(), 1);
    QVERIFY2(m_prompts->errorSummaries.front().contains(QStringLiteral("cannot be used")), qPrintable(m_prompts->errorSummaries.front()));
    QVERIFY2(m_prompts->errorMessages.front().contains(problem), qPrintable(m_prompts->errorMessages.front().join(QLatin1Char('\n'))));
    QCOMPARE(m_prompts->errorMessages.front().size(), 1);
    QVERIFY(ProjectFiles::missing(m_window->document()->project(), m_window->document()->folder()).isEmpty());

    // An edit and a save keep what the file said of the files it names.
    trigger("addFrame");
    QVERIFY(m_window->files()->save());
    const Project expected = m_window->document()->project();
    QFile back(path);
    QVERIFY(back.open(QIODevice::ReadOnly));
    const ProjectReader::Result reread = ProjectReader::read(back.readAll());
    QVERIFY(reread.ok());
    QCOMPARE(*reread.project, expected);
    QCOMPARE(reread.project->clips[0].frames.frame(0).image, asWritten.project->clips[0].frames.frame(0).image);
}

// Revert goes back to the file as Open does, and says again what cannot be used.
void TestUnusableFiles::revertReadsItAgain()
{
    const QString path = spoiled(QStringLiteral("hero.json"), QStringLiteral("hero"), QStringLiteral("hero/hero.png"),
                                 QStringLiteral("smaller"));
    openCopy(path);
    const Project opened = m_window->document()->project();
    trigger("addFrame");
    QVERIFY(m_window->document()->project() != opened);
    QVERIFY(m_window->files()->revert());
    QCOMPARE(m_window->document()->project(), opened);
    QCOMPARE(m_prompts->errorSummaries.size(), 2);
    QCOMPARE(m_prompts->errorMessages.back(), m_prompts->errorMessages.front());
}

// The artist saves the picture again from their program while the project is open: live reload
// takes it, the frames' marks go, and no step is made.
void TestUnusableFiles::mendedWhileOpenItShows()
{
    const QString path = spoiled(QStringLiteral("hero.json"), QStringLiteral("hero"), QStringLiteral("hero/hero.png"),
                                 QStringLiteral("text"));
    openCopy(path);
    ImageLibrary *library = m_window->liveReload()->library();
    library->watch()->setSettleTime(50);
    TimelineView *timeline = m_window->playback()->timeline();
    const QString sheet = m_dir->filePath(QStringLiteral("hero/hero.png"));
    QTRY_VERIFY(library->status(sheet) != ImageLibrary::Status::Ok);
    QTRY_VERIFY(timeline->imageProblems().contains(QStringLiteral("hero/hero.png")));

    const QImage good(QFINDTESTDATA("../../resources/examples/hero/hero.png"));
    QVERIFY(!good.isNull());
    QVERIFY(testutil::saveImageByRename(good, sheet));
    QTRY_COMPARE_WITH_TIMEOUT(library->status(sheet), ImageLibrary::Status::Ok, 3000);
    QTRY_VERIFY(timeline->imageProblems().isEmpty());
    QCOMPARE(library->picture(sheet).size, good.size());
    QCOMPARE(m_window->document()->undoStack()->count(), 0);
    QVERIFY(!m_window->document()->isModified());
}

void TestUnusableFiles::otherFileChosenInTheList_data()
{
    QTest::addColumn<QString>("how");
    QTest::addColumn<QString>("problem"); // what the list says of hero/hero.png
    QTest::newRow("sheet made smaller") << "smaller" << "4 regions are outside its 256 x 128 pixels";
    QTest::newRow("picture saved over") << "text" << "not an image file Inbetween can read (Unsupported image format)";
}

// File > Missing Files lists the file there but of no use, with why, beside the files not found;
// Locate... chooses the good copy (one undo step), the list empties, and the project saved opens
// in the validator again. The box on opening says where to go.
void TestUnusableFiles::otherFileChosenInTheList()
{
    QFETCH(QString, how);
    QFETCH(QString, problem);
    const QString path = spoiled(QStringLiteral("hero.json"), QStringLiteral("hero"), QStringLiteral("hero/hero.png"), how);
    openCopy(path);
    QCOMPARE(m_prompts->errorSummaries.size(), 1);
    QVERIFY2(m_prompts->errorSummaries.front().contains(QStringLiteral("with Locate in File > Missing Files")),
             qPrintable(m_prompts->errorSummaries.front()));

    trigger("missingFiles");
    auto *dialog = m_window->findChild<MissingFilesDialog *>(QStringLiteral("missingFiles"));
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());
    QCOMPARE(dialog->names(), QStringList{QStringLiteral("hero/hero.png")});
    auto *list = dialog->findChild<QTreeWidget *>(QStringLiteral("missingFileList"));
    QVERIFY(list);
    QCOMPARE(list->topLevelItem(0)->text(1), QStringLiteral("12 frames of idle, walk, jump"));
    QCOMPARE(list->topLevelItem(0)->text(2), problem);

    const QString good = m_dir->filePath(QStringLiteral("backup/hero.png"));
    QVERIFY(QDir().mkpath(QFileInfo(good).path()));
    QVERIFY(QFile::copy(QFINDTESTDATA("../../resources/examples/hero/hero.png"), good));
    m_prompts->importNames = {good};
    auto *locate = dialog->findChild<QPushButton *>(QStringLiteral("locate"));
    QVERIFY(locate && locate->isEnabled());
    QTest::mouseClick(locate, Qt::LeftButton);
    QVERIFY(m_prompts->importNames.isEmpty());
    QCOMPARE(m_prompts->errorSummaries.size(), 1);
    QCOMPARE(dialog->names(), QStringList());
    QVERIFY(!locate->isEnabled());
    QCOMPARE(m_window->document()->undoStack()->count(), 1);
    QCOMPARE(m_window->document()->undoStack()->undoText(), QStringLiteral("Locate hero.png"));
    for (const Clip &clip : m_window->document()->project().clips)
        QCOMPARE(clip.frames.frame(0).image, QStringLiteral("backup/hero.png"));

    QVERIFY(m_window->files()->save());
    const ProjectReader::Result reread = ProjectReader::readFile(path);
    QVERIFY2(reread.ok(), qPrintable(reread.messages(QStringLiteral("hero.json")).join(QLatin1Char('\n'))));

    // Undo brings it back into the list, as it was.
    m_window->document()->undoStack()->undo();
    QCOMPARE(dialog->names(), QStringList{QStringLiteral("hero/hero.png")});
    QCOMPARE(list->topLevelItem(0)->text(2), problem);
}

QTEST_MAIN(TestUnusableFiles)
#include "tst_unusablefiles.moc"
