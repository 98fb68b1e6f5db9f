// Journey: lip sync (issue 43). An animator with the hero open imports the bundled example's
// Rhubarb JSON (resources/examples/talk/talk.json) through File > Import > Lip Sync...: the
// summary warns of the shapes the project's mouth chart has no picture for, and the clip comes in
// with its sound at offset 0 and its frames shown as labelled placeholders. In Clips > Mouth
// Chart... the animator gives the shape X the bundled mouths.png, then clicks its cell of the
// sheet; each is one undo step that Ctrl+Z and Ctrl+Shift+Z take back and give again, the dialog
// and the frame table following; D, without a picture, is shown the same sheet and takes its cell
// at a click. Saved, the project passes `inbetween-cli validate` and holds the chart as set. The
// file dropped on the window again, with B and C drawn since as mouths/B.png and mouths/C.png
// beside it, comes in through the chart as set, B and C joining it in the import's undo step.
// Imported once more into a new project in a folder of its own, it starts with that chart, as the
// summary showed it, each picture named from the new folder.
#include "import/mouthchartdialog.h"
#include "import/sheetpreview.h"
#include "itemmodels/frametablemodel.h"
#include "journeys/journeywindow.h"
#include "preview/previewwidget.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QUndoStack>

using namespace inbetween;
using namespace journeys;

class TestJourneyLipSync : public QObject, protected JourneyWindow
{
    Q_OBJECT

private slots:
    void initTestCase() { testsupport::isolateSettings(m_settings.path()); }
    void init()
    {
        openHero();
        const QDir examples(QFileInfo(QFINDTESTDATA("../../resources/examples/talk/talk.json")).absolutePath());
        QVERIFY(QDir(m_dir->path()).mkpath(QStringLiteral("talk")));
        for (const char *name : {"talk.json", "talk.wav", "mouths.png"})
            QVERIFY(QFile::copy(examples.filePath(QString::fromLatin1(name)), file(name)));
    }
    void cleanup() { closeWindow(); }

    void importAndChart();
    void datAsksItsFrameRate();
    void pgoAsksWhichVoice();

private:
    QString file(const char *name) const { return m_dir->filePath(QStringLiteral("talk/") + QString::fromLatin1(name)); }
    QString imageText(int row) const
    {
        FrameTableModel *model = m_window->frameModel();
        return model->data(model->index(row, FrameTableModel::ImageColumn)).toString();
    }
    void dropOnWindow(const QString &path)
    {
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(path)});
        const QPoint middle = m_window->rect().center();
        QDragEnterEvent enter(middle, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(m_window.get(), &enter);
        QDropEvent drop(middle, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(m_window.get(), &drop);
    }
    static void click(QWidget *w) { QTest::mouseClick(w, Qt::LeftButton, Qt::NoModifier, w->rect().center()); }
    // The import summary's "add clips to the open project" chosen, and OK.
    static void addAsClips(QDialog *summary)
    {
        auto *addClips = summary->findChild<QRadioButton *>(QStringLiteral("addClips"));
        QVERIFY(addClips);
        QTest::mouseClick(addClips, Qt::LeftButton, Qt::NoModifier, QPoint(6, addClips->height() / 2));
        click(summary->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok));
    }
};

