// Journey (a), its first steps: an animator opens the bundled character, retimes nothing yet and
// presses Ctrl+Shift+S (Save As: Qt gives it no key on a plain X11 desktop, finding 13), names
// a new file beside the first, and the window saves there: the title, the file on disk, and
// `inbetween-cli validate` on it. (Save As into another folder, finding 1, is still open.)
#include "journeywindow.h"

#include <QProcess>

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

    QProcess cli;
    cli.start(QStringLiteral(INBETWEEN_CLI), {QStringLiteral("validate"), target});
    QVERIFY(cli.waitForFinished(30000));
    QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
}

QTEST_MAIN(TestJourneySaveAs)
#include "tst_journeysaveas.moc"
