// The play range from the editor: I and O set its ends at the playhead, Alt+X clears it, its ends
// are dragged on the timeline's ruler (the whole drag one undo step, Escape drops it), each is one
// undo step on the current clip, the clock plays only the range, and it is saved and read back.

#include "document/playrangeedits.h"
#include "editor/windowfixture.h"
#include "timeline/timelinelayout.h"
#include "timeline/timelineview.h"

#include <QStatusBar>

using namespace testsupport;

class TestPlayRangeEdits : public QObject, public WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { isolateSettings(m_settings.path()); }
    void init() { openWindow(QFINDTESTDATA("data/flipbook/flipbook.json")); }
    void cleanup() { closeWindow(); }

    void keysSetTheRange_data();
    void keysSetTheRange();
    void statusSaysHowTheRangePlays_data();
    void statusSaysHowTheRangePlays();
    void altXClears();
    void dragAnEnd_data();
    void dragAnEnd();
    void escapeDropsTheDrag();
    void clockPlaysOnlyTheRange();
    void savedAndReadBack();

private:
    Project withRange(std::optional<PlayRange> range) const
    {
        Project p = m_window->document()->project();
        p.clips[size_t(m_window->document()->currentClip())].playRange = range;
        return p;
    }
    void press(const QKeySequence &key)
    {
        m_window->activateWindow();
        m_window->playback()->timeline()->setFocus();
        QTRY_VERIFY(m_window->isActiveWindow());
        QTest::keySequence(m_window.get(), key);
    }
    TimelineView *timeline() const { return m_window->playback()->timeline(); }
    void setRange(PlayRange range)
    {
        QVERIFY(PlayRangeEdits::set(m_window->document(), range));
        QCOMPARE(m_window->document()->clip().playRange, std::optional<PlayRange>(range));
    }
    void moveTo(QPoint p)
    {
        QWidget *vp = timeline()->viewport();
        QMouseEvent move(QEvent::MouseMove, p, vp->mapToGlobal(p), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(vp, &move);
    }
    QPoint rulerPoint(double t) const
    {
        return QPoint(qRound(timeline()->axis().xForTime(t)), TimelineLayout::rulerHeight / 2);
    }
};

void TestPlayRangeEdits::keysSetTheRange_data()
{
    // The flipbook is 500 ms long (100, 150, 250).
    QTest::addColumn<double>("playhead");
    QTest::addColumn<int>("key");
    QTest::addColumn<bool>("snapToFrames");
    QTest::addColumn<double>("from");
    QTest::addColumn<double>("to");
    QTest::addColumn<QString>("history");
    QTest::newRow("I: from the playhead to the end") << 150.0 << int(Qt::Key_I) << false << 150.0 << 500.0
                                                     << QStringLiteral("Set play range of Walk flipbook to 150-500 ms");
    QTest::newRow("O: from the start to the playhead") << 300.0 << int(Qt::Key_O) << false << 0.0 << 300.0
                                                       << QStringLiteral("Set play range of Walk flipbook to 0-300 ms");
    // The ends snap as drags do (issue 39: O at 390.0 set 383.3 with snapping off). Issue 27's
    // "Set play range of jump to 371.1644215-750 ms": to whole ms without Snap to Frames...
    QTest::newRow("I off the grid, whole ms") << 371.1644215 << int(Qt::Key_I) << false << 371.0 << 500.0
                                              << QStringLiteral("Set play range of Walk flipbook to 371-500 ms");
    QTest::newRow("O at 390, whole ms") << 390.0 << int(Qt::Key_O) << false << 0.0 << 390.0
                                        << QStringLiteral("Set play range of Walk flipbook to 0-390 ms");
    // ... and on the 60 fps grid (22 frames) with it, written to 0.1 ms.
    QTest::newRow("I off the grid, snapping") << 371.1644215 << int(Qt::Key_I) << true << 22 * 1000.0 / 60.0 << 500.0
                                              << QStringLiteral("Set play range of Walk flipbook to 366.7-500 ms");
    QTest::newRow("O off the grid, snapping") << 121.0 << int(Qt::Key_O) << true << 0.0 << 7 * 1000.0 / 60.0
                                              << QStringLiteral("Set play range of Walk flipbook to 0-116.7 ms");
    // On a frame's start (the flipbook's 100, 150, 250 ms frames), it stays there.
    QTest::newRow("O on a frame's end, off the grid") << 250.0 << int(Qt::Key_O) << true << 0.0 << 250.0
                                                      << QStringLiteral("Set play range of Walk flipbook to 0-250 ms");
}

