// The Curves panel in the editor window, driven with QTest events: it sits under the timeline on
// the same time axis (a key is at the same x in both, through zoom and scroll); dragging a Bezier
// handle of the selected segment reshapes the curve, the spacing chart and what the preview is
// told to show while the mouse is still down, is one undo step, and one undo restores the old
// easing exactly; the presets menu and the channel toggles act on the view.

#include "curves/curvespanel.h"
#include "curves/curveview.h"
#include "curves/spacingchartview.h"
#include "editor/testsupport.h"
#include "editor/windowfixture.h"
#include "playback/playbackarea.h"
#include "timeline/timelineview.h"

#include <QMenu>
#include <QScrollBar>
#include <QSignalSpy>
#include <QToolButton>
#include <QUndoStack>

using namespace inbetween;
using namespace testsupport;

class TestEditorCurves : public QObject, protected WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { isolateSettings(m_settings.path()); }
    void init();
    void cleanup() { closeWindow(); }
    void sharesTheTimelinesTimeAxis();
    void handleDragIsLiveAndOneUndoStep();
    void presetsMenuSetsTheEasing();
    void channelToggles();
    void framingMovesTheTimeline();
    void curvesShowTheTimelinesTimes_data();
    void curvesShowTheTimelinesTimes();
    void dragsStayInThePlot_data();
    void dragsStayInThePlot();

private:
    CurvesPanel *panel() const { return m_window->playback()->curves(); }
    CurveView *curves() const { return panel()->curveView(); }
    TimelineView *timeline() const { return m_window->playback()->timeline(); }
    // Global x of clip time `ms` in the curve view and on the timeline.
    double curveX(double ms) const { return curves()->mapToGlobal(QPointF(curves()->mapping().x(ms), 0)).x(); }
    double timelineX(double ms) const
    {
        return timeline()->viewport()->mapToGlobal(QPointF(timeline()->axis().xForTime(ms), 0)).x();
    }
    void moveHeld(QPointF pos)
    {
        QMouseEvent e(QEvent::MouseMove, pos, curves()->mapToGlobal(pos), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(curves(), &e);
    }
    QList<double> tickPlaces() const
    {
        const auto [left, right] = panel()->spacingChart()->keyXs();
        QList<double> places;
        for (double x : panel()->spacingChart()->tickXs())
            places.append((x - left) / (right - left));
        return places;
    }
};

void TestEditorCurves::init()
{
    openWindow(QFINDTESTDATA("data/flipbook/flipbook.json"));
    QVERIFY(panel()->isVisible());
    QVERIFY(curves()->width() > 200 && curves()->height() > 100);
}

void TestEditorCurves::sharesTheTimelinesTimeAxis()
{
    for (double ms : {0.0, 250.0, 500.0})
        QVERIFY2(std::abs(curveX(ms) - timelineX(ms)) < 0.5, qPrintable(QStringLiteral("%1: %2 / %3").arg(ms).arg(curveX(ms)).arg(timelineX(ms))));
    timeline()->zoomIn();
    timeline()->zoomIn();
    timeline()->horizontalScrollBar()->setValue(timeline()->horizontalScrollBar()->maximum() / 2);
    QVERIFY(timeline()->horizontalScrollBar()->value() > 0);
    for (double ms : {0.0, 250.0, 500.0})
        QVERIFY(std::abs(curveX(ms) - timelineX(ms)) < 0.5);
    QCOMPARE(curves()->mapping().msPerPixel, timeline()->axis().msPerPixel());
    // The playhead too.
    m_window->setCurrentTime(300.0);
    QCOMPARE(timeline()->playheadTime(), 300.0);
}

