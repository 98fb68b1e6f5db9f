// The Clips menu's guides in the window (DESIGN.md, "Timing to voice and beat"): M puts a marker
// at the playhead (snapped as I and O are) and selects it on the timeline; Clips > Beat Grid...
// sets, changes and clears the grid (a downbeat typed in frames, a refused text holding OK back);
// Shift+T while the clip plays taps the tempo: the taps are stamped by the window's playback
// clock, here on a wall clock the test drives and never rendered in between, so each tap's time is
// the clock's when the key came; four or more set the grid, a series is one undo step, fewer say
// how many more, a pause starts a new series, and a paused clip only says to play. Typed times land
// on the guides as "6f" lands on the fps grid: "@name" in an event's time, "1b" in a frame's
// duration, "2b" in the Clip panel's playhead.

#include "document/clipguideedits.h"
#include "document/document.h"
#include "itemmodels/eventtablemodel.h"
#include "itemmodels/frametablemodel.h"
#include "tables/clipsummarypanel.h"
#include "document/englishplurals.h"
#include "editor/testsupport.h"
#include "editor/windowfixture.h"
#include "playback/playbackarea.h"
#include "playback/playbackclock.h"
#include "timeline/timelineview.h"

#include <QCheckBox>
#include <QDialog>
#include <QLineEdit>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QPushButton>
#include <QStatusBar>

using namespace inbetween;
using namespace testsupport;

class TestClipGuidesWindow : public QObject, protected WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        isolateSettings(m_settings.path());
        QCoreApplication::installTranslator(&m_plurals); // "1 tap", as the program says it
    }
    void init();
    void cleanup() { closeWindow(); }

    void markerAtThePlayhead_data();
    void markerAtThePlayhead();
    void beatGridDialog();
    void tapTempo();
    void tapTempoNeedsPlayback();
    void typedTimesOnGuides();

private:
    PlaybackClock *clock() const { return m_window->playback()->clock(); }
    QString status() const { return m_window->statusBar()->currentMessage(); }
    QDialog *openBeatGrid();
    std::optional<BeatGrid> beat() const { return m_window->document()->clip().beat; }
    int undoIndex() const { return m_window->document()->undoStack()->index(); }
    // Shift+T with the fake wall clock at `wall`.
    void tapAt(double wall)
    {
        m_wall = wall;
        pressKey(Qt::Key_T, Qt::ShiftModifier);
    }
    double m_wall = 0.0;
    EnglishPlurals m_plurals;
};

void TestClipGuidesWindow::init()
{
    // Frames of 100, 150 and 250 ms (500 ms, looped) at 60 fps.
    openWindow(QFINDTESTDATA("data/flipbook/flipbook.json"));
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    m_window->playback()->timeline()->setFocus();
}

void TestClipGuidesWindow::markerAtThePlayhead_data()
{
    QTest::addColumn<double>("playhead");
    QTest::addColumn<bool>("snapToFrames");
    QTest::addColumn<double>("marker");
    QTest::newRow("on a frame's start") << 100.0 << false << 100.0;
    QTest::newRow("whole ms") << 187.4 << false << 187.0;
    QTest::newRow("the fps grid") << 187.4 << true << 1000.0 * 11 / 60;
}

void TestClipGuidesWindow::markerAtThePlayhead()
{
    QFETCH(double, playhead);
    QFETCH(bool, snapToFrames);
    QFETCH(double, marker);
    TimelineView *timeline = m_window->playback()->timeline();
    timeline->setSnapToFrames(snapToFrames);
    m_window->setCurrentTime(playhead);
    pressKey(Qt::Key_M);
    QCOMPARE(m_window->document()->clip().markers, (QList<ClipMarker>{{marker, QStringLiteral("M1")}}));
    QCOMPARE(timeline->selectedMarker(), 0);
    QVERIFY2(status().startsWith(QStringLiteral("Marker M1 at ")), qPrintable(status()));
    QCOMPARE(undoIndex(), 1);
    // Again at the same time: refused, said.
    pressKey(Qt::Key_M);
    QCOMPARE(m_window->document()->clip().markers.size(), 1);
    QVERIFY2(status().startsWith(QStringLiteral("A marker is already at")), qPrintable(status()));
    // Elsewhere: the next name.
    m_window->setCurrentTime(400);
    pressKey(Qt::Key_M);
    QCOMPARE(m_window->document()->clip().markers.value(1), (ClipMarker{400, QStringLiteral("M2")}));
    QCOMPARE(timeline->selectedMarker(), 1);
}

