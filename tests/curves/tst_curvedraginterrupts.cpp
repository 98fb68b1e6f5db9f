// Curve view drags that something else meets on the way, as on the timeline
// (tst_timelinedraginterrupts): a command pushed while the button is down, a save, a release the
// view never saw, a drag back to where it began. A drag edits only the keys it took at the press,
// as one undo step (or one a side of a save).

#include "curves/curvefixture.h"
#include "curves/curvehittester.h"
#include "document/rowcommands.h"

#include <QTest>
#include <QUndoStack>

using namespace inbetween;
using namespace inbetween::test;

namespace {
// Keys at 0, 100, 200, 300 ms: tx 0, 100, 100, 0; ty 0, 50, 150, 0.
Project fourKeys()
{
    return motionProject({0, 100, 200, 300}, {0, 100, 100, 0}, {0, 50, 150, 0});
}

// What is dragged: key 2's translation y point, or the first Bezier handle of segment 0.
enum class Dragged { Point, Handle };

// Where the drag starts (for a handle, after a click that selects its segment).
QPoint startOf(CurveFixture &f, Dragged dragged)
{
    if (dragged == Dragged::Point)
        return f.atKey(2, MotionChannel::TY);
    QTest::mouseClick(f.view.get(), Qt::LeftButton, Qt::NoModifier, f.atKey(0));
    const auto at = CurveHitTester(f.doc.clip().motion, f.view->channels(), f.view->mapping(), 0)
                        .handlePosition(0, MotionChannel::TX, 1);
    return at ? at->toPoint() : QPoint();
}

// What the drag changes: key 2's translation y, or key 0's easing (as text).
QString draggedValue(const CurveFixture &f, Dragged dragged)
{
    const MotionTrack &motion = f.doc.clip().motion;
    return dragged == Dragged::Point ? QString::number(motion.key(2).translation.y, 'g', 12)
                                     : motion.key(0).easing.displayText();
}
} // namespace

Q_DECLARE_METATYPE(Dragged)

class CurveDragInterruptsTest : public QObject
{
    Q_OBJECT

private slots:
    void saveInTheMiddleMakesTwoSteps_data();
    void saveInTheMiddleMakesTwoSteps();
    void escapeAfterASaveLeavesTheSavedStep();
    void commandPushedUnderTheDragEndsIt();
    void releaseNeverSeenEndsTheDrag();
    void draggedBackToThePressLeavesNoStep();
};

void CurveDragInterruptsTest::saveInTheMiddleMakesTwoSteps_data()
{
    QTest::addColumn<Dragged>("dragged");
    QTest::newRow("a key's point") << Dragged::Point;
    QTest::newRow("a Bezier handle") << Dragged::Handle;
}

// Ctrl+S with the button down: Qt merges nothing into a saved state, so the drag goes on as a
// second step from there (before: a step for every mouse move after the save).
void CurveDragInterruptsTest::saveInTheMiddleMakesTwoSteps()
{
    QFETCH(Dragged, dragged);
    CurveFixture f(fourKeys());
    const QString atPress = draggedValue(f, dragged);
    const QPoint from = startOf(f, dragged);
    QVERIFY(!from.isNull());
    f.press(from);
    f.moveHeld(from + QPoint(0, -20));
    const QString atSave = draggedValue(f, dragged);
    QVERIFY(atSave != atPress);
    f.doc.undoStack()->setClean(); // what Save does
    for (int dy : {-30, -40, -50})
        f.moveHeld(from + QPoint(0, dy));
    f.release(from + QPoint(0, -50));
    const QString atRelease = draggedValue(f, dragged);
    QVERIFY(atRelease != atSave);
    QCOMPARE(f.doc.undoStack()->count(), 2);
    f.doc.undoStack()->undo();
    QCOMPARE(draggedValue(f, dragged), atSave);
    f.doc.undoStack()->undo();
    QCOMPARE(draggedValue(f, dragged), atPress);
}

