// The curve view driven with QTest mouse and key events on the real widget: a click picks a
// key's point and the segment it starts; dragging points moves them in time (on the fps grid,
// Shift off) and in value, several at once, one undo step a drag; a rubber band picks points;
// dragging a Bezier handle makes the segment's easing a bezier (one undo step, undone exactly);
// right-click a segment for the presets; Escape cancels; F and A frame.

#include "common/stripspaint.h"
#include "curves/curvefixture.h"
#include "curves/easinghandles.h"

#include <QApplication>
#include <QMenu>
#include <QSignalSpy>
#include <QTimer>
#include <QUndoStack>

using namespace inbetween;
using namespace inbetween::test;

namespace {
// Keys at 0, 100, 200, 300 ms: tx 0, 100, 100, 0; ty 0, 50, 150, 0.
Project fourKeys()
{
    return motionProject({0, 100, 200, 300}, {0, 100, 100, 0}, {0, 50, 150, 0});
}

QList<double> times(const Document &doc)
{
    QList<double> out;
    for (const Keyframe &k : doc.clip().motion.keys())
        out.append(k.time);
    return out;
}
} // namespace

class TestCurveView : public QObject
{
    Q_OBJECT

private slots:
    void clickPicksAPointAndItsSegment();
    void dragInTime_data();
    void dragInTime();
    void dragInTimeOntoGuides_data();
    void dragInTimeOntoGuides();
    void dragInValue();
    void severalPointsOneStep();
    void rubberBandPicksPoints();
    void handleDragMakesABezier_data();
    void handleDragMakesABezier();
    void rightClickSetsTheEasing();
    void escapeCancelsTheDrag();
    void framingKeys();
    void ctrlWheelZoomsTime();
    void partialRepaintsMatchWhole_data();
    void partialRepaintsMatchWhole();
};

void TestCurveView::clickPicksAPointAndItsSegment()
{
    CurveFixture f(fourKeys());
    QSignalSpy segment(f.view.get(), &CurveView::selectedSegmentChanged);
    QTest::mouseClick(f.view.get(), Qt::LeftButton, Qt::NoModifier, f.atKey(1, MotionChannel::TY));
    QCOMPARE(f.view->selection(), (QList<KeyPoint>{{1, MotionChannel::TY}}));
    QCOMPARE(f.view->selectedSegment(), 1);
    QCOMPARE(segment.size(), 1);
    // Ctrl adds another (key 3's tx and ty share a point: ty is drawn over tx); Ctrl again takes
    // it off; the last key selects the segment it ends.
    QTest::mouseClick(f.view.get(), Qt::LeftButton, Qt::ControlModifier, f.atKey(3));
    QCOMPARE(f.view->selection(), (QList<KeyPoint>{{1, MotionChannel::TY}, {3, MotionChannel::TY}}));
    QCOMPARE(f.view->selectedSegment(), 2);
    QTest::mouseClick(f.view.get(), Qt::LeftButton, Qt::ControlModifier, f.atKey(3));
    QCOMPARE(f.view->selection(), (QList<KeyPoint>{{1, MotionChannel::TY}}));
    // A curve picks its segment and drops the points; the background drops both.
    QTest::mouseClick(f.view.get(), Qt::LeftButton, Qt::NoModifier, f.at(250, 50));
    QVERIFY(f.view->selection().isEmpty());
    QCOMPARE(f.view->selectedSegment(), 2);
    QTest::mouseClick(f.view.get(), Qt::LeftButton, Qt::NoModifier, f.at(250, 200));
    QCOMPARE(f.view->selectedSegment(), -1);
    QCOMPARE(f.doc.undoStack()->count(), 0); // clicks change nothing
}

void TestCurveView::dragInTime_data()
{
    QTest::addColumn<int>("dx");
    QTest::addColumn<int>("modifiers");
    QTest::addColumn<double>("time");
    // 123 ms is 7.38 frames at 60 fps: frame 7.
    QTest::newRow("snapped to the fps grid") << 23 << int(Qt::NoModifier) << 700.0 / 6;
    QTest::newRow("Shift: not snapped") << 23 << int(Qt::ShiftModifier) << 123.0;
    QTest::newRow("held a frame before the next key") << 160 << int(Qt::NoModifier) << 200.0 - 1000.0 / 60;
    QTest::newRow("back past the previous key: held after it") << -140 << int(Qt::NoModifier) << 1000.0 / 60;
}