QDialog *TestClipGuidesWindow::openBeatGrid()
{
    trigger("beatGrid");
    return dialogNamed(QStringLiteral("beatGridDialog"));
}

void TestClipGuidesWindow::beatGridDialog()
{
    // No grid yet: the dialog offers 120 BPM from 0, on.
    QDialog *dialog = openBeatGrid();
    QVERIFY(dialog);
    auto *on = dialog->findChild<QCheckBox *>(QStringLiteral("beatGridOn"));
    auto *bpm = dialog->findChild<QDoubleSpinBox *>(QStringLiteral("beatGridBpm"));
    auto *offset = dialog->findChild<QDoubleSpinBox *>(QStringLiteral("beatGridOffset"));
    QPushButton *ok = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QVERIFY(on && bpm && offset && ok);
    QVERIFY(on->isChecked());
    QCOMPARE(bpm->value(), 120.0);
    QCOMPARE(offset->value(), 0.0);
    // A downbeat typed in frames: 6f at 60 fps is 100 ms, exactly. A text that is no time holds OK.
    bpm->setValue(90);
    offset->selectAll();
    QTest::keyClicks(offset, QStringLiteral("abc"));
    QVERIFY(!ok->isEnabled());
    offset->selectAll();
    QTest::keyClicks(offset, QStringLiteral("6f"));
    QVERIFY(ok->isEnabled());
    QTest::mouseClick(ok, Qt::LeftButton);
    QCOMPARE(beat(), (std::optional<BeatGrid>(BeatGrid{90, 100})));
    QCOMPARE(undoIndex(), 1);
    // Opened again: the grid as it is; cancelled: nothing.
    dialog = openBeatGrid();
    QVERIFY(dialog);
    QCOMPARE(dialog->findChild<QDoubleSpinBox *>(QStringLiteral("beatGridBpm"))->value(), 90.0);
    dialog->reject();
    QCOMPARE(undoIndex(), 1);
    // Off: the grid goes, one step.
    dialog = openBeatGrid();
    QVERIFY(dialog);
    dialog->findChild<QCheckBox *>(QStringLiteral("beatGridOn"))->setChecked(false);
    QVERIFY(!dialog->findChild<QDoubleSpinBox *>(QStringLiteral("beatGridBpm"))->isEnabled());
    dialog->accept();
    QCOMPARE(beat(), std::nullopt);
    QCOMPARE(undoIndex(), 2);
    m_window->document()->undoStack()->undo();
    QCOMPARE(beat(), (std::optional<BeatGrid>(BeatGrid{90, 100})));
}

void TestClipGuidesWindow::tapTempo()
{
    PlaybackClock *clock = this->clock();
    m_wall = 1000.0;
    clock->setTimeSource([this] { return m_wall; });
    clock->play(); // playback time 0 at wall 1000
    // Four beats of 468.75 ms (128 BPM) from 100 ms of clip time; the clip is 500 ms long, so the
    // taps after the first fall on later laps (clip times 68.75, 37.5, 6.25).
    tapAt(1100);
    tapAt(1568.75);
    tapAt(2037.5);
    QCOMPARE(beat(), std::nullopt);
    QCOMPARE(undoIndex(), 0);
    QCOMPARE(status(), QStringLiteral("Tap Tempo: 3 taps, 1 more to set the tempo"));
    tapAt(2506.25);
    QCOMPARE(beat(), (std::optional<BeatGrid>(BeatGrid{128, 100})));
    QCOMPARE(undoIndex(), 1);
    QCOMPARE(status(), QStringLiteral("Tap Tempo: 128 BPM from 4 taps, a downbeat at 100 ms"));
    // A fifth tap a little late: the median keeps the tempo; the series stays one step.
    tapAt(2985);
    QCOMPARE(beat(), (std::optional<BeatGrid>(BeatGrid{128, 100})));
    QCOMPARE(undoIndex(), 1);
    // After a pause of more than 2 s, a new series: 120 BPM from the clip time of its first tap
    // (playback 4100 ms: clip time 100), a step of its own.
    tapAt(5100);
    QCOMPARE(status(), QStringLiteral("Tap Tempo: 1 tap, 3 more to set the tempo"));
    tapAt(5600);
    tapAt(6100);
    tapAt(6600);
    QCOMPARE(beat(), (std::optional<BeatGrid>(BeatGrid{120, 100})));
    QCOMPARE(undoIndex(), 2);
    clock->pause();
    clock->setTimeSource({});
    m_window->document()->undoStack()->undo();
    QCOMPARE(beat(), (std::optional<BeatGrid>(BeatGrid{128, 100})));
    m_window->document()->undoStack()->undo();
    QCOMPARE(beat(), std::nullopt);
}

