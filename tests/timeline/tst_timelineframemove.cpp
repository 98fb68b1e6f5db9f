// Reordering frames on the timeline: selected blocks dragged to another place move there as one
// undo step and stay selected; a drag from an unselected block is still a rubber band; Escape
// puts nothing back because nothing moved yet.
#include "timeline/timelinefixture.h"

#include "timeline/framemovedrag.h"

#include <QUndoStack>

using namespace inbetween;
using namespace inbetween::test;
using Row = TimelineLayout::Row;

class TimelineFrameMoveTest : public QObject
{
    Q_OBJECT

private slots:
    void targetFollowsTheMouse_data();
    void targetFollowsTheMouse();
    void dragSelectedBlocks_data();
    void dragSelectedBlocks();
    void unselectedBlockStartsARubberBand();
    void escapeCancels();
    void dropWhereTheyStandIsNoStep();
    void framesRemovedUnderTheMoveEndIt();
    void lostReleaseEndsTheMove();
};

void TimelineFrameMoveTest::targetFollowsTheMouse_data()
{
    QTest::addColumn<double>("time");
    QTest::addColumn<int>("target");
    QTest::addColumn<double>("markTime");
    // Frames [100, 150, 250]: starts 0, 100, 250; ends at 500.
    QTest::newRow("first half of frame 0") << 40.0 << 0 << 0.0;
    QTest::newRow("second half of frame 0") << 60.0 << 1 << 100.0;
    QTest::newRow("first half of frame 1") << 170.0 << 1 << 100.0;
    QTest::newRow("second half of frame 2") << 400.0 << 3 << 500.0;
    QTest::newRow("before the clip") << -20.0 << 0 << 0.0;
    QTest::newRow("after the clip") << 700.0 << 3 << 500.0;
}

void TimelineFrameMoveTest::targetFollowsTheMouse()
{
    QFETCH(double, time);
    QFETCH(int, target);
    QFETCH(double, markTime);
    const Project p = flipbook({100, 150, 250});
    FrameMoveDrag drag;
    drag.begin({0});
    drag.moveTo(time, p.clips[0].frames);
    QCOMPARE(drag.target(), target);
    QCOMPARE(drag.targetTime(p.clips[0].frames), markTime);
}

void TimelineFrameMoveTest::dragSelectedBlocks_data()
{
    QTest::addColumn<QList<int>>("selected");
    QTest::addColumn<double>("from");
    QTest::addColumn<double>("to");
    QTest::addColumn<QList<double>>("after");
    QTest::addColumn<QList<int>>("selectedAfter");
    QTest::newRow("first to the end") << QList<int>{0} << 50.0 << 450.0 << QList<double>{150, 250, 100} << QList<int>{2};
    QTest::newRow("last to the start") << QList<int>{2} << 300.0 << 20.0 << QList<double>{250, 100, 150} << QList<int>{0};
    QTest::newRow("two apart gather after the middle") << QList<int>{0, 2} << 300.0 << 200.0
                                                      << QList<double>{150, 100, 250} << QList<int>{1, 2};
}

