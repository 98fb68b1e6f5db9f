// Batch retiming of the selected frames: Frames > Retime Frames opens BatchTimingDialog on the
// selection; the test picks the operation, types the value and presses OK like a user, and checks
// the result, the single undo step, undo and redo.
#include "actions/editoractions.h"
#include "editor/testsupport.h"
#include "tables/batchtimingdialog.h"
#include "tables/documenttableview.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QPushButton>
#include <QUndoStack>

using namespace inbetween;
using namespace testsupport;

class TestBatchTimingDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void retimeSelection_data();
    void retimeSelection();
    void cancelChangesNothing();
    void actionNeedsASelection();
    void apply_data();
    void apply();

private:
    BatchTimingDialog *openDialog(const QList<int> &rows);

    QTemporaryDir m_settings;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ScriptedPrompts> m_prompts;
    std::unique_ptr<MainWindow> m_window;
    Project m_original;
};

using Op = BatchTimingDialog::Operation;
Q_DECLARE_METATYPE(BatchTimingDialog::Operation)

void TestBatchTimingDialog::initTestCase()
{
    isolateSettings(m_settings.path());
}

void TestBatchTimingDialog::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_prompts = std::make_unique<ScriptedPrompts>();
    m_window = std::make_unique<MainWindow>(m_prompts.get());
    QVERIFY(m_window->files()->openFile(copyFlipbook(QFINDTESTDATA("data/flipbook/flipbook.json"), *m_dir)));
    m_original = m_window->document()->project();
    QCOMPARE(m_original.clips[0].frames.frames().at(0).duration, 100.0);
    QCOMPARE(m_original.clips[0].frames.frames().at(1).duration, 150.0);
    QCOMPARE(m_original.clips[0].frames.frames().at(2).duration, 250.0);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestBatchTimingDialog::cleanup()
{
    m_window->document()->undoStack()->setClean();
    m_window.reset();
    m_prompts.reset();
    m_dir.reset();
}

BatchTimingDialog *TestBatchTimingDialog::openDialog(const QList<int> &rows)
{
    QItemSelection selection;
    for (int r : rows)
        selection.select(m_window->frameModel()->index(r, 0), m_window->frameModel()->index(r, FrameTableModel::ColumnCount - 1));
    m_window->frameSelection()->select(selection, QItemSelectionModel::ClearAndSelect);
    QAction *retime = m_window->editorActions()->action(QStringLiteral("retimeFrames"));
    if (!retime || !retime->isEnabled())
        return nullptr;
    retime->trigger();
    return m_window->findChild<BatchTimingDialog *>(QStringLiteral("batchTimingDialog"));
}

void TestBatchTimingDialog::retimeSelection_data()
{
    QTest::addColumn<QList<int>>("rows");
    QTest::addColumn<Op>("operation");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QList<double>>("expected");

    QTest::newRow("scale 200%") << QList<int>{0, 1, 2} << Op::Scale << QStringLiteral("200") << QList<double>{200, 300, 500};
    QTest::newRow("scale 50% of two") << QList<int>{1, 2} << Op::Scale << QStringLiteral("50") << QList<double>{100, 75, 125};
    QTest::newRow("set 120") << QList<int>{0, 1, 2} << Op::SetDuration << QStringLiteral("120") << QList<double>{120, 120, 120};
    QTest::newRow("fit to 1000") << QList<int>{0, 1, 2} << Op::FitToTotal << QStringLiteral("1000") << QList<double>{200, 300, 500};
    // Frames of the project's 60 fps ("fit to 30f" became 30 ms: issue 39).
    QTest::newRow("fit to 60f") << QList<int>{0, 1, 2} << Op::FitToTotal << QStringLiteral("60f") << QList<double>{200, 300, 500};
    QTest::newRow("set 6f") << QList<int>{0, 1, 2} << Op::SetDuration << QStringLiteral("6f") << QList<double>{100, 100, 100};
    QTest::newRow("set 120 ms") << QList<int>{0, 1, 2} << Op::SetDuration << QStringLiteral("120 ms") << QList<double>{120, 120, 120};
    QTest::newRow("distribute") << QList<int>{0, 1, 2} << Op::DistributeEvenly << QString() << QList<double>{500.0 / 3, 500.0 / 3, 500.0 / 3};
}

