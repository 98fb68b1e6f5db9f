// Journey: tap timing (issue 43, item 3). An animator opens the bundled character, picks the walk
// in the Clips panel, selects its four frames in the Frames table, starts a take with Frames >
// Tap Timing, taps T four times along with the playing clip and presses Enter: the four holds are
// the intervals between the taps, the footstep on frame 2 moves with it, one undo step. Saved with
// Ctrl+S after the take, after Ctrl+Z and after Ctrl+Shift+Z, `inbetween-cli events` reads each
// file's frame entries and footsteps. A second take, Escaped, changes nothing. The clock is the
// window's own PlaybackClock on a wall clock the test moves, so each tap lands at a known time.
#include "journeys/journeywindow.h"

#include "playback/playbackclock.h"
#include "session/editorsession.h"
#include "playback/taptake.h"
#include "playback/taptimingactions.h"
#include "timeline/tapmarks.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QStatusBar>

using namespace inbetween;
using namespace journeys;

class TestJourneyTapTiming : public QObject, protected JourneyWindow
{
    Q_OBJECT

private slots:
    void initTestCase() { testsupport::isolateSettings(m_settings.path()); }
    void init();
    void cleanup();
    void tapFourFramesUndoRedoAndEscape();

private:
    // Ctrl+S, then what `inbetween-cli events` reads from the saved walk over [0, to): its
    // frame entries and events as "frame 1 @ 120" and "footstep @ 240".
    QStringList savedEntries(double to);
    static QStringList entries(const QList<double> &holds, const QList<int> &footstepFrames);
    const TapTake *take() const { return m_window->tapTiming()->take(); }

    double m_wall = 10000.0;
};

void TestJourneyTapTiming::init()
{
    openHero();
    if (QTest::currentTestFailed())
        return;
    // The walk: frames [120, 120, 120, 120], looping, footsteps at 0 and 240 (frames 0 and 2).
    DocumentTableView *clips = m_window->clipsPanel()->view();
    clickAt(clips->viewport(), clips->visualRect(clips->model()->index(1, 0)).center());
    QTRY_COMPARE(m_window->document()->clip().name, QStringLiteral("walk"));
    clock()->setTimeSource([this] { return m_wall; });
    // The clip and the taps past its end in view (the taps run 40 ms past it).
    timelineView()->showTimeRange(0.0, 700.0);
}

void TestJourneyTapTiming::cleanup()
{
    clock()->pause();
    clock()->setTimeSource({});
    closeWindow();
}

QStringList TestJourneyTapTiming::entries(const QList<double> &holds, const QList<int> &footstepFrames)
{
    QStringList out;
    double start = 0.0;
    for (int i = 0; i < holds.size(); ++i) {
        out << QStringLiteral("frame %1 @ %2").arg(i).arg(start);
        if (footstepFrames.contains(i))
            out << QStringLiteral("footstep @ %1").arg(start);
        start += holds[i];
    }
    return out;
}

QStringList TestJourneyTapTiming::savedEntries(double to)
{
    pressKey(Qt::Key_S, Qt::ControlModifier);
    if (!QTest::qWaitFor([this] { return !m_window->document()->isModified(); }, 5000))
        return {QStringLiteral("not saved")};
    QByteArray output;
    const int status = runCli({QStringLiteral("events"), m_window->document()->filePath(), QStringLiteral("--clip"),
                               QStringLiteral("walk"), QStringLiteral("--from"), QStringLiteral("0"), QStringLiteral("--to"),
                               QString::number(to)},
                              &output);
    if (status != 0)
        return {QString::fromUtf8(output)};
    QStringList out;
    for (const QByteArray &line : output.split('\n')) {
        if (line.trimmed().isEmpty())
            continue;
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        const QString time = QString::number(o.value(QStringLiteral("time")).toDouble());
        if (o.value(QStringLiteral("kind")).toString() == QLatin1String("frame"))
            out << QStringLiteral("frame %1 @ %2").arg(o.value(QStringLiteral("frame")).toInt()).arg(time);
        else if (o.value(QStringLiteral("kind")).toString() == QLatin1String("event"))
            out << QStringLiteral("%1 @ %2").arg(o.value(QStringLiteral("name")).toString(), time);
    }
    return out;
}

