// Selection shared with a real QTableView through one QItemSelectionModel, both ways; clicks,
// Shift and Ctrl, the rubber band; and the timeline's keys.

#include "timeline/timelinefixture.h"

#include <QAction>
#include <QApplication>
#include <QScopeGuard>
#include <QHeaderView>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using namespace inbetween;
using namespace inbetween::test;
using Row = TimelineLayout::Row;

namespace {
QList<int> selectedRows(const QItemSelectionModel &s)
{
    QList<int> rows;
    for (int r = 0; r < s.model()->rowCount(); ++r) {
        if (s.isRowSelected(r, {}))
            rows.append(r);
    }
    return rows;
}

// The selection bar the timeline paints along the top of a selected block.
bool looksSelected(const QImage &image, const TimelineFixture &f, double ms)
{
    const QRect row = f.view->rowLayout().rect(Row::Frames);
    return image.pixelColor(f.xFor(ms), row.top() + 1) == QColor(255, 170, 40);
}
} // namespace

class TimelineSelectionTest : public QObject
{
    Q_OBJECT

private slots:
    void timelineSelectsTableRow();
    void tableSelectsTimeline();
    void clicks_data();
    void clicks();
    void rubberBand_data();
    void rubberBand();
    void keyframeClickAndDelete();
    void playheadKeys_data();
    void playheadKeys();
    void spaceRequestsPlayPause();
    void deleteRemovesSelectedFrames();
    void bracketsStepSelectedDurations_data();
    void bracketsStepSelectedDurations();
    void statusShowsTotals();
    void windowShortcutsDoNotStealTimelineKeys();
};

void TimelineSelectionTest::timelineSelectsTableRow()
{
    TimelineFixture f(flipbook({100, 150, 250}));
    QTableView table;
    table.setModel(&f.frames);
    table.setSelectionModel(&f.frameSelection);
    table.setSelectionBehavior(QAbstractItemView::SelectRows);
    table.show();
    QVERIFY(QTest::qWaitForWindowExposed(&table));

    f.click(f.at(175, Row::Frames));
    QCOMPARE(selectedRows(*table.selectionModel()), QList<int>{1});
    QCOMPARE(table.currentIndex().row(), 1);
    QVERIFY(table.selectionModel()->isSelected(f.frames.index(1, FrameTableModel::DurationColumn)));
}

void TimelineSelectionTest::tableSelectsTimeline()
{
    TimelineFixture f(flipbook({100, 150, 250}));
    QTableView table;
    table.setModel(&f.frames);
    table.setSelectionModel(&f.frameSelection);
    table.setSelectionBehavior(QAbstractItemView::SelectRows);
    table.show();
    QVERIFY(QTest::qWaitForWindowExposed(&table));

    // A real click on the table's row 2.
    const QRect cell = table.visualRect(f.frames.index(2, FrameTableModel::DurationColumn));
    QTest::mouseClick(table.viewport(), Qt::LeftButton, Qt::NoModifier, cell.center());
    QCOMPARE(selectedRows(f.frameSelection), QList<int>{2});
    QImage shot = f.viewport()->grab().toImage();
    QVERIFY(looksSelected(shot, f, 375));
    QVERIFY(!looksSelected(shot, f, 50));
    QVERIFY(!looksSelected(shot, f, 175));
    QCOMPARE(f.view->status().selectedFrames, 1);
    QCOMPARE(f.view->status().selectedDuration, 250.0);

    // Ctrl-click row 0 in the table: both show in the timeline.
    const QRect cell0 = table.visualRect(f.frames.index(0, FrameTableModel::DurationColumn));
    QTest::mouseClick(table.viewport(), Qt::LeftButton, Qt::ControlModifier, cell0.center());
    shot = f.viewport()->grab().toImage();
    QVERIFY(looksSelected(shot, f, 50));
    QVERIFY(looksSelected(shot, f, 375));
    QVERIFY(!looksSelected(shot, f, 175));
    QCOMPARE(f.view->status().selectedDuration, 350.0);
}