void TestJourneyLipSync::importAndChart()
{
    Document *doc = m_window->document();
    const int heroClips = doc->clipCount();

    // File > Import > Lip Sync...: the summary names the shapes without a picture.
    m_prompts->importNames = {file("talk.json")};
    clickMenuItem(QStringLiteral("importMenu"), QStringLiteral("importLipSync"));
    QDialog *summary = dialogNamed(QStringLiteral("importSummaryDialog"));
    QVERIFY(summary);
    auto *warnings = summary->findChild<QPlainTextEdit *>(QStringLiteral("importWarnings"));
    QVERIFY(warnings);
    QVERIFY2(warnings->toPlainText().contains(QStringLiteral("the mouth chart has no picture for the shapes B, C, D, E, F, H, X")),
             qPrintable(warnings->toPlainText()));
    addAsClips(summary);
    QTRY_COMPARE(doc->clipCount(), heroClips + 1);
    activateAgain();
    QCOMPARE(m_prompts->datFrameRateQuestions, QStringList()); // a JSON says its times
    QCOMPARE(m_prompts->lipSyncVoiceQuestions, QList<QStringList>()); // and holds one voice

    // The clip: a frame a cue, its sound the recording at 0, its frames placeholders.
    const Clip &talk = doc->clip();
    QCOMPARE(talk.name, QStringLiteral("talk"));
    QCOMPARE(talk.frames.count(), 14);
    QCOMPARE(talk.frames.frame(0).mouth(), QStringLiteral("X"));
    QCOMPARE(talk.frames.frame(1).duration, 130.0);
    QVERIFY(talk.audio);
    QCOMPARE(talk.audio->file, QStringLiteral("talk/talk.wav"));
    QCOMPARE(talk.audio->offset, 0.0);
    QCOMPARE(imageText(0), QStringLiteral("mouth X (no picture)"));
    FrameTableModel *model = m_window->frameModel();
    QVERIFY(!model->data(model->index(0, FrameTableModel::ImageColumn), Qt::DecorationRole).value<QImage>().isNull());
    // The preview's labelled placeholder says why.
    auto *preview = qobject_cast<PreviewWidget *>(this->preview());
    QVERIFY(preview);
    m_window->setCurrentTime(0.0);
    QTRY_COMPARE(preview->imageProblem(), QStringLiteral("mouth X: no picture in the mouth chart (Clips > Mouth Chart...)"));
    const int stepsAfterImport = doc->undoStack()->index();

    // Clips > Mouth Chart...: X gets the sheet, then its cell.
    clickMenuItem(QStringLiteral("clipsMenu"), QStringLiteral("mouthChart"));
    auto *chart = qobject_cast<MouthChartDialog *>(dialogNamed(QStringLiteral("mouthChartDialog")));
    QVERIFY(chart);
    QCOMPARE(chart->shapes(), (QStringList{QStringLiteral("B"), QStringLiteral("C"), QStringLiteral("D"), QStringLiteral("E"),
                                           QStringLiteral("F"), QStringLiteral("H"), QStringLiteral("X")}));
    QListWidget *list = chart->shapeList();
    const QRect xRow = list->visualItemRect(list->item(6));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, Qt::NoModifier, xRow.center());
    QCOMPARE(chart->currentShape(), QStringLiteral("X"));
    // A file that is no picture (the recording) is not taken: the project would not open again.
    m_prompts->imageNames = {{file("talk.wav")}};
    click(chart->findChild<QPushButton *>(QStringLiteral("choosePicture")));
    QVERIFY(!doc->project().mouths.contains(QStringLiteral("X")));
    QCOMPARE(doc->undoStack()->index(), stepsAfterImport);
    auto *where = chart->findChild<QLabel *>(QStringLiteral("mouthPicture"));
    QVERIFY2(where && where->text().startsWith(QLatin1String("Not used: talk.wav: not an image file")), qPrintable(where->text()));
    m_prompts->imageNames = {{file("mouths.png")}};
    click(chart->findChild<QPushButton *>(QStringLiteral("choosePicture")));
    QCOMPARE(doc->project().mouths.value(QStringLiteral("X")), (MouthPicture{QStringLiteral("talk/mouths.png"), std::nullopt}));
    QCOMPARE(imageText(0), QStringLiteral("mouth X: mouths.png"));
    QTRY_COMPARE(preview->imageProblem(), QString());

    // The sheet's cells as proposed from the picture: 9 of 64 x 64; the ninth is X's.
    SheetPreview *sheet = chart->sheet();
    QTRY_COMPARE(sheet->cutLayout().count(), qint64(9));
    const QRectF image = sheet->imageRect();
    const double scale = image.width() / 576.0;
    const QRect cell = sheet->cutLayout().cellRect(8);
    const QPoint at = (image.topLeft() + QPointF(cell.center().x() + 0.5, cell.center().y() + 0.5) * scale).toPoint();
    QTest::mouseClick(sheet, Qt::LeftButton, Qt::NoModifier, at);
    const MouthPicture xCell{QStringLiteral("talk/mouths.png"), QRect(512, 0, 64, 64)};
    QCOMPARE(doc->project().mouths.value(QStringLiteral("X")), xCell);
    QCOMPARE(sheet->chosenCell(), qint64(8));
    QCOMPARE(imageText(0), QStringLiteral("mouth X: mouths.png [512, 0, 64, 64]"));
    QCOMPARE(doc->undoStack()->index(), stepsAfterImport + 2);
    QCOMPARE(doc->undoStack()->undoText(), QStringLiteral("Mouth X: mouths.png [512, 0, 64, 64]"));
    QVERIFY2(list->item(6)->text().contains(QStringLiteral("[512, 0, 64, 64]")), qPrintable(list->item(6)->text()));

    // Undo and redo from the window's keys: the chart, the table and the dialog follow.
    activateAgain();
    pressKey(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(doc->project().mouths.value(QStringLiteral("X")).region, std::optional<QRect>());
    QCOMPARE(imageText(0), QStringLiteral("mouth X: mouths.png"));
    QCOMPARE(sheet->chosenCell(), qint64(-1));
    pressKey(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(doc->project().mouths.value(QStringLiteral("X")), xCell);
    QCOMPARE(sheet->chosenCell(), qint64(8));
    QVERIFY(list->item(6)->text().contains(QStringLiteral("[512, 0, 64, 64]")));

    // D has no picture: the dialog shows it the sheet X uses, and a click on D's cell takes it.
    QTest::mouseClick(list->viewport(), Qt::LeftButton, Qt::NoModifier, list->visualItemRect(list->item(2)).center());
    QCOMPARE(chart->currentShape(), QStringLiteral("D"));
    QCOMPARE(sheet->chosenCell(), qint64(-1));
    QCOMPARE(sheet->cutLayout().count(), qint64(9));
    const QRect dCell = sheet->cutLayout().cellRect(3);
    QTest::mouseClick(sheet, Qt::LeftButton, Qt::NoModifier,
                      (image.topLeft() + QPointF(dCell.center().x() + 0.5, dCell.center().y() + 0.5) * scale).toPoint());
    const MouthPicture dPicture{QStringLiteral("talk/mouths.png"), QRect(192, 0, 64, 64)};
    QCOMPARE(doc->project().mouths.value(QStringLiteral("D")), dPicture);
    QCOMPARE(imageText(7), QStringLiteral("mouth D: mouths.png [192, 0, 64, 64]"));

    // Saved: the command line reads the chart and the clip back.
    activateAgain();
    pressKey(Qt::Key_S, Qt::ControlModifier);
    QTRY_VERIFY(!doc->isModified());
    const Project saved = testsupport::readProject(doc->filePath());
    QCOMPARE(saved.mouths.value(QStringLiteral("X")), xCell);
    QCOMPARE(saved.mouths.value(QStringLiteral("D")), dPicture);
    QCOMPARE(saved.mouths.size(), 2);
    QByteArray output;
    QVERIFY2(runCli({QStringLiteral("validate"), doc->filePath()}, &output) == 0, output.constData());
    QVERIFY2(runCli({QStringLiteral("info"), doc->filePath(), QStringLiteral("--clip"), QStringLiteral("talk")}, &output) == 0,
             output.constData());
    QVERIFY2(output.contains("\"frames\":14") && output.contains("\"length\":1930"), output.constData());
    chart->close();

    // The same file dropped on the window, with two shapes drawn since as files named after them
    // (talk/mouths/B.png, C.png): a later import uses the chart as set, takes those two, and
    // warns only of the shapes it still lacks.
    QVERIFY(QDir(m_dir->path()).mkpath(QStringLiteral("talk/mouths")));
    const QDir examples(QFileInfo(QFINDTESTDATA("../../resources/examples/talk/talk.json")).absolutePath());
    for (const char *shape : {"mouths/B.png", "mouths/C.png"})
        QVERIFY(QFile::copy(examples.filePath(QString::fromLatin1(shape)), file(shape)));
    dropOnWindow(file("talk.json"));
    summary = dialogNamed(QStringLiteral("importSummaryDialog"));
    QVERIFY(summary);
    warnings = summary->findChild<QPlainTextEdit *>(QStringLiteral("importWarnings"));
    QVERIFY(warnings);
    QVERIFY2(warnings->toPlainText().contains(QStringLiteral("the mouth chart has no picture for the shapes E, F, H:")),
             qPrintable(warnings->toPlainText()));
    addAsClips(summary);
    QTRY_COMPARE(doc->clipCount(), heroClips + 2);
    QCOMPARE(doc->clip().name, QStringLiteral("talk 2"));
    QCOMPARE(imageText(0), QStringLiteral("mouth X: mouths.png [512, 0, 64, 64]"));
    QCOMPARE(imageText(1), QStringLiteral("mouth C: C.png"));
    const MouthPicture bFile{QStringLiteral("talk/mouths/B.png"), std::nullopt};
    QCOMPARE(doc->project().mouths.value(QStringLiteral("B")), bFile);
    QCOMPARE(doc->project().mouths.value(QStringLiteral("X")), xCell);
    QCOMPARE(doc->project().mouths.size(), 4);
    // One step: Ctrl+Z takes back the clip and the two pictures together.
    activateAgain();
    pressKey(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(doc->clipCount(), heroClips + 1);
    QCOMPARE(doc->project().mouths.size(), 2);
    pressKey(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(doc->clipCount(), heroClips + 2);
    QCOMPARE(doc->project().mouths.value(QStringLiteral("B")), bFile);

    // Into a new project in lines/: the open project saved first, the new one opened.
    const QString line = m_dir->filePath(QStringLiteral("lines/line.json"));
    QVERIFY(QDir(m_dir->path()).mkpath(QStringLiteral("lines")));
    m_prompts->importNames = {file("talk.json")};
    m_prompts->saveAnswers = {UserPrompts::Answer::Save};
    m_prompts->saveNames = {line};
    clickMenuItem(QStringLiteral("importMenu"), QStringLiteral("importLipSync"));
    summary = dialogNamed(QStringLiteral("importSummaryDialog"));
    QVERIFY(summary);
    warnings = summary->findChild<QPlainTextEdit *>(QStringLiteral("importWarnings"));
    QVERIFY2(warnings->toPlainText().contains(QStringLiteral("the mouth chart has no picture for the shapes E, F, H:")),
             qPrintable(warnings->toPlainText()));
    auto *newProject = summary->findChild<QRadioButton *>(QStringLiteral("newProject"));
    QVERIFY(newProject);
    QTest::mouseClick(newProject, Qt::LeftButton, Qt::NoModifier, QPoint(6, newProject->height() / 2));
    click(summary->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok));
    QTRY_COMPARE(doc->filePath(), QFileInfo(line).absoluteFilePath());
    activateAgain();
    const QMap<QString, MouthPicture> chartInLines{
        {QStringLiteral("B"), {QStringLiteral("../talk/mouths/B.png"), std::nullopt}},
        {QStringLiteral("C"), {QStringLiteral("../talk/mouths/C.png"), std::nullopt}},
        {QStringLiteral("D"), {QStringLiteral("../talk/mouths.png"), QRect(192, 0, 64, 64)}},
        {QStringLiteral("X"), {QStringLiteral("../talk/mouths.png"), QRect(512, 0, 64, 64)}}};
    QCOMPARE(doc->project().mouths, chartInLines);
    QCOMPARE(imageText(0), QStringLiteral("mouth X: mouths.png [512, 0, 64, 64]"));
    QCOMPARE(testsupport::readProject(line).mouths, chartInLines);
    QVERIFY2(runCli({QStringLiteral("validate"), line}, &output) == 0, output.constData());
}

// A Moho .dat exported at 30 fps (rhubarb -f dat --datFrameRate 30): the window asks its rate,
// and the cues land on it (before: read at 24 fps, silently, each cue 25% late); cancelled, nothing
// is imported.
void TestJourneyLipSync::datAsksItsFrameRate()
{
    Document *doc = m_window->document();
    const int clips = doc->clipCount();
    const QString dat = m_dir->filePath(QStringLiteral("hi.dat"));
    QVERIFY(QFile::copy(QFINDTESTDATA("../import/data/lipsync/hi-30fps.dat"), dat));

    m_prompts->datFrameRate = std::nullopt;
    m_prompts->importNames = {dat};
    clickMenuItem(QStringLiteral("importMenu"), QStringLiteral("importLipSync"));
    activateAgain();
    QCOMPARE(m_prompts->datFrameRateQuestions, QStringList{QStringLiteral("hi.dat")});
    QCOMPARE(doc->clipCount(), clips);
    QCOMPARE(doc->undoStack()->count(), 0);

    m_prompts->datFrameRate = 30.0;
    m_prompts->importNames = {dat};
    clickMenuItem(QStringLiteral("importMenu"), QStringLiteral("importLipSync"));
    QDialog *summary = dialogNamed(QStringLiteral("importSummaryDialog"));
    QVERIFY(summary);
    addAsClips(summary);
    QTRY_COMPARE(doc->clipCount(), clips + 1);
    activateAgain();
    // Frames 1, 2, 9, 10, 13 and the end at 15, counted at 30 a second.
    const FrameTrack &frames = doc->clip().frames;
    QCOMPARE(frames.count(), 5);
    QCOMPARE(frames.frame(1).duration, 8000.0 / 30 - 1000.0 / 30);
    QCOMPARE(frames.length(), 14000.0 / 30);
}

// A Papagayo .pgo of a dialogue, Alice's line and Bob's: the window asks whose mouth to import
// (before: Alice's, the first, always, with a warning); cancelled, nothing is imported. A .pgo of
// one voice, dropped on the window, is not asked about.
void TestJourneyLipSync::pgoAsksWhichVoice()
{
    Document *doc = m_window->document();
    const int clips = doc->clipCount();
    const QString pgo = m_dir->filePath(QStringLiteral("dialogue.pgo"));
    QVERIFY(QFile::copy(QFINDTESTDATA("../import/data/lipsync/two-voices.pgo"), pgo));
    const QList<QStringList> asked{{QStringLiteral("Alice"), QStringLiteral("Bob")}};

    m_prompts->lipSyncVoice = std::nullopt;
    m_prompts->importNames = {pgo};
    clickMenuItem(QStringLiteral("importMenu"), QStringLiteral("importLipSync"));
    activateAgain();
    QCOMPARE(m_prompts->lipSyncVoiceQuestions, asked);
    QCOMPARE(doc->clipCount(), clips);
    QCOMPARE(doc->undoStack()->count(), 0);

    m_prompts->lipSyncVoice = 1; // Bob
    m_prompts->importNames = {pgo};
    clickMenuItem(QStringLiteral("importMenu"), QStringLiteral("importLipSync"));
    QDialog *summary = dialogNamed(QStringLiteral("importSummaryDialog"));
    QVERIFY(summary);
    const auto *warnings = summary->findChild<QPlainTextEdit *>(QStringLiteral("importWarnings"));
    QVERIFY(warnings); // the recording hello.wav is not there
    QVERIFY(!warnings->toPlainText().contains(QLatin1String("only the first voice")));
    addAsClips(summary);
    QTRY_COMPARE(doc->clipCount(), clips + 1);
    activateAgain();
    QCOMPARE(m_prompts->lipSyncVoiceQuestions, asked + asked);
    QCOMPARE(doc->clip().name, QStringLiteral("dialogue Bob")); // Alice's may come in beside it
    // Bob's "Hi" at 30 fps: rest to frame 25, E to 27, AI through the phrase's end (30), rest to 40.
    const FrameTrack &frames = doc->clip().frames;
    QCOMPARE(frames.count(), 4);
    QCOMPARE(frames.frame(0).duration, 25000.0 / 30);
    QCOMPARE(frames.frame(1).duration, 2000.0 / 30);
    QCOMPARE(frames.frame(2).duration, 4000.0 / 30);
    QCOMPARE(frames.length(), 40000.0 / 30);

    const QString monologue = m_dir->filePath(QStringLiteral("hi.pgo"));
    QVERIFY(QFile::copy(QFINDTESTDATA("../import/data/lipsync/hi.pgo"), monologue));
    dropOnWindow(monologue);
    summary = dialogNamed(QStringLiteral("importSummaryDialog"));
    QVERIFY(summary);
    summary->reject();
    QCOMPARE(m_prompts->lipSyncVoiceQuestions, asked + asked);
}

QTEST_MAIN(TestJourneyLipSync)
#include "tst_journeylipsync.moc"