void TestJourneyTapTiming::tapFourFramesUndoRedoAndEscape()
{
    // The four frames selected in the Frames table: a click on the first, Shift+click on the last.
    DocumentTableView *frames = m_window->frameView();
    clickAt(frames->viewport(), frames->visualRect(frames->model()->index(0, 1)).center());
    QTest::mouseClick(frames->viewport(), Qt::LeftButton, Qt::ShiftModifier,
                      frames->visualRect(frames->model()->index(3, 1)).center());
    QCOMPARE(m_window->session()->selectedRows(ListKind::Frames), (QList<int>{0, 1, 2, 3}));

    // Frames > Tap Timing: the walk plays from frame 0's start.
    clickMenuItem(QStringLiteral("framesMenu"), QStringLiteral("tapTiming"));
    activateAgain();
    QVERIFY(take()->isActive());
    QVERIFY(clock()->isPlaying());
    QCOMPARE(clock()->clipTime(), 0.0);
    auto *status = m_window->findChild<QLabel *>(QStringLiteral("tapTimingStatus"));
    QCOMPARE(status->text(), QStringLiteral("Tap Timing: T to tap, Enter to apply, Esc to discard; 0 of 4 frames tapped"));

    // T at 100, 270, 360 and 520 ms into the take: holds of 100, 170, 90 and 160 ms.
    const QList<double> holds{100, 170, 90, 160};
    const double start = m_wall;
    double at = 0.0;
    for (int k = 0; k < holds.size(); ++k) {
        at += holds[k];
        m_wall = start + at;
        pressKey(Qt::Key_T);
        QCOMPARE(take()->marks().size(), k + 1);
        // The timeline shows the marks as they come (painted whole, as the screen shows it).
        timelineView()->viewport()->grab();
        QCOMPARE(timelineView()->tapMarks()->lastPaintedMarks(), k + 1);
    }
    QCOMPARE(status->text(), QStringLiteral("Tap Timing: T to tap, Enter to apply, Esc to discard; 4 of 4 frames tapped"));
    m_wall += 250.0;
    pressKey(Qt::Key_Return);
    QVERIFY(!take()->isActive());
    QVERIFY(!clock()->isPlaying());
    QCOMPARE(m_window->statusBar()->currentMessage(), QStringLiteral("Tap Timing: 4 frames timed"));
    QCOMPARE(m_window->document()->undoStack()->count(), 1);
    QCOMPARE(m_window->document()->undoStack()->undoText(), QStringLiteral("Tap timing of 4 frames in walk"));

    const QStringList tapped = entries(holds, {0, 2});       // frame 2 now starts at 270
    const QStringList original = entries({120, 120, 120, 120}, {0, 2});
    QCOMPARE(savedEntries(520.0), tapped);
    pressKey(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(savedEntries(480.0), original);
    pressKey(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(savedEntries(520.0), tapped);

    // Another take, two taps, Escape: nothing changes, nothing to save.
    pressKey(Qt::Key_T);
    QVERIFY(take()->isActive());
    m_wall += 140.0;
    pressKey(Qt::Key_T);
    m_wall += 140.0;
    pressKey(Qt::Key_T);
    QCOMPARE(take()->marks().size(), 2);
    pressKey(Qt::Key_Escape);
    QVERIFY(!take()->isActive());
    QCOMPARE(m_window->statusBar()->currentMessage(), QStringLiteral("Tap Timing: discarded"));
    QVERIFY(!status->isVisible());
    QCOMPARE(m_window->document()->undoStack()->count(), 1);
    QVERIFY(!m_window->document()->isModified());
    timelineView()->viewport()->grab();
    QCOMPARE(timelineView()->tapMarks()->lastPaintedMarks(), 0);
    QCOMPARE(savedEntries(520.0), tapped);
}

QTEST_MAIN(TestJourneyTapTiming)
#include "tst_journeytaptiming.moc"
