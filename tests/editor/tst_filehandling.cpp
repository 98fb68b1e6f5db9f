// Files in the window: a bad file never replaces the open project and its messages are shown;
// the dirty flag and the title follow save, undo and redo; closing and opening over unsaved
// changes ask Save / Discard / Cancel; Save As, Revert, Import images and drops.
#include "actions/editoractions.h"
#include "editor/testsupport.h"
#include "files/recentfiles.h"
#include "tables/documenttableview.h"

#include <QAbstractButton>
#include <QAction>
#include <QMenu>
#include <QApplication>
#include <QMessageBox>
#include <QMimeData>
#include <QTimer>
#include <QUndoStack>

using namespace inbetween;
using namespace testsupport;
using Answer = UserPrompts::Answer;
Q_DECLARE_METATYPE(UserPrompts::Answer)

class TestFileHandling : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void badFileLeavesProjectUntouched_data();
    void badFileLeavesProjectUntouched();
    void errorDialogShowsTheValidatorsMessages();
    void realSaveChangesBoxOnClose_data();
    void realSaveChangesBoxOnClose();
    void dirtyFlagAndTitleFollowSaveUndoRedo();
    void closeAsks_data();
    void closeAsks();
    void fileCloseAsksThenEmpties_data();
    void fileCloseAsksThenEmpties();
    void openOverUnsavedChangesCanBeCancelled();
    void saveAsGivesTheTitleAndTheRecentList();
    void revertGoesBackToTheFile();
    void importImagesInNaturalOrder();
    void dropProjectFileOpensIt();
    void dropImagesAddsFrames();
    void imagesTheFileCannotHoldAreRefused();

private:
    void editFirstDuration(double ms);
    void drop(const QStringList &paths);

    QTemporaryDir m_settings;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ScriptedPrompts> m_prompts;
    std::unique_ptr<MainWindow> m_window;
    QString m_path;
    Project m_original;
};

void TestFileHandling::initTestCase()
{
    isolateSettings(m_settings.path());
}

void TestFileHandling::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_path = copyFlipbook(QFINDTESTDATA("data/flipbook/flipbook.json"), *m_dir);
    m_prompts = std::make_unique<ScriptedPrompts>();
    m_window = std::make_unique<MainWindow>(m_prompts.get());
    QVERIFY(m_window->files()->openFile(m_path));
    m_original = m_window->document()->project();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestFileHandling::cleanup()
{
    if (m_window)
        m_window->document()->undoStack()->setClean();
    m_window.reset();
    m_prompts.reset();
    m_dir.reset();
}

void TestFileHandling::editFirstDuration(double ms)
{
    QVERIFY(m_window->frameModel()->setData(m_window->frameModel()->index(0, FrameTableModel::DurationColumn), ms));
}

void TestFileHandling::badFileLeavesProjectUntouched_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("messages");
    QTest::newRow("zero and negative durations")
        << QStringLiteral("zero-duration.json")
        << QStringList{QStringLiteral("zero-duration.json: frames[1].duration: must be a number greater than 0 (got 0)"),
                       QStringLiteral("zero-duration.json: frames[2].duration: must be a number greater than 0 (got -5)")};
    QTest::newRow("syntax error")
        << QStringLiteral("syntax-error.json") << QStringList{QStringLiteral("syntax-error.json: line 2, column 33: expected ',' or '}' (got ']')")};
    QTest::newRow("newer version")
        << QStringLiteral("newer-version.json")
        << QStringList{QStringLiteral("newer-version.json: version: made by a newer version of Inbetween (file version 7, this program reads versions 1 to 4)")};
    QTest::newRow("an Aseprite sheet, not a project")
        << QStringLiteral("aseprite-sheet.json")
        << QStringList{QStringLiteral("aseprite-sheet.json is an Aseprite sprite-sheet JSON, not an Inbetween project: bring it "
                                      "in with File > Import (or drop it on the window)")};
    QTest::newRow("keys out of order")
        << QStringLiteral("keys-out-of-order.json")
        << QStringList{QStringLiteral("keys-out-of-order.json: keyframes[1].time: must be later than the previous keyframe's time (400) (got 100)")};
}