void TestClipGuidesWindow::tapTempoNeedsPlayback()
{
    QVERIFY(!clock()->isPlaying());
    for (int i = 0; i < 5; ++i)
        pressKey(Qt::Key_T, Qt::ShiftModifier);
    QCOMPARE(beat(), std::nullopt);
    QCOMPARE(undoIndex(), 0);
    QVERIFY2(status().startsWith(QStringLiteral("Tap Tempo: play the clip")), qPrintable(status()));
}

void TestClipGuidesWindow::typedTimesOnGuides()
{
    Document *doc = m_window->document();
    QVERIFY(ClipGuideEdits::setBeatGrid(doc, BeatGrid{150, 20})); // beats of 400 ms from 20
    QVERIFY(ClipGuideEdits::addMarker(doc, 333, QStringLiteral("kick")) == 0);
    // Each table's cell edited as a user does: F2, the text, Enter.
    const auto typeInCell = [](DocumentTableView *view, const QModelIndex &index, const QString &text) {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        view->setFocus();
        view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        QTest::keyClick(view, Qt::Key_F2);
        auto *spin = view->viewport()->findChild<QDoubleSpinBox *>(QStringLiteral("durationEditor"));
        if (!spin)
            spin = view->viewport()->findChild<QDoubleSpinBox *>(QStringLiteral("timeEditor"));
        QVERIFY(spin);
        spin->selectAll();
        QTest::keyClicks(spin, text);
        QVERIFY2(!spin->property("refused").toBool(), qPrintable(spin->toolTip()));
        QTest::keyClick(spin, Qt::Key_Return);
        QCoreApplication::processEvents();
    };
    typeInCell(m_window->eventView(), m_window->eventModel()->index(0, EventTableModel::TimeColumn), QStringLiteral("@kick"));
    QCOMPARE(doc->clip().events[0].time, 333.0);
    typeInCell(m_window->frameView(), m_window->frameModel()->index(0, FrameTableModel::DurationColumn), QStringLiteral("1b"));
    QCOMPARE(doc->clip().frames.frame(0).duration, 400.0);
    QCOMPARE(undoIndex(), 4);
    // The Clip panel's playhead: beat 2 of the grid.
    auto *playhead = m_window->summaryPanel()->findChild<QDoubleSpinBox *>(QStringLiteral("playheadTime"));
    QVERIFY(playhead);
    playhead->setFocus();
    playhead->selectAll();
    QTest::keyClicks(playhead, QStringLiteral("1b"));
    QTest::keyClick(playhead, Qt::Key_Return);
    QCOMPARE(m_window->clipTime(), 420.0);
    // A name that is no marker is refused, and the reason names what is taken.
    playhead->selectAll();
    QTest::keyClicks(playhead, QStringLiteral("@snare"));
    QVERIFY(playhead->property("refused").toBool());
    QVERIFY2(playhead->toolTip().endsWith(QStringLiteral(", beats (2b), a marker (@name)")), qPrintable(playhead->toolTip()));
}

QTEST_MAIN(TestClipGuidesWindow)
#include "tst_clipguideswindow.moc"