void TestCurveView::dragInTime()
{
    QFETCH(int, dx);
    QFETCH(int, modifiers);
    QFETCH(double, time);
    CurveFixture f(fourKeys());
    const QList<Keyframe> before = f.doc.clip().motion.keys();
    const QPoint from = f.atKey(1);
    f.drag(from, from + QPoint(dx, 0), Qt::KeyboardModifiers(modifiers));
    QVERIFY(std::abs(f.doc.clip().motion.key(1).time - time) < 1e-9);
    QCOMPARE(f.doc.clip().motion.key(1).translation, before[1].translation); // no value change
    QCOMPARE(f.doc.undoStack()->count(), 1);
    f.doc.undoStack()->undo();
    QCOMPARE(f.doc.clip().motion.keys(), before);
    f.doc.undoStack()->redo();
    QVERIFY(std::abs(f.doc.clip().motion.key(1).time - time) < 1e-9);
}

void TestCurveView::dragInTimeOntoGuides_data()
{
    QTest::addColumn<int>("dx");
    QTest::addColumn<int>("modifiers");
    QTest::addColumn<double>("time");
    // Beats at 122 and 622 (120 BPM from 122), a marker at 160; 1 ms a pixel, the snap distance 6 ms.
    QTest::newRow("onto a beat") << 25 << int(Qt::NoModifier) << 122.0;
    QTest::newRow("onto a marker") << 57 << int(Qt::NoModifier) << 160.0;
    // 140 ms: 18 from the beat, 20 from the marker: the fps grid (8.4 frames: 8).
    QTest::newRow("far from both: the fps grid") << 40 << int(Qt::NoModifier) << 800.0 / 6;
    QTest::newRow("Shift: neither") << 25 << int(Qt::ShiftModifier) << 125.0;
}

void TestCurveView::dragInTimeOntoGuides()
{
    QFETCH(int, dx);
    QFETCH(int, modifiers);
    QFETCH(double, time);
    Project p = fourKeys();
    p.clips[0].beat = BeatGrid{120, 122};
    p.clips[0].markers = {{160, QStringLiteral("hit")}};
    CurveFixture f(p);
    QCOMPARE(f.view->mapping().msPerPixel, 1.0);
    const QPoint from = f.atKey(1);
    f.drag(from, from + QPoint(dx, 0), Qt::KeyboardModifiers(modifiers));
    QCOMPARE(f.doc.clip().motion.key(1).time, time);
    QCOMPARE(f.doc.undoStack()->count(), 1);
}

void TestCurveView::dragInValue()
{
    CurveFixture f(fourKeys());
    const QPoint from = f.atKey(2, MotionChannel::TY);
    const double perPixel = f.view->mapping().valuePerPixel;
    f.drag(from, from + QPoint(0, -40));
    const Keyframe k = f.doc.clip().motion.key(2);
    QCOMPARE(k.time, 200.0);
    QVERIFY2(std::abs(k.translation.y - (150.0 + 40 * perPixel)) < 1e-9, qPrintable(QString::number(k.translation.y)));
    QCOMPARE(k.translation.x, 100.0); // the other channel of the key stays
    QCOMPARE(f.doc.undoStack()->count(), 1);
}

void TestCurveView::severalPointsOneStep()
{
    CurveFixture f(fourKeys());
    QTest::mouseClick(f.view.get(), Qt::LeftButton, Qt::NoModifier, f.atKey(1));
    QTest::mouseClick(f.view.get(), Qt::LeftButton, Qt::ShiftModifier, f.atKey(2, MotionChannel::TY));
    QCOMPARE(f.view->selection().size(), 2);
    const double perPixel = f.view->mapping().valuePerPixel;
    // Dragging one of the selected points moves both: 50 ms (3 frames) later, 20 px up.
    const QPoint from = f.atKey(2, MotionChannel::TY);
    f.drag(from, from + QPoint(50, -20));
    QCOMPARE(times(f.doc), (QList<double>{0, 150, 250, 300}));
    QVERIFY(std::abs(f.doc.clip().motion.key(1).translation.x - (100 + 20 * perPixel)) < 1e-9);
    QCOMPARE(f.doc.clip().motion.key(1).translation.y, 50.0);
    QVERIFY(std::abs(f.doc.clip().motion.key(2).translation.y - (150 + 20 * perPixel)) < 1e-9);
    QCOMPARE(f.doc.clip().motion.key(2).translation.x, 100.0);
    QCOMPARE(f.doc.undoStack()->count(), 1);
    f.doc.undoStack()->undo();
    QCOMPARE(f.doc.clip().motion.keys(), fourKeys().clips[0].motion.keys());
}

