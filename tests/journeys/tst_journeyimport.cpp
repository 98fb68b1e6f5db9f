// Journey (a), the imports, with the bundled sources (resources/examples/import): an animator with
// the hero open imports the ball's sprite sheet through File > Import (the dialog proposes the
// sheet's own 48 x 48 cells: issue 27, finding 11), then the ball's Aseprite JSON into a new
// project while the hero has unsaved changes (Cancel at "Save changes?" writes nothing; finding
// 10), then the ball's GIF into that new project (its dialog shows the frames and the folder they
// will be written to, and Cancel writes nothing: finding 10). What is on disk is checked after
// every step; the saved projects pass `inbetween-cli validate`.
#include "journeys/journeywindow.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QDirIterator>
#include <QImageReader>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QPointer>
#include <QProcess>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>

using namespace inbetween;
using namespace journeys;

class TestJourneyImport : public QObject, protected JourneyWindow
{
    Q_OBJECT

private slots:
    void initTestCase() { testsupport::isolateSettings(m_settings.path()); }
    void init()
    {
        openHero();
        const QDir examples(QFileInfo(QFINDTESTDATA("../../resources/examples/import/ball-sheet.png")).absolutePath());
        QDir(m_dir->path()).mkpath(QStringLiteral("import"));
        for (const char *name : {"ball-sheet.png", "ball-sheet.json", "ball.gif"})
            QVERIFY(QFile::copy(examples.filePath(QString::fromLatin1(name)), source(name)));
    }
    void cleanup() { closeWindow(); }

