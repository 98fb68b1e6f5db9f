// Editing keyframe and event cells through their delegates (numbers with validation, the easing
// combo box, event names) and the event actions, on the flipbook fixture. The whole state is
// checked after every edit, undo and redo.
#include "actions/editoractions.h"
#include "editor/testsupport.h"
#include "editor/windowfixture.h"
#include "fields/durationspinbox.h"
#include "tables/clipsummarypanel.h"
#include "tables/documenttableview.h"
#include "timing/easing.h"

#include <QAction>
#include <QComboBox>
#include <QLineEdit>
#include <QUndoStack>

using namespace inbetween;
using namespace testsupport;

class TestTableDelegates : public QObject, protected WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void keyframeCellsThroughDelegates();
    void typedBezierEasing_data();
    void typedBezierEasing();
    void addRenameRetimeRemoveEvent();
    void eventTimeTypedInMsOrFrames_data();
    void eventTimeTypedInMsOrFrames();

private:
    QWidget *openEditor(DocumentTableView *view, int row, int column);
    void finishEdit(QWidget *editor, const QString &typed);
};

void TestTableDelegates::initTestCase()
{
    isolateSettings(m_settings.path());
}

void TestTableDelegates::init()
{
    openWindow(QFINDTESTDATA("data/flipbook/flipbook.json"));
}

void TestTableDelegates::cleanup()
{
    closeWindow();
}

QWidget *TestTableDelegates::openEditor(DocumentTableView *view, int row, int column)
{
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    view->setFocus();
    view->selectionModel()->setCurrentIndex(view->model()->index(row, column), QItemSelectionModel::NoUpdate);
    QTest::keyClick(view, Qt::Key_F2);
    return view->indexWidget(view->model()->index(row, column)); // the open editor
}

void TestTableDelegates::finishEdit(QWidget *editor, const QString &typed)
{
    QTest::keyClicks(editor, typed);
    QTest::keyClick(editor, Qt::Key_Return);
    QCoreApplication::processEvents(); // the delegate commits from a queued call
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
}

void TestTableDelegates::keyframeCellsThroughDelegates()
{
    DocumentTableView *view = m_window->keyframeView();
    // Tx of all three keys at once: one step.
    select(view, {0, 1, 2});
    QWidget *editor = openEditor(view, 1, KeyframeTableModel::TranslationX);
    QVERIFY(editor);
    QCOMPARE(editor->objectName(), QStringLiteral("numberEditor"));
    finishEdit(editor, QStringLiteral("12.5"));
    Project tx = m_original;
    QList<Keyframe> keys = tx.clips[0].motion.keys();
    for (Keyframe &k : keys)
        k.translation.x = 12.5;
    tx.clips[0].motion.setKeys(keys);
    QCOMPARE(m_window->document()->undoStack()->count(), 1);
    CHECK_STATE(*m_window, tx);

    // Text that is not a number is refused by the validator: nothing changes.
    editor = openEditor(view, 0, KeyframeTableModel::ScaleY);
    QVERIFY(editor);
    static_cast<QLineEdit *>(editor)->clear();
    finishEdit(editor, QStringLiteral("abc"));
    QCOMPARE(static_cast<QLineEdit *>(editor)->text(), QString());
    QVERIFY(editor->isVisible()); // Enter does not take an empty number
    QTest::keyClick(editor, Qt::Key_Escape);
    QCOMPARE(m_window->document()->undoStack()->count(), 1);

    // A time between the neighbours is taken (one row only, even with all selected), typed in
    // frames of the project's 60 fps as in ms ...
    editor = openEditor(view, 1, KeyframeTableModel::TimeColumn);
    QVERIFY(editor);
    QCOMPARE(editor->objectName(), QStringLiteral("timeEditor"));
    finishEdit(editor, QStringLiteral("18f"));
    Project timed = tx;
    keys[1].time = 300;
    timed.clips[0].motion.setKeys(keys);
    CHECK_STATE(*m_window, timed);
    // ... a time past the next key is refused.
    editor = openEditor(view, 1, KeyframeTableModel::TimeColumn);
    QVERIFY(editor);
    finishEdit(editor, QStringLiteral("900"));
    CHECK_STATE(*m_window, timed);

    // Easing from the combo box, on the selected keys.
    select(view, {0, 2});
    editor = openEditor(view, 0, KeyframeTableModel::EasingColumn);
    auto *combo = qobject_cast<QComboBox *>(editor);
    QVERIFY(combo);
    QVERIFY(combo->lineEdit());
    combo->lineEdit()->setFocus();
    QTest::keyClick(combo->lineEdit(), Qt::Key_A, Qt::ControlModifier); // the text, not the keys
    QTest::keyClicks(combo->lineEdit(), QStringLiteral("easeInOut"));
    QCOMPARE(combo->currentText(), QStringLiteral("easeInOut"));
    QTest::keyClick(combo->lineEdit(), Qt::Key_Return);
    QCoreApplication::processEvents();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    Project eased = timed;
    keys[0].easing = Easing(Easing::Type::EaseInOut);
    keys[2].easing = Easing(Easing::Type::EaseInOut);
    eased.clips[0].motion.setKeys(keys);
    CHECK_STATE(*m_window, eased);
    QUndoStack *stack = m_window->document()->undoStack();
    QCOMPARE(stack->count(), 3);
    stack->undo();
    CHECK_STATE(*m_window, timed);
    stack->undo();
    CHECK_STATE(*m_window, tx);
    stack->undo();
    CHECK_STATE(*m_window, m_original);
    stack->redo();
    CHECK_STATE(*m_window, tx);
    stack->redo();
    CHECK_STATE(*m_window, timed);
    stack->redo();
    CHECK_STATE(*m_window, eased);
    CHECK_SAVED(*m_window, eased);
}

