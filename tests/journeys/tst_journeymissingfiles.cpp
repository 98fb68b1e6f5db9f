// Journey (b) of issue 27, finding 1: an animator opens a project whose sheet was moved away. The
// editor opens it anyway (before: refused with 26 "file not found" lines, an empty window), shows
// the frames as labelled placeholders and the Missing Files list; Locate... finds the sheet (one
// undo step), Ctrl+S saves, and `inbetween-cli validate` accepts the file. The same for a sheet
// that is there but of no use (cut smaller by the artist): the box on opening points to File >
// Missing Files, whose Locate... takes the good copy.
#include "file/projectwriter.h"
#include "files/livereload.h"
#include "files/missingfilesdialog.h"
#include "journeys/journeywindow.h"

#include <QImage>
#include <QLabel>
#include <QStatusBar>

#include <QPushButton>
#include <QUndoStack>

using namespace inbetween;
using namespace journeys;

class TestJourneyMissingFiles : public QObject, protected JourneyWindow
{
    Q_OBJECT

private slots:
    void initTestCase() { testsupport::isolateSettings(m_settings.path()); }
    void init() { openHero(); }
    void cleanup() { closeWindow(); }

    void openLocateAndSave();
    void sheetOfNoUseLocatedFromTheMenu();
    void missingSoundIsSaidForPeople();

private:
    // Locate... clicked in the list, the file dialog answered with `file`.
    void locate(MissingFilesDialog *dialog, const QString &file)
    {
        m_prompts->importNames = {file};
        auto *button = dialog->findChild<QPushButton *>(QStringLiteral("locate"));
        QVERIFY(button && button->isEnabled());
        QTest::mouseClick(button, Qt::LeftButton);
        QVERIFY(m_prompts->importNames.isEmpty());
    }
};

void TestJourneyMissingFiles::openLocateAndSave()
{
    // A second copy of the hero whose sheet went to art/ (a folder reorganised by hand).
    const QString project = m_dir->filePath(QStringLiteral("moved/hero.json"));
    QVERIFY(QDir().mkpath(m_dir->filePath(QStringLiteral("moved/art"))));
    QVERIFY(QFile::copy(QFINDTESTDATA("../../resources/examples/hero.json"), project));
    const QString sheet = m_dir->filePath(QStringLiteral("moved/art/hero.png"));
    QVERIFY(QFile::copy(QFINDTESTDATA("../../resources/examples/hero/hero.png"), sheet));
    QByteArray output;
    QCOMPARE(runCli({QStringLiteral("validate"), project}, &output), 1); // the CLI still calls it an error

    m_prompts->openNames = {project};
    pressKey(Qt::Key_O, Qt::ControlModifier);
    QTRY_COMPARE(m_window->document()->filePath(), QFileInfo(project).absoluteFilePath());
    QVERIFY(m_prompts->errorSummaries.isEmpty());
    QCOMPARE(m_window->document()->clipCount(), 3);

    // The list says what is missing and what uses it; the status bar names it.
    auto *dialog = m_window->findChild<MissingFilesDialog *>(QStringLiteral("missingFiles"));
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());
    QCOMPARE(dialog->names(), QStringList{QStringLiteral("hero/hero.png")});
    QTRY_VERIFY(m_window->liveReload()->problemText().contains(QStringLiteral("hero/hero.png is missing")));

    // Locate... with the file dialog answered: the sheet in art/.
    locate(dialog, sheet);
    QCOMPARE(dialog->names(), QStringList());
    QCOMPARE(m_window->document()->undoStack()->count(), 1);
    QCOMPARE(m_window->document()->undoStack()->undoText(), QStringLiteral("Locate hero.png"));
    for (const Clip &clip : m_window->document()->project().clips)
        QCOMPARE(clip.frames.frame(0).image, QStringLiteral("art/hero.png"));
    QTRY_COMPARE(m_window->liveReload()->problemText(), QString());

    // Undo (back in the main window) brings the file back into the list; redo finds it again.
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    pressKey(Qt::Key_Z, Qt::ControlModifier);
    QVERIFY2(m_window->document()->undoStack()->index() == 0, qPrintable(focusDescription()));
    QCOMPARE(dialog->names(), QStringList{QStringLiteral("hero/hero.png")});
    pressKey(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(dialog->names(), QStringList());

    pressKey(Qt::Key_S, Qt::ControlModifier);
    QTRY_VERIFY(!m_window->document()->isModified());
    QVERIFY2(runCli({QStringLiteral("validate"), project}, &output) == 0, output.constData());
}

