// Drags on the real TimelineView: frame edges (ripple, roll), snapping, keyframes, events, the
// playhead; each drag one undo step, and the saved file says what the document says.

#include "document/rowcommands.h"
#include "file/projectreader.h"
#include "timeline/timelinefixture.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace inbetween;
using namespace inbetween::test;
using Row = TimelineLayout::Row;

class TimelineDragTest : public QObject
{
    Q_OBJECT

private slots:
    void edgeDrag_data();
    void edgeDrag();
    void shiftDisablesSnapping_data();
    void shiftDisablesSnapping();
    void labelShowsNewValue();
    void altPressedMidDragIsStillOneStep();
    void dragBackToStartDoesNotMergeIntoEarlierDrag();
    void keyframeDrag_data();
    void keyframeDrag();
    void eventDrag_data();
    void eventDrag();
    void playheadScrub();
    void escapeCancelsTheDrag();
    void rowsRemovedUnderTheDragEndIt();
    void holdingAtTheViewportEndScrolls();
};

void TimelineDragTest::edgeDrag_data()
{
    QTest::addColumn<QList<double>>("before");
    QTest::addColumn<int>("frame");
    QTest::addColumn<double>("deltaMs");
    QTest::addColumn<int>("modifiers");
    QTest::addColumn<bool>("snapToFrames");
    QTest::addColumn<double>("msPerPixel");
    QTest::addColumn<QList<double>>("after");

    const QList<double> abc{100, 150, 250};
    const int none = Qt::NoModifier;
    const int alt = Qt::AltModifier;
    QTest::newRow("ripple +50") << abc << 1 << 50.0 << none << false << 1.0 << QList<double>{100, 200, 250};
    QTest::newRow("ripple +50 at 0.5 ms/px") << abc << 1 << 50.0 << none << false << 0.5 << QList<double>{100, 200, 250};
    QTest::newRow("ripple +50 at 2 ms/px") << abc << 1 << 50.0 << none << false << 2.0 << QList<double>{100, 200, 250};
    QTest::newRow("ripple -100") << abc << 1 << -100.0 << none << false << 1.0 << QList<double>{100, 50, 250};
    QTest::newRow("ripple never below 1 ms") << abc << 1 << -300.0 << none << false << 1.0 << QList<double>{100, 1, 250};
    QTest::newRow("frame 0 edge") << abc << 0 << 25.0 << none << false << 1.0 << QList<double>{125, 150, 250};
    QTest::newRow("last frame edge") << abc << 2 << 60.0 << none << false << 1.0 << QList<double>{100, 150, 310};
    QTest::newRow("roll +50") << abc << 1 << 50.0 << alt << false << 1.0 << QList<double>{100, 200, 200};
    QTest::newRow("roll -100") << abc << 1 << -100.0 << alt << false << 1.0 << QList<double>{100, 50, 350};
    QTest::newRow("roll stops 1 ms before the neighbour") << abc << 1 << 400.0 << alt << false << 1.0
                                                           << QList<double>{100, 399, 1};
    QTest::newRow("roll on the last frame is a ripple") << abc << 2 << 50.0 << alt << false << 1.0
                                                        << QList<double>{100, 150, 300};
    // 150 + 20 = 170 ms is 10.2 frames at 60 fps: 10 frames.
    QTest::newRow("snap to frames") << abc << 1 << 20.0 << none << true << 1.0 << QList<double>{100, 1000.0 / 6, 250};
    QTest::newRow("snap to frames, never below a frame")
        << abc << 1 << -300.0 << none << true << 1.0 << QList<double>{100, 1000.0 / 60, 250};
    QTest::newRow("roll snapped to frames") << abc << 0 << 20.0 << alt << true << 1.0
                                            << QList<double>{700.0 / 6, 200.0 - 700.0 / 6 + 50, 250};
}

