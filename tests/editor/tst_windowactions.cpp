// The window's row and playback actions on the flipbook fixture: each changes the document by
// one undo step, and the whole state is checked after it, after undo and after redo. The playhead
// outlines the rows under it.
#include "actions/editoractions.h"
#include "common/soundfiles.h"
#include "document/clipedits.h"
#include "editor/testsupport.h"
#include "editor/windowfixture.h"
#include "fields/durationspinbox.h"
#include "session/editorsession.h"
#include "tables/clipsummarypanel.h"
#include "tables/documenttableview.h"
#include "timing/segmentsplit.h"

#include <QAction>
#include <QDoubleSpinBox>
#include <QSlider>
#include <QStatusBar>
#include <QUndoView>
#include <QUndoStack>

using namespace inbetween;
using namespace testsupport;

class TestWindowActions : public QObject, protected WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void frameActions_data();
    void frameActions();
    void moveStopsAtTheEnds_data();
    void moveStopsAtTheEnds();
    void addFrameRefusedPastTheFilesLimit();
    void addKeyframeAtPlayhead_data();
    void addKeyframeAtPlayhead();
    void loopModeActions_data();
    void loopModeActions();
    void fpsAndDurationsInFrames();
    void deleteActsOnTheFocusedTable();
    void playheadOutlinesRows_data();
    void playheadOutlinesRows();
    void summarySliderMovesThePlayhead();
    void soundOffsetTypedInTheClipPanel_data();
    void soundOffsetTypedInTheClipPanel();
    void undoHistoryView();
};

void TestWindowActions::initTestCase()
{
    isolateSettings(m_settings.path());
}

void TestWindowActions::init()
{
    openWindow(QFINDTESTDATA("data/flipbook/flipbook.json"));
}

void TestWindowActions::cleanup()
{
    closeWindow();
}

void TestWindowActions::frameActions_data()
{
    QTest::addColumn<QByteArray>("action");
    QTest::addColumn<QList<int>>("selected");
    QTest::addColumn<QList<double>>("durations"); // after, by duration (they are all different)
    QTest::addColumn<QList<int>>("selectedAfter");
    QTest::addColumn<QList<int>>("placement"); // where each old frame went (the keys and events follow)
    QTest::newRow("duplicate one") << QByteArray("duplicateFrames") << QList<int>{1} << QList<double>{100, 150, 150, 250} << QList<int>{2} << QList<int>{0, 1, 3};
    QTest::newRow("duplicate two") << QByteArray("duplicateFrames") << QList<int>{0, 2} << QList<double>{100, 150, 250, 100, 250} << QList<int>{3, 4} << QList<int>{0, 1, 2};
    QTest::newRow("remove") << QByteArray("removeFrames") << QList<int>{0, 2} << QList<double>{150} << QList<int>{} << QList<int>{-1, 0, -1};
    QTest::newRow("move up") << QByteArray("moveFramesUp") << QList<int>{2} << QList<double>{100, 250, 150} << QList<int>{1} << QList<int>{0, 2, 1};
    QTest::newRow("move down") << QByteArray("moveFramesDown") << QList<int>{0, 1} << QList<double>{250, 100, 150} << QList<int>{1, 2} << QList<int>{1, 2, 0};
    QTest::newRow("add after the selection") << QByteArray("addFrame") << QList<int>{0} << QList<double>{100, 100, 150, 250} << QList<int>{1} << QList<int>{0, 2, 3};
}

void TestWindowActions::frameActions()
{
    QFETCH(QByteArray, action);
    QFETCH(QList<int>, selected);
    QFETCH(QList<double>, durations);
    QFETCH(QList<int>, selectedAfter);
    QFETCH(QList<int>, placement);

    select(m_window->frameView(), selected);
    QList<Frame> frames;
    for (double d : durations) {
        Frame f{d, {}};
        for (const Frame &o : m_original.clips[0].frames.frames())
            if (o.duration == d)
                f.image = o.image;
        if (action == "addFrame" && frames.size() == 1)
            f.image.clear(); // the new frame has no image
        frames << f;
    }
    Project after = m_original;
    after.clips[0].frames.setFrames(frames);
    after = framesEdited(m_original, after, placement);
    oneStep([&] { trigger(action.constData()); }, after,
            [&] { QCOMPARE(m_window->frameView()->selectedRowNumbers(), selectedAfter); });
}

void TestWindowActions::moveStopsAtTheEnds_data()
{
    QTest::addColumn<QByteArray>("action");
    QTest::addColumn<QList<int>>("selected");
    QTest::newRow("first up") << QByteArray("moveFramesUp") << QList<int>{0, 1};
    QTest::newRow("last down") << QByteArray("moveFramesDown") << QList<int>{2};
}

