// Editing frame durations in the frames table through DurationDelegate's spin box, the way an
// animator does: F2 (or typing), digits, Enter. Each edit is checked in the document, the table,
// the summary and the saved file, and again after undo and redo.
#include "editor/testsupport.h"
#include "tables/documenttableview.h"

#include <QDoubleSpinBox>
#include <QPointer>
#include <QStatusBar>
#include <QUndoStack>

using namespace inbetween;
using namespace testsupport;

class TestDurationDelegate : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void editUndoRedo_data();
    void editUndoRedo();
    void multiRowEditIsOneUndoStep_data();
    void multiRowEditIsOneUndoStep();
    void typingOnTheCellOpensTheEditor();
    void escapeChangesNothing();
    void focusOutCommitsWhatWasTyped();
    void editorRefusesZero_data();
    void editorRefusesZero();

private:
    QDoubleSpinBox *openEditor(int row);
    void type(QDoubleSpinBox *spin, const QString &text);

    QTemporaryDir m_settings;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ScriptedPrompts> m_prompts;
    std::unique_ptr<MainWindow> m_window;
    Project m_original;
};

void TestDurationDelegate::initTestCase()
{
    isolateSettings(m_settings.path());
}

void TestDurationDelegate::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    const QString path = copyFlipbook(QFINDTESTDATA("data/flipbook/flipbook.json"), *m_dir);
    m_prompts = std::make_unique<ScriptedPrompts>();
    m_window = std::make_unique<MainWindow>(m_prompts.get());
    QVERIFY(m_window->files()->openFile(path));
    m_original = m_window->document()->project();
    QCOMPARE(m_original.clips[0].frames.count(), 3);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestDurationDelegate::cleanup()
{
    m_window->document()->undoStack()->setClean(); // no save prompt on close
    m_window.reset();
    m_prompts.reset();
    m_dir.reset();
}

QDoubleSpinBox *TestDurationDelegate::openEditor(int row)
{
    DocumentTableView *view = m_window->frameView();
    // An editor closed before is deleted later; make sure it is gone before looking.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    view->setFocus();
    view->selectionModel()->setCurrentIndex(m_window->frameModel()->index(row, FrameTableModel::DurationColumn),
                                            QItemSelectionModel::NoUpdate);
    QTest::keyClick(view, Qt::Key_F2);
    return view->viewport()->findChild<QDoubleSpinBox *>(QStringLiteral("durationEditor"));
}

void TestDurationDelegate::type(QDoubleSpinBox *spin, const QString &text)
{
    QTest::keyClicks(spin, text);
    QTest::keyClick(spin, Qt::Key_Return);
    // The delegate commits and closes the editor from a queued call (after the spin box has
    // seen the key), then the editor is deleted later.
    QCoreApplication::processEvents();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
}

void TestDurationDelegate::editUndoRedo_data()
{
    QTest::addColumn<bool>("inFrames");
    QTest::addColumn<int>("row");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<double>("expectedMs");
    QTest::addColumn<QString>("suffix");

    // `suffix`: the unit the editor shows after the number before anything is typed.
    QTest::newRow("first frame, ms") << false << 0 << QStringLiteral("250") << 250.0 << QStringLiteral(" ms");
    QTest::newRow("last frame, ms, decimals") << false << 2 << QStringLiteral("40.5") << 40.5 << QStringLiteral(" ms");
    QTest::newRow("middle frame, frames at 60 fps") << true << 1 << QStringLiteral("6") << 100.0 << QStringLiteral(" f");
    QTest::newRow("frames, fraction") << true << 0 << QStringLiteral("1.5") << 25.0 << QStringLiteral(" f");
    QTest::newRow("ms shown, frames typed") << false << 2 << QStringLiteral("6f") << 100.0 << QStringLiteral(" ms");
    QTest::newRow("frames shown, ms typed") << true << 1 << QStringLiteral("250ms") << 250.0 << QStringLiteral(" f");
    QTest::newRow("frames shown, frames typed out") << true << 0 << QStringLiteral("3 frames") << 50.0 << QStringLiteral(" f");
}