void TimelineDragTest::edgeDrag()
{
    QFETCH(QList<double>, before);
    QFETCH(int, frame);
    QFETCH(double, deltaMs);
    QFETCH(int, modifiers);
    QFETCH(bool, snapToFrames);
    QFETCH(double, msPerPixel);
    QFETCH(QList<double>, after);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("drag.json"));
    TimelineFixture f(flipbook(before), msPerPixel, 1200, path);
    f.view->setSnapToFrames(snapToFrames);
    const auto mods = Qt::KeyboardModifiers(modifiers);
    const double edge = f.doc.clip().frames.end(frame);
    const QPoint from = f.at(edge, Row::Frames);
    const QPoint to = from + QPoint(int(std::lround(deltaMs / msPerPixel)), 0);
    QCOMPARE(f.view->hitAt(from).kind, TimelineHit::Kind::FrameEdge);
    QCOMPARE(f.view->hitAt(from).index, frame);

    f.drag(from, to, mods);

    const QList<double> got = durations(f.doc);
    QCOMPARE(got.size(), after.size());
    for (int i = 0; i < got.size(); ++i)
        QVERIFY2(qFuzzyCompare(got[i], after[i]), qPrintable(QStringLiteral("frame %1: %2, want %3").arg(i).arg(got[i]).arg(after[i])));
    // The table model sees the same.
    QCOMPARE(f.frames.data(f.frames.index(frame, FrameTableModel::DurationColumn), Qt::EditRole).toDouble(),
             got[frame]);
    QCOMPARE(f.doc.undoStack()->count(), 1);

    QString error;
    QVERIFY2(f.doc.save(path, &error), qPrintable(error));
    const ProjectReader::Result saved = ProjectReader::readFile(path);
    QVERIFY(saved.ok());
    QCOMPARE(saved.project->clips[0].frames.frames(), f.doc.clip().frames.frames());

    f.doc.undoStack()->undo();
    QCOMPARE(durations(f.doc), before);
    QVERIFY(f.doc.isModified());
    f.doc.undoStack()->redo();
    QCOMPARE(durations(f.doc), got);
    QVERIFY(!f.doc.isModified());
}

void TimelineDragTest::shiftDisablesSnapping_data()
{
    QTest::addColumn<double>("msPerPixel");
    QTest::addColumn<int>("pixels");
    QTest::addColumn<bool>("shift");
    QTest::addColumn<double>("expected");
    // 51 px at 0.4 ms/px is 20.4 ms.
    QTest::newRow("0.4 ms/px, Shift") << 0.4 << 51 << true << 170.4;
    QTest::newRow("0.4 ms/px, snapped") << 0.4 << 51 << false << 170.0;
    QTest::newRow("0.25 ms/px, Shift") << 0.25 << 3 << true << 150.75;
    QTest::newRow("0.25 ms/px, snapped") << 0.25 << 3 << false << 151.0;
    QTest::newRow("0.25 ms/px, Shift, shorter") << 0.25 << -7 << true << 148.25;
}

void TimelineDragTest::shiftDisablesSnapping()
{
    QFETCH(double, msPerPixel);
    QFETCH(int, pixels);
    QFETCH(bool, shift);
    QFETCH(double, expected);
    TimelineFixture f(flipbook({100, 150, 250}), msPerPixel, 1400);
    const QPoint from = f.at(250, Row::Frames);
    f.drag(from, from + QPoint(pixels, 0), shift ? Qt::ShiftModifier : Qt::NoModifier);
    QVERIFY2(qFuzzyCompare(f.doc.clip().frames.frame(1).duration, expected),
             qPrintable(QString::number(f.doc.clip().frames.frame(1).duration, 'g', 17)));
    QCOMPARE(f.doc.undoStack()->count(), 1);
}