// Escape right after a save under the drag: the saved step stays, and no unnamed step is made.
void CurveDragInterruptsTest::escapeAfterASaveLeavesTheSavedStep()
{
    CurveFixture f(fourKeys());
    const QPoint from = startOf(f, Dragged::Point);
    f.press(from);
    f.moveHeld(from + QPoint(0, -20));
    const QString atSave = draggedValue(f, Dragged::Point);
    f.doc.undoStack()->setClean();
    QTest::keyClick(f.view.get(), Qt::Key_Escape);
    f.release(from + QPoint(0, -20));
    QCOMPARE(draggedValue(f, Dragged::Point), atSave);
    QCOMPARE(f.doc.undoStack()->count(), 1);
    QVERIFY(!f.doc.undoStack()->undoText().isEmpty());
}

// A key's value typed in the table (or any command) while the button is down: the drag ends
// there, and the next move writes nothing over it (before: it wrote the dragged keys again, as a
// step of their own, over the edit).
void CurveDragInterruptsTest::commandPushedUnderTheDragEndsIt()
{
    CurveFixture f(fourKeys());
    const QPoint from = startOf(f, Dragged::Point);
    f.press(from);
    f.moveHeld(from + QPoint(0, -20));
    Keyframe typed = f.doc.clip().motion.key(2);
    typed.translation.y = 7;
    f.doc.undoStack()->push(new SetKeyframesCommand(&f.doc, {2}, {typed}, QStringLiteral("typed")));
    f.moveHeld(from + QPoint(0, -40));
    QTest::keyClick(f.view.get(), Qt::Key_Escape);
    f.release(from + QPoint(0, -40));
    QCOMPARE(f.doc.clip().motion.key(2).translation.y, 7.0);
    QCOMPARE(f.doc.undoStack()->count(), 2);
}

// The release went to a dialog that opened under the drag: the next move without the button
// ends the drag, as done (before: the point followed the mouse with no button held).
void CurveDragInterruptsTest::releaseNeverSeenEndsTheDrag()
{
    CurveFixture f(fourKeys());
    const QPoint from = startOf(f, Dragged::Point);
    f.press(from);
    f.moveHeld(from + QPoint(0, -20));
    const QString atRelease = draggedValue(f, Dragged::Point);
    const QPoint away = from + QPoint(0, -60);
    QMouseEvent unheld(QEvent::MouseMove, QPointF(away), f.view->mapToGlobal(QPointF(away)), Qt::NoButton, Qt::NoButton,
                       Qt::NoModifier); // QTest::mouseMove would hold the button it pressed
    QCoreApplication::sendEvent(f.view.get(), &unheld);
    QCOMPARE(draggedValue(f, Dragged::Point), atRelease);
    QTest::keyClick(f.view.get(), Qt::Key_Escape);
    QCOMPARE(draggedValue(f, Dragged::Point), atRelease);
    QCOMPARE(f.doc.undoStack()->count(), 1);
}

// A key off the frame grid (137.5 ms at 60 fps) dragged away and back to the pixel it was
// pressed at: exactly where it was, and no undo step (before: snapped to 133.33).
void CurveDragInterruptsTest::draggedBackToThePressLeavesNoStep()
{
    CurveFixture f(motionProject({0, 137.5, 300}, {0, 100, 0}));
    const QPoint from = f.atKey(1);
    f.press(from);
    f.moveHeld(from + QPoint(30, -20));
    QVERIFY(f.doc.clip().motion.key(1).time != 137.5);
    f.moveHeld(from);
    f.release(from);
    QCOMPARE(f.doc.clip().motion.key(1).time, 137.5);
    QCOMPARE(f.doc.clip().motion.key(1).translation.x, 100.0);
    QCOMPARE(f.doc.undoStack()->count(), 0);
}

QTEST_MAIN(CurveDragInterruptsTest)
#include "tst_curvedraginterrupts.moc"
