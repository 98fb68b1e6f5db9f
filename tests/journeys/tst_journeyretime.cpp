// Journey (a), retiming (issue 27, finding 4): an animator opens the bundled character, picks the
// walk in the Clips panel, plays it past its first lap and pauses, clicks the ruler to put the
// playhead in a frame, then retimes a frame: by dragging its edge on the timeline, or by typing
// its duration into the Frames table. The playhead stays on the frame it was in, at the same
// fraction of its hold (DESIGN.md, "The editor"); a frame after it never moves it. A click on
// another frame's row goes to that frame first (issue 39).
#include "journeys/journeywindow.h"

#include "itemmodels/frametablemodel.h"

#include <QAbstractItemView>

using namespace inbetween;
using namespace journeys;

class TestJourneyRetime : public QObject, protected JourneyWindow
{
    Q_OBJECT

private slots:
    void initTestCase() { testsupport::isolateSettings(m_settings.path()); }
    void init();
    void cleanup() { closeWindow(); }

    void dragAnEdge_data();
    void dragAnEdge();
    void typeADuration_data();
    void typeADuration();

private:
    QWidget *timelineViewport() const { return timelineView()->viewport(); }
    void playPastTheFirstLap();
    void putPlayheadAt(double ms);
    // Where the playhead is before a retime: its frame and the fraction of that frame's hold.
    struct Spot
    {
        FrameTrack before;
        double at = 0.0;
        int frame = 0;
        double fraction = 0.0;
        // Where it belongs after the retime: the same fraction of the same frame.
        double anchored(const FrameTrack &after) const { return after.start(frame) + fraction * after.frame(frame).duration; }
    };
    // Plays past the first lap, pauses, clicks the ruler at `playhead`, and says where it is.
    void pauseAt(double playhead, Spot *spot);
    // The playhead as every view shows it: the window, the clock, the timeline.
    void checkPlayhead(double clipTime, int frame)
    {
        QVERIFY2(std::abs(m_window->clipTime() - clipTime) < 1e-6,
                 qPrintable(QStringLiteral("the playhead is at %1 ms, not %2").arg(m_window->clipTime()).arg(clipTime)));
        QVERIFY(std::abs(clock()->clipTime() - clipTime) < 1e-6);
        QVERIFY(std::abs(timelineView()->playheadTime() - clipTime) < 1e-6);
        QCOMPARE(m_window->document()->clip().frames.frameAt(m_window->clipTime()), frame);
    }
};

void TestJourneyRetime::init()
{
    openHero();
    if (QTest::currentTestFailed())
        return;
    // The walk: frames [120, 120, 120, 120], looping.
    DocumentTableView *clips = m_window->clipsPanel()->view();
    clickAt(clips->viewport(), clips->visualRect(clips->model()->index(1, 0)).center());
    QTRY_COMPARE(m_window->document()->clip().name, QStringLiteral("walk"));
    timelineView()->fitToWindowAction()->trigger(); // the transport bar's Fit button
}

// Space, a little more than a lap, Space: the clock is in its second lap, as after any playback.
void TestJourneyRetime::playPastTheFirstLap()
{
    pressKey(Qt::Key_Space);
    QVERIFY(clock()->isPlaying());
    QTRY_VERIFY_WITH_TIMEOUT(clock()->time() > 600.0, 5000);
    pressKey(Qt::Key_Space);
    QVERIFY(!clock()->isPlaying());
}

// A click on the ruler, where `ms` is (snapped as the timeline snaps it).
void TestJourneyRetime::putPlayheadAt(double ms)
{
    clickAt(timelineViewport(), timelinePoint(ms, TimelineLayout::Row::Ruler));
    QTRY_VERIFY2(std::abs(m_window->clipTime() - ms) < 3.0 * timelineView()->msPerPixel(),
                 qPrintable(QStringLiteral("clicked at %1 ms, the playhead is at %2").arg(ms).arg(m_window->clipTime())));
}

void TestJourneyRetime::pauseAt(double playhead, Spot *spot)
{
    playPastTheFirstLap();
    putPlayheadAt(playhead);
    spot->before = m_window->document()->clip().frames;
    spot->at = m_window->clipTime();
    spot->frame = spot->before.frameAt(spot->at);
    spot->fraction = (spot->at - spot->before.start(spot->frame)) / spot->before.frame(spot->frame).duration;
}