void TestFileHandling::badFileLeavesProjectUntouched()
{
    QFETCH(QString, file);
    QFETCH(QStringList, messages);
    const QString bad = QFINDTESTDATA(QStringLiteral("data/bad/") + file);
    QVERIFY(!bad.isEmpty());

    // With an unsaved edit, which the failed open must not lose either.
    editFirstDuration(60);
    Project edited = m_original;
    edited.clips[0].frames.setDuration(0, 60);
    edited = framesEdited(m_original, edited);
    m_prompts->saveAnswers = {Answer::Discard};
    const QString title = m_window->windowTitle();

    QVERIFY(!m_window->files()->openFile(bad));
    QCOMPARE(m_prompts->errorMessages.size(), 1);
    QCOMPARE(m_prompts->errorMessages.front(), messages);
    QVERIFY(m_prompts->errorSummaries.front().contains(file));
    CHECK_STATE(*m_window, edited);
    QCOMPARE(m_window->document()->filePath(), m_path);
    QCOMPARE(m_window->windowTitle(), title);
    QVERIFY(m_window->isWindowModified());
    QCOMPARE(m_window->document()->undoStack()->count(), 1);
    m_window->document()->undoStack()->undo(); // the history survived too
    CHECK_STATE(*m_window, m_original);
}

// The real message box, found while it is open, shows the validator's lines.
void TestFileHandling::errorDialogShowsTheValidatorsMessages()
{
    MainWindow window; // DialogPrompts
    QVERIFY(window.files()->openFile(m_path));
    QString shown;
    QTimer poll;
    connect(&poll, &QTimer::timeout, this, [&] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            shown = box->text() + QLatin1Char('\n') + box->informativeText();
            box->button(QMessageBox::Ok)->click();
        }
    });
    poll.start(20);
    QVERIFY(!window.files()->openFile(QFINDTESTDATA("data/bad/zero-duration.json")));
    poll.stop();
    QVERIFY2(shown.contains(QStringLiteral("zero-duration.json: frames[1].duration: must be a number greater than 0 (got 0)")),
             qPrintable(shown));
    QVERIFY(shown.contains(QStringLiteral("frames[2].duration")));
    QVERIFY(window.document()->project() == m_original);
}

void TestFileHandling::realSaveChangesBoxOnClose_data()
{
    QTest::addColumn<int>("button");
    QTest::addColumn<bool>("closes");
    QTest::addColumn<double>("savedDuration");
    QTest::newRow("save") << int(QMessageBox::Save) << true << 60.0;
    QTest::newRow("discard") << int(QMessageBox::Discard) << true << 100.0;
    QTest::newRow("cancel") << int(QMessageBox::Cancel) << false << 100.0;
}

// The real question box (DialogPrompts): its three buttons do what they say.
void TestFileHandling::realSaveChangesBoxOnClose()
{
    QFETCH(int, button);
    QFETCH(bool, closes);
    QFETCH(double, savedDuration);
    MainWindow window;
    QVERIFY(window.files()->openFile(m_path));
    window.show();
    QVERIFY(window.frameModel()->setData(window.frameModel()->index(0, FrameTableModel::DurationColumn), 60.0));
    QString question;
    QTimer poll;
    connect(&poll, &QTimer::timeout, this, [&] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (box && box->objectName() == QStringLiteral("saveChangesBox")) {
            question = box->text();
            box->button(QMessageBox::StandardButton(button))->click();
        }
    });
    poll.start(20);
    QCOMPARE(window.close(), closes);
    poll.stop();
    QCOMPARE(question, QStringLiteral("Save the changes to flipbook.json?"));
    QCOMPARE(readProject(m_path).clips[0].frames.frame(0).duration, savedDuration);
    window.document()->undoStack()->setClean();
}

void TestFileHandling::dirtyFlagAndTitleFollowSaveUndoRedo()
{
    MainWindow &w = *m_window;
    QUndoStack *stack = w.document()->undoStack();
    auto check = [&](bool modified) {
        QCOMPARE(w.windowTitle(), QStringLiteral("flipbook.json[*] - Inbetween"));
        QCOMPARE(w.isWindowModified(), modified);
        QCOMPARE(w.document()->isModified(), modified);
        QCOMPARE(w.editorActions()->action(QStringLiteral("revert"))->isEnabled(), modified);
    };
    check(false);
    if (QTest::currentTestFailed())
        return;
    Project a = m_original;
    a.clips[0].frames.setDuration(0, 60);
    a = framesEdited(m_original, a);
    editFirstDuration(60);
    check(true);
    CHECK_STATE(w, a);
    QVERIFY(w.files()->save());
    check(false);
    QCOMPARE(readProject(m_path), a);

    stack->undo(); // away from the saved state
    check(true);
    CHECK_STATE(w, m_original);
    stack->redo(); // back to it
    check(false);
    CHECK_STATE(w, a);

    Project b = a;
    b.clips[0].frames.setDuration(0, 70);
    b = framesEdited(a, b);
    editFirstDuration(70);
    check(true);
    stack->undo(); // undo back to the saved state
    check(false);
    CHECK_STATE(w, a);
    stack->redo();
    check(true);
    CHECK_STATE(w, b);
    QCOMPARE(readProject(m_path), a); // nothing saved behind the user's back
}