void TimelineSelectionTest::clicks_data()
{
    QTest::addColumn<QList<double>>("clickTimes");
    QTest::addColumn<QList<int>>("clickModifiers");
    QTest::addColumn<QList<int>>("selected");
    const int none = Qt::NoModifier, shift = Qt::ShiftModifier, ctrl = Qt::ControlModifier;
    // Frames [100, 150, 250, 50, 200]: 0..100, 100..250, 250..500, 500..550, 550..750.
    QTest::newRow("click") << QList<double>{175} << QList<int>{none} << QList<int>{1};
    QTest::newRow("click replaces") << QList<double>{175, 600} << QList<int>{none, none} << QList<int>{4};
    QTest::newRow("shift range") << QList<double>{175, 525} << QList<int>{none, shift} << QList<int>{1, 2, 3};
    QTest::newRow("shift range backwards") << QList<double>{600, 300} << QList<int>{none, shift} << QList<int>{2, 3, 4};
    QTest::newRow("ctrl toggles on") << QList<double>{50, 525} << QList<int>{none, ctrl} << QList<int>{0, 3};
    QTest::newRow("ctrl toggles off") << QList<double>{50, 525, 50} << QList<int>{none, ctrl, ctrl} << QList<int>{3};
    QTest::newRow("click on nothing clears") << QList<double>{50, 850} << QList<int>{none, none} << QList<int>{};
}

void TimelineSelectionTest::clicks()
{
    QFETCH(QList<double>, clickTimes);
    QFETCH(QList<int>, clickModifiers);
    QFETCH(QList<int>, selected);
    TimelineFixture f(flipbook({100, 150, 250, 50, 200}));
    for (int i = 0; i < clickTimes.size(); ++i)
        f.click(f.at(clickTimes[i], Row::Frames), Qt::KeyboardModifiers(clickModifiers[i]));
    QCOMPARE(selectedRows(f.frameSelection), selected);
}

void TimelineSelectionTest::rubberBand_data()
{
    QTest::addColumn<double>("from");
    QTest::addColumn<double>("to");
    QTest::addColumn<QList<int>>("frames");
    QTest::addColumn<QList<int>>("keys");
    QTest::newRow("across three frames") << 50.0 << 300.0 << QList<int>{0, 1, 2} << QList<int>{};
    QTest::newRow("inside one frame") << 120.0 << 240.0 << QList<int>{1} << QList<int>{};
    QTest::newRow("right to left") << 450.0 << 180.0 << QList<int>{1, 2} << QList<int>{};
}

void TimelineSelectionTest::rubberBand()
{
    QFETCH(double, from);
    QFETCH(double, to);
    QFETCH(QList<int>, frames);
    QFETCH(QList<int>, keys);
    TimelineFixture f(flipbook({100, 150, 250}, {0, 200, 400}));
    f.drag(f.at(from, Row::Frames), f.at(to, Row::Frames));
    QCOMPARE(selectedRows(f.frameSelection), frames);
    QCOMPARE(selectedRows(f.keySelection), keys);
    QCOMPARE(f.doc.undoStack()->count(), 0);

    // Over the keyframe row as well: the keys in the span are selected too. (Started between
    // keys: a drag from a selected block would move the frames, see tst_timelineframemove.)
    f.drag(f.at(150, Row::Keyframes), f.at(450, Row::Frames));
    QCOMPARE(selectedRows(f.frameSelection), (QList<int>{1, 2}));
    QCOMPARE(selectedRows(f.keySelection), (QList<int>{1, 2}));
}

void TimelineSelectionTest::keyframeClickAndDelete()
{
    TimelineFixture f(flipbook({100, 150, 250}, {0, 200, 400}));
    f.click(f.at(200, Row::Keyframes));
    QCOMPARE(selectedRows(f.keySelection), QList<int>{1});
    QCOMPARE(selectedRows(f.frameSelection), QList<int>{});
    QTest::keyClick(f.view.get(), Qt::Key_Delete);
    QCOMPARE(f.doc.clip().motion.count(), 2);
    QCOMPARE(f.doc.clip().motion.key(1).time, 400.0);
    QCOMPARE(f.doc.clip().frames.count(), 3);
    f.doc.undoStack()->undo();
    QCOMPARE(f.doc.clip().motion.count(), 3);
}