void TestWindowActions::moveStopsAtTheEnds()
{
    QFETCH(QByteArray, action);
    QFETCH(QList<int>, selected);
    select(m_window->frameView(), selected);
    trigger(action.constData());
    QCOMPARE(m_window->document()->undoStack()->count(), 0);
    CHECK_STATE(*m_window, m_original);
    QCOMPARE(m_window->frameView()->selectedRowNumbers(), selected);
}

// Frames > Add Frame that would carry an event past the end of the clip beyond the latest time
// the file holds: nothing is done, and the status bar says why (Document::editRefused).
void TestWindowActions::addFrameRefusedPastTheFilesLimit()
{
    Project p = m_window->document()->project();
    p.clips[0].events = {ClipEvent{1e9 - 50, QStringLiteral("far")}};
    m_window->document()->reset(p, m_window->document()->filePath());
    trigger("addFrame");
    QCOMPARE(m_window->document()->undoStack()->count(), 0);
    QCOMPARE(m_window->document()->project(), p);
    QCOMPARE(m_window->statusBar()->currentMessage(),
             QStringLiteral("Not done: it would carry keyframes or events past 1000000000 ms, the latest time the project file holds"));
}

void TestWindowActions::addKeyframeAtPlayhead_data()
{
    QTest::addColumn<double>("playhead");
    QTest::addColumn<double>("keyTime");
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("keysAdded");
    QTest::newRow("in the first segment") << 125.0 << 125.0 << 1 << 1;
    QTest::newRow("one loop later") << 625.0 << 125.0 << 1 << 1;
    // The easeInOut segment 250..500 is two cubic pieces: an exact cut after its middle puts a
    // key there too (SegmentSplit).
    QTest::newRow("in the last segment") << 400.0 << 400.0 << 3 << 2;
}

void TestWindowActions::addKeyframeAtPlayhead()
{
    QFETCH(double, playhead);
    QFETCH(double, keyTime);
    QFETCH(int, row);
    QFETCH(int, keysAdded);
    m_window->setCurrentTime(playhead);
    QCOMPARE(m_window->clipTime(), keyTime);
    const Clip &clip = m_original.clips[0];
    // The segment cut as SegmentSplit cuts it (tested on its own in tst_segmentsplit).
    const int segment = clip.motion.segmentAt(keyTime);
    const SegmentSplit::Result cut = SegmentSplit::split(clip.motion.key(segment), clip.motion.key(segment + 1), keyTime);
    QCOMPARE(cut.keys.size(), keysAdded + 1);
    QList<Keyframe> keys = clip.motion.keys();
    keys[segment] = cut.keys[0];
    for (int i = 1; i < cut.keys.size(); ++i)
        keys.insert(segment + i, cut.keys[i]);
    QCOMPARE(keys[row].time, keyTime);
    Project after = m_original;
    after.clips[0].motion.setKeys(keys);
    oneStep([&] { trigger("addKeyframe"); }, after,
            [&] { QCOMPARE(m_window->keyframeView()->selectedRowNumbers(), QList<int>{row}); });
    if (QTest::currentTestFailed())
        return;
    // Nothing moved, at the playhead (125 and 400 ms are among the times) or anywhere else.
    const Clip &now = m_window->document()->clip();
    for (int i = 0; i <= 100; ++i) {
        const double t = 5.0 * i;
        const Pose a = now.sample(t).pose, b = clip.sample(t).pose;
        for (int c = 0; c < 3; ++c) {
            QVERIFY(std::abs(a.translation[c] - b.translation[c]) < 1e-9 * 40);
            QVERIFY(std::abs(a.rotation[c] - b.rotation[c]) < 1e-9 * 90);
            QVERIFY(std::abs(a.scale[c] - b.scale[c]) < 1e-9);
        }
    }
    // A second key at the same time is refused.
    trigger("addKeyframe");
    QCOMPARE(m_window->document()->undoStack()->count(), 1);
}

void TestWindowActions::loopModeActions_data()
{
    QTest::addColumn<QByteArray>("action");
    QTest::addColumn<int>("mode");
    QTest::newRow("once") << QByteArray("loop_once") << int(LoopMode::Once);
    QTest::newRow("pingpong") << QByteArray("loop_pingpong") << int(LoopMode::PingPong);
}