void TestDurationDelegate::editUndoRedo()
{
    QFETCH(bool, inFrames);
    QFETCH(int, row);
    QFETCH(QString, typed);
    QFETCH(double, expectedMs);
    QFETCH(QString, suffix);

    if (inFrames)
        m_window->frameModel()->setDurationUnit(DurationFormat::Unit::Frames);
    QDoubleSpinBox *spin = openEditor(row);
    QVERIFY(spin);
    QVERIFY2(spin->text().endsWith(suffix), qPrintable(spin->text()));
    QVERIFY(spin->minimum() > 0.0);
    // What is typed reads as typed: "6f", never "6f ms" (issue 27, finding 9).
    QTest::keyClicks(spin, typed);
    QCOMPARE(spin->text(), typed);
    QVERIFY(!spin->property("refused").toBool());
    type(spin, QString());

    Project edited = m_original;
    edited.clips[0].frames.setDuration(row, expectedMs);
    edited = framesEdited(m_original, edited);
    QUndoStack *stack = m_window->document()->undoStack();
    QCOMPARE(stack->count(), 1);
    QVERIFY(m_window->document()->isModified());
    CHECK_STATE(*m_window, edited);
    CHECK_SAVED(*m_window, edited);

    stack->undo();
    CHECK_STATE(*m_window, m_original);
    QVERIFY(m_window->document()->isModified()); // the file now holds the edit
    CHECK_SAVED(*m_window, m_original);

    stack->redo();
    CHECK_STATE(*m_window, edited);
    CHECK_SAVED(*m_window, edited);
}

void TestDurationDelegate::multiRowEditIsOneUndoStep_data()
{
    QTest::addColumn<QList<int>>("selected");
    QTest::addColumn<int>("edited");
    QTest::addColumn<QList<double>>("expected");

    QTest::newRow("all three") << QList<int>{0, 1, 2} << 1 << QList<double>{120, 120, 120};
    QTest::newRow("first and last") << QList<int>{0, 2} << 2 << QList<double>{120, 150, 120};
    // A cell outside the selection edits its own row only.
    QTest::newRow("outside the selection") << QList<int>{0, 1} << 2 << QList<double>{100, 150, 120};
}

void TestDurationDelegate::multiRowEditIsOneUndoStep()
{
    QFETCH(QList<int>, selected);
    QFETCH(int, edited);
    QFETCH(QList<double>, expected);

    QItemSelection selection;
    for (int r : selected)
        selection.select(m_window->frameModel()->index(r, 0),
                         m_window->frameModel()->index(r, FrameTableModel::ColumnCount - 1));
    m_window->frameSelection()->select(selection, QItemSelectionModel::ClearAndSelect);
    QDoubleSpinBox *spin = openEditor(edited);
    QVERIFY(spin);
    type(spin, QStringLiteral("120"));

    Project after = m_original;
    for (int r = 0; r < 3; ++r)
        after.clips[0].frames.setDuration(r, expected[r]);
    after = framesEdited(m_original, after);
    QUndoStack *stack = m_window->document()->undoStack();
    QCOMPARE(stack->count(), 1);
    CHECK_STATE(*m_window, after);
    stack->undo();
    QCOMPARE(stack->index(), 0);
    CHECK_STATE(*m_window, m_original);
    stack->redo();
    CHECK_STATE(*m_window, after);
    CHECK_SAVED(*m_window, after);
}