void TestJourneyMissingFiles::sheetOfNoUseLocatedFromTheMenu()
{
    // A copy of the hero whose sheet was cut by a row (the jump's frames are outside it); the
    // good sheet in good/.
    const QString project = m_dir->filePath(QStringLiteral("cut/hero.json"));
    const QString sheet = m_dir->filePath(QStringLiteral("cut/hero/hero.png"));
    QVERIFY(QDir().mkpath(QFileInfo(sheet).absolutePath()));
    QVERIFY(QFile::copy(QFINDTESTDATA("../../resources/examples/hero.json"), project));
    const QImage whole(QFINDTESTDATA("../../resources/examples/hero/hero.png"));
    QVERIFY(!whole.isNull());
    QVERIFY(whole.copy(0, 0, whole.width(), whole.height() - 64).save(sheet));
    const QString good = m_dir->filePath(QStringLiteral("cut/good/hero.png"));
    QVERIFY(QDir().mkpath(QFileInfo(good).absolutePath()));
    QVERIFY(whole.save(good));
    QByteArray output;
    QCOMPARE(runCli({QStringLiteral("validate"), project}, &output), 1);
    QVERIFY2(output.contains("outside"), output.constData());

    m_prompts->openNames = {project};
    pressKey(Qt::Key_O, Qt::ControlModifier);
    QTRY_COMPARE(m_window->document()->filePath(), QFileInfo(project).absoluteFilePath());
    QCOMPARE(m_prompts->errorSummaries.size(), 1);
    QVERIFY2(m_prompts->errorSummaries.front().contains(QStringLiteral("cannot be used")), qPrintable(m_prompts->errorSummaries.front()));
    const QString box = m_prompts->errorSummaries.front() + m_prompts->errorMessages.front().join(QLatin1Char('\n'));
    QVERIFY2(box.contains(QStringLiteral("Missing Files")), qPrintable(box));
    activateAgain();

    clickMenuItem(QStringLiteral("fileMenu"), QStringLiteral("missingFiles"));
    auto *dialog = m_window->findChild<MissingFilesDialog *>(QStringLiteral("missingFiles"));
    QTRY_VERIFY(dialog && dialog->isVisible());
    QCOMPARE(dialog->names(), QStringList{QStringLiteral("hero/hero.png")});
    locate(dialog, good);
    QTRY_COMPARE(dialog->names(), QStringList());
    QCOMPARE(m_window->document()->undoStack()->count(), 1);
    for (const Clip &clip : m_window->document()->project().clips)
        QCOMPARE(clip.frames.frame(0).image, QStringLiteral("good/hero.png"));

    activateAgain();
    pressKey(Qt::Key_S, Qt::ControlModifier);
    QTRY_VERIFY(!m_window->document()->isModified());
    QVERIFY2(runCli({QStringLiteral("validate"), project}, &output) == 0, output.constData());
}

// A project whose first clip's sound went away: the Missing Files list says what that means for a
// sound (not "their frames show a placeholder"), and the status bar says it in the animator's
// words, not GStreamer's ("state change failed and some element failed to post a proper error
// message..."): issue 39's messages for people.
void TestJourneyMissingFiles::missingSoundIsSaidForPeople()
{
    const QString project = m_dir->filePath(QStringLiteral("hero.json"));
    Project p = testsupport::readProject(project);
    p.clips[0].audio = ClipAudio{QStringLiteral("sounds/steps.wav"), 0.0};
    QString error;
    QVERIFY2(ProjectWriter::save(p, project, &error), qPrintable(error));
    m_prompts->openNames = {project};
    m_window->document()->undoStack()->setClean();
    pressKey(Qt::Key_O, Qt::ControlModifier);
    auto *dialog = m_window->findChild<MissingFilesDialog *>(QStringLiteral("missingFiles"));
    QTRY_VERIFY(dialog && dialog->isVisible());
    QCOMPARE(dialog->names(), QStringList{QStringLiteral("sounds/steps.wav")});
    QStringList texts;
    for (const QLabel *label : dialog->findChildren<QLabel *>())
        texts << label->text();
    const QString all = texts.join(QLatin1Char('\n'));
    QVERIFY2(all.contains(QStringLiteral("a clip whose sound is missing plays silently")), qPrintable(all));
    QVERIFY2(!all.contains(QStringLiteral("Their frames show")), qPrintable(all));
    // The status bar's permanent sound label, which messages of the moment do not hide.
    auto *sound = m_window->statusBar()->findChild<QLabel *>(QStringLiteral("soundStatus"));
    QVERIFY(sound);
    QTRY_VERIFY2(sound->text().contains(QStringLiteral("steps.wav is missing: the clip plays silently")), qPrintable(sound->text()));
    const QString status = sound->text() + QLatin1Char('\n') + m_window->statusBar()->currentMessage();
    for (const char *raw : {"element", "state change", "GStreamer", "Could not"})
        QVERIFY2(!status.contains(QLatin1String(raw), Qt::CaseInsensitive), qPrintable(status));
}

QTEST_MAIN(TestJourneyMissingFiles)
#include "tst_journeymissingfiles.moc"
