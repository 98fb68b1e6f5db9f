// Journey (a), the export, and a sheet gone wrong (issue 27, finding 12): an animator exports the
// bundled hero through File > Export as an Aseprite sheet into a folder of the game; the editor
// says every file it wrote and what the format left out (the jump's motion), and the next export,
// in this window and in the next, starts in that folder. Then the artist re-exports the sheet at
// half the size: opening the project is refused with one line for the sheet (its 10 frames in
// three clips), not a line a frame, while `inbetween-cli validate` keeps its line a JSON path.
#include "common/testpaths.h"
#include "journeys/journeywindow.h"

#include <QMenuBar>
#include <QProcess>

using namespace inbetween;
using namespace journeys;

class TestJourneyExport : public QObject, protected JourneyWindow
{
    Q_OBJECT

private slots:
    void initTestCase() { testsupport::isolateSettings(m_settings.path()); }
    void init() { openHero(); }
    void cleanup() { closeWindow(); }

    void exportSaysWhatItWroteAndLeftOut();
    void aSmallerSheetIsOneLine();

private:
    static QString native(const QString &path) { return QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath()); }
};

void TestJourneyExport::exportSaysWhatItWroteAndLeftOut()
{
    const QString game = m_dir->filePath(QStringLiteral("game/sprites"));
    QVERIFY(QDir().mkpath(game));
    const QString sheet = game + QStringLiteral("/hero-sheet.json");
    m_prompts->exportNames = {sheet};
    clickMenuItem(QStringLiteral("exportMenu"), QStringLiteral("export_aseprite"));
    QTRY_COMPARE(m_prompts->reportLines.size(), 1);
    QCOMPARE(m_prompts->exportSuggestions.value(0), m_dir->filePath(QStringLiteral("hero-sheet.json")));
    QVERIFY(QFileInfo::exists(sheet));
    QVERIFY(QFileInfo::exists(game + QStringLiteral("/hero-sheet.png")));
    const QStringList lines = m_prompts->reportLines.front();
    const QString all = lines.join(QLatin1Char('\n'));
    QVERIFY2(m_prompts->reportSummaries.front().contains(QStringLiteral("3 clips")), qPrintable(m_prompts->reportSummaries.front()));
    QVERIFY2(all.contains(native(game + QStringLiteral("/hero-sheet.png"))), qPrintable(all));
    QVERIFY2(all.contains(native(sheet)), qPrintable(all));
    // The jump's motion is what Aseprite has no place for; idle and walk have none.
    QVERIFY2(all.contains(QStringLiteral("clip \"jump\" has motion keys")), qPrintable(all));
    QCOMPARE(lines.filter(QStringLiteral("has motion keys")).size(), 1);

    // The next export starts where the last one went, in this window...
    m_prompts->exportNames.clear();
    clickMenuItem(QStringLiteral("exportMenu"), QStringLiteral("export_spriteframes"));
    QTRY_COMPARE(m_prompts->exportSuggestions.size(), 2);
    QCOMPARE(QFileInfo(m_prompts->exportSuggestions.value(1)).absolutePath(), QFileInfo(game).absoluteFilePath());
    // ...and in the next one (the window closed, the project opened again).
    const QString project = m_window->document()->filePath();
    m_window.reset(); // closed; its folder and settings stay
    m_prompts.reset();
    openCopy(project);
    m_prompts->exportNames.clear();
    m_window->editorActions()->action(QStringLiteral("export_godot"))->trigger();
    QCOMPARE(QFileInfo(m_prompts->exportSuggestions.value(0)).absolutePath(), QFileInfo(game).absoluteFilePath());
}

void TestJourneyExport::aSmallerSheetIsOneLine()
{
    const QString project = m_window->document()->filePath();
    const QString sheet = QFileInfo(project).absolutePath() + QStringLiteral("/hero/hero.png");
    QImage half(sheet);
    QVERIFY(!half.isNull());
    QVERIFY(half.scaled(half.size() / 2).save(sheet));
    m_prompts->openNames = {project};
    pressKey(Qt::Key_O, Qt::ControlModifier);
    QTRY_COMPARE(m_prompts->errorMessages.size(), 1);
    QCOMPARE(m_prompts->errorMessages.front(),
             QStringList{QStringLiteral("hero.json: hero/hero.png (128 x 96 pixels): the regions of 10 frames are outside it "
                                        "(in idle, walk, jump)")});
    // The command line keeps a line a JSON path, for programs.
    QProcess cli;
    cli.start(testpaths::cli(), {QStringLiteral("validate"), project});
    QVERIFY(cli.waitForFinished(30000));
    QCOMPARE(cli.exitCode(), 1);
    const QStringList lines = QString::fromUtf8(cli.readAllStandardError()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 10);
    QCOMPARE(lines.front(), project + QStringLiteral(": clips[0].frames[2].region: [128, 0, 64, 64] is outside hero/hero.png (128 x 96 pixels)"));
}

QTEST_MAIN(TestJourneyExport)
#include "tst_journeyexport.moc"
