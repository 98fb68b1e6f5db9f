// Journey (a), its first steps: an animator opens the bundled character, retimes nothing yet and
// presses Ctrl+Shift+S (Save As: Qt gives it no key on a plain X11 desktop, finding 13), names
// a new file beside the first, and the window saves there: the title, the file on disk, and
// `inbetween-cli validate` on it. Then finding 1: Save As into a nested new folder rewrites the
// image paths for it (before, every frame turned red and the saved file no longer opened), and
// the saved file, closed and opened again, shows every picture.
#include "journeys/journeywindow.h"

#include "files/livereload.h"


using namespace inbetween;
using namespace journeys;

class TestJourneySaveAs : public QObject, protected JourneyWindow
{
    Q_OBJECT

private slots:
    void initTestCase() { testsupport::isolateSettings(m_settings.path()); }
    void init() { openHero(); }
    void cleanup() { closeWindow(); }

    void saveAsByItsKeys();
    void saveAsIntoANestedFolderAndReopen();
};

void TestJourneySaveAs::saveAsByItsKeys()
{
    const QString target = m_dir->filePath(QStringLiteral("hero-timed.json"));
    m_prompts->saveNames = {target};
    pressKey(Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY2(m_prompts->saveNames.isEmpty(), "Ctrl+Shift+S did not ask where to save");
    QTRY_COMPARE(m_window->document()->filePath(), QFileInfo(target).absoluteFilePath());
    QVERIFY(m_window->windowTitle().contains(QStringLiteral("hero-timed")));
    QCOMPARE(testsupport::readProject(target), m_window->document()->project());

    QByteArray output;
    QVERIFY2(runCli({QStringLiteral("validate"), target}, &output) == 0, output.constData());
}

void TestJourneySaveAs::saveAsIntoANestedFolderAndReopen()
{
    // The user makes the folders in the file dialog, then names the file there.
    const QString target = m_dir->filePath(QStringLiteral("timed/v2/hero.json"));
    QVERIFY(QDir().mkpath(QFileInfo(target).absolutePath()));
    m_prompts->saveNames = {target};
    pressKey(Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_COMPARE(m_window->document()->filePath(), QFileInfo(target).absoluteFilePath());
    QCOMPARE(testsupport::readProject(target).clips.front().frames.frame(0).image, QStringLiteral("../../hero/hero.png"));
    QVERIFY(m_prompts->errorSummaries.isEmpty());
    // The window goes on showing every picture: nothing turns red.
    QTest::qWait(300);
    QCOMPARE(m_window->liveReload()->problemText(), QString());

    QByteArray output;
    QVERIFY2(runCli({QStringLiteral("validate"), target}, &output) == 0, output.constData());

    // Closed and opened again (File > Open), the project is the one saved, with no missing file.
    const Project saved = testsupport::readProject(target);
    m_prompts->openNames = {target};
    pressKey(Qt::Key_N, Qt::ControlModifier);
    pressKey(Qt::Key_O, Qt::ControlModifier);
    QTRY_COMPARE(m_window->document()->filePath(), QFileInfo(target).absoluteFilePath());
    QCOMPARE(m_window->document()->project(), saved);
    QVERIFY(m_prompts->errorSummaries.isEmpty());
    QTest::qWait(300);
    QCOMPARE(m_window->liveReload()->problemText(), QString());
}

QTEST_MAIN(TestJourneySaveAs)
#include "tst_journeysaveas.moc"
