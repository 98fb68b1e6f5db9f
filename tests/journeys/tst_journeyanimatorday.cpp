// Journey (a) of issue 27, a day's work end to end through the window: with the hero open, the
// animator imports the ball's sprite sheet as a new clip (File > Import > Sprite Sheet, the cells
// the dialog proposes), drags a frame's edge on the timeline 60 ms longer, gives the clip a sound
// (Clips > Set Sound...), saves it all with Save As into a nested new folder, starts a new project,
// opens the saved one again and exports it (File > Export > glTF). The saved file passes
// `inbetween-cli validate`, reopens as saved with no missing file, and the editor's export is the
// byte-for-byte export of `inbetween-cli export` on the saved file.
#include "common/soundfiles.h"
#include "common/testutil.h"
#include "files/livereload.h"
#include "journeys/journeywindow.h"
#include "timeline/timelinelayout.h"

#include <QDialogButtonBox>
#include <QPushButton>
#include <QRadioButton>

using namespace inbetween;
using namespace journeys;

class TestJourneyAnimatorDay : public QObject, protected JourneyWindow
{
    Q_OBJECT

private slots:
    void initTestCase() { testsupport::isolateSettings(m_settings.path()); }
    void init() { openHero(); }
    void cleanup() { closeWindow(); }

    void importRetimeSoundSaveAsReopenExport();

private:
};

void TestJourneyAnimatorDay::importRetimeSoundSaveAsReopenExport()
{
    Document *doc = m_window->document();
    const QDir work(m_dir->path());
    QVERIFY(work.mkpath(QStringLiteral("import")));
    const QString sheetPath = work.filePath(QStringLiteral("import/ball-sheet.png"));
    QVERIFY(QFile::copy(QFINDTESTDATA("../../resources/examples/import/ball-sheet.png"), sheetPath));
    const QString soundPath = work.filePath(QStringLiteral("sounds/bounce.wav"));
    QVERIFY(work.mkpath(QStringLiteral("sounds")));
    QVERIFY(soundfiles::writeWav16(soundPath, soundfiles::sine(330, 0.5, 400, 22050), 22050));

    // 1. File > Import > Sprite Sheet: the dialog proposes the sheet's 48 x 48 cells; as a new clip.
    m_prompts->importNames = {sheetPath};
    clickMenuItem(QStringLiteral("importMenu"), QStringLiteral("importSheet"));
    QDialog *sheet = dialogNamed(QStringLiteral("sheetImportDialog"));
    QVERIFY(sheet);
    auto *addClip = sheet->findChild<QRadioButton *>(QStringLiteral("addClips"));
    QVERIFY(addClip);
    QTest::mouseClick(addClip, Qt::LeftButton, Qt::NoModifier, QPoint(6, addClip->height() / 2));
    QTest::mouseClick(sheet->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    QTRY_COMPARE(doc->clipCount(), 4);
    activateAgain();
    QTRY_COMPARE(doc->currentClip(), 3); // the imported clip is the one shown
    QCOMPARE(doc->clip().frames.count(), 7);
    QCOMPARE(doc->clip().frames.frame(0).image, QStringLiteral("import/ball-sheet.png"));

    // 2. Frame 1's end dragged 60 ms later on the timeline: one undo step, frame 1 only.
    const FrameTrack before = doc->clip().frames;
    const QRect row = timelineView()->rowLayout().rect(TimelineLayout::Row::Frames);
    const QPoint from(int(std::lround(timelineView()->axis().xForTime(before.end(1)))), row.center().y());
    dragAt(timelineView()->viewport(), from, from + QPoint(int(std::lround(60.0 / timelineView()->msPerPixel())), 0));
    QTRY_VERIFY(doc->clip().frames.frame(1).duration > before.frame(1).duration + 40);
    const double retimed = doc->clip().frames.frame(1).duration;
    for (int i = 0; i < before.count(); ++i) {
        if (i != 1)
            QCOMPARE(doc->clip().frames.frame(i), before.frame(i));
    }

    // 3. Clips > Set Sound...: the WAV, relative to the project's folder.
    m_prompts->soundNames = {soundPath};
    clickMenuItem(QStringLiteral("clipsMenu"), QStringLiteral("setSound"));
    activateAgain();
    QTRY_VERIFY(doc->clip().audio.has_value());
    QCOMPARE(doc->clip().audio->file, QStringLiteral("sounds/bounce.wav"));

    // 4. Save As into a nested new folder (made in the file dialog), by its keys.
    const QString saved = work.filePath(QStringLiteral("shots/day-1/hero.json"));
    QVERIFY(work.mkpath(QStringLiteral("shots/day-1")));
    m_prompts->saveNames = {saved};
    pressKey(Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_COMPARE(doc->filePath(), QFileInfo(saved).absoluteFilePath());
    QVERIFY(!doc->isModified());
    QByteArray output;
    QVERIFY2(runCli({QStringLiteral("validate"), saved}, &output) == 0, output.constData());
    const Project written = testsupport::readProject(saved);
    QCOMPARE(written.clips[3].frames.frame(0).image, QStringLiteral("../../import/ball-sheet.png"));
    QCOMPARE(written.clips[3].audio->file, QStringLiteral("../../sounds/bounce.wav"));
    QCOMPARE(written.clips[3].frames.frame(1).duration, retimed);

    // 5. A new project, then File > Open of the saved one: as saved, nothing missing or red.
    pressKey(Qt::Key_N, Qt::ControlModifier);
    QTRY_COMPARE(doc->filePath(), QString());
    m_prompts->openNames = {saved};
    pressKey(Qt::Key_O, Qt::ControlModifier);
    QTRY_COMPARE(doc->filePath(), QFileInfo(saved).absoluteFilePath());
    QCOMPARE(doc->project(), written);
    QVERIFY(m_prompts->errorSummaries.isEmpty());
    QTest::qWait(300);
    QCOMPARE(m_window->liveReload()->problemText(), QString());

    // 6. File > Export > glTF: the file the CLI makes of the saved project, byte for byte.
    const QString exported = work.filePath(QStringLiteral("out/hero.gltf"));
    QVERIFY(work.mkpath(QStringLiteral("out")));
    m_prompts->exportNames = {exported};
    clickMenuItem(QStringLiteral("exportMenu"), QStringLiteral("export_gltf"));
    activateAgain();
    QTRY_VERIFY(QFileInfo::exists(exported));
    const QString byCli = work.filePath(QStringLiteral("out/cli.gltf"));
    QVERIFY2(runCli({QStringLiteral("export"), saved, QStringLiteral("--format"), QStringLiteral("gltf"), QStringLiteral("-o"), byCli},
                    &output) == 0,
             output.constData());
    QCOMPARE(testutil::contentsOf(exported), testutil::contentsOf(byCli));
}

QTEST_MAIN(TestJourneyAnimatorDay)
#include "tst_journeyanimatorday.moc"
