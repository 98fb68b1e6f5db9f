// Timeline drags that something else meets on the way: a click that jitters by a pixel, a key or
// a menu command pushed while the button is down, a save, a switch to another clip, a release the
// view never saw, an Alt roll back to where it began. A drag edits only the rows it took at the
// press, in the clip it began in, as one undo step (or one a side of a save), and a click edits
// nothing.

#include "document/rowcommands.h"
#include "timeline/timelinefixture.h"

#include <QTest>

using namespace inbetween;
using namespace inbetween::test;
using Row = TimelineLayout::Row;

class TimelineDragInterruptsTest : public QObject
{
    Q_OBJECT

private slots:
    // A key, an event and a frame's edge on times off the whole milliseconds (anchored there by
    // an earlier retime): a click on one, the mouse moving a pixel on the way, selects it and
    // changes nothing (before: the key went from 137.5 to 139, snapped).
    void clickThatJittersEditsNothing_data()
    {
        QTest::addColumn<int>("row");
        QTest::newRow("keyframe") << int(Row::Keyframes);
        QTest::newRow("event") << int(Row::Events);
        QTest::newRow("frame edge") << int(Row::Frames);
    }
    void clickThatJittersEditsNothing()
    {
        QFETCH(int, row);
        const Project before = flipbook({137.5, 100}, {0, 137.5}, {137.5});
        TimelineFixture f(before);
        const QPoint at = f.at(137.5, Row(row));
        f.press(at);
        f.moveHeld(at + QPoint(1, 0));
        f.moveHeld(at + QPoint(1, 1));
        f.release(at + QPoint(1, 1));
        QCOMPARE(f.doc.undoStack()->count(), 0);
        QCOMPARE(f.doc.project(), before);
        // Past the drag distance it is a drag.
        f.press(at);
        f.moveHeld(at + QPoint(20, 0));
        f.release(at + QPoint(20, 0));
        QCOMPARE(f.doc.undoStack()->count(), 1);
    }

    // Delete pressed with the button still down removes the key the press selected; the drag
    // ends there, and the key that took its row is not given the dragged key's values.
    void deleteWhileDraggingEndsTheDrag()
    {
        TimelineFixture f(flipbook({500}, {0, 200, 400}));
        const QPoint key = f.at(200, Row::Keyframes);
        f.press(key);
        f.moveHeld(key + QPoint(30, 0));
        QCOMPARE(f.doc.clip().motion.key(1).time, 230.0);
        QTest::keyClick(f.view.get(), Qt::Key_Delete);
        f.moveHeld(key + QPoint(60, 0));
        f.release(key + QPoint(60, 0));
        QCOMPARE(keyTimes(f.doc), (QList<double>{0, 400}));
        QVERIFY(f.view->dragLabel().isEmpty());
        QCOMPARE(f.doc.undoStack()->count(), 2); // the drag so far, the removal
    }

    // The same for a marker dragged by its flag: Delete removes it (the press selected it), and
    // the marker that took its row stays where it is.
    void deleteWhileDraggingAMarkerEndsTheDrag()
    {
        Project p = flipbook({500});
        p.clips[0].markers = {{100, QStringLiteral("hit")}, {300, QStringLiteral("out")}};
        TimelineFixture f(p, 1.0, 1400);
        const QPoint pole = f.at(100, Row::Ruler);
        f.press(pole);
        f.moveHeld(pole + QPoint(30, 0));
        QCOMPARE(f.doc.clip().markers[0].time, 130.0);
        QTest::keyClick(f.view.get(), Qt::Key_Delete);
        f.moveHeld(pole + QPoint(60, 0));
        f.release(pole + QPoint(60, 0));
        QCOMPARE(f.doc.clip().markers, (QList<ClipMarker>{{300, QStringLiteral("out")}}));
        QCOMPARE(f.doc.undoStack()->count(), 2);
    }

    // Any other command pushed under the drag (a menu's shortcut) ends it the same way.
    void commandPushedUnderTheDragEndsIt()
    {
        TimelineFixture f(flipbook({100, 150, 250}));
        const QPoint edge = f.at(100, Row::Frames);
        f.press(edge);
        f.moveHeld(edge + QPoint(20, 0));
        QCOMPARE(durations(f.doc), (QList<double>{120, 150, 250}));
        f.doc.undoStack()->push(new SetFramesCommand(&f.doc, {1}, {{90, {}}}, QStringLiteral("elsewhere")));
        f.moveHeld(edge + QPoint(40, 0));
        f.release(edge + QPoint(40, 0));
        QCOMPARE(durations(f.doc), (QList<double>{120, 90, 250}));
        QCOMPARE(f.doc.undoStack()->count(), 2);
    }