    void sheetAsepriteAndGif();

private:
    QString source(const char *name) const { return m_dir->filePath(QStringLiteral("import/") + QString::fromLatin1(name)); }
    QStringList onDisk() const
    {
        QStringList files;
        QDirIterator it(m_dir->path(), QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
        while (it.hasNext())
            files << QDir(m_dir->path()).relativeFilePath(it.next());
        files.sort();
        return files;
    }
    static void clickTarget(QDialog *d, const char *target)
    {
        auto *radio = d->findChild<QRadioButton *>(QString::fromLatin1(target));
        QVERIFY(radio);
        QTest::mouseClick(radio, Qt::LeftButton, Qt::NoModifier, QPoint(6, radio->height() / 2));
        QVERIFY(radio->isChecked());
    }
    static void clickButton(QDialog *d, QDialogButtonBox::StandardButton which)
    {
        QPushButton *button = d->findChild<QDialogButtonBox *>()->button(which);
        QVERIFY(button && button->isEnabled());
        QTest::mouseClick(button, Qt::LeftButton);
    }
    void validate(const QString &file)
    {
        QByteArray output;
        QVERIFY2(runCli({QStringLiteral("validate"), file}, &output) == 0, output.constData());
    }
};

void TestJourneyImport::sheetAsepriteAndGif()
{
    Document *doc = m_window->document();
    const int heroClips = doc->clipCount();

    // The sprite sheet: the dialog proposes 48 x 48 cells, 7 frames (the eighth cell is empty).
    m_prompts->importNames = {source("ball-sheet.png")};
    clickMenuItem(QStringLiteral("importMenu"), QStringLiteral("importSheet"));
    QDialog *sheet = dialogNamed(QStringLiteral("sheetImportDialog"));
    QVERIFY(sheet);
    QCOMPARE(sheet->findChild<QSpinBox *>(QStringLiteral("cellWidth"))->value(), 48);
    QCOMPARE(sheet->findChild<QSpinBox *>(QStringLiteral("cellHeight"))->value(), 48);
    QVERIFY2(sheet->findChild<QLabel *>(QStringLiteral("cutSummary"))->text().startsWith(QStringLiteral("7 frames of 48 x 48")),
             qPrintable(sheet->findChild<QLabel *>(QStringLiteral("cutSummary"))->text()));
    clickTarget(sheet, "addClips");
    clickButton(sheet, QDialogButtonBox::Ok);
    QTRY_COMPARE(doc->clipCount(), heroClips + 1);
    const Clip &ball = doc->project().clips.back();
    QCOMPARE(ball.frames.count(), 7);
    QCOMPARE(ball.frames.frame(5).region, QRect(48, 48, 48, 48));
    QCOMPARE(ball.frames.frame(0).image, QStringLiteral("import/ball-sheet.png"));
    QVERIFY(doc->isModified());

    // The Aseprite JSON into a new project, the hero's import unsaved: Cancel at "Save changes?"
    // writes nothing and asks nothing more.
    const QStringList before = onDisk();
    const QString newProject = m_dir->filePath(QStringLiteral("ball.json"));
    m_prompts->importNames = {source("ball-sheet.json")};
    m_prompts->saveAnswers = {UserPrompts::Answer::Cancel};
    m_prompts->saveNames = {newProject};
    const Project hero = doc->project();
    clickMenuItem(QStringLiteral("importMenu"), QStringLiteral("importAseprite"));
    QDialog *summary = dialogNamed(QStringLiteral("importSummaryDialog"));
    QVERIFY(summary);
    clickTarget(summary, "newProject");
    clickButton(summary, QDialogButtonBox::Ok);
    QTRY_COMPARE(m_prompts->saveQuestions, 1);
    QCOMPARE(onDisk(), before);
    QCOMPARE(m_prompts->saveNames.size(), 1); // where to write it was never asked
    QCOMPARE(doc->project(), hero);
    QVERIFY(doc->isModified());

    // Again, discarding the hero's change: the new project is written where the user says, opened.
    m_prompts->importNames = {source("ball-sheet.json")};
    m_prompts->saveAnswers = {UserPrompts::Answer::Discard};
    clickMenuItem(QStringLiteral("importMenu"), QStringLiteral("importAseprite"));
    summary = dialogNamed(QStringLiteral("importSummaryDialog"));
    QVERIFY(summary);
    clickTarget(summary, "newProject");
    clickButton(summary, QDialogButtonBox::Ok);
    QTRY_COMPARE(doc->filePath(), newProject);
    QVERIFY(m_prompts->saveNames.isEmpty());
    QStringList withProject = before;
    withProject << QStringLiteral("ball.json");
    withProject.sort();
    QCOMPARE(onDisk(), withProject);
    QVERIFY(!doc->isModified());
    validate(newProject);

    // The GIF into the open project: the dialog shows its frames and where they go; Cancel
    // writes nothing.
    QImageReader gif(source("ball.gif"));
    const int gifFrames = gif.imageCount();
    QVERIFY(gifFrames > 1);
    const int clips = doc->clipCount();
    for (bool import : {false, true}) {
        m_prompts->importNames = {source("ball.gif")};
        clickMenuItem(QStringLiteral("importMenu"), QStringLiteral("importAnimation"));
        summary = dialogNamed(QStringLiteral("importSummaryDialog"));
        QVERIFY(summary);
        auto *strip = summary->findChild<QListWidget *>(QStringLiteral("importedFrames"));
        QVERIFY2(strip, "the dialog does not show the frames it writes");
        QCOMPARE(strip->count(), gifFrames);
        QVERIFY(!strip->item(0)->icon().isNull());
        auto *where = summary->findChild<QLabel *>(QStringLiteral("framesDestination"));
        QVERIFY(where);
        QVERIFY2(where->text().contains(QStringLiteral("beside the new project")), qPrintable(where->text()));
        clickTarget(summary, "addClips");
        const QString folder = QDir::toNativeSeparators(m_dir->filePath(QStringLiteral("ball-frames")));
        QVERIFY2(where->text().contains(folder), qPrintable(where->text()));
        const QPointer<QDialog> closing(summary);
        clickButton(summary, import ? QDialogButtonBox::Ok : QDialogButtonBox::Cancel);
        QVERIFY(!closing || !closing->isVisible());
        if (!import) {
            QCOMPARE(onDisk(), withProject);
            QCOMPARE(doc->clipCount(), clips);
        }
    }
    QTRY_COMPARE(doc->clipCount(), clips + 1);
    QCOMPARE(QDir(m_dir->filePath(QStringLiteral("ball-frames"))).entryList(QDir::Files).size(), gifFrames);
    QCOMPARE(doc->project().clips.back().frames.frame(0).image, QStringLiteral("ball-frames/frame-000.png"));

    pressKey(Qt::Key_S, Qt::ControlModifier);
    QTRY_VERIFY(!doc->isModified());
    QCOMPARE(testsupport::readProject(newProject), doc->project());
    validate(newProject);
}

QTEST_MAIN(TestJourneyImport)
#include "tst_journeyimport.moc"