void TestFileHandling::closeAsks_data()
{
    QTest::addColumn<Answer>("answer");
    QTest::addColumn<bool>("closes");
    QTest::addColumn<double>("savedDuration");
    QTest::newRow("save") << Answer::Save << true << 60.0;
    QTest::newRow("discard") << Answer::Discard << true << 100.0;
    QTest::newRow("cancel") << Answer::Cancel << false << 100.0;
}

void TestFileHandling::closeAsks()
{
    QFETCH(Answer, answer);
    QFETCH(bool, closes);
    QFETCH(double, savedDuration);
    editFirstDuration(60);
    m_prompts->saveAnswers = {answer};
    QCOMPARE(m_window->close(), closes);
    QCOMPARE(m_prompts->saveQuestions, 1);
    QCOMPARE(m_window->isVisible(), !closes);
    QCOMPARE(readProject(m_path).clips[0].frames.frame(0).duration, savedDuration);
    if (!closes)
        QVERIFY(m_window->document()->isModified());

    // Without changes, nothing is asked.
    m_window->document()->undoStack()->setClean();
    m_window->show();
    QVERIFY(m_window->close());
    QCOMPARE(m_prompts->saveQuestions, 1);
}

void TestFileHandling::fileCloseAsksThenEmpties_data()
{
    closeAsks_data();
}

// File > Close (Ctrl+W): the project goes, asked to be saved first; the window stays, with an
// empty untitled project.
void TestFileHandling::fileCloseAsksThenEmpties()
{
    QFETCH(Answer, answer);
    QFETCH(bool, closes);
    QFETCH(double, savedDuration);
    editFirstDuration(60);
    m_prompts->saveAnswers = {answer};
    QTest::keyClick(m_window.get(), Qt::Key_W, Qt::ControlModifier);
    QCOMPARE(m_prompts->saveQuestions, 1);
    QVERIFY(m_window->isVisible());
    QCOMPARE(readProject(m_path).clips[0].frames.frame(0).duration, savedDuration);
    QCOMPARE(m_window->document()->filePath().isEmpty(), closes);
    QCOMPARE(m_window->document()->isModified(), !closes);
    if (closes)
        QCOMPARE(m_window->document()->clip().frames.count(), 0);
}

void TestFileHandling::openOverUnsavedChangesCanBeCancelled()
{
    editFirstDuration(60);
    Project edited = m_original;
    edited.clips[0].frames.setDuration(0, 60);
    edited = framesEdited(m_original, edited);
    m_prompts->saveAnswers = {Answer::Cancel};
    QVERIFY(!m_window->files()->openFile(QFINDTESTDATA("data/flipbook/flipbook.json")));
    QCOMPARE(m_prompts->saveQuestions, 1);
    QVERIFY(m_prompts->errorMessages.isEmpty());
    CHECK_STATE(*m_window, edited);

    m_prompts->saveAnswers = {Answer::Discard};
    QVERIFY(m_window->files()->openFile(m_path));
    CHECK_STATE(*m_window, m_original);
    QVERIFY(!m_window->isWindowModified());
}

void TestFileHandling::saveAsGivesTheTitleAndTheRecentList()
{
    QVERIFY(m_window->files()->newProject());
    QCOMPARE(m_window->windowTitle(), QStringLiteral("Untitled[*] - Inbetween"));
    m_window->editorActions()->action(QStringLiteral("addFrame"))->trigger();
    QVERIFY(m_window->isWindowModified());
    const QString target = m_dir->filePath(QStringLiteral("new-clip")); // ".json" is added
    m_prompts->saveNames = {target};
    m_window->editorActions()->action(QStringLiteral("save"))->trigger(); // untitled: Save is Save As
    QCOMPARE(m_window->document()->filePath(), target + QStringLiteral(".json"));
    QCOMPARE(m_window->windowTitle(), QStringLiteral("new-clip.json[*] - Inbetween"));
    QVERIFY(!m_window->isWindowModified());
    QCOMPARE(readProject(target + QStringLiteral(".json")).clips[0].frames.count(), 1);
    QCOMPARE(m_window->files()->recentFiles()->files().front(), target + QStringLiteral(".json"));
    const QList<QAction *> recent = m_window->editorActions()->recentMenu()->actions();
    QVERIFY(recent.size() >= 2);
    QVERIFY(recent.front()->text().contains(QStringLiteral("new-clip.json")));

    // Open Recent opens the flipbook again.
    for (QAction *a : recent) {
        if (a->text().contains(QStringLiteral("flipbook.json"))) {
            a->trigger();
            break;
        }
    }
    CHECK_STATE(*m_window, m_original);
}