    // Ctrl+S in the middle of a drag: Qt merges nothing into a saved state, so the drag goes on
    // as a second step from there (before: a step for every mouse move after the save).
    void saveInTheMiddleMakesTwoSteps()
    {
        TimelineFixture f(flipbook({500}, {0, 200, 400}));
        const QPoint key = f.at(200, Row::Keyframes);
        f.press(key);
        f.moveHeld(key + QPoint(30, 0));
        f.doc.undoStack()->setClean(); // what Save does
        for (int dx : {40, 50, 60})
            f.moveHeld(key + QPoint(dx, 0));
        f.release(key + QPoint(60, 0));
        QCOMPARE(f.doc.clip().motion.key(1).time, 260.0);
        QCOMPARE(f.doc.undoStack()->count(), 2);
        f.doc.undoStack()->undo();
        QCOMPARE(f.doc.clip().motion.key(1).time, 230.0);
        f.doc.undoStack()->undo();
        QCOMPARE(f.doc.clip().motion.key(1).time, 200.0);
    }

    // The same for a marker: the drag follows the mouse on, a second step after the save (before:
    // the drag stopped at the save).
    void saveUnderAMarkerDragMakesTwoSteps()
    {
        Project p = flipbook({500});
        p.clips[0].markers = {{100, QStringLiteral("hit")}};
        TimelineFixture f(p, 1.0, 1400);
        const QPoint pole = f.at(100, Row::Ruler);
        f.press(pole);
        f.moveHeld(pole + QPoint(30, 0));
        f.doc.undoStack()->setClean();
        for (int dx : {40, 50, 60})
            f.moveHeld(pole + QPoint(dx, 0));
        f.release(pole + QPoint(60, 0));
        QCOMPARE(f.doc.clip().markers[0].time, 160.0);
        QCOMPARE(f.doc.undoStack()->count(), 2);
        f.doc.undoStack()->undo();
        QCOMPARE(f.doc.clip().markers[0].time, 130.0);
    }

    // Escape right after a save under the drag: the saved step stays, and no unnamed step is made.
    void escapeAfterASaveLeavesTheSavedStep()
    {
        TimelineFixture f(flipbook({500}, {0, 200, 400}));
        const QPoint key = f.at(200, Row::Keyframes);
        f.press(key);
        f.moveHeld(key + QPoint(30, 0));
        f.doc.undoStack()->setClean();
        QTest::keyClick(f.view.get(), Qt::Key_Escape);
        f.release(key + QPoint(30, 0));
        QCOMPARE(f.doc.clip().motion.key(1).time, 230.0);
        QCOMPARE(f.doc.undoStack()->count(), 1);
        QVERIFY(!f.doc.undoStack()->undoText().isEmpty());
    }

    // Next Clip (Ctrl+PgDown) with the button down: the drag ends, and neither a later move nor
    // Escape writes the first clip's rows into the second.
    void otherClipMidDragIsLeftAlone_data()
    {
        QTest::addColumn<bool>("escape");
        QTest::newRow("moved on") << false;
        QTest::newRow("escape") << true;
    }
    void otherClipMidDragIsLeftAlone()
    {
        QFETCH(bool, escape);
        Project p = flipbook({100, 150, 250}, {0, 200});
        Clip other(QStringLiteral("other"));
        other.frames.setFrames({Frame{300, QString()}, Frame{400, QString()}});
        p.clips.push_back(other);
        TimelineFixture f(p);
        const QPoint edge = f.at(100, Row::Frames);
        f.press(edge);
        f.moveHeld(edge + QPoint(20, 0));
        f.doc.setCurrentClip(1);
        if (escape)
            QTest::keyClick(f.view.get(), Qt::Key_Escape);
        f.moveHeld(edge + QPoint(40, 0));
        f.release(edge + QPoint(40, 0));
        QCOMPARE(f.doc.project().clips[1], other);
        QCOMPARE(f.doc.project().clips[0].frames.frame(0).duration, 120.0);
        QCOMPARE(f.doc.undoStack()->count(), 1);
    }