void TestWindowActions::loopModeActions()
{
    QFETCH(QByteArray, action);
    QFETCH(int, mode);
    QAction *loop = m_window->editorActions()->action(QStringLiteral("loop_loop"));
    QAction *chosen = m_window->editorActions()->action(QString::fromLatin1(action));
    QVERIFY(loop->isChecked());
    Project after = m_original;
    after.clips[0].loop = LoopMode(mode);
    oneStep([&] { trigger(action.constData()); }, after);
    QVERIFY(chosen->isChecked() && !loop->isChecked());
    m_window->document()->undoStack()->undo();
    CHECK_STATE(*m_window, m_original);
    QVERIFY(loop->isChecked() && !chosen->isChecked());
    // Choosing the mode already set adds no step.
    trigger("loop_loop");
    QCOMPARE(m_window->document()->undoStack()->index(), 0);
}

void TestWindowActions::fpsAndDurationsInFrames()
{
    m_prompts->fps = 30.0;
    Project after = m_original;
    after.fps = 30.0;
    oneStep([&] { trigger("fps"); }, after);
    QAction *inFrames = m_window->editorActions()->action(QStringLiteral("durationsInFrames"));
    inFrames->trigger();
    QCOMPARE(m_window->frameModel()->index(0, FrameTableModel::DurationColumn).data().toString(), QStringLiteral("3 f"));
    QCOMPARE(m_window->frameModel()->index(1, FrameTableModel::EndColumn).data().toString(), QStringLiteral("7.5 f"));
    CHECK_STATE(*m_window, after);
    inFrames->trigger();
    QCOMPARE(m_window->frameModel()->index(0, FrameTableModel::DurationColumn).data().toString(), QStringLiteral("100 ms"));
}

void TestWindowActions::deleteActsOnTheFocusedTable()
{
    select(m_window->frameView(), {0});
    select(m_window->keyframeView(), {2});
    m_window->activateWindow();
    m_window->keyframeView()->setFocus();
    QTRY_COMPARE(m_window->activeList(), ListKind::Keyframes);
    Project after = m_original;
    QList<Keyframe> keys = after.clips[0].motion.keys();
    keys.removeAt(2);
    after.clips[0].motion.setKeys(keys);
    oneStep([&] { trigger("delete"); }, after);
}

void TestWindowActions::playheadOutlinesRows_data()
{
    QTest::addColumn<int>("loop");
    QTest::addColumn<double>("time");
    QTest::addColumn<int>("frameRow");
    QTest::addColumn<int>("keyRow");
    const int loop = int(LoopMode::Loop), once = int(LoopMode::Once), pingpong = int(LoopMode::PingPong);
    QTest::newRow("start") << loop << 0.0 << 0 << 0;
    QTest::newRow("frame 1") << loop << 120.0 << 1 << 0;
    QTest::newRow("frame 2, key 1") << loop << 260.0 << 2 << 1;
    QTest::newRow("end of the clip: loops") << loop << 500.0 << 0 << 0;
    QTest::newRow("before 0: loops back") << loop << -10.0 << 2 << 1;
    QTest::newRow("once, past the end") << once << 900.0 << 2 << 2;
    QTest::newRow("pingpong, on the way back") << pingpong << 880.0 << 1 << 0; // clip time 120
    QTest::newRow("pingpong, nearly back") << pingpong << 950.0 << 0 << 0;
}

void TestWindowActions::playheadOutlinesRows()
{
    QFETCH(int, loop);
    QFETCH(double, time);
    QFETCH(int, frameRow);
    QFETCH(int, keyRow);
    if (LoopMode(loop) != LoopMode::Loop)
        m_window->operations().setLoopMode(LoopMode(loop));
    QSignalSpy spy(m_window.get(), &MainWindow::currentTimeChanged);
    const QList<int> selected = m_window->session()->selectedRows(ListKind::Frames);
    QCOMPARE(selected, QList<int>{0}); // an opened project: its first frame, where the playhead is
    m_window->setCurrentTime(time);
    QCOMPARE(spy.count(), time == 0.0 ? 0 : 1);
    QCOMPARE(m_window->property("currentTime").toDouble(), time);
    QCOMPARE(m_window->frameView()->playheadRow(), frameRow);
    QCOMPARE(m_window->keyframeView()->playheadRow(), keyRow);
    QVERIFY(m_window->summaryPanel()->field(QStringLiteral("frame")).startsWith(QStringLiteral("%1 of 3").arg(frameRow)));
    // The outline is not a selection: the shared selection models are untouched.
    QCOMPARE(m_window->session()->selectedRows(ListKind::Frames), selected);
    // Edits move the rows under a playhead that stays put.
    select(m_window->frameView(), {0});
    trigger("removeFrames");
    QCOMPARE(m_window->frameView()->playheadRow(), m_window->document()->clip().frames.frameAt(m_window->clipTime()));
}

