// Frames > Tap Timing in the window, fed with a click track: sox makes a WAV of clicks at known
// gaps, the test finds their onsets by reading the WAV, sets it as the clip's sound, and presses T
// (a key to the window, as the window system sends it) at the clock times the clicks are heard;
// the clock is the session's PlaybackClock on a time source the test drives, the clock the sound
// follows. Enter applies: each hold is within 1 ms of its click interval, one undo step, keys and
// events on their frames; the timeline shows the marks as they come and the status bar the count.

#include "common/soundfiles.h"
#include "document/clipedits.h"
#include "document/document.h"
#include "editor/testsupport.h"
#include "editor/windowfixture.h"
#include "files/soundactions.h"
#include "playback/playbackarea.h"
#include "playback/playbackclock.h"
#include "playback/taptake.h"
#include "playback/taptimingactions.h"
#include "timeline/tapmarks.h"
#include "timeline/timelineview.h"

#include <QComboBox>
#include <QLabel>
#include <QStatusBar>

using namespace inbetween;
using namespace testsupport;

class TestTapTimingWindow : public QObject, protected WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void tapsOnAClickTrack_data();
    void tapsOnAClickTrack();
    void escapeDiscards();

private:
    PlaybackClock *clock() const { return m_window->playback()->clock(); }
    TimelineView *timeline() const { return m_window->playback()->timeline(); }
    QLabel *status() const { return m_window->findChild<QLabel *>(QStringLiteral("tapTimingStatus")); }

    // The wall clock the session's clock reads (ms).
    double m_wall = 5000.0;
    // The click track every row of tapsOnAClickTrack taps to, made once (when sox is installed),
    // and what making it said when it failed.
    QTemporaryDir m_clickTrackDir;
    QString m_clickTrack;
    QString m_clickTrackError;
};

void TestTapTimingWindow::initTestCase()
{
    isolateSettings(m_settings.path());
    // Clicks after 143.2, 142.5, 225.7 and 92.5 ms of silence: onsets near 143.2, 290.7, 521.4
    // and 618.9 ms (each row checks them).
    if (soundfiles::haveSox()) {
        m_clickTrack = m_clickTrackDir.filePath(QStringLiteral("click.wav"));
        if (!soundfiles::soxClickTrack(m_clickTrack, {143.2, 142.5, 225.7, 92.5}, &m_clickTrackError))
            m_clickTrack.clear();
    }
}

void TestTapTimingWindow::init()
{
    // Frames 100, 150 and 250 ms, looped; keys at 0, 250 and 500, an event at 250.
    openWindow(QFINDTESTDATA("data/flipbook/flipbook.json"));
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    m_wall = 5000.0;
    clock()->setTimeSource([this] { return m_wall; });
}

void TestTapTimingWindow::cleanup()
{
    clock()->pause();
    clock()->setTimeSource({});
    closeWindow();
}

void TestTapTimingWindow::tapsOnAClickTrack_data()
{
    QTest::addColumn<QList<int>>("selection"); // none: the playhead's frame on
    QTest::addColumn<double>("playhead");
    QTest::addColumn<double>("speed");
    QTest::addColumn<int>("taps");             // on the first clicks of the track
    QTest::addColumn<QList<int>>("timed");
    QTest::addColumn<int>("ignored");
    const QList<int> all{0, 1, 2};
    QTest::newRow("three frames, three clicks") << all << 0.0 << 1.0 << 3 << all << 0;
    // At half speed the clicks come twice as far apart on the wall clock; on the clock the sound
    // follows they are where they are in the file.
    QTest::newRow("at half speed") << all << 0.0 << 0.5 << 3 << all << 0;
    QTest::newRow("two clicks: frame 2 keeps its hold") << all << 0.0 << 1.0 << 2 << QList<int>{0, 1} << 0;
    QTest::newRow("four clicks: the last ignored") << all << 0.0 << 1.0 << 4 << all << 1;
    QTest::newRow("no selection: the playhead's frame on") << QList<int>{} << 180.0 << 1.0 << 2 << QList<int>{1, 2} << 0;
    QTest::newRow("frames 1 and 2 selected") << QList<int>{1, 2} << 0.0 << 1.0 << 2 << QList<int>{1, 2} << 0;
}