    // The play range's end dragged on the ruler, Next Clip before the release: the range is not
    // set on the clip switched to.
    void playRangeStaysWithItsClip()
    {
        Project p = flipbook({100, 150, 250});
        p.clips[0].playRange = PlayRange{0, 250};
        Clip other(QStringLiteral("other"));
        other.frames.setFrames({Frame{300, QString()}, Frame{400, QString()}});
        p.clips.push_back(other);
        TimelineFixture f(p);
        const QPoint end = f.at(250, Row::Ruler);
        f.press(end);
        f.moveHeld(end + QPoint(60, 0));
        f.doc.setCurrentClip(1);
        f.release(end + QPoint(60, 0));
        QCOMPARE(f.doc.project().clips[1], other);
        QCOMPARE(f.doc.project().clips[0].playRange, (std::optional<PlayRange>(PlayRange{0, 250})));
        QCOMPARE(f.doc.undoStack()->count(), 0);
    }

    // The release went to a dialog that opened under the drag: the next move without the button
    // ends the drag, as done (before: it stayed on, the playhead stopped following the clock, and
    // a later Escape took back the edit the user had finished).
    void releaseNeverSeenEndsTheDrag()
    {
        TimelineFixture f(flipbook({500}, {0, 200, 400}));
        const QPoint key = f.at(200, Row::Keyframes);
        f.press(key);
        f.moveHeld(key + QPoint(30, 0));
        QVERIFY(!f.view->dragLabel().isEmpty());
        const QPoint away = key + QPoint(50, 10);
        QMouseEvent unheld(QEvent::MouseMove, QPointF(away), f.viewport()->mapToGlobal(QPointF(away)), Qt::NoButton,
                           Qt::NoButton, Qt::NoModifier); // QTest::mouseMove would hold the button it pressed
        QCoreApplication::sendEvent(f.viewport(), &unheld);
        QVERIFY(f.view->dragLabel().isEmpty());
        QTest::keyClick(f.view.get(), Qt::Key_Escape);
        QCOMPARE(f.doc.clip().motion.key(1).time, 230.0);
        QCOMPARE(f.doc.undoStack()->count(), 1);
    }

    // An event past the clip's end is dragged from where it is, not pulled back to the end; in a
    // clip of no frames yet (a lip sync's events), anywhere (before: to 0 on the first move).
    void eventPastTheEndKeepsItsPlace_data()
    {
        QTest::addColumn<QList<double>>("holds");
        QTest::addColumn<double>("from");
        QTest::addColumn<int>("pixels");
        QTest::addColumn<double>("to");
        QTest::newRow("past the end, to the left") << QList<double>{100} << 150.0 << -20 << 130.0;
        QTest::newRow("past the end, no further") << QList<double>{100} << 150.0 << 20 << 150.0;
        QTest::newRow("no frames") << QList<double>{} << 50.0 << 20 << 70.0;
    }
    void eventPastTheEndKeepsItsPlace()
    {
        QFETCH(QList<double>, holds);
        QFETCH(double, from);
        QFETCH(int, pixels);
        QFETCH(double, to);
        TimelineFixture f(flipbook(holds, {}, {from}));
        const QPoint event = f.at(from, Row::Events);
        f.press(event);
        f.moveHeld(event + QPoint(pixels, 0));
        f.release(event + QPoint(pixels, 0));
        QCOMPARE(f.doc.clip().events.at(0).time, to);
    }

    // An Alt roll between holds of 1 and 2 frames at 24 fps, dragged back to where it began: the
    // holds are the very ones of the press, and the drag leaves no step.
    void rollBackToTheStartLeavesNoStep()
    {
        Project p = flipbook({1000.0 / 24, 2000.0 / 24, 100});
        p.fps = 24;
        const Project before = p;
        TimelineFixture f(p);
        f.view->setSnapToFrames(true);
        const QPoint edge = f.at(1000.0 / 24, Row::Frames);
        f.press(edge, Qt::AltModifier);
        f.moveHeld(edge + QPoint(40, 0), Qt::AltModifier);
        QVERIFY(f.doc.project() != before);
        f.moveHeld(edge, Qt::AltModifier);
        f.release(edge, Qt::AltModifier);
        QCOMPARE(f.doc.project(), before);
        QCOMPARE(f.doc.undoStack()->count(), 0);
    }

private:
    static QList<double> keyTimes(const Document &doc)
    {
        QList<double> out;
        for (int i = 0; i < doc.clip().motion.count(); ++i)
            out.append(doc.clip().motion.key(i).time);
        return out;
    }
};

QTEST_MAIN(TimelineDragInterruptsTest)
#include "tst_timelinedraginterrupts.moc"