void TimelineDragTest::labelShowsNewValue()
{
    TimelineFixture f(flipbook({100, 150, 250}));
    const QPoint from = f.at(250, Row::Frames);
    f.press(from);
    QVERIFY(f.view->dragLabel().isEmpty());
    f.moveHeld(from + QPoint(50, 0));
    QCOMPARE(f.view->dragLabel(), QStringLiteral("200 ms, 12 f"));
    f.moveHeld(from + QPoint(-60, 0));
    QCOMPARE(f.view->dragLabel(), QStringLiteral("90 ms, 5.4 f"));
    f.release(from + QPoint(-60, 0));
    QVERIFY(f.view->dragLabel().isEmpty());
}

void TimelineDragTest::altPressedMidDragIsStillOneStep()
{
    TimelineFixture f(flipbook({100, 150, 250}));
    const QPoint from = f.at(250, Row::Frames);
    f.press(from);
    f.moveHeld(from + QPoint(30, 0));
    QCOMPARE(durations(f.doc), (QList<double>{100, 180, 250}));
    f.moveHeld(from + QPoint(50, 0), Qt::AltModifier);
    QCOMPARE(durations(f.doc), (QList<double>{100, 200, 200}));
    f.moveHeld(from + QPoint(40, 0));
    f.release(from + QPoint(40, 0));
    QCOMPARE(durations(f.doc), (QList<double>{100, 190, 250}));
    QCOMPARE(f.doc.undoStack()->count(), 1);
    f.doc.undoStack()->undo();
    QCOMPARE(durations(f.doc), (QList<double>{100, 150, 250}));
}

void TimelineDragTest::dragBackToStartDoesNotMergeIntoEarlierDrag()
{
    TimelineFixture f(flipbook({100, 150, 250}));
    const QPoint edge = f.at(250, Row::Frames);
    f.drag(edge, edge + QPoint(50, 0)); // [100, 200, 250]
    QCOMPARE(f.doc.undoStack()->count(), 1);

    // A second drag of the same edge that passes through its start value on the way: the merged
    // command becomes obsolete there and Qt drops it; the moves after must not merge into the
    // first drag's command.
    const QPoint edge2 = f.at(300, Row::Frames);
    f.press(edge2);
    f.moveHeld(edge2 + QPoint(30, 0));
    f.moveHeld(edge2);
    QCOMPARE(f.doc.undoStack()->count(), 1);
    f.moveHeld(edge2 + QPoint(-20, 0));
    f.release(edge2 + QPoint(-20, 0));
    QCOMPARE(durations(f.doc), (QList<double>{100, 180, 250}));
    QCOMPARE(f.doc.undoStack()->count(), 2);
    f.doc.undoStack()->undo();
    QCOMPARE(durations(f.doc), (QList<double>{100, 200, 250}));
    f.doc.undoStack()->undo();
    QCOMPARE(durations(f.doc), (QList<double>{100, 150, 250}));

    // A drag that ends where it began leaves no undo step at all.
    f.doc.undoStack()->clear();
    const QPoint e = f.at(250, Row::Frames);
    f.drag(e, e);
    QCOMPARE(f.doc.undoStack()->count(), 0);
}

void TimelineDragTest::keyframeDrag_data()
{
    QTest::addColumn<int>("key");
    QTest::addColumn<double>("deltaMs");
    QTest::addColumn<bool>("snapToFrames");
    QTest::addColumn<double>("expected");
    // Keys at 0, 200, 400 over frames [100, 150, 250] (length 500).
    QTest::newRow("within its segment") << 1 << 50.0 << false << 250.0;
    QTest::newRow("not past the next key") << 1 << 350.0 << false << 399.0;
    QTest::newRow("not past the previous key") << 1 << -350.0 << false << 1.0;
    QTest::newRow("not past the next key, frames") << 1 << 350.0 << true << 400.0 - 1000.0 / 60;
    QTest::newRow("first key not below 0") << 0 << -100.0 << false << 0.0;
    QTest::newRow("last key not past the clip") << 2 << 300.0 << false << 500.0;
    QTest::newRow("snapped to the fps grid") << 1 << 10.0 << true << 1000.0 * 13 / 60;
}