void TestPlayRangeEdits::keysSetTheRange()
{
    QFETCH(double, playhead);
    QFETCH(int, key);
    QFETCH(bool, snapToFrames);
    QFETCH(double, from);
    QFETCH(double, to);
    QFETCH(QString, history);
    timeline()->setSnapToFrames(snapToFrames);
    m_window->setCurrentTime(playhead);
    oneStep([&] { press(QKeySequence(key)); }, withRange(PlayRange{from, to}));
    QCOMPARE(m_window->document()->undoStack()->text(m_window->document()->undoStack()->count() - 1), history);
    // The status bar says how the preview plays the range: the flipbook loops.
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("the preview loops it")),
             qPrintable(m_window->statusBar()->currentMessage()));
    // The other end from the other key: still one step, the first end kept.
    m_window->setCurrentTime(key == Qt::Key_I ? 400.0 : 50.0);
    const PlayRange both = key == Qt::Key_I ? PlayRange{from, 400.0} : PlayRange{50.0, to};
    oneStep([&] { press(QKeySequence(key == Qt::Key_I ? Qt::Key_O : Qt::Key_I)); }, withRange(both));
    QCOMPARE(timeline()->shownPlayRange(), std::optional<PlayRange>(both));
}

// A `once` clip's range is played once, not looped: the status bar said "loops" (issue 39).
void TestPlayRangeEdits::statusSaysHowTheRangePlays_data()
{
    QTest::addColumn<LoopMode>("loop");
    QTest::addColumn<QString>("how");
    QTest::newRow("loop") << LoopMode::Loop << QStringLiteral("the preview loops it");
    QTest::newRow("once") << LoopMode::Once << QStringLiteral("the preview plays it once");
    QTest::newRow("pingpong") << LoopMode::PingPong << QStringLiteral("the preview plays it back and forth");
}

void TestPlayRangeEdits::statusSaysHowTheRangePlays()
{
    QFETCH(LoopMode, loop);
    QFETCH(QString, how);
    m_window->operations().setLoopMode(loop);
    m_window->setCurrentTime(100.0);
    press(QKeySequence(Qt::Key_I));
    QVERIFY2(m_window->statusBar()->currentMessage() == QStringLiteral("Play range 100 to 500 ms: %1 (Alt+X plays the whole clip)").arg(how),
             qPrintable(m_window->statusBar()->currentMessage()));
}

void TestPlayRangeEdits::altXClears()
{
    QAction *clear = m_window->playback()->action(QStringLiteral("clearPlayRange"));
    QVERIFY(clear);
    QVERIFY(!clear->isEnabled()); // nothing to clear yet
    m_window->setCurrentTime(100.0);
    press(QKeySequence(Qt::Key_I));
    QVERIFY(m_window->document()->clip().playRange.has_value());
    QVERIFY(clear->isEnabled());
    oneStep([&] { press(QKeySequence(Qt::ALT | Qt::Key_X)); }, withRange(std::nullopt));
    QVERIFY(!timeline()->shownPlayRange().has_value());
}

void TestPlayRangeEdits::dragAnEnd_data()
{
    QTest::addColumn<bool>("startEnd");
    QTest::addColumn<double>("target");
    QTest::addColumn<double>("from");
    QTest::addColumn<double>("to");
    QTest::newRow("start to 250") << true << 250.0 << 250.0 << 400.0;
    QTest::newRow("end to 480") << false << 480.0 << 100.0 << 480.0;
    QTest::newRow("end past the clip: cut at 500") << false << 700.0 << 100.0 << 500.0;
}