void TestJourneyRetime::dragAnEdge_data()
{
    QTest::addColumn<double>("playhead");
    QTest::addColumn<int>("edge");      // the frame whose end is dragged
    QTest::addColumn<double>("change"); // ms
    // Issue 27: 84 ms went to 24 ms; 400 ms left its frame.
    QTest::newRow("84 ms, frame 1 60 ms longer") << 84.0 << 1 << 60.0;
    QTest::newRow("400 ms, frame 1 60 ms shorter") << 400.0 << 1 << -60.0;
    QTest::newRow("its own frame longer") << 300.0 << 2 << 60.0;
}

void TestJourneyRetime::dragAnEdge()
{
    QFETCH(double, playhead);
    QFETCH(int, edge);
    QFETCH(double, change);
    Spot spot;
    pauseAt(playhead, &spot);
    if (QTest::currentTestFailed())
        return;
    const FrameTrack &before = spot.before;
    const double at = spot.at;
    const int frame = spot.frame;

    const QPoint from = timelinePoint(before.end(edge), TimelineLayout::Row::Frames);
    dragAt(timelineViewport(), from, from + QPoint(int(std::lround(change / timelineView()->msPerPixel())), 0));
    const FrameTrack &after = m_window->document()->clip().frames;
    QVERIFY2(std::abs(after.frame(edge).duration - (before.frame(edge).duration + change)) < 10.0,
             qPrintable(QStringLiteral("frame %1 is %2 ms").arg(edge).arg(after.frame(edge).duration)));
    QCOMPARE(m_window->document()->undoStack()->count(), 1);
    checkPlayhead(spot.anchored(after), frame);
    if (QTest::currentTestFailed())
        return;
    if (edge > frame)
        checkPlayhead(at, frame); // a frame after the playhead never moves it

    m_window->document()->undoStack()->undo();
    checkPlayhead(at, frame);
}

void TestJourneyRetime::typeADuration_data()
{
    QTest::addColumn<double>("playhead");
    QTest::addColumn<int>("row");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<double>("duration");
    // Issue 27: typing a duration sent the playhead to 0. The playhead's own frame: it keeps its
    // place in it; another frame: the click went to its start (issue 39), and it stays there.
    QTest::newRow("84 ms, its frame 0 to 180") << 84.0 << 0 << QStringLiteral("180") << 180.0;
    QTest::newRow("400 ms, its frame 3 to 6 frames") << 400.0 << 3 << QStringLiteral("6f") << 100.0;
    QTest::newRow("84 ms, frame 2 to 180") << 84.0 << 2 << QStringLiteral("180") << 180.0;
}

void TestJourneyRetime::typeADuration()
{
    QFETCH(double, playhead);
    QFETCH(int, row);
    QFETCH(QString, typed);
    QFETCH(double, duration);
    Spot spot;
    pauseAt(playhead, &spot);
    if (QTest::currentTestFailed())
        return;

    DocumentTableView *table = m_window->frameView();
    const QRect cell = table->visualRect(table->model()->index(row, FrameTableModel::DurationColumn));
    QVERIFY(table->viewport()->rect().contains(cell.center()));
    QTest::mouseDClick(m_window->windowHandle(), Qt::LeftButton, Qt::NoModifier,
                       table->viewport()->mapTo(m_window.get(), cell.center()));
    // The cell's editor has the focus.
    QTRY_VERIFY2(QApplication::focusWidget() && table->viewport()->isAncestorOf(QApplication::focusWidget()),
                 qPrintable(focusDescription()));
    if (row != spot.frame) {
        // The click went to the frame clicked: the place to keep is its start.
        checkPlayhead(spot.before.start(row), row);
        spot.frame = row;
        spot.fraction = 0.0;
    }
    pressKey(Qt::Key_A, Qt::ControlModifier);
    typeText(typed);
    pressKey(Qt::Key_Return);
    QTRY_COMPARE(m_window->document()->clip().frames.frame(row).duration, duration);
    QCOMPARE(m_window->document()->undoStack()->count(), 1);
    checkPlayhead(spot.anchored(m_window->document()->clip().frames), spot.frame);
}

QTEST_MAIN(TestJourneyRetime)
#include "tst_journeyretime.moc"
