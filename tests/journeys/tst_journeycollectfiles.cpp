// Journey: Collect Files (issue 39). An animator saves the bundled character into a new folder
// elsewhere (Ctrl+Shift+S) and answers "Copy Here" to the question that follows: the sheet is
// copied beside the new file, which `inbetween-cli validate` passes with no warning, and which
// opens with nothing missing after the original art folder is renamed. Then File > Collect
// Files... on a project whose sound lies in another folder copies it in as one undo step.
#include "journeys/journeywindow.h"

#include "document/projectfiles.h"
#include "files/soundactions.h"

#include <QUndoStack>

using namespace inbetween;
using namespace journeys;

class TestJourneyCollectFiles : public QObject, protected JourneyWindow
{
    Q_OBJECT

private slots:
    void initTestCase() { testsupport::isolateSettings(m_settings.path()); }
    void init() { openHero(); }
    void cleanup() { closeWindow(); }

    void saveAsWithCopiesIntoANewFolder();
    void collectFilesFromTheMenu();
};

void TestJourneyCollectFiles::saveAsWithCopiesIntoANewFolder()
{
    QTemporaryDir elsewhere;
    const QString target = elsewhere.filePath(QStringLiteral("collected/hero.json"));
    QVERIFY(QDir().mkpath(QFileInfo(target).absolutePath()));
    m_prompts->saveNames = {target};
    m_prompts->collectAnswers = {UserPrompts::CollectChoice::Copy};
    pressKey(Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_COMPARE(m_window->document()->filePath(), QFileInfo(target).absoluteFilePath());
    QCOMPARE(m_prompts->collectQuestions.size(), 1);
    QCOMPARE(m_prompts->collectQuestions.front(), QStringList{QDir(m_dir->path()).filePath(QStringLiteral("hero/hero.png"))});
    QVERIFY2(m_prompts->errorSummaries.isEmpty(), qPrintable(m_prompts->errorSummaries.join(QLatin1Char('\n'))));
    QVERIFY(QFile::exists(elsewhere.filePath(QStringLiteral("collected/hero.png"))));
    QCOMPARE(testsupport::readProject(target).clips.front().frames.frame(0).image, QStringLiteral("hero.png"));
    // One undo step copied the files in: the History says so.
    QCOMPARE(m_window->document()->undoStack()->count(), 1);
    QVERIFY(m_window->document()->undoStack()->text(0).startsWith(QStringLiteral("Collect")));

    QByteArray output;
    QVERIFY2(runCli({QStringLiteral("validate"), target}, &output) == 0, output.constData());
    QVERIFY2(!output.contains("warning"), output.constData());

    // The original art folder renamed: the copy opens (File > Open) with nothing missing.
    QVERIFY(QDir(m_dir->path()).rename(QStringLiteral("hero"), QStringLiteral("hero-old")));
    pressKey(Qt::Key_N, Qt::ControlModifier);
    m_prompts->openNames = {target};
    pressKey(Qt::Key_O, Qt::ControlModifier);
    QTRY_COMPARE(m_window->document()->filePath(), QFileInfo(target).absoluteFilePath());
    QCOMPARE(ProjectFiles::missing(m_window->document()->project(), m_window->document()->folder()), QStringList());
    QVERIFY(m_prompts->errorSummaries.isEmpty());
}

void TestJourneyCollectFiles::collectFilesFromTheMenu()
{
    // A sound from a folder beside the project's (as Clip > Set Sound... leaves it).
    const QString sound = QFINDTESTDATA("../data/sounds/jump.wav");
    QVERIFY(!sound.isEmpty());
    QTemporaryDir sounds;
    const QString outside = sounds.filePath(QStringLiteral("steps.wav"));
    QVERIFY(QFile::copy(sound, outside));
    m_window->sound()->setSound(outside);
    QVERIFY(m_window->document()->clip().audio.has_value());
    const int steps = m_window->document()->undoStack()->count();

    m_prompts->collectAnswers = {UserPrompts::CollectChoice::Copy};
    clickMenuItem(QStringLiteral("fileMenu"), QStringLiteral("collectFiles"));
    activateAgain();
    QTRY_COMPARE(m_window->document()->undoStack()->count(), steps + 1);
    QCOMPARE(m_prompts->collectQuestions.size(), 1);
    QCOMPARE(m_prompts->collectQuestions.front(), QStringList{QFileInfo(outside).absoluteFilePath()});
    QCOMPARE(m_window->document()->clip().audio->file, QStringLiteral("steps.wav"));
    QVERIFY(QFile::exists(QDir(m_dir->path()).filePath(QStringLiteral("steps.wav"))));
    pressKey(Qt::Key_S, Qt::ControlModifier);
    QTRY_VERIFY(!m_window->document()->isModified());
    QByteArray output;
    QVERIFY2(runCli({QStringLiteral("validate"), m_window->document()->filePath()}, &output) == 0, output.constData());
    QVERIFY2(!output.contains("warning"), output.constData());
    // Undone, the clip names the sound where it was.
    m_window->document()->undoStack()->undo();
    QCOMPARE(ProjectFiles::absolutePath(m_window->document()->folder(), m_window->document()->clip().audio->file),
             QFileInfo(outside).absoluteFilePath());
}

QTEST_MAIN(TestJourneyCollectFiles)
#include "tst_journeycollectfiles.moc"
