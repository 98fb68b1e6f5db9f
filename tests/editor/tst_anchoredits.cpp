// Keys and events follow the frames through every frame edit of the window ("Keys and events
// follow frames", on by default): a timeline drag with ripple or roll, `[` and `]`, a table edit,
// Retime Frames, a reorder by Move Up, by the table's drop and by the timeline's block drag, Add
// and Duplicate, Remove from the menu and from the timeline, an image import. Each is one undo
// step, and the whole state is checked after it, after undo and after redo. With the toggle off
// nothing moves, and the toggle is remembered.
//
// The fixture: frames [100, 150, 250] (L = 500), keys at 0, 250 (frame 2's first instant) and
// 500 (= L), the event footstep at 250.

#include "actions/editoractions.h"
#include "editor/testsupport.h"
#include "editor/windowfixture.h"
#include "playback/playbackarea.h"
#include "tables/batchtimingdialog.h"
#include "tables/documenttableview.h"
#include "timeline/framemovedrag.h"
#include "timeline/timelineview.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QPushButton>
#include <QScrollBar>
#include <QUndoStack>

using namespace inbetween;
using namespace testsupport;
using Row = TimelineLayout::Row;

class TestAnchorEdits : public QObject, protected WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { isolateSettings(m_settings.path()); }
    void init();
    void cleanup() { closeWindow(); }
    void flipbookDoneWhen();
    void bundledFlipbookV1();
    void timelineRoll();
    void timelineNudge();
    void tableEdit();
    void retimeFramesDialog();
    void moveUp();
    void tableDrop();
    void timelineBlockDrag();
    void addFrame();
    void duplicate();
    void removeFromTheMenu();
    void removeOnTheTimeline();
    void importImages();
    void toggleOffMovesNothing();

private:
    // The flipbook with these frame durations (in place of its own, images kept by position or
    // taken from `images`), keys at `keys` (the fixture's three, in order) and the footstep at
    // `footstep`.
    Project expected(const QList<double> &durations, const QList<double> &keys, double footstep,
                     const QList<int> &imagesFrom = {0, 1, 2}) const;
    TimelineView *timeline() const { return m_window->playback()->timeline(); }
    QPoint onTimeline(double ms, Row row) const
    {
        return QPoint(int(std::lround(timeline()->axis().xForTime(ms))), timeline()->rowLayout().rect(row).center().y());
    }
    void dragOnTimeline(QPoint from, QPoint to, Qt::KeyboardModifiers mods = Qt::NoModifier);
};

void TestAnchorEdits::init()
{
    openWindow(QFINDTESTDATA("data/flipbook/flipbook.json"));
    // 1 ms a pixel, scrolled to the start: times are whole pixels.
    timeline()->setMsPerPixel(1.0);
    timeline()->horizontalScrollBar()->setValue(0);
    QCOMPARE(m_original.clips[0].events.front().time, 250.0);
    QCOMPARE(m_original.clips[0].motion.count(), 3);
}

Project TestAnchorEdits::expected(const QList<double> &durations, const QList<double> &keys, double footstep,
                                  const QList<int> &imagesFrom) const
{
    Project p = m_original;
    QList<Frame> frames;
    for (qsizetype i = 0; i < durations.size(); ++i) {
        const int from = imagesFrom.value(i, -1);
        Frame f = from >= 0 ? m_original.clips[0].frames.frame(from) : Frame{};
        f.duration = durations[i];
        frames.append(f);
    }
    p.clips[0].frames.setFrames(frames);
    QList<Keyframe> k = m_original.clips[0].motion.keys();
    for (qsizetype i = 0; i < k.size(); ++i)
        k[i].time = keys[i];
    p.clips[0].motion.setKeys(k);
    p.clips[0].events.front().time = footstep;
    return p;
}

void TestAnchorEdits::dragOnTimeline(QPoint from, QPoint to, Qt::KeyboardModifiers mods)
{
    QWidget *viewport = timeline()->viewport();
    QTest::mousePress(viewport, Qt::LeftButton, mods, from);
    for (double f : {0.3, 0.7, 1.0}) {
        const QPoint p = from + (to - from) * f;
        QMouseEvent move(QEvent::MouseMove, QPointF(p), viewport->mapToGlobal(QPointF(p)), Qt::NoButton, Qt::LeftButton, mods);
        QCoreApplication::sendEvent(viewport, &move);
    }
    QTest::mouseRelease(viewport, Qt::LeftButton, mods, to);
}