void TestFileHandling::revertGoesBackToTheFile()
{
    editFirstDuration(60);
    m_window->editorActions()->action(QStringLiteral("revert"))->trigger();
    CHECK_STATE(*m_window, m_original);
    QVERIFY(!m_window->isWindowModified());
    QCOMPARE(m_window->document()->undoStack()->count(), 0);
}

void TestFileHandling::importImagesInNaturalOrder()
{
    const QString frames = m_dir->filePath(QStringLiteral("frames/"));
    m_prompts->imageNames = {{frames + QStringLiteral("walk-10.png"), frames + QStringLiteral("walk-2.png"),
                              frames + QStringLiteral("walk-1.png")}};
    m_window->frameSelection()->clearSelection();
    m_window->editorActions()->action(QStringLiteral("importImages"))->trigger();
    Project after = m_original;
    QList<Frame> all = after.clips[0].frames.frames();
    for (const char *name : {"frames/walk-1.png", "frames/walk-2.png", "frames/walk-10.png"})
        all.append({100.0, QString::fromLatin1(name)});
    after.clips[0].frames.setFrames(all);
    after = framesEdited(m_original, after, FrameAnchoring::afterInsert(3, 3, 3));
    CHECK_STATE(*m_window, after);
    QCOMPARE(m_window->document()->undoStack()->count(), 1);
    QCOMPARE(m_window->frameView()->selectedRowNumbers(), (QList<int>{3, 4, 5}));
    // The thumbnail of an imported frame is read from the project's folder.
    QVERIFY(!m_window->frameModel()->index(5, FrameTableModel::ImageColumn).data(Qt::DecorationRole).value<QImage>().isNull());
    m_window->document()->undoStack()->undo();
    CHECK_STATE(*m_window, m_original);
    m_window->document()->undoStack()->redo();
    CHECK_STATE(*m_window, after);
}

void TestFileHandling::drop(const QStringList &paths)
{
    QMimeData mime;
    QList<QUrl> urls;
    for (const QString &p : paths)
        urls << QUrl::fromLocalFile(p);
    mime.setUrls(urls);
    const QPointF at(m_window->width() / 2.0, m_window->height() / 2.0);
    QDragEnterEvent enter(at.toPoint(), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(m_window.get(), &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent dropEvent(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(m_window.get(), &dropEvent);
}

void TestFileHandling::dropProjectFileOpensIt()
{
    QVERIFY(m_window->files()->newProject());
    QCOMPARE(m_window->document()->clip().frames.count(), 0);
    drop({m_path});
    CHECK_STATE(*m_window, m_original);
    QCOMPARE(m_window->document()->filePath(), m_path);
}

void TestFileHandling::dropImagesAddsFrames()
{
    m_window->frameSelection()->clearSelection();
    drop({m_dir->filePath(QStringLiteral("frames/walk-2.png"))});
    Project after = m_original;
    QList<Frame> all = after.clips[0].frames.frames();
    all.append({100.0, QStringLiteral("frames/walk-2.png")});
    after.clips[0].frames.setFrames(all);
    after = framesEdited(m_original, after, FrameAnchoring::afterInsert(3, 3, 1));
    CHECK_STATE(*m_window, after);
}

// A picture wider than the file's limit (ProjectLimits::maxImageSide) or a file that is no image:
// not added (the saved project would not open again), each named with why; the others are.
void TestFileHandling::imagesTheFileCannotHoldAreRefused()
{
    const QString huge = m_dir->filePath(QStringLiteral("huge.png")), fake = m_dir->filePath(QStringLiteral("notes.png"));
    QImage wide(ProjectLimits().maxImageSide + 1, 2, QImage::Format_ARGB32);
    wide.fill(Qt::red);
    QVERIFY(wide.save(huge));
    QFile text(fake);
    QVERIFY(text.open(QIODevice::WriteOnly) && text.write("not a picture") > 0);
    text.close();
    m_window->frameSelection()->clearSelection();
    drop({huge, m_dir->filePath(QStringLiteral("frames/walk-2.png")), fake});
    Project after = m_original;
    QList<Frame> all = after.clips[0].frames.frames();
    all.append({100.0, QStringLiteral("frames/walk-2.png")});
    after.clips[0].frames.setFrames(all);
    CHECK_STATE(*m_window, framesEdited(m_original, after, FrameAnchoring::afterInsert(3, 3, 1)));
    QCOMPARE(m_prompts->errorMessages.size(), 1);
    const QStringList why = m_prompts->errorMessages.front();
    QCOMPARE(why.size(), 2);
    QVERIFY2(why[0].startsWith(QLatin1String("huge.png: 8193 x 2 pixels, larger than the limit")), qPrintable(why[0]));
    QVERIFY2(why[1].startsWith(QLatin1String("notes.png: not an image file")), qPrintable(why[1]));
}

QTEST_MAIN(TestFileHandling)
#include "tst_filehandling.moc"