void TestEditorCurves::handleDragIsLiveAndOneUndoStep()
{
    // Key 0 starts segment 0 (0 -> 250 ms, linear; rz 0 -> 90).
    const Keyframe key0 = m_window->document()->clip().motion.key(0);
    QTest::mouseClick(curves(), Qt::LeftButton, Qt::NoModifier, curves()->mapping().point(0, 0).toPoint());
    QCOMPARE(curves()->selectedSegment(), 0);
    QCOMPARE(panel()->spacingChart()->segment(), 0);
    const QList<double> before = tickPlaces();
    QCOMPARE(before.size(), 14); // 0 -> 250 ms at 60 fps
    const auto handle = CurveHitTester(m_window->document()->clip().motion, curves()->channels(), curves()->mapping(), 0)
                            .handlePosition(0, MotionChannel::RZ, 2);
    QVERIFY(handle);
    QCOMPARE(curves()->hitAt(*handle).kind, CurveHit::Kind::Handle);
    QCOMPARE(curves()->hitAt(*handle).channel, MotionChannel::RZ);
    const QImage curveBefore = curves()->grab().toImage();

    QSignalSpy timing(m_window->document(), &Document::timingChanged); // what the preview redraws on
    QTest::mousePress(curves(), Qt::LeftButton, Qt::NoModifier, handle->toPoint());
    for (int dx : {-10, -30, -50})
        moveHeld(*handle + QPointF(dx, -40));
    // Live, with the mouse still down: the easing, the curve, the spacing chart, the preview.
    const Easing during = m_window->document()->clip().motion.key(0).easing;
    QCOMPARE(during.type(), Easing::Type::Bezier);
    QVERIFY(tickPlaces() != before);
    QVERIFY(timing.size() >= 3);
    QVERIFY(curves()->grab().toImage() != curveBefore);
    QVERIFY(m_window->document()->clip().sample(125).pose.rotation.z != m_original.clips[0].sample(125).pose.rotation.z);
    QTest::mouseRelease(curves(), Qt::LeftButton, Qt::NoModifier, (*handle + QPointF(-50, -40)).toPoint());

    QUndoStack *stack = m_window->document()->undoStack();
    QCOMPARE(stack->count(), 1);
    const Project after = m_window->document()->project();
    stack->undo();
    CHECK_STATE(*m_window, m_original);
    QCOMPARE(m_window->document()->clip().motion.key(0).easing, key0.easing);
    QCOMPARE(tickPlaces(), before);
    stack->redo();
    CHECK_STATE(*m_window, after);
}

void TestEditorCurves::presetsMenuSetsTheEasing()
{
    QTest::mouseClick(curves(), Qt::LeftButton, Qt::NoModifier, curves()->mapping().point(0, 0).toPoint());
    QMenu *menu = panel()->easingButton()->menu();
    QVERIFY(menu);
    emit menu->aboutToShow(); // built for what is selected when it opens
    QAction *easeIn = nullptr;
    for (QAction *a : menu->actions()) {
        if (a->text() == QLatin1String("Ease in (cubic)"))
            easeIn = a;
    }
    QVERIFY(easeIn);
    Project after = m_original;
    QList<Keyframe> keys = after.clips[0].motion.keys();
    keys[0].easing = Easing(Easing::Type::EaseIn);
    after.clips[0].motion.setKeys(keys);
    oneStep([&] { easeIn->trigger(); }, after);
}

void TestEditorCurves::channelToggles()
{
    QToolButton *rz = panel()->channelButton(MotionChannel::RZ);
    QToolButton *tz = panel()->channelButton(MotionChannel::TZ);
    QVERIFY(rz->isChecked()); // the channels that change are shown
    QVERIFY(!tz->isChecked());
    QVERIFY(curves()->channels().contains(MotionChannel::RZ));
    rz->click();
    QVERIFY(!curves()->channels().contains(MotionChannel::RZ));
    tz->click();
    QVERIFY(curves()->channels().contains(MotionChannel::TZ));
    QCOMPARE(m_window->document()->undoStack()->count(), 0); // a view setting, not an edit
}

void TestEditorCurves::framingMovesTheTimeline()
{
    // Select key 1 on rz (250 ms, 90 degrees) and frame it: the timeline zooms in around 250 ms.
    curves()->setSelection({{1, MotionChannel::RZ}});
    curves()->setFocus();
    QTest::keyClick(curves(), Qt::Key_F);
    const auto [from, to] = timeline()->axis().visibleTimes(timeline()->viewport()->width());
    QVERIFY2(from <= 250 && to >= 250 && to - from < 500, qPrintable(QStringLiteral("%1 .. %2").arg(from).arg(to)));
    QTest::keyClick(curves(), Qt::Key_A);
    const auto [allFrom, allTo] = timeline()->axis().visibleTimes(timeline()->viewport()->width());
    QVERIFY(allFrom <= 0.0 && allTo >= 500.0);
    QVERIFY(std::abs(curveX(250) - timelineX(250)) < 0.5);
    const CurveMapping m = curves()->mapping();
    QVERIFY2(m.x(0) >= 0 && m.x(500) <= curves()->width(), qPrintable(QStringLiteral("%1 .. %2 of %3").arg(m.x(0)).arg(m.x(500)).arg(curves()->width())));
}

// Issue 27, finding 7: the curve view is as wide as the timeline, so that whatever sets the
// shared axis (Fit Timeline, the curves' Frame All and Frame Selection, a zoom and a scroll) both
// show the same times, and the whole clip shows in both when fitted. (Before: the spacing chart
// beside the curves made them half as wide; Fit Timeline showed half the clip in the curves,
// Frame All half a timeline of empty time.)
void TestEditorCurves::curvesShowTheTimelinesTimes_data()
{
    QTest::addColumn<QString>("how");
    QTest::addColumn<bool>("wholeClip");
    QTest::newRow("Fit Timeline") << QStringLiteral("fit") << true;
    QTest::newRow("Frame All") << QStringLiteral("all") << true;
    QTest::newRow("Frame Selection") << QStringLiteral("selection") << false;
    QTest::newRow("zoomed and scrolled") << QStringLiteral("zoom") << false;
}

