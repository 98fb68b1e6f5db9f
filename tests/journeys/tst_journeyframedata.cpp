// Journey: frame data for games (issue 40). An animator opens the boxer (resources/examples/
// punch.json), turns the Boxes tool on with B and, on the punch's first frame, draws the fist's
// hit box on the preview and drags it a little further out; Escape during another drag leaves no
// step. They Ctrl+click the next frame in the Frames table (a plain click would move the
// playhead there) and use Edit > Copy Frame Data to Selected Frames: one undo step, which Ctrl+Z
// takes back (the drawn box stays) and Ctrl+Shift+Z does again. Ctrl+S saves; the real command
// line reads the file: the fist's rects as drawn, on from the first frame to the end of the
// fourth (ticks 1 to 14 at 60 Hz) and off once at 220 ms. Last, Delete takes the picked box off. The mouse goes to the preview's view
// where the picture points are shown (the preview's own mapping), so it runs at any zoom. A frame
// added without an image keeps its pivot at the centre: a drag there moves nothing and says why.
#include "boxes/boxestool.h"
#include "boxes/framedataactions.h"
#include "journeys/journeywindow.h"
#include "preview/previewwidget.h"
#include "tables/documenttableview.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QQuickView>
#include <QStatusBar>

using namespace inbetween;
using namespace journeys;

class TestJourneyFrameData : public QObject, private JourneyWindow
{
    Q_OBJECT

private slots:
    void drawCopyUndoSave();
    void cleanup() { closeWindow(); }

private:
    PreviewWidget *view() const { return qobject_cast<PreviewWidget *>(preview()); }
    // Where picture point `p` (pixels from the frame's pivot) shows in the preview's view.
    QPoint at(const QPointF &p) const
    {
        const QPointF scene = view()->shownPlacement().toScene(p);
        return view()->sceneToView(scene.x(), scene.y()).toPoint();
    }
    void drag(const QPointF &from, const QPointF &to, bool escape = false)
    {
        QWindow *window = view()->quickView();
        QTest::mousePress(window, Qt::LeftButton, Qt::NoModifier, at(from));
        for (int step = 1; step <= 5; ++step)
            QTest::mouseMove(window, at(from + (to - from) * step / 5.0));
        if (escape)
            pressKey(Qt::Key_Escape);
        QTest::mouseRelease(window, Qt::LeftButton, Qt::NoModifier, at(to));
    }
    QRectF fistOf(int frame) const { return document()->clip().frames.frame(frame).data->boxes.value(QStringLiteral("fist")); }
    Document *document() const { return m_window->document(); }
};