void TimelineFrameMoveTest::dragSelectedBlocks()
{
    QFETCH(QList<int>, selected);
    QFETCH(double, from);
    QFETCH(double, to);
    QFETCH(QList<double>, after);
    QFETCH(QList<int>, selectedAfter);
    TimelineFixture f(flipbook({100, 150, 250}));
    f.click(f.at(from, Row::Frames)); // selects the block pressed on first
    for (int r : selected)
        f.frameSelection.select(f.frames.index(r, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    f.drag(f.at(from, Row::Frames), f.at(to, Row::Frames));
    QCOMPARE(durations(f.doc), after);
    QCOMPARE(f.doc.undoStack()->count(), 1);
    QList<int> rows;
    for (const QModelIndex &i : f.frameSelection.selectedRows())
        rows.append(i.row());
    std::sort(rows.begin(), rows.end());
    QCOMPARE(rows, selectedAfter);
    f.doc.undoStack()->undo();
    QCOMPARE(durations(f.doc), (QList<double>{100, 150, 250}));
}

void TimelineFrameMoveTest::unselectedBlockStartsARubberBand()
{
    TimelineFixture f(flipbook({100, 150, 250}));
    f.drag(f.at(50, Row::Frames), f.at(300, Row::Frames));
    QCOMPARE(durations(f.doc), (QList<double>{100, 150, 250}));
    QCOMPARE(f.doc.undoStack()->count(), 0);
    QCOMPARE(f.frameSelection.selectedRows().size(), 3); // the band went over all three
}

void TimelineFrameMoveTest::escapeCancels()
{
    TimelineFixture f(flipbook({100, 150, 250}));
    f.click(f.at(50, Row::Frames));
    const QPoint from = f.at(50, Row::Frames);
    f.press(from);
    f.moveHeld(f.at(200, Row::Frames));
    f.moveHeld(f.at(450, Row::Frames));
    QCOMPARE(f.view->frameMoveTarget(), 3);
    QTest::keyClick(f.view.get(), Qt::Key_Escape);
    QCOMPARE(f.view->frameMoveTarget(), -1);
    f.release(f.at(450, Row::Frames));
    QCOMPARE(durations(f.doc), (QList<double>{100, 150, 250}));
    QCOMPARE(f.doc.undoStack()->count(), 0);
}

void TimelineFrameMoveTest::dropWhereTheyStandIsNoStep()
{
    TimelineFixture f(flipbook({100, 150, 250}));
    f.click(f.at(170, Row::Frames));
    f.click(f.at(300, Row::Frames), Qt::ShiftModifier); // frames 1 and 2
    const QPoint from = f.at(170, Row::Frames);
    f.press(from);
    f.moveHeld(f.at(230, Row::Frames)); // frame 1's second half: before frame 2, where they are
    QCOMPARE(f.view->frameMoveTarget(), 2); // a move, not a rubber band
    f.release(f.at(230, Row::Frames));
    QCOMPARE(durations(f.doc), (QList<double>{100, 150, 250}));
    QCOMPARE(f.doc.undoStack()->count(), 0);
    QCOMPARE(f.frameSelection.selectedRows().size(), 2); // a band would have left one
}

// A release that never comes (a dialog took the mouse), or the focus going elsewhere, ends the
// move: no bar is left and the next press starts afresh.
void TimelineFrameMoveTest::lostReleaseEndsTheMove()
{
    TimelineFixture f(flipbook({100, 150, 250}));
    f.click(f.at(50, Row::Frames));
    f.press(f.at(50, Row::Frames));
    f.moveHeld(f.at(300, Row::Frames));
    QCOMPARE(f.view->frameMoveTarget(), 2);
    QFocusEvent out(QEvent::FocusOut, Qt::ActiveWindowFocusReason);
    QCoreApplication::sendEvent(f.view.get(), &out);
    QCOMPARE(f.view->frameMoveTarget(), -1);
    f.click(f.at(300, Row::Frames));
    QCOMPARE(f.doc.undoStack()->count(), 0);
    // A move event without the button held ends it too.
    f.click(f.at(50, Row::Frames));
    f.press(f.at(50, Row::Frames));
    f.moveHeld(f.at(300, Row::Frames));
    QCOMPARE(f.view->frameMoveTarget(), 2);
    const QPointF at(f.at(320, Row::Frames));
    QMouseEvent hover(QEvent::MouseMove, at, f.viewport()->mapToGlobal(at), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
    QCoreApplication::sendEvent(f.viewport(), &hover); // no button held
    QCOMPARE(f.view->frameMoveTarget(), -1);
    f.release(f.at(320, Row::Frames)); // (QTest's own idea of the button)
    QCOMPARE(durations(f.doc), (QList<double>{100, 150, 250}));
    QCOMPARE(f.doc.undoStack()->count(), 0);
}

void TimelineFrameMoveTest::framesRemovedUnderTheMoveEndIt()
{
    TimelineFixture f(flipbook({100, 150, 250}));
    f.click(f.at(300, Row::Frames));
    f.press(f.at(300, Row::Frames));
    f.moveHeld(f.at(200, Row::Frames));
    f.moveHeld(f.at(20, Row::Frames));
    // Frame 2, the one picked up, goes away mid-drag: Delete on the timeline removes it.
    QTest::keyClick(f.view.get(), Qt::Key_Delete);
    QCOMPARE(f.view->frameMoveTarget(), -1);
    f.moveHeld(f.at(30, Row::Frames));
    f.release(f.at(30, Row::Frames));
    QCOMPARE(durations(f.doc), (QList<double>{100, 150}));
    QCOMPARE(f.doc.undoStack()->count(), 1);
}

QTEST_MAIN(TimelineFrameMoveTest)
#include "tst_timelineframemove.moc"