void TimelineSelectionTest::playheadKeys_data()
{
    QTest::addColumn<double>("start");
    QTest::addColumn<int>("key");
    QTest::addColumn<double>("expected");
    // Boundaries of [100, 150, 250]: 0, 100, 250, 500.
    QTest::newRow("right from 0") << 0.0 << int(Qt::Key_Right) << 100.0;
    QTest::newRow("right from inside") << 120.0 << int(Qt::Key_Right) << 250.0;
    QTest::newRow("right from a boundary") << 250.0 << int(Qt::Key_Right) << 500.0;
    QTest::newRow("right at the end") << 500.0 << int(Qt::Key_Right) << 500.0;
    QTest::newRow("left from inside") << 120.0 << int(Qt::Key_Left) << 100.0;
    QTest::newRow("left from a boundary") << 250.0 << int(Qt::Key_Left) << 100.0;
    QTest::newRow("left at 0") << 0.0 << int(Qt::Key_Left) << 0.0;
    QTest::newRow("home") << 321.0 << int(Qt::Key_Home) << 0.0;
    QTest::newRow("end") << 32.0 << int(Qt::Key_End) << 500.0;
}

void TimelineSelectionTest::playheadKeys()
{
    QFETCH(double, start);
    QFETCH(int, key);
    QFETCH(double, expected);
    TimelineFixture f(flipbook({100, 150, 250}));
    f.view->setPlayheadTime(start);
    QSignalSpy scrubbed(f.view.get(), &TimelineView::playheadScrubbed);
    QTest::keyClick(f.view.get(), Qt::Key(key));
    QCOMPARE(f.view->playheadTime(), expected);
    QCOMPARE(scrubbed.count(), 1);
    QCOMPARE(scrubbed.last().at(0).toDouble(), expected);
}

void TimelineSelectionTest::spaceRequestsPlayPause()
{
    TimelineFixture f(flipbook({100}));
    QSignalSpy play(f.view.get(), &TimelineView::playPauseRequested);
    QTest::keyClick(f.view.get(), Qt::Key_Space);
    QTest::keyClick(f.view.get(), Qt::Key_Space);
    QCOMPARE(play.count(), 2);
}

void TimelineSelectionTest::deleteRemovesSelectedFrames()
{
    TimelineFixture f(flipbook({100, 150, 250, 50}));
    f.click(f.at(175, Row::Frames));
    f.click(f.at(525, Row::Frames), Qt::ControlModifier);
    QTest::keyClick(f.view.get(), Qt::Key_Delete);
    QCOMPARE(durations(f.doc), (QList<double>{100, 250}));
    QCOMPARE(f.doc.undoStack()->count(), 1);
    f.doc.undoStack()->undo();
    QCOMPARE(durations(f.doc), (QList<double>{100, 150, 250, 50}));
}

void TimelineSelectionTest::bracketsStepSelectedDurations_data()
{
    QTest::addColumn<QList<double>>("before");
    QTest::addColumn<bool>("snapToFrames");
    QTest::addColumn<int>("key");
    QTest::addColumn<QList<double>>("after");
    // Frames 0 and 2 selected.
    QTest::newRow("] lengthens by 1 ms") << QList<double>{100, 150, 250} << false << int(Qt::Key_BracketRight)
                                         << QList<double>{101, 150, 251};
    QTest::newRow("[ shortens by 1 ms") << QList<double>{100, 150, 250} << false << int(Qt::Key_BracketLeft)
                                        << QList<double>{99, 150, 249};
    QTest::newRow("[ stops at 1 ms") << QList<double>{1, 150, 250} << false << int(Qt::Key_BracketLeft)
                                     << QList<double>{1, 150, 249};
    QTest::newRow("] by a frame") << QList<double>{100, 150, 250} << true << int(Qt::Key_BracketRight)
                                  << QList<double>{7000.0 / 60, 150, 16000.0 / 60};
    QTest::newRow("[ stops at a frame") << QList<double>{20, 150, 250} << true << int(Qt::Key_BracketLeft)
                                        << QList<double>{1000.0 / 60, 150, 14000.0 / 60};
}