void TestJourneyFrameData::drawCopyUndoSave()
{
    m_dir = std::make_unique<QTemporaryDir>();
    const QString path = testsupport::copyProject(QFINDTESTDATA("../../resources/examples/punch.json"),
                                                  {QStringLiteral("punch")}, *m_dir);
    openCopy(path);
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QCOMPARE(document()->clip().name, QStringLiteral("punch"));
    QCOMPARE(m_window->currentTime(), 0.0);
    QTRY_VERIFY(view()->shownFrame() == 0 && view()->pixelsPerUnit() > 1.0);

    // B: the Boxes tool, drawing the first declared box... the fist is picked from its menu.
    pressKey(Qt::Key_B);
    FrameDataActions *actions = m_window->frameDataActions();
    QVERIFY2(actions->toolAction()->isChecked(), qPrintable(focusDescription()));
    QAction *fist = nullptr;
    for (QAction *a : actions->drawMenu()->actions())
        if (a->data().toString() == QLatin1String("fist"))
            fist = a;
    QVERIFY(fist);
    fist->trigger();

    // A drag on the empty picture right of the body draws the fist: whole picture pixels.
    const int steps = document()->undoStack()->count();
    QVERIFY(!document()->clip().frames.frame(0).data->boxes.contains(QStringLiteral("fist")));
    drag(QPointF(14, -44), QPointF(24, -36));
    QCOMPARE(fistOf(0), QRectF(14, -44, 10, 8));
    QCOMPARE(document()->undoStack()->count(), steps + 1);
    // Dragged from inside, it moves 4 right and 2 down: one more step.
    drag(QPointF(19, -40), QPointF(23, -38));
    QCOMPARE(fistOf(0), QRectF(18, -42, 10, 8));
    QCOMPARE(document()->undoStack()->count(), steps + 2);
    // Escape during a drag: the box stays, no step.
    drag(QPointF(23, -38), QPointF(40, -20), true);
    QCOMPARE(fistOf(0), QRectF(18, -42, 10, 8));
    QCOMPARE(document()->undoStack()->count(), steps + 2);

    // Ctrl+click the next frame: selected, the playhead stays on the first.
    DocumentTableView *frames = m_window->frameView();
    QTest::mouseClick(frames->viewport(), Qt::LeftButton, Qt::ControlModifier,
                      frames->visualRect(frames->model()->index(1, 1)).center());
    QVERIFY(m_window->frameSelection()->isRowSelected(1, QModelIndex()));
    QCOMPARE(m_window->currentTime(), 0.0);
    QVERIFY(actions->copyAction()->isEnabled());
    activateAgain();
    auto *edit = m_window->findChild<QMenu *>(QStringLiteral("editMenu"));
    QVERIFY(edit && edit->actions().contains(actions->copyAction()));
    edit->popup(m_window->mapToGlobal(QPoint(40, 40)));
    QVERIFY(QTest::qWaitForWindowExposed(edit));
    QTest::mouseClick(edit, Qt::LeftButton, Qt::NoModifier, edit->actionGeometry(actions->copyAction()).center());
    QTRY_COMPARE(fistOf(1), QRectF(18, -42, 10, 8));
    QCOMPARE(document()->undoStack()->count(), steps + 3);
    activateAgain();

    // Ctrl+Z: the copy goes, the drawn box stays; Ctrl+Shift+Z copies again.
    pressKey(Qt::Key_Z, Qt::ControlModifier);
    QVERIFY2(!document()->clip().frames.frame(1).data->boxes.contains(QStringLiteral("fist")), qPrintable(focusDescription()));
    QCOMPARE(fistOf(0), QRectF(18, -42, 10, 8));
    pressKey(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(fistOf(1), QRectF(18, -42, 10, 8));

    pressKey(Qt::Key_S, Qt::ControlModifier);
    QTRY_VERIFY(!document()->isModified());

    // The saved file, through the command line: the rects, the windows, the on/off crossings.
    QFile saved(path);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const QJsonArray savedFrames = QJsonDocument::fromJson(saved.readAll())[QLatin1String("clips")][0][QLatin1String("frames")].toArray();
    for (int frame : {0, 1})
        QCOMPARE(savedFrames[frame][QLatin1String("boxes")][QLatin1String("fist")].toArray(), (QJsonArray{18, -42, 10, 8}));
    QByteArray out;
    QCOMPARE(runCli({QStringLiteral("info"), path, QStringLiteral("--tick"), QStringLiteral("60")}, &out), 0);
    QJsonObject fistTicks;
    for (const QJsonValue &box : QJsonDocument::fromJson(out)[QLatin1String("tick")][QLatin1String("boxes")].toArray())
        if (box[QLatin1String("box")].toString() == QLatin1String("fist"))
            fistTicks = box.toObject();
    // One window, [1, 14] (an array holding one array: QJsonArray{QJsonArray{...}} is a copy in clang).
    QCOMPARE(fistTicks[QLatin1String("windows")].toArray(), QJsonArray({QJsonValue(QJsonArray{1, 14})}));
    QCOMPARE(fistTicks[QLatin1String("startup")].toInt(), 1);
    QCOMPARE(fistTicks[QLatin1String("active")].toInt(), 14);
    QCOMPARE(fistTicks[QLatin1String("recovery")].toInt(), 10);
    QCOMPARE(fistTicks[QLatin1String("totalTicks")].toInt(), 24);
    QCOMPARE(runCli({QStringLiteral("events"), path, QStringLiteral("--from"), QStringLiteral("0"), QStringLiteral("--to"),
                     QStringLiteral("2000")}, &out), 0);
    QStringList fistCrossings;
    for (const QByteArray &line : out.split('\n')) {
        const QJsonObject e = QJsonDocument::fromJson(line).object();
        if (e[QLatin1String("kind")].toString() == QLatin1String("box") && e[QLatin1String("box")].toString() == QLatin1String("fist"))
            fistCrossings << QStringLiteral("%1 %2").arg(e[QLatin1String("time")].toDouble()).arg(e[QLatin1String("on")].toBool() ? QLatin1String("on") : QLatin1String("off"));
    }
    fistCrossings.removeAll(QStringLiteral("0 on")); // the start of the clip, if reported
    QCOMPARE(fistCrossings, QStringList{QStringLiteral("220 off")});

    // A click on the fist picks it (no step); Delete takes it off the frame, one step, not the
    // frame off the clip (Delete's other use, the active table's rows).
    const int before = document()->undoStack()->count();
    drag(QPointF(22, -38), QPointF(22, -38));
    QCOMPARE(document()->undoStack()->count(), before);
    QCOMPARE(actions->tool()->selectedBox(), QStringLiteral("fist"));
    pressKey(Qt::Key_Delete);
    QVERIFY2(!document()->clip().frames.frame(0).data->boxes.contains(QStringLiteral("fist")), qPrintable(focusDescription()));
    QCOMPARE(document()->clip().frames.count(), 6);
    QCOMPARE(document()->undoStack()->count(), before + 1);
    pressKey(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(fistOf(0), QRectF(18, -42, 10, 8));

    // Frames > Add Frame after the last: a frame without an image of its own, a plain square whose
    // pivot stays at its centre. A drag from the pivot moves nothing and says why (the file keeps
    // a pivot only with an image), so the next save still writes a file that opens.
    QTest::mouseClick(frames->viewport(), Qt::LeftButton, Qt::NoModifier, frames->visualRect(frames->model()->index(5, 1)).center());
    clickMenuItem(QStringLiteral("framesMenu"), QStringLiteral("addFrame"));
    QCOMPARE(document()->clip().frames.count(), 7);
    QVERIFY(document()->clip().frames.frame(6).image.isEmpty());
    m_window->setCurrentTime(400.0); // the punch's 400 ms: the added frame's start
    QTRY_COMPARE(view()->shownFrame(), 6);
    activateAgain();
    const int added = document()->undoStack()->count();
    drag(QPointF(0, 0), QPointF(6, 4));
    QCOMPARE(document()->undoStack()->count(), added);
    QVERIFY(!document()->clip().frames.frame(6).data->pivot);
    QVERIFY2(m_window->statusBar()->currentMessage().startsWith(QLatin1String("No pivot to move")),
             qPrintable(m_window->statusBar()->currentMessage()));
    pressKey(Qt::Key_S, Qt::ControlModifier);
    QTRY_VERIFY(!document()->isModified());
    QVERIFY2(runCli({QStringLiteral("validate"), path}, &out) == 0, out.constData());
}

QTEST_MAIN(TestJourneyFrameData)
#include "tst_journeyframedata.moc"