void TestTapTimingWindow::tapsOnAClickTrack()
{
    QFETCH(QList<int>, selection);
    QFETCH(double, playhead);
    QFETCH(double, speed);
    QFETCH(int, taps);
    QFETCH(QList<int>, timed);
    QFETCH(int, ignored);
    if (!soundfiles::haveSox())
        QSKIP("sox is not installed (apt-get install sox): no click track to tap to");

    // The click track, copied into the project's folder; its onsets found in the file as a
    // listener hears them.
    QVERIFY2(!m_clickTrack.isEmpty(), qPrintable(m_clickTrackError));
    const QString click = m_dir->filePath(QStringLiteral("click.wav"));
    QVERIFY(QFile::copy(m_clickTrack, click));
    const QList<double> onsets = soundfiles::clickOnsets(soundfiles::readWav16(click));
    QCOMPARE(onsets.size(), 4);
    const QList<double> designed{143.2, 290.7, 521.4, 618.9};
    for (int k = 0; k < 4; ++k)
        QVERIFY2(std::abs(onsets[k] - designed[k]) < 0.1, qPrintable(QString::number(onsets[k])));

    Document *doc = m_window->document();
    QVERIFY(m_window->sound()->setSound(click));
    // The take starts at its first frame's start; the click track starts there too.
    const double origin = doc->clip().frames.start(selection.isEmpty() ? doc->clip().frames.frameAt(playhead) : selection.front());
    if (origin > 0.0)
        QVERIFY(ClipEdits::setSoundOffset(doc, doc->currentClip(), origin));
    if (selection.isEmpty()) {
        m_window->frameSelection()->clear();
        m_window->setCurrentTime(playhead);
    } else {
        select(m_window->frameView(), selection);
    }
    auto *speedBox = m_window->findChild<QComboBox *>(QStringLiteral("speed"));
    speedBox->setCurrentIndex(speedBox->findData(speed));
    QCOMPARE(clock()->speed(), speed);
    timeline()->showTimeRange(0.0, 900.0); // every mark in view
    const FrameTrack before = doc->clip().frames;
    QUndoStack *stack = doc->undoStack();
    const int steps = stack->count();

    pressKey(Qt::Key_T);
    const TapTake *take = m_window->tapTiming()->take();
    QVERIFY(take->isActive());
    QCOMPARE(timeline()->tapMarks()->take(), take);
    QVERIFY(clock()->isPlaying());
    QCOMPARE(clock()->clipTime(), origin);
    QCOMPARE(take->rows(), selection.isEmpty() ? timed : selection);
    QVERIFY(status()->isVisible());
    QVERIFY2(status()->text().startsWith(QStringLiteral("Tap Timing: T to tap, Enter to apply, Esc to discard")),
             qPrintable(status()->text()));
    const double startWall = m_wall;
    for (int k = 0; k < taps; ++k) {
        // The wall time at which the clock has played onset k of the sound.
        m_wall = startWall + onsets[k] / speed;
        // No render has read the clock since: a tap stamped by the render would be late.
        QVERIFY(std::abs(clock()->shownTime() - clock()->time()) > 1.0);
        pressKey(Qt::Key_T);
        QCOMPARE(take->marks().size(), k + 1);
        QCOMPARE(take->marks().back(), std::round(onsets[k]));
        timeline()->viewport()->grab(); // as the next repaint draws the timeline
        QCOMPARE(timeline()->tapMarks()->lastPaintedMarks(), k + 1);
        const int rows = int(take->rows().size());
        QVERIFY2(status()->text().contains(QStringLiteral("%1 of %2 frame").arg(std::min(k + 1, rows)).arg(rows)),
                 qPrintable(status()->text()));
    }
    m_wall += 300.0;
    pressKey(Qt::Key_Return);

    QVERIFY(!take->isActive());
    QVERIFY(!clock()->isPlaying());
    QCOMPARE(m_window->clipTime(), origin); // back where the take started
    QCOMPARE(clock()->clipTime(), origin);
    QVERIFY(!status()->isVisible());
    QCOMPARE(stack->count(), steps + 1);
    const FrameTrack &after = doc->clip().frames;
    QCOMPARE(after.count(), before.count());
    double last = 0.0;
    for (int i = 0; i < after.count(); ++i) {
        const int k = int(timed.indexOf(i));
        if (k < 0) {
            QCOMPARE(after.frame(i).duration, before.frame(i).duration);
            continue;
        }
        const double interval = onsets[k] - last;
        last = onsets[k];
        QVERIFY2(std::abs(after.frame(i).duration - interval) < 1.0,
                 qPrintable(QStringLiteral("frame %1 holds %2 ms for a click interval of %3 ms")
                                .arg(i).arg(after.frame(i).duration).arg(interval)));
    }
    // The event and the key at frame 2's start are still there.
    QCOMPARE(doc->clip().events.front().time, after.start(2));
    QCOMPARE(doc->clip().motion.keys().at(1).time, after.start(2));
    const QString said = m_window->statusBar()->currentMessage();
    QVERIFY2(said.startsWith(QStringLiteral("Tap Timing: %1 frames timed").arg(timed.size())), qPrintable(said));
    QCOMPARE(said.contains(QStringLiteral("extra tap")), ignored > 0);
    QCOMPARE(said.contains(QStringLiteral("keep their holds")), int(timed.size()) < int(take->rows().size()));

    stack->undo();
    QCOMPARE(doc->clip().frames.frames(), before.frames());
    QCOMPARE(doc->clip().events.front().time, 250.0);
}

void TestTapTimingWindow::escapeDiscards()
{
    Document *doc = m_window->document();
    const Project before = doc->project();
    const int steps = doc->undoStack()->count();
    pressKey(Qt::Key_T);
    const TapTake *take = m_window->tapTiming()->take();
    QVERIFY(take->isActive());
    m_wall += 80.0;
    pressKey(Qt::Key_T);
    m_wall += 90.0;
    pressKey(Qt::Key_T);
    QCOMPARE(take->marks().size(), 2);
    pressKey(Qt::Key_Escape);
    QVERIFY(!take->isActive());
    QVERIFY(!clock()->isPlaying());
    QCOMPARE(m_window->clipTime(), 0.0);
    QCOMPARE(doc->undoStack()->count(), steps);
    CHECK_STATE(*m_window, before);
    QCOMPARE(m_window->statusBar()->currentMessage(), QStringLiteral("Tap Timing: discarded"));
    timeline()->viewport()->grab();
    QCOMPARE(timeline()->tapMarks()->lastPaintedMarks(), 0);
    // Without a take, Enter and Escape are no window shortcuts: T starts a take again.
    QVERIFY(!m_window->editorActions()->action(QStringLiteral("applyTapTiming"))->isEnabled());
    QVERIFY(!m_window->editorActions()->action(QStringLiteral("discardTapTiming"))->isEnabled());
}

QTEST_MAIN(TestTapTimingWindow)
#include "tst_taptimingwindow.moc"