void TestCurveView::rubberBandPicksPoints()
{
    CurveFixture f(fourKeys());
    // Around keys 1 and 2 on tx (value 100), not ty (50 and 150) nor the other keys.
    f.drag(f.at(80, 120), f.at(220, 80));
    QCOMPARE(f.view->selection(), (QList<KeyPoint>{{1, MotionChannel::TX}, {2, MotionChannel::TX}}));
    QCOMPARE(f.doc.undoStack()->count(), 0);
    // Shift adds to it.
    f.drag(f.at(-10, 20), f.at(10, -20), Qt::ShiftModifier);
    QCOMPARE(f.view->selection().size(), 4); // key 0 on tx and ty
}

void TestCurveView::handleDragMakesABezier_data()
{
    QTest::addColumn<int>("handle");
    QTest::addColumn<QPoint>("delta");
    QTest::newRow("handle 1 right and up") << 1 << QPoint(30, -60);
    QTest::newRow("handle 2 left, overshooting") << 2 << QPoint(-25, -80);
}

void TestCurveView::handleDragMakesABezier()
{
    QFETCH(int, handle);
    QFETCH(QPoint, delta);
    CurveFixture f(fourKeys());
    QTest::mouseClick(f.view.get(), Qt::LeftButton, Qt::NoModifier, f.atKey(0));
    QCOMPARE(f.view->selectedSegment(), 0);
    // Segment 0 is linear: its handles at a third and two thirds, on tx (0 -> 100).
    const CurveMapping m = f.view->mapping();
    const auto start = CurveHitTester(f.doc.clip().motion, f.view->channels(), m, 0).handlePosition(0, MotionChannel::TX, handle);
    QVERIFY(start);
    const QPoint from = start->toPoint();
    QCOMPARE(f.view->hitAt(from).kind, CurveHit::Kind::Handle);
    const Easing before = f.doc.clip().motion.key(0).easing;
    f.drag(from, from + delta);
    const Easing after = f.doc.clip().motion.key(0).easing;
    QCOMPARE(after.type(), Easing::Type::Bezier);
    // Where the handle was let go, as the easing's control point of the segment.
    const QPointF to = *start + QPointF(delta);
    const double x = (m.time(to.x()) - 0.0) / 100.0, y = m.value(to.y()) / 100.0;
    const auto &p = after.bezierPoints();
    QVERIFY2(std::abs(p[handle == 1 ? 0 : 2] - x) < 1e-9 && std::abs(p[handle == 1 ? 1 : 3] - y) < 1e-9,
             qPrintable(after.displayText()));
    // The other handle stays where linear has it.
    QVERIFY(std::abs(p[handle == 1 ? 2 : 0] - (handle == 1 ? 2.0 / 3 : 1.0 / 3)) < 1e-12);
    QCOMPARE(f.doc.undoStack()->count(), 1);
    f.doc.undoStack()->undo();
    QCOMPARE(f.doc.clip().motion.key(0).easing, before);
    QCOMPARE(f.doc.clip().motion.keys(), fourKeys().clips[0].motion.keys());
}

void TestCurveView::rightClickSetsTheEasing()
{
    CurveFixture f(fourKeys());
    QString chosen;
    // The menu is modal: pick "Overshoot (back out)" once it shows.
    QTimer::singleShot(0, [&] {
        auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        if (!menu)
            return;
        for (QAction *a : menu->actions()) {
            if (a->text().startsWith(QLatin1String("Overshoot"))) {
                chosen = a->text();
                a->trigger();
            }
        }
        menu->close();
    });
    // A right-click on segment 2's tx curve (the menu event the platform sends for it).
    QContextMenuEvent event(QContextMenuEvent::Mouse, f.at(250, 50), f.view->mapToGlobal(f.at(250, 50)));
    QCoreApplication::sendEvent(f.view.get(), &event);
    QVERIFY(!chosen.isEmpty());
    QCOMPARE(f.view->selectedSegment(), 2);
    QCOMPARE(f.doc.clip().motion.key(2).easing, Easing::bezier(0.34, 1.56, 0.64, 1.0));
    QCOMPARE(f.doc.undoStack()->count(), 1);
    f.doc.undoStack()->undo();
    QCOMPARE(f.doc.clip().motion.key(2).easing, Easing());
}

