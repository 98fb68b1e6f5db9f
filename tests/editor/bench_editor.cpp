// Run by hand (not a ctest test): the editor with a 100,000-frame project, and with a project of
// 20 clips of which one has 100,000 frames.
//   QT_QPA_PLATFORM=offscreen build/tests/editor/bench_editor
// Targets (issue 3): open < 0.5 s, one duration edit < 5 ms. (Issue 11): opening the 100,000-frame
// clip in a project of 20 clips < 0.5 s, switching clips < 50 ms.
#include "app/mainwindow.h"
#include "document/document.h"
#include "editor/testsupport.h"
#include "file/projectwriter.h"
#include "files/filecontroller.h"
#include "itemmodels/frametablemodel.h"

#include <QElapsedTimer>
#include <QImage>
#include <algorithm>
#include <ctime>

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
    void openClipsIntoDocument();
    void openClipsIntoWindow();
    void switchClips_data();
    void switchClips();
    void switchClipsThereAndBack();

private:
    void editAndMaybeRepaint(bool repaint);

    QTemporaryDir m_settings;
    QTemporaryDir m_dir;
    QString m_path;
    QString m_clipsPath; // 20 clips: "large" (100,000 frames) first, then 19 of 1,000 frames
    static constexpr int frames = 100000;
    static constexpr int clips = 20;
    static constexpr int smallClipFrames = 1000;
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

    p.clips[0].name = QStringLiteral("large");
    for (int c = 1; c < clips; ++c) {
        Clip small(QStringLiteral("clip %1").arg(c));
        small.frames.setFrames(list.mid(c * 7, smallClipFrames));
        small.events = {{100, QStringLiteral("step")}};
        p.clips.push_back(small);
    }
    m_clipsPath = m_dir.filePath(QStringLiteral("clips.json"));
    QVERIFY2(ProjectWriter::save(p, m_clipsPath, &error), qPrintable(error));
    qInfo("clips file: %lld bytes, %d clips, %d frames in all", QFileInfo(m_clipsPath).size(), clips,
          frames + (clips - 1) * smallClipFrames);
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

void BenchEditor::openClipsIntoDocument()
{
    Document doc;
    QStringList messages;
    QBENCHMARK {
        QVERIFY(doc.load(m_clipsPath, &messages));
    }
    QCOMPARE(doc.clipCount(), clips);
}

// The project of 20 clips into the shown window, on its 100,000-frame clip.
void BenchEditor::openClipsIntoWindow()
{
    testsupport::ScriptedPrompts prompts;
    MainWindow window(&prompts);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QBENCHMARK {
        QVERIFY(window.files()->openFile(m_clipsPath));
        QCoreApplication::processEvents();
    }
    QCOMPARE(window.document()->clipCount(), clips);
    QCOMPARE(window.frameModel()->rowCount(), frames);
}

void BenchEditor::switchClips_data()
{
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("to");
    QTest::newRow("small clip to the 100,000-frame clip") << 1 << 0;
    QTest::newRow("100,000-frame clip to a small clip") << 0 << 1;
    QTest::newRow("small clip to another") << 1 << 2;
}

// A switch as the Clips panel makes it (Document::setCurrentClip), with the repaint of the shown
// window that follows: the tables, the timeline, the preview, the clip panel and each clip's
// selection and playhead. Timed one way only (each switch back is not timed), so the figure is
// the median of 21 switches rather than a QBENCHMARK, which would time the way back too (see
// switchClipsThereAndBack).
void BenchEditor::switchClips()
{
    QFETCH(int, from);
    QFETCH(int, to);
    testsupport::ScriptedPrompts prompts;
    MainWindow window(&prompts);
    QVERIFY(window.files()->openFile(m_clipsPath));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    Document *doc = window.document();
    doc->setCurrentClip(from);
    QCoreApplication::processEvents();
    // Wall time, and the CPU time of the process (which other processes on a loaded machine do
    // not inflate).
    auto cpuMs = [] {
        timespec t{};
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
        return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
    };
    QList<double> wall, cpu;
    for (int i = 0; i < 21; ++i) {
        QElapsedTimer timer;
        const double cpuStart = cpuMs();
        timer.start();
        doc->setCurrentClip(to);
        QCoreApplication::processEvents();
        wall.append(double(timer.nsecsElapsed()) / 1e6);
        cpu.append(cpuMs() - cpuStart);
        QCOMPARE(window.frameModel()->rowCount(), doc->clip().frames.count());
        doc->setCurrentClip(from);
        QCoreApplication::processEvents();
    }
    std::sort(wall.begin(), wall.end());
    std::sort(cpu.begin(), cpu.end());
    qInfo("switch, %s: median %.1f ms wall (fastest %.1f, slowest %.1f of 21), %.1f ms CPU", QTest::currentDataTag(),
          wall[10], wall.front(), wall.back(), cpu[10]);
}

// Qt Test's own figure: to the 100,000-frame clip and back to a small one, with the repaints.
void BenchEditor::switchClipsThereAndBack()
{
    testsupport::ScriptedPrompts prompts;
    MainWindow window(&prompts);
    QVERIFY(window.files()->openFile(m_clipsPath));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    Document *doc = window.document();
    QBENCHMARK {
        doc->setCurrentClip(1);
        QCoreApplication::processEvents();
        doc->setCurrentClip(0);
        QCoreApplication::processEvents();
    }
    QCOMPARE(window.frameModel()->rowCount(), frames);
}

QTEST_MAIN(BenchEditor)
#include "bench_editor.moc"