void TimelineDragTest::keyframeDrag()
{
    QFETCH(int, key);
    QFETCH(double, deltaMs);
    QFETCH(bool, snapToFrames);
    QFETCH(double, expected);
    TimelineFixture f(flipbook({100, 150, 250}, {0, 200, 400}), 1.0, 1100);
    f.view->setSnapToFrames(snapToFrames);
    const QList<Keyframe> before = f.doc.clip().motion.keys();
    const QPoint from = f.at(before[key].time, Row::Keyframes);
    QCOMPARE(f.view->hitAt(from).kind, TimelineHit::Kind::Keyframe);
    f.drag(from, from + QPoint(int(deltaMs), 0));
    const MotionTrack &motion = f.doc.clip().motion;
    QVERIFY2(qFuzzyCompare(1.0 + motion.key(key).time, 1.0 + expected), qPrintable(QString::number(motion.key(key).time)));
    for (int k = 1; k < motion.count(); ++k)
        QVERIFY(motion.key(k - 1).time < motion.key(k).time);
    QVERIFY(f.keySelection.isRowSelected(key, {}));
    QCOMPARE(f.doc.undoStack()->count(), qFuzzyCompare(1.0 + expected, 1.0 + before[key].time) ? 0 : 1);
    f.doc.undoStack()->undo();
    QCOMPARE(f.doc.clip().motion.keys(), before);
}

void TimelineDragTest::eventDrag_data()
{
    QTest::addColumn<double>("deltaMs");
    QTest::addColumn<double>("expected");
    // The event at 100 over frames [100, 150, 250].
    QTest::newRow("later") << 37.0 << 137.0;
    QTest::newRow("not past the clip's end") << 1000.0 << 500.0;
    QTest::newRow("not before 0") << -300.0 << 0.0;
}

void TimelineDragTest::eventDrag()
{
    QFETCH(double, deltaMs);
    QFETCH(double, expected);
    TimelineFixture f(flipbook({100, 150, 250}, {}, {100}), 1.0, 1700);
    const QPoint from = f.at(100, Row::Events);
    QCOMPARE(f.view->hitAt(from).kind, TimelineHit::Kind::Event);
    f.drag(from, from + QPoint(int(deltaMs), 0));
    QCOMPARE(f.doc.clip().events.at(0).time, expected);
    QCOMPARE(f.doc.undoStack()->count(), 1);
    f.doc.undoStack()->undo();
    QCOMPARE(f.doc.clip().events.at(0).time, 100.0);
}

void TimelineDragTest::playheadScrub()
{
    TimelineFixture f(flipbook({100, 150, 250}));
    QSignalSpy scrubbed(f.view.get(), &TimelineView::playheadScrubbed);
    f.click(f.at(123, Row::Ruler));
    QCOMPARE(scrubbed.count(), 1);
    QCOMPARE(scrubbed.last().at(0).toDouble(), 123.0);
    QCOMPARE(f.view->playheadTime(), 123.0);

    // Drag the playhead line itself in the frames row, then past the end.
    const QPoint line = f.at(123, Row::Frames);
    QCOMPARE(f.view->hitAt(line).kind, TimelineHit::Kind::Playhead);
    f.press(line);
    f.moveHeld(f.at(321, Row::Frames));
    QCOMPARE(scrubbed.last().at(0).toDouble(), 321.0);
    QCOMPARE(f.view->dragLabel(), QStringLiteral("321 ms, 19.3 f"));
    f.moveHeld(f.at(900, Row::Frames));
    f.release(f.at(900, Row::Frames));
    QCOMPARE(f.view->playheadTime(), 500.0);
    QCOMPARE(scrubbed.last().at(0).toDouble(), 500.0);
    QCOMPARE(f.doc.undoStack()->count(), 0); // scrubbing is not an edit
    QCOMPARE(durations(f.doc), (QList<double>{100, 150, 250}));
}

