// Run by hand (not a ctest test): the editor with a 100,000-frame project.
//   QT_QPA_PLATFORM=offscreen build/tests/editor/bench_editor
// Targets (issue 3): open < 0.5 s, one duration edit < 5 ms.
#include "filecontroller.h"
#include "frametablemodel.h"
#include "mainwindow.h"
#include "document.h"
#include "projectwriter.h"
#include "testsupport.h"

#include <QImage>

#include <QUndoStack>

using namespace inbetween;

class BenchEditor : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void openIntoDocument();
    void openIntoWindow();
    void editOneDuration_data();
    void editOneDuration();
    void editOneDurationAndRepaint_data() { editOneDuration_data(); }
    void editOneDurationAndRepaint();
    void undoOneDuration();

private:
    void editAndMaybeRepaint(bool repaint);

    QTemporaryDir m_settings;
    QTemporaryDir m_dir;
    QString m_path;
    static constexpr int frames = 100000;
};

void BenchEditor::initTestCase()
{
    testsupport::isolateSettings(m_settings.path());
    Project p;
    p.name = QStringLiteral("Large");
    QList<Frame> list;
    list.reserve(frames);
    // A real flipbook reuses its drawings: 24 images, each a small PNG the loader checks once.
    QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("frames")));
    for (int k = 0; k < 24; ++k) {
        QImage image(32, 32, QImage::Format_RGB32);
        image.fill(QColor::fromHsv(k * 15, 160, 220));
        QVERIFY(image.save(m_dir.filePath(QStringLiteral("frames/f%1.png").arg(k))));
    }
    for (int i = 0; i < frames; ++i)
        list.append({double(40 + i % 7 * 10), QStringLiteral("frames/f%1.png").arg(i % 24)});
    p.clips[0].frames.setFrames(list);
    m_path = m_dir.filePath(QStringLiteral("large.json"));
    QString error;
    QVERIFY2(ProjectWriter::save(p, m_path, &error), qPrintable(error));
    qInfo("project file: %lld bytes, %d frames", QFileInfo(m_path).size(), frames);
}

void BenchEditor::openIntoDocument()
{
    Document doc;
    QStringList messages;
    QBENCHMARK {
        QVERIFY(doc.load(m_path, &messages));
    }
    QCOMPARE(doc.clip().frames.count(), frames);
}

// Read, validate, reset the document and the three table models, and let the shown window lay
// out and paint the visible rows.
void BenchEditor::openIntoWindow()
{
    testsupport::ScriptedPrompts prompts;
    MainWindow window(&prompts);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QBENCHMARK {
        QVERIFY(window.files()->openFile(m_path));
        QCoreApplication::processEvents();
    }
    QCOMPARE(window.frameModel()->rowCount(), frames);
}

void BenchEditor::editOneDuration_data()
{
    QTest::addColumn<int>("row");
    QTest::newRow("first frame (every start moves)") << 0;
    QTest::newRow("middle frame") << frames / 2;
    QTest::newRow("last frame") << frames - 1;
}

// One cell edit through the model: an undo command, the start times after it, and dataChanged
// to the views (the repaint is queued; see editOneDurationAndRepaint).
void BenchEditor::editOneDuration()
{
    editAndMaybeRepaint(false);
}

// The same, and the repaint of the shown window that follows it (offscreen raster).
void BenchEditor::editOneDurationAndRepaint()
{
    editAndMaybeRepaint(true);
}

void BenchEditor::editAndMaybeRepaint(bool repaint)
{
    QFETCH(int, row);
    testsupport::ScriptedPrompts prompts;
    MainWindow window(&prompts);
    QVERIFY(window.files()->openFile(m_path));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QModelIndex index = window.frameModel()->index(row, FrameTableModel::DurationColumn);
    double value = 1000.0;
    QBENCHMARK {
        value += 1.0; // a new value each time: never an obsolete command
        QVERIFY(window.frameModel()->setData(index, value));
        if (repaint)
            QCoreApplication::processEvents();
    }
    QCOMPARE(window.document()->clip().frames.frame(row).duration, value);
    window.document()->undoStack()->setClean();
}

void BenchEditor::undoOneDuration()
{
    testsupport::ScriptedPrompts prompts;
    MainWindow window(&prompts);
    QVERIFY(window.files()->openFile(m_path));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.frameModel()->setData(window.frameModel()->index(0, FrameTableModel::DurationColumn), 999.0));
    QUndoStack *stack = window.document()->undoStack();
    QBENCHMARK {
        stack->undo();
        stack->redo();
        QCoreApplication::processEvents();
    }
    stack->setClean();
}

QTEST_MAIN(BenchEditor)
#include "bench_editor.moc"