void TestBatchTimingDialog::retimeSelection()
{
    QFETCH(QList<int>, rows);
    QFETCH(Op, operation);
    QFETCH(QString, typed);
    QFETCH(QList<double>, expected);

    BatchTimingDialog *dialog = openDialog(rows);
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QComboBox *box = dialog->operationBox();
    // Choose the operation with the keyboard, as a user does.
    box->setFocus();
    QTest::keyClick(box, Qt::Key_Home);
    for (int i = 0; i < box->findData(int(operation)); ++i)
        QTest::keyClick(box, Qt::Key_Down);
    QCOMPARE(dialog->operation(), operation);
    if (!typed.isEmpty()) {
        QDoubleSpinBox *value = dialog->valueBox();
        value->selectAll();
        QTest::keyClicks(value, typed);
    }
    dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QVERIFY(!m_window->findChild<BatchTimingDialog *>());

    Project after = m_original;
    for (int r = 0; r < 3; ++r)
        after.clips[0].frames.setDuration(r, expected[r]);
    after = framesEdited(m_original, after);
    QUndoStack *stack = m_window->document()->undoStack();
    QCOMPARE(stack->count(), 1);
    CHECK_STATE(*m_window, after);
    QCOMPARE(m_window->frameView()->selectedRowNumbers(), rows);
    stack->undo();
    CHECK_STATE(*m_window, m_original);
    stack->redo();
    CHECK_STATE(*m_window, after);
    CHECK_SAVED(*m_window, after);
}

void TestBatchTimingDialog::cancelChangesNothing()
{
    BatchTimingDialog *dialog = openDialog({0, 1, 2});
    QVERIFY(dialog);
    QTest::keyClicks(dialog->valueBox(), QStringLiteral("300"));
    dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Cancel)->click();
    QCOMPARE(m_window->document()->undoStack()->count(), 0);
    CHECK_STATE(*m_window, m_original);
}

void TestBatchTimingDialog::actionNeedsASelection()
{
    m_window->frameSelection()->clearSelection();
    QVERIFY(!m_window->editorActions()->action(QStringLiteral("retimeFrames"))->isEnabled());
    QVERIFY(!openDialog({}));
}

void TestBatchTimingDialog::apply_data()
{
    QTest::addColumn<Op>("operation");
    QTest::addColumn<double>("value");
    QTest::addColumn<QList<double>>("durations");
    QTest::addColumn<QList<double>>("expected");
    QTest::newRow("scale 200") << Op::Scale << 200.0 << QList<double>{100, 150, 250} << QList<double>{200, 300, 500};
    QTest::newRow("scale never reaches 0") << Op::Scale << 0.1 << QList<double>{0.5} << QList<double>{0.001};
    QTest::newRow("fit keeps proportions") << Op::FitToTotal << 250.0 << QList<double>{100, 150, 250} << QList<double>{50, 75, 125};
    QTest::newRow("set") << Op::SetDuration << 42.0 << QList<double>{1, 2} << QList<double>{42, 42};
    QTest::newRow("distribute") << Op::DistributeEvenly << 0.0 << QList<double>{100, 300} << QList<double>{200, 200};
}

void TestBatchTimingDialog::apply()
{
    QFETCH(Op, operation);
    QFETCH(double, value);
    QFETCH(QList<double>, durations);
    QFETCH(QList<double>, expected);
    QCOMPARE(BatchTimingDialog::apply(operation, value, durations), expected);
}

QTEST_MAIN(TestBatchTimingDialog)
#include "tst_batchtimingdialog.moc"