void TestCurveView::escapeCancelsTheDrag()
{
    CurveFixture f(fourKeys());
    const QPoint from = f.atKey(1);
    f.press(from);
    f.moveHeld(from + QPoint(40, -30));
    QVERIFY(f.doc.clip().motion.key(1).time != 100.0);
    QTest::keyClick(f.view.get(), Qt::Key_Escape);
    f.release(from + QPoint(40, -30));
    QCOMPARE(f.doc.clip().motion.keys(), fourKeys().clips[0].motion.keys());
    QCOMPARE(f.doc.undoStack()->count(), 0);
}

void TestCurveView::framingKeys()
{
    CurveFixture f(fourKeys(), -1000, 1000);
    QSignalSpy timeRange(f.view.get(), &CurveView::timeRangeRequested);
    f.view->setFocus();
    QTest::keyClick(f.view.get(), Qt::Key_A);
    // Every key of tx and ty: values 0 .. 150 (a little margin), times 0 .. 300.
    auto [lo, hi] = f.view->valueRange();
    QVERIFY(lo < 0 && lo > -20 && hi > 150 && hi < 170);
    QCOMPARE(timeRange.size(), 1);
    QCOMPARE(timeRange.back().at(0).toDouble(), 0.0);
    QCOMPARE(timeRange.back().at(1).toDouble(), 300.0);
    // F: the selected point alone (key 2 on ty, 150).
    QTest::mouseClick(f.view.get(), Qt::LeftButton, Qt::NoModifier, f.atKey(2, MotionChannel::TY));
    QTest::keyClick(f.view.get(), Qt::Key_F);
    std::tie(lo, hi) = f.view->valueRange();
    QVERIFY(lo < 150 && hi > 150 && hi - lo <= 40);
    QCOMPARE(timeRange.size(), 2);
    QVERIFY(timeRange.back().at(0).toDouble() < 200 && timeRange.back().at(1).toDouble() > 200);
}

void TestCurveView::ctrlWheelZoomsTime()
{
    CurveFixture f(fourKeys());
    QSignalSpy zoom(f.view.get(), &CurveView::timeZoomRequested);
    const auto before = f.view->valueRange();
    const QPoint pos = f.at(150, 100);
    QWheelEvent ctrl(QPointF(pos), f.view->mapToGlobal(QPointF(pos)), QPoint(), QPoint(0, 120), Qt::NoButton,
                     Qt::ControlModifier, Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(f.view.get(), &ctrl);
    QCOMPARE(zoom.size(), 1);
    QVERIFY(zoom.front().at(0).toDouble() < 1.0);
    QVERIFY(std::abs(zoom.front().at(1).toDouble() - 150.0) < 1.0);
    QCOMPARE(f.view->valueRange(), before);
    // Without Ctrl the values zoom, around the one under the mouse.
    QWheelEvent plain(QPointF(pos), f.view->mapToGlobal(QPointF(pos)), QPoint(), QPoint(0, 120), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(f.view.get(), &plain);
    const auto [lo, hi] = f.view->valueRange();
    QVERIFY(hi - lo < before.second - before.first);
    QVERIFY(lo < 100 && hi > 100);
}

void TestCurveView::partialRepaintsMatchWhole_data()
{
    QTest::addColumn<QList<double>>("times");
    QTest::addColumn<QList<double>>("values");
    QTest::newRow("three keys") << QList<double>{0, 300, 700} << QList<double>{0, 200, 50};
    QList<double> times, values;
    for (int i = 0; i < 400; ++i) {
        times << i * 2.0;
        values << (i % 7) * 30.0;
    }
    QTest::newRow("keys crowding the pixels") << times << values;
}

// The playhead repaints 5-pixel strips as it moves: each strip must show what the whole did,
// but for the shade of a few antialiased pixels of a curve (a line drawn from the strip's edge
// rasterizes a shade apart from the same line drawn whole; measured: at most 72 of 255).
void TestCurveView::partialRepaintsMatchWhole()
{
    QFETCH(QList<double>, times);
    QFETCH(QList<double>, values);
    CurveFixture f(motionProject(times, values, {}, {100, 150, 250}));
    f.view->setPlayheadTime(130);
    for (int strip : {5, 37}) {
        const QString difference = stripsDifferFromWhole(f.view.get(), strip, QRect(), 80);
        QVERIFY2(difference.isEmpty(), qPrintable(QStringLiteral("%1-pixel strips: %2").arg(strip).arg(difference)));
    }
}

QTEST_MAIN(TestCurveView)
#include "tst_curveview.moc"