void TestTableDelegates::typedBezierEasing_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("expected"); // the easing's text after the edit; empty: refused
    QTest::newRow("a bezier") << QStringLiteral("bezier(0.2, 1.5, 0.5, 1)") << QStringLiteral("bezier(0.2, 1.5, 0.5, 1)");
    QTest::newRow("an overshoot past the file's limit") << QStringLiteral("bezier(0.2, 5000, 0.5, 1)") << QString();
    QTest::newRow("a name typed") << QStringLiteral("easeOut") << QStringLiteral("easeOut");
    QTest::newRow("not an easing") << QStringLiteral("bouncy") << QString();
}

// The second walk of issue 27: typing "bezier(...)" into the Easing cell (as the README says)
// set the in point ("i"), selected every key (Ctrl+A) and gave all of them easeOut. Typed into the
// cell, the text is the key's easing, on the selected key only, one step; nothing else changes.
void TestTableDelegates::typedBezierEasing()
{
    QFETCH(QString, typed);
    QFETCH(QString, expected);
    DocumentTableView *view = m_window->keyframeView();
    select(view, {1});
    auto *combo = qobject_cast<QComboBox *>(openEditor(view, 1, KeyframeTableModel::EasingColumn));
    QVERIFY(combo && combo->lineEdit());
    combo->lineEdit()->setFocus();
    QTest::keyClick(combo->lineEdit(), Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(combo->lineEdit(), typed);
    QCOMPARE(combo->currentText(), typed);
    QTest::keyClick(combo->lineEdit(), Qt::Key_Return);
    QCoreApplication::processEvents();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    Project after = m_original;
    if (!expected.isEmpty()) {
        QList<Keyframe> keys = after.clips[0].motion.keys();
        QVERIFY(Easing::fromDisplayText(expected, &keys[1].easing));
        after.clips[0].motion.setKeys(keys);
    }
    CHECK_STATE(*m_window, after);
    QCOMPARE(m_window->document()->undoStack()->count(), expected.isEmpty() ? 0 : 1);
}

void TestTableDelegates::addRenameRetimeRemoveEvent()
{
    m_window->setCurrentTime(100);
    Project added = m_original;
    added.clips[0].events.insert(0, ClipEvent{100, QStringLiteral("event")});
    QUndoStack *stack = m_window->document()->undoStack();
    trigger("addEvent");
    QCOMPARE(stack->count(), 1);
    CHECK_STATE(*m_window, added);
    // The name's editor is open: type the name.
    auto *edit = m_window->eventView()->viewport()->findChild<QLineEdit *>();
    QVERIFY(edit);
    QCOMPARE(edit->maxLength(), ProjectLimits().maxEventNameLength); // what the file holds
    edit->selectAll();
    finishEdit(edit, QStringLiteral("jump"));
    Project renamed = added;
    renamed.clips[0].events[0].name = QStringLiteral("jump");
    QCOMPARE(stack->count(), 2);
    CHECK_STATE(*m_window, renamed);
    stack->undo();
    CHECK_STATE(*m_window, added);
    stack->undo();
    CHECK_STATE(*m_window, m_original);
    stack->redo();
    CHECK_STATE(*m_window, added);
    stack->redo();
    CHECK_STATE(*m_window, renamed);

    // Retime through the number delegate, then remove.
    select(m_window->eventView(), {1});
    trigger("retimeEvent");
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    auto *timeEditor = m_window->eventView()->viewport()->findChild<DurationSpinBox *>(QStringLiteral("timeEditor"));
    QVERIFY(timeEditor);
    finishEdit(timeEditor, QStringLiteral("320"));
    Project retimed = renamed;
    retimed.clips[0].events[1].time = 320;
    CHECK_STATE(*m_window, retimed);
    select(m_window->eventView(), {0, 1});
    Project removed = retimed;
    removed.clips[0].events.clear();
    oneStep([&] { trigger("removeEvents"); }, removed);
}

void TestTableDelegates::eventTimeTypedInMsOrFrames_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<double>("time"); // -1: refused, nothing changes
    QTest::newRow("ms, bare") << QStringLiteral("320") << 320.0;
    QTest::newRow("ms") << QStringLiteral("320 ms") << 320.0;
    QTest::newRow("frames at 60 fps") << QStringLiteral("6f") << 100.0;
    QTest::newRow("frames, spaced") << QStringLiteral("6 f") << 100.0;
    QTest::newRow("a fraction of a frame, exact") << QStringLiteral("5f") << 5000.0 / 60.0;
    QTest::newRow("the clip's start") << QStringLiteral("0") << 0.0;
    QTest::newRow("before the clip") << QStringLiteral("-5") << -1.0;
    QTest::newRow("not a time") << QStringLiteral("soon") << -1.0;
}

// Events' times take `f` and `ms` as frame durations do (issue 39); a refused text changes
// nothing and the editor says why.
void TestTableDelegates::eventTimeTypedInMsOrFrames()
{
    QFETCH(QString, typed);
    QFETCH(double, time);
    auto *editor = qobject_cast<DurationSpinBox *>(openEditor(m_window->eventView(), 0, EventTableModel::TimeColumn));
    QVERIFY(editor);
    QCOMPARE(editor->objectName(), QStringLiteral("timeEditor"));
    finishEdit(editor, typed);
    Project expected = m_original;
    if (time >= 0.0) {
        expected.clips[0].events[0].time = time;
        QCOMPARE(m_window->document()->undoStack()->count(), 1);
    } else {
        QVERIFY(editor->isVisible()); // Enter does not take it: the editor stays on the text
        QVERIFY(!editor->problem().isEmpty());
        QVERIFY2(editor->problem().contains(QStringLiteral("time")), qPrintable(editor->problem()));
        QTest::keyClick(editor, Qt::Key_Escape);
        QCOMPARE(m_window->document()->undoStack()->count(), 0);
    }
    CHECK_STATE(*m_window, expected);
}

QTEST_MAIN(TestTableDelegates)
#include "tst_tabledelegates.moc"