void TestDurationDelegate::typingOnTheCellOpensTheEditor()
{
    DocumentTableView *view = m_window->frameView();
    view->setFocus();
    view->selectionModel()->setCurrentIndex(m_window->frameModel()->index(1, FrameTableModel::DurationColumn),
                                            QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    QTest::keyClick(view, Qt::Key_7); // AnyKeyPressed: the key starts the edit and is its first digit
    auto *spin = view->viewport()->findChild<QDoubleSpinBox *>(QStringLiteral("durationEditor"));
    QVERIFY(spin);
    type(spin, QStringLiteral("5"));
    Project after = m_original;
    after.clips[0].frames.setDuration(1, 75);
    after = framesEdited(m_original, after);
    CHECK_STATE(*m_window, after);
}

void TestDurationDelegate::escapeChangesNothing()
{
    QDoubleSpinBox *spin = openEditor(0);
    QVERIFY(spin);
    QTest::keyClicks(spin, QStringLiteral("999"));
    QTest::keyClick(spin, Qt::Key_Escape);
    QCoreApplication::processEvents();
    QCOMPARE(m_window->document()->undoStack()->count(), 0);
    QVERIFY(!m_window->document()->isModified());
    CHECK_STATE(*m_window, m_original);
}

// Clicking elsewhere commits too; the delegate interprets the typed text first, as the spin box
// has not done so yet.
void TestDurationDelegate::focusOutCommitsWhatWasTyped()
{
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QDoubleSpinBox *spin = openEditor(1);
    QVERIFY(spin);
    spin->setFocus();
    QTest::keyClicks(spin, QStringLiteral("6f"));
    m_window->keyframeView()->setFocus(); // focus leaves the editor
    QCoreApplication::processEvents();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    Project after = m_original;
    after.clips[0].frames.setDuration(1, 100);
    after = framesEdited(m_original, after);
    QCOMPARE(m_window->document()->undoStack()->count(), 1);
    CHECK_STATE(*m_window, after);
}

void TestDurationDelegate::editorRefusesZero_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("why"); // what the editor and the status bar say
    QTest::newRow("zero") << QStringLiteral("0") << QStringLiteral("more than 0 ms");
    QTest::newRow("negative") << QStringLiteral("-5") << QStringLiteral("more than 0 ms");
    QTest::newRow("letters") << QStringLiteral("abc") << QStringLiteral("\"abc\" is not a duration");
    QTest::newRow("a unit alone") << QStringLiteral("ms") << QStringLiteral("\"ms\" is not a duration");
    // The editor's limit is the file's (it said "at most an hour" where the file takes 1e9 ms).
    QTest::newRow("past the file's limit") << QStringLiteral("1000000001")
                                           << QStringLiteral("at most 1000000000 ms (about 11.5 days), the project file's limit");
}

// Refused, with a word (issue 27, finding 9: "abc" and "0" kept the old value silently): while
// typed the editor is marked and its tooltip says why; Enter leaves it open on the text and the
// status bar says why; Escape then changes nothing. Leaving the editor on it changes nothing and
// says why too.
void TestDurationDelegate::editorRefusesZero()
{
    QFETCH(QString, typed);
    QFETCH(QString, why);
    QDoubleSpinBox *spin = openEditor(0);
    QVERIFY(spin);
    QTest::keyClicks(spin, typed);
    QCOMPARE(spin->text(), typed);
    QVERIFY(spin->property("refused").toBool());
    QVERIFY2(spin->toolTip().contains(why), qPrintable(spin->toolTip()));
    QTest::keyClick(spin, Qt::Key_Return);
    QCoreApplication::processEvents();
    QVERIFY2(m_window->statusBar()->currentMessage().contains(why), qPrintable(m_window->statusBar()->currentMessage()));
    QPointer<QDoubleSpinBox> open = m_window->frameView()->viewport()->findChild<QDoubleSpinBox *>(QStringLiteral("durationEditor"));
    QVERIFY2(open && open->isVisible() && open->text() == typed, "the editor stays open on what was typed");
    QTest::keyClick(spin, Qt::Key_Escape);
    QCoreApplication::processEvents();
    QCOMPARE(m_window->document()->undoStack()->count(), 0);
    CHECK_STATE(*m_window, m_original);

    // Focus out on it: nothing changes, the status bar says why.
    m_window->statusBar()->clearMessage();
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    spin = openEditor(1);
    QVERIFY(spin);
    spin->setFocus();
    QTest::keyClicks(spin, typed);
    m_window->keyframeView()->setFocus();
    QCoreApplication::processEvents();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QCOMPARE(m_window->document()->undoStack()->count(), 0);
    CHECK_STATE(*m_window, m_original);
    QVERIFY2(m_window->statusBar()->currentMessage().contains(why), qPrintable(m_window->statusBar()->currentMessage()));
}

QTEST_MAIN(TestDurationDelegate)
#include "tst_durationdelegate.moc"