void TimelineDragTest::escapeCancelsTheDrag()
{
    TimelineFixture f(flipbook({100, 150, 250}, {0, 200, 400}));
    f.doc.undoStack()->push(new SetFramesCommand(&f.doc, {1, 2}, {{150, {}}, {300, {}}}, QStringLiteral("earlier")));
    const QPoint from = f.at(250, Row::Frames);
    f.press(from);
    f.moveHeld(from + QPoint(50, 0), Qt::AltModifier);
    QCOMPARE(durations(f.doc), (QList<double>{100, 200, 250}));
    QTest::keyClick(f.view.get(), Qt::Key_Escape);
    QCOMPARE(durations(f.doc), (QList<double>{100, 150, 300}));
    QVERIFY(f.view->dragLabel().isEmpty());
    f.moveHeld(from + QPoint(70, 0));
    f.release(from + QPoint(70, 0));
    QCOMPARE(durations(f.doc), (QList<double>{100, 150, 300}));
    QCOMPARE(f.doc.undoStack()->count(), 1); // the earlier command, untouched
    f.doc.undoStack()->undo();
    QCOMPARE(durations(f.doc), (QList<double>{100, 150, 250}));

    // A key too.
    const QPoint key = f.at(200, Row::Keyframes);
    f.press(key);
    f.moveHeld(key + QPoint(30, 0));
    QCOMPARE(f.doc.clip().motion.key(1).time, 230.0);
    QTest::keyClick(f.view.get(), Qt::Key_Escape);
    QCOMPARE(f.doc.clip().motion.key(1).time, 200.0);
    f.release(key + QPoint(30, 0));
    // The drag's first step, like any edit, cleared the redo history; the cancel leaves nothing.
    QCOMPARE(f.doc.undoStack()->count(), 0);
    QVERIFY(!f.doc.undoStack()->canUndo());
}

void TimelineDragTest::rowsRemovedUnderTheDragEndIt()
{
    TimelineFixture f(flipbook({100, 150}));
    f.doc.undoStack()->push(new InsertFramesCommand(&f.doc, 2, {{250, {}}}, QStringLiteral("add")));
    const QPoint from = f.at(250, Row::Frames);
    f.press(from);
    f.moveHeld(from + QPoint(20, 0));
    QCOMPARE(durations(f.doc), (QList<double>{100, 170, 250}));
    // Ctrl+Z twice in the window while the mouse is still down: the drag, then the insert.
    f.doc.undoStack()->undo();
    f.doc.undoStack()->undo();
    QCOMPARE(durations(f.doc), (QList<double>{100, 150}));
    f.moveHeld(from + QPoint(40, 0)); // the dragged frame has lost its neighbour: the drag ends
    f.release(from + QPoint(40, 0));
    QCOMPARE(durations(f.doc), (QList<double>{100, 150}));
    QVERIFY(f.view->dragLabel().isEmpty());
}

void TimelineDragTest::holdingAtTheViewportEndScrolls()
{
    TimelineFixture f(flipbook({100, 150, 2000}), 1.0, 600);
    const QPoint from = f.at(250, Row::Frames);
    f.press(from);
    const QPoint end(f.viewport()->width() - 4, from.y());
    f.moveHeld(end);
    const double reached = f.doc.clip().frames.frame(1).duration;
    QCOMPARE(f.view->axis().scroll(), 0.0);
    QTRY_VERIFY(f.view->axis().scroll() > 100);
    // The dragged edge stayed under the mouse while the view scrolled.
    const double under = f.view->axis().timeForX(end.x());
    QVERIFY(f.doc.clip().frames.frame(1).duration > reached + 100);
    QVERIFY(qAbs(f.doc.clip().frames.end(1) - under) <= 1.0);
    f.release(end);
    const double scrolled = f.view->axis().scroll();
    QTest::qWait(100);
    QCOMPARE(f.view->axis().scroll(), scrolled); // stopped with the release
    QCOMPARE(f.doc.undoStack()->count(), 1);
}

QTEST_MAIN(TimelineDragTest)
#include "tst_timelinedrag.moc"