// Press on an end's handle, move through several points, release: one undo step, which undo
// takes back whole.
void TestPlayRangeEdits::dragAnEnd()
{
    QFETCH(bool, startEnd);
    QFETCH(double, target);
    QFETCH(double, from);
    QFETCH(double, to);
    timeline()->snapToFramesAction()->setChecked(false); // lands on the ms it is released at
    setRange({100.0, 400.0});
    QWidget *vp = timeline()->viewport();
    QVERIFY(timeline()->axis().xForTime(500.0) < vp->width() - 10);
    QUndoStack *stack = m_window->document()->undoStack();
    const int steps = stack->count();
    const double grabbed = startEnd ? 100.0 : 400.0;
    QTest::mousePress(vp, Qt::LeftButton, Qt::NoModifier, rulerPoint(grabbed));
    for (int i = 1; i <= 4; ++i)
        moveTo(rulerPoint(grabbed + (target - grabbed) * i / 4.0));
    QTest::mouseRelease(vp, Qt::LeftButton, Qt::NoModifier, rulerPoint(target));
    QCOMPARE(stack->count(), steps + 1);
    const std::optional<PlayRange> got = m_window->document()->clip().playRange;
    QVERIFY(got.has_value());
    // The ruler is in pixels: the range is the target's within a pixel.
    const double px = timeline()->axis().msPerPixel() + 1.0;
    QVERIFY2(std::abs(got->from - from) <= px && std::abs(got->to - to) <= px,
             qPrintable(QStringLiteral("%1-%2, wanted %3-%4").arg(got->from).arg(got->to).arg(from).arg(to)));
    CHECK_STATE(*m_window, withRange(got));
    stack->undo();
    CHECK_STATE(*m_window, withRange(PlayRange{100.0, 400.0}));
    stack->redo();
    CHECK_STATE(*m_window, withRange(got));
}

void TestPlayRangeEdits::escapeDropsTheDrag()
{
    setRange({100.0, 400.0});
    const int steps = m_window->document()->undoStack()->count();
    QWidget *vp = timeline()->viewport();
    timeline()->setFocus();
    QTest::mousePress(vp, Qt::LeftButton, Qt::NoModifier, rulerPoint(400.0));
    moveTo(rulerPoint(200.0));
    QVERIFY(timeline()->shownPlayRange()->to < 300.0); // the drag shows where it is
    QTest::keyClick(timeline(), Qt::Key_Escape);
    QTest::mouseRelease(vp, Qt::LeftButton, Qt::NoModifier, rulerPoint(200.0));
    QCOMPARE(m_window->document()->undoStack()->count(), steps);
    QCOMPARE(m_window->document()->clip().playRange, std::optional<PlayRange>(PlayRange{100.0, 400.0}));
}

// The window's clock follows the range set by the key: played, it shows only clip times inside.
void TestPlayRangeEdits::clockPlaysOnlyTheRange()
{
    PlaybackClock *clock = m_window->playback()->clock();
    m_window->setCurrentTime(150.0);
    press(QKeySequence(Qt::Key_I));
    m_window->setCurrentTime(300.0);
    press(QKeySequence(Qt::Key_O));
    QCOMPARE(clock->playRange(), std::optional<PlayRange>(PlayRange{150.0, 300.0}));
    QList<double> shown;
    const QMetaObject::Connection c = connect(clock, &PlaybackClock::clipTimeChanged, this, [&](double t) { shown << t; });
    auto done = qScopeGuard([c] { disconnect(c); });
    clock->play();
    QTest::qWait(700); // more than four laps of the range
    clock->pause();
    QVERIFY(shown.size() > 5);
    for (double t : std::as_const(shown))
        QVERIFY2(t >= 150.0 && t <= 300.0, qPrintable(QString::number(t)));
    // Undo the out point: the clock plays to the clip's end again.
    m_window->document()->undoStack()->undo();
    QCOMPARE(clock->playRange(), std::optional<PlayRange>(PlayRange{150.0, 500.0}));
}

void TestPlayRangeEdits::savedAndReadBack()
{
    setRange({100.0, 400.0});
    const QString path = m_dir->filePath(QStringLiteral("ranged.json"));
    m_prompts->saveNames = {path};
    QVERIFY(m_window->files()->saveAs());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("\"playRange\": [100, 400]"));
    const Project back = readProject(path);
    QCOMPARE(back.clips.front().playRange, std::optional<PlayRange>(PlayRange{100.0, 400.0}));
    QCOMPARE(back, m_window->document()->project());
}

QTEST_MAIN(TestPlayRangeEdits)
#include "tst_playrangeedits.moc"