// The Done-when: on the bundled flipbook, dragging frame 0 from 100 to 150 ms moves the
// footstep to 300 ms; undo puts it back at 250. Keys move with it; the key at L with the end.
void TestAnchorEdits::flipbookDoneWhen()
{
    oneStep([&] { dragOnTimeline(onTimeline(100, Row::Frames), onTimeline(150, Row::Frames)); },
            expected({150, 150, 250}, {0, 300, 550}, 300));
    if (QTest::currentTestFailed())
        return;
    m_window->document()->undoStack()->undo();
    QCOMPARE(m_window->document()->clip().events.front().time, 250.0);
}

// The same on the flipbook the project once bundled (tests/data/flipbook-v1: frames [100, 150,
// 250], the footstep at 250 ms, no keys), opened as a user opens it.
void TestAnchorEdits::bundledFlipbookV1()
{
    closeWindow();
    openWindow(QFINDTESTDATA("../data/flipbook-v1/flipbook.json"));
    timeline()->setMsPerPixel(1.0);
    timeline()->horizontalScrollBar()->setValue(0);
    QCOMPARE(m_window->document()->clip().events.size(), 1);
    QCOMPARE(m_window->document()->clip().events.front().time, 250.0);
    Project after = m_original;
    QList<Frame> frames = after.clips[0].frames.frames();
    frames[0].duration = 150;
    after.clips[0].frames.setFrames(frames);
    after.clips[0].events.front().time = 300;
    oneStep([&] { dragOnTimeline(onTimeline(100, Row::Frames), onTimeline(150, Row::Frames)); }, after);
    if (QTest::currentTestFailed())
        return;
    m_window->document()->undoStack()->undo();
    QCOMPARE(m_window->document()->clip().events.front().time, 250.0);
}

void TestAnchorEdits::timelineRoll()
{
    // Alt: frame 1 takes 50 ms from frame 2; the length stays, so the key at L stays.
    oneStep([&] { dragOnTimeline(onTimeline(250, Row::Frames), onTimeline(300, Row::Frames), Qt::AltModifier); },
            expected({100, 200, 200}, {0, 300, 500}, 300));
}

void TestAnchorEdits::timelineNudge()
{
    select(m_window->frameView(), {1});
    timeline()->setFocus();
    oneStep([&] { QTest::keyClick(timeline(), Qt::Key_BracketRight); }, expected({100, 151, 250}, {0, 251, 501}, 251));
}

void TestAnchorEdits::tableEdit()
{
    FrameTableModel *model = m_window->frameModel();
    oneStep([&] { QVERIFY(model->setData(model->index(1, FrameTableModel::DurationColumn), QStringLiteral("75"))); },
            expected({100, 75, 250}, {0, 175, 425}, 175));
}

void TestAnchorEdits::retimeFramesDialog()
{
    select(m_window->frameView(), {0, 1, 2});
    oneStep(
        [&] {
            trigger("retimeFrames");
            auto *dialog = m_window->findChild<BatchTimingDialog *>(QStringLiteral("batchTimingDialog"));
            QVERIFY(dialog);
            QComboBox *box = dialog->operationBox();
            box->setCurrentIndex(box->findData(int(BatchTimingDialog::Operation::Scale)));
            dialog->valueBox()->setValue(200);
            dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
            QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        },
        expected({200, 300, 500}, {0, 500, 1000}, 500));
}

void TestAnchorEdits::moveUp()
{
    // Frame 2 before frame 1: [100, 250, 150]; its first instant (the key and the footstep) at 100.
    select(m_window->frameView(), {2});
    oneStep([&] { trigger("moveFramesUp"); }, expected({100, 250, 150}, {0, 100, 500}, 100, {0, 2, 1}));
}

void TestAnchorEdits::tableDrop()
{
    // Frame 0 dropped after the last: [150, 250, 100]; frame 0's key (0) goes to 400.
    FrameTableModel *model = m_window->frameModel();
    select(m_window->frameView(), {0});
    Project after = expected({150, 250, 100}, {150, 400, 500}, 150, {1, 2, 0});
    QList<Keyframe> keys = m_original.clips[0].motion.keys();
    keys[1].time = 150; // 250 -> 150 (frame 2 is second now)
    keys[0].time = 400; // 0 -> 400 (frame 0 is last)
    std::sort(keys.begin(), keys.end(), [](const Keyframe &a, const Keyframe &b) { return a.time < b.time; });
    after.clips[0].motion.setKeys(keys);
    oneStep(
        [&] {
            std::unique_ptr<QMimeData> data(model->mimeData({model->index(0, 0)}));
            QVERIFY(model->dropMimeData(data.get(), Qt::MoveAction, 3, 0, QModelIndex()));
        },
        after);
}