void TestEditorCurves::curvesShowTheTimelinesTimes()
{
    QFETCH(QString, how);
    QFETCH(bool, wholeClip);
    QTest::keyClick(curves(), Qt::Key_A); // not fitted to begin with: what follows changes it
    timeline()->zoomIn();
    timeline()->horizontalScrollBar()->setValue(timeline()->horizontalScrollBar()->maximum() / 3);
    if (how == QLatin1String("fit")) {
        m_window->playback()->action(QStringLiteral("fitTimeline"))->trigger();
    } else if (how == QLatin1String("all")) {
        panel()->findChild<QToolButton *>(QStringLiteral("frameAll"))->click();
    } else if (how == QLatin1String("selection")) {
        curves()->setSelection({{1, MotionChannel::RZ}});
        panel()->findChild<QToolButton *>(QStringLiteral("frameSelection"))->click();
    }
    const TimeAxis &axis = timeline()->axis();
    const int viewportWidth = timeline()->viewport()->width();
    const auto [from, to] = axis.visibleTimes(viewportWidth);
    const CurveMapping m = curves()->mapping();
    // The same times at both edges, to a few pixels (the timeline's frame).
    const double tolerance = 4 * axis.msPerPixel();
    const QString seen = QStringLiteral("timeline %1 .. %2 ms, curves %3 .. %4 ms").arg(from).arg(to).arg(m.time(0)).arg(m.time(curves()->width()));
    QVERIFY2(std::abs(m.time(0) - from) <= tolerance, qPrintable(seen));
    QVERIFY2(std::abs(m.time(curves()->width()) - to) <= tolerance, qPrintable(seen));
    QVERIFY(std::abs(curveX(250) - timelineX(250)) < 0.5);
    if (wholeClip) {
        // The clip (500 ms) fills both: it ends in the last tenth of each.
        for (double x : {m.x(500) / curves()->width(), axis.xForTime(500) / viewportWidth})
            QVERIFY2(x > 0.9 && x <= 1.0, qPrintable(QStringLiteral("%1; %2").arg(x).arg(seen)));
    }
}

// A point or a Bezier handle dragged past the view's edges stops at them: it is never lost under
// the channel buttons above or past the bottom (before: it went on with the mouse, out of sight).
void TestEditorCurves::dragsStayInThePlot_data()
{
    QTest::addColumn<bool>("handle");
    QTest::addColumn<QPoint>("by");
    QTest::newRow("handle up") << true << QPoint(-20, -3000);
    QTest::newRow("handle down") << true << QPoint(10, 3000);
    QTest::newRow("key up") << false << QPoint(0, -3000);
    QTest::newRow("key down and right") << false << QPoint(5000, 3000);
}

void TestEditorCurves::dragsStayInThePlot()
{
    QFETCH(bool, handle);
    QFETCH(QPoint, by);
    QTest::mouseClick(curves(), Qt::LeftButton, Qt::NoModifier, curves()->mapping().point(0, 0).toPoint());
    QCOMPARE(curves()->selectedSegment(), 0);
    const MotionTrack &motion = m_window->document()->clip().motion;
    auto where = [&] {
        const CurveMapping m = curves()->mapping();
        return handle ? *CurveHitTester(motion, curves()->channels(), m, 0).handlePosition(0, MotionChannel::RZ, 1)
                      : m.point(motion.key(1).time, motion.key(1).rotation.z);
    };
    const QPointF start = where();
    QVERIFY(curves()->rect().contains(start.toPoint()));
    QTest::mousePress(curves(), Qt::LeftButton, Qt::NoModifier, start.toPoint());
    for (int step = 1; step <= 4; ++step)
        moveHeld(start + QPointF(by) * step / 4.0);
    QTest::mouseRelease(curves(), Qt::LeftButton, Qt::NoModifier, (start + QPointF(by)).toPoint());
    QCOMPARE(m_window->document()->undoStack()->count(), 1); // it moved
    const QPointF end = where();
    QVERIFY2(curves()->rect().contains(end.toPoint()),
             qPrintable(QStringLiteral("(%1, %2) outside %3 x %4").arg(end.x()).arg(end.y()).arg(curves()->width()).arg(curves()->height())));
    // As far as the mouse went, to the edge.
    if (by.y() < 0)
        QVERIFY(end.y() < 10);
    else
        QVERIFY(end.y() > curves()->height() - 10);
}

QTEST_MAIN(TestEditorCurves)
#include "tst_editorcurves.moc"