void TimelineSelectionTest::bracketsStepSelectedDurations()
{
    QFETCH(QList<double>, before);
    QFETCH(bool, snapToFrames);
    QFETCH(int, key);
    QFETCH(QList<double>, after);
    TimelineFixture f(flipbook(before));
    f.view->setSnapToFrames(snapToFrames);
    f.frameSelection.select(QItemSelection(f.frames.index(0, 0), f.frames.index(0, 4)), QItemSelectionModel::Select);
    f.frameSelection.select(QItemSelection(f.frames.index(2, 0), f.frames.index(2, 4)), QItemSelectionModel::Select);
    f.view->setFocus();
    QTest::keyClick(f.view.get(), Qt::Key(key));
    const QList<double> got = durations(f.doc);
    for (int i = 0; i < got.size(); ++i)
        QVERIFY2(qFuzzyCompare(got[i], after[i]), qPrintable(QStringLiteral("frame %1: %2").arg(i).arg(got[i])));
    QCOMPARE(f.doc.undoStack()->count(), 1);
    f.doc.undoStack()->undo();
    QCOMPARE(durations(f.doc), before);
}

void TimelineSelectionTest::statusShowsTotals()
{
    TimelineFixture f(flipbook({100, 150, 250}));
    QSignalSpy messages(f.view.get(), &TimelineView::statusMessage);
    f.click(f.at(50, Row::Frames));
    f.click(f.at(300, Row::Frames), Qt::ShiftModifier);
    QCOMPARE(f.view->status().clipLength, 500.0);
    QCOMPARE(f.view->status().selectedFrames, 3);
    QCOMPARE(f.view->status().selectedDuration, 500.0);
    QTest::mouseMove(f.viewport(), f.at(175, Row::Frames));
    QCOMPARE(f.view->status().frameUnderCursor, 1);
    QVERIFY(!messages.isEmpty());
    QVERIFY2(messages.last().at(0).toString().contains(QStringLiteral("frame 1 under the cursor: 150 ms, 9 f")),
             qPrintable(messages.last().at(0).toString()));
    QVERIFY(messages.last().at(0).toString().contains(QStringLiteral("Clip 500 ms, 30 f")));
}

void TimelineSelectionTest::windowShortcutsDoNotStealTimelineKeys()
{
    // The window's Edit menu may have Delete and Space too: while the timeline has the focus,
    // its own keys win.
    TimelineFixture f(flipbook({100, 150, 250}));
    QWidget window;
    QAction windowDelete(QStringLiteral("Delete"), &window);
    windowDelete.setShortcut(QKeySequence::Delete);
    window.addAction(&windowDelete);
    QSignalSpy windowDeleted(&windowDelete, &QAction::triggered);
    f.view->setParent(&window);
    const auto giveBack = qScopeGuard([&] { f.view->setParent(nullptr); }); // the fixture owns it
    window.resize(f.view->size());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.activateWindow();
    f.view->setFocus();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    f.click(f.at(175, Row::Frames));
    QCOMPARE(QApplication::focusWidget(), f.view.get());
    // To the focus widget, as the platform sends it (QTest sends the ShortcutOverride to the
    // widget it is given).
    QTest::keyClick(f.view.get(), Qt::Key_Delete);
    QCOMPARE(windowDeleted.count(), 0);
    QCOMPARE(durations(f.doc), (QList<double>{100, 250}));
}

QTEST_MAIN(TimelineSelectionTest)
#include "tst_timelineselection.moc"