void TestAnchorEdits::timelineBlockDrag()
{
    // Frame 2's block dragged before frame 0: [250, 100, 150]; the key at 0 (frame 0) goes to 250
    // and the one at 250 (frame 2's start) to 0.
    QTest::mouseClick(timeline()->viewport(), Qt::LeftButton, Qt::NoModifier, onTimeline(300, Row::Frames));
    Project after = expected({250, 100, 150}, {0, 250, 500}, 0, {2, 0, 1});
    QList<Keyframe> keys = m_original.clips[0].motion.keys();
    std::swap(keys[0], keys[1]);
    keys[0].time = 0;
    keys[1].time = 250;
    after.clips[0].motion.setKeys(keys);
    oneStep([&] { dragOnTimeline(onTimeline(300, Row::Frames), onTimeline(20, Row::Frames)); }, after);
}

void TestAnchorEdits::addFrame()
{
    select(m_window->frameView(), {0});
    oneStep([&] { trigger("addFrame"); }, expected({100, 100, 150, 250}, {0, 350, 600}, 350, {0, -1, 1, 2}));
}

void TestAnchorEdits::duplicate()
{
    select(m_window->frameView(), {1});
    oneStep([&] { trigger("duplicateFrames"); }, expected({100, 150, 150, 250}, {0, 400, 650}, 400, {0, 1, 1, 2}));
}

void TestAnchorEdits::removeFromTheMenu()
{
    // Frame 1 goes: frame 2 starts at 100, and so do its key and the footstep.
    select(m_window->frameView(), {1});
    oneStep([&] { trigger("removeFrames"); }, expected({100, 250}, {0, 100, 350}, 100, {0, 2}));
}

void TestAnchorEdits::removeOnTheTimeline()
{
    // Frame 0 goes: its key stays at 0 (where frame 0 started); the rest 100 ms earlier.
    QTest::mouseClick(timeline()->viewport(), Qt::LeftButton, Qt::NoModifier, onTimeline(50, Row::Frames));
    timeline()->setFocus();
    oneStep([&] { QTest::keyClick(timeline(), Qt::Key_Delete); }, expected({150, 250}, {0, 150, 400}, 150, {1, 2}));
}

void TestAnchorEdits::importImages()
{
    // Two images after frame 0: 200 ms more before frame 1.
    select(m_window->frameView(), {0});
    const QString frames = m_dir->filePath(QStringLiteral("frames/"));
    Project after = expected({100, 100, 100, 150, 250}, {0, 450, 700}, 450, {0, 0, 1, 1, 2});
    QList<Frame> all = after.clips[0].frames.frames();
    all[1] = {100.0, QStringLiteral("frames/walk-1.png")};
    all[2] = {100.0, QStringLiteral("frames/walk-2.png")};
    after.clips[0].frames.setFrames(all);
    oneStep([&] { m_window->addImages({frames + QStringLiteral("walk-2.png"), frames + QStringLiteral("walk-1.png")}); },
            after);
}

void TestAnchorEdits::toggleOffMovesNothing()
{
    QAction *follow = m_window->editorActions()->action(QStringLiteral("keysFollowFrames"));
    QVERIFY(follow && follow->isCheckable());
    QVERIFY(follow->isChecked()); // on by default
    follow->trigger();
    QVERIFY(!follow->isChecked());
    QVERIFY(!m_window->document()->keysFollowFrames());
    oneStep([&] { dragOnTimeline(onTimeline(100, Row::Frames), onTimeline(150, Row::Frames)); },
            expected({150, 150, 250}, {0, 250, 500}, 250));
    select(m_window->frameView(), {1});
    trigger("removeFrames");
    CHECK_STATE(*m_window, expected({150, 250}, {0, 250, 500}, 250, {0, 2}));
    // Remembered: the next window starts with it off.
    closeWindow();
    openWindow(QFINDTESTDATA("data/flipbook/flipbook.json"));
    QVERIFY(!m_window->editorActions()->action(QStringLiteral("keysFollowFrames"))->isChecked());
    QVERIFY(!m_window->document()->keysFollowFrames());
    m_window->editorActions()->action(QStringLiteral("keysFollowFrames"))->trigger(); // on again for the others
}

QTEST_MAIN(TestAnchorEdits)
#include "tst_anchoredits.moc"