void TestWindowActions::summarySliderMovesThePlayhead()
{
    auto *slider = m_window->summaryPanel()->findChild<QSlider *>(QStringLiteral("playheadSlider"));
    QVERIFY(slider);
    QCOMPARE(slider->maximum(), 500);
    slider->setFocus();
    QTest::keyClick(slider, Qt::Key_End);
    QCOMPARE(m_window->currentTime(), 500.0);
    QTest::keyClick(slider, Qt::Key_Home);
    QCOMPARE(m_window->currentTime(), 0.0);
    slider->setValue(260);
    QCOMPARE(m_window->currentTime(), 260.0);
    QCOMPARE(m_window->frameView()->playheadRow(), 2);
}

void TestWindowActions::soundOffsetTypedInTheClipPanel_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<double>("offset");
    QTest::addColumn<QString>("undoText");
    QTest::newRow("ms") << QStringLiteral("-120") << -120.0 << QStringLiteral("Start sound of Walk flipbook at -120 ms");
    // Frames of the project's 60 fps, kept exact (issue 39: `f` in every field that takes a time).
    QTest::newRow("frames") << QStringLiteral("5f") << 5000.0 / 60.0 << QStringLiteral("Start sound of Walk flipbook at 83.3 ms");
    QTest::newRow("frames, before the clip") << QStringLiteral("-6 f") << -100.0 << QStringLiteral("Start sound of Walk flipbook at -100 ms");
}

// The Clip panel names the clip's sound and takes the clip time it starts at, typed: one undo
// step (only a drag on the lane set it, and the panel showed neither: issue 39).
void TestWindowActions::soundOffsetTypedInTheClipPanel()
{
    QFETCH(QString, typed);
    QFETCH(double, offset);
    QFETCH(QString, undoText);
    ClipSummaryPanel *panel = m_window->summaryPanel();
    DurationSpinBox *box = panel->soundOffsetBox();
    QVERIFY(box);
    QCOMPARE(panel->field(QStringLiteral("sound")), QStringLiteral("none (Clips > Set Sound...)"));
    QVERIFY(!box->isVisibleTo(panel));
    const QString wav = QDir(m_window->document()->folder()).filePath(QStringLiteral("sounds/steps.wav"));
    QVERIFY(QDir().mkpath(QFileInfo(wav).absolutePath()));
    QVERIFY(soundfiles::writeWav16(wav, soundfiles::sine(440, 0.5, 600, 22050), 22050));
    QVERIFY(ClipEdits::setSound(m_window->document(), 0, wav));
    QCOMPARE(panel->field(QStringLiteral("sound")), QStringLiteral("steps.wav"));
    QVERIFY(box->isVisibleTo(panel));
    QCOMPARE(box->valueInMs(), 0.0);
    const Project withSound = m_window->document()->project();
    Project moved = withSound;
    moved.clips[0].audio->offset = offset;
    oneStep(
        [&] {
            box->setFocus();
            box->selectAll();
            QTest::keyClicks(box, typed);
            QTest::keyClick(box, Qt::Key_Return);
        },
        moved);
    QCOMPARE(m_window->document()->undoStack()->undoText(), undoText);
    m_window->document()->undoStack()->undo();
    CHECK_STATE(*m_window, withSound);
    QCOMPARE(box->valueInMs(), 0.0);
}

// Clicking an entry of the history goes back (or forward) to the state after it.
void TestWindowActions::undoHistoryView()
{
    select(m_window->frameView(), {1});
    trigger("duplicateFrames");
    trigger("loop_pingpong");
    const Project both = m_window->document()->project();
    QUndoView *history = m_window->undoView();
    QCOMPARE(history->model()->rowCount(), 3); // <opened>, duplicate, loop mode
    QCOMPARE(history->model()->index(2, 0).data().toString(), QStringLiteral("Set loop mode of Walk flipbook to pingpong"));
    auto click = [&](int row) {
        const QRect rect = history->visualRect(history->model()->index(row, 0));
        QTest::mouseClick(history->viewport(), Qt::LeftButton, {}, rect.center());
    };
    click(0);
    QCOMPARE(m_window->document()->undoStack()->index(), 0);
    CHECK_STATE(*m_window, m_original);
    click(2);
    QCOMPARE(m_window->document()->undoStack()->index(), 2);
    CHECK_STATE(*m_window, both);
    click(1);
    Project duplicated = both;
    duplicated.clips[0].loop = LoopMode::Loop;
    CHECK_STATE(*m_window, duplicated);
}

QTEST_MAIN(TestWindowActions)
#include "tst_windowactions.moc"
