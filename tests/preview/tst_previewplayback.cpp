// How the real preview of resources/examples/square.json plays (split from tst_previewrender,
// which checks what it draws): events flash once per occurrence, an edit while playing frames the
// path again, and the clock plays on while the view is hidden, collapsed in a splitter, handed a
// clock already playing, or outliving the clock it follows.
#include "playback/playbackclock.h"
#include "preview/previewwidget.h"
#include "preview/squarepreview.h"
#include "timing/crossingfinder.h"

#include <QApplication>
#include <QQuickItem>
#include <QQuickView>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSplitter>
#include <QTest>
#include <cmath>

using namespace inbetween;

class TestPreviewPlayback : public SquarePreviewTest
{
    Q_OBJECT
private slots:
    void initTestCase();
    void eventsFlashOncePerOccurrenceWhilePlaying();
    void editWhilePlayingRefreshes();
    void hiddenPreviewStillPlays();
    void followsAClockAlreadyPlaying();
    void outlivesTheClockItFollows();
    void collapsedPreviewStillPlays();
    void cleanupTestCase();
};

void TestPreviewPlayback::initTestCase()
{
    openPreview();
}

void TestPreviewPlayback::cleanupTestCase()
{
    closePreview();
}

void TestPreviewPlayback::eventsFlashOncePerOccurrenceWhilePlaying()
{
    m_project.events = {{100.0, QStringLiteral("tick")}, {700.0, QStringLiteral("tock")}};
    m_preview->clipChanged();
    m_preview->setOverlayVisible(true);
    QSignalSpy flashes(m_preview, &PreviewWidget::eventFlashed);
    QSignalSpy playhead(m_preview, &PreviewWidget::playheadChanged);
    PlaybackClock *clock = m_preview->clock();
    clock->stop();
    const int rendersBefore = m_preview->renderCount();
    clock->play();
    // Past the loop's end (1200 ms) and over a few renders, however slowly they come.
    QTRY_VERIFY_WITH_TIMEOUT(clock->shownTime() > 1300.0 && m_preview->renderCount() - rendersBefore > 5, 15000);
    clock->pause();
    const double played = clock->shownTime();
    QVERIFY(playhead.size() > 5);
    int expected = 0;
    for (const Crossing &c : CrossingFinder(m_project).between(0.0, played))
        expected += c.kind == Crossing::Kind::Event;
    QCOMPARE(flashes.size(), expected);
    QCOMPARE(m_preview->quickView()->rootObject()->findChild<QObject *>(QStringLiteral("overlay"))
                 ->property("flashCount").toInt(), expected);
    m_project.events.clear();
    m_preview->clipChanged();
    m_preview->setOverlayVisible(false);
    clock->stop();
}

void TestPreviewPlayback::editWhilePlayingRefreshes()
{
    PlaybackClock *clock = m_preview->clock();
    clock->play();
    QTest::qWait(200);
    const Keyframe saved = m_project.motion.key(1);
    Keyframe k = saved;
    k.translation.x = 80.0; // the path reaches further right: the camera frames it again
    const double before = m_preview->framedBounds().right();
    m_project.motion.setKey(1, k);
    m_preview->clipChanged();
    QVERIFY(clock->isPlaying());
    QVERIFY(m_preview->framedBounds().right() > before + 20.0);
    clock->pause();
    clock->seek(400.0);
    const ColourBlob blob = renderAt(400.0, squareColour);
    const QPointF expected = m_preview->sceneToView(80.0, 0.0);
    QVERIFY(QLineF(blob.centroid, expected).length() < 1.5);
    m_project.motion.setKey(1, saved);
    m_preview->clipChanged();
    clock->stop();
}

void TestPreviewPlayback::hiddenPreviewStillPlays()
{
    // A hidden view renders nothing; the clock must still follow wall time for the timeline.
    m_preview->hide();
    auto showAgain = qScopeGuard([this] { m_preview->show(); }); // also when a check fails
    PlaybackClock *clock = m_preview->clock();
    clock->stop();
    QSignalSpy playhead(m_preview, &PreviewWidget::playheadChanged);
    const int rendersBefore = m_preview->renderCount();
    clock->play();
    // Waits for the playhead to get there rather than for a fixed time: a loaded machine may
    // hold the timer back, never the clock.
    QTRY_VERIFY_WITH_TIMEOUT(clock->shownTime() > 250.0 && playhead.size() > 5, 10000);
    clock->pause();
    QCOMPARE(m_preview->renderCount(), rendersBefore);
    clock->stop();
    showAgain.dismiss();
    m_preview->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_preview));
    const ColourBlob blob = renderAt(0.0, squareColour);
    QVERIFY(blob.area > 0);
}

void TestPreviewPlayback::followsAClockAlreadyPlaying()
{
    // Hidden, so that only the preview's own timer can advance the clock it is handed.
    m_preview->hide();
    auto restore = qScopeGuard([this] {
        m_preview->setClock(nullptr);
        m_preview->show();
    });
    PlaybackClock other;
    other.setClip(&m_project);
    other.play();
    m_preview->setClock(&other);
    QTRY_VERIFY_WITH_TIMEOUT(other.shownTime() > 150.0, 10000);
    other.pause();
}

void TestPreviewPlayback::outlivesTheClockItFollows()
{
    PlaybackClock *own = m_preview->clock();
    {
        PlaybackClock other;
        other.setClip(&m_project);
        other.play();
        m_preview->setClock(&other);
        QCOMPARE(m_preview->clock(), &other);
    } // goes while playing, with the preview's timer running
    QCOMPARE(m_preview->clock(), own);
    QTest::qWait(100); // timer ticks and renders: none may reach the clock that went
    QVERIFY(!own->isPlaying());
    const ColourBlob blob = renderAt(400.0, squareColour);
    QVERIFY(blob.area > 0);
}

void TestPreviewPlayback::collapsedPreviewStillPlays()
{
    // A splitter dragged shut: the view is put away (not left as a window of no size, which a
    // platform may clamp to a pixel, or draw at the parent's corner) and the timer plays on.
    QSplitter splitter(Qt::Vertical);
    auto *collapsed = new PreviewWidget;
    collapsed->setClip(&m_project);
    splitter.addWidget(collapsed);
    splitter.addWidget(new QWidget);
    splitter.resize(400, 400);
    splitter.show();
    QVERIFY(QTest::qWaitForWindowExposed(&splitter));
    QTRY_VERIFY_WITH_TIMEOUT(collapsed->isSceneReady(), 20000);
    splitter.setSizes({0, 400});
    QTRY_COMPARE(collapsed->height(), 0);
    QTRY_VERIFY(!collapsed->quickView()->isExposed());
    const int rendersBefore = collapsed->renderCount();
    collapsed->clock()->play();
    QTRY_VERIFY_WITH_TIMEOUT(collapsed->clock()->shownTime() > 250.0, 10000);
    collapsed->clock()->pause();
    QCOMPARE(collapsed->renderCount(), rendersBefore);
    // Opened again, the view is back and renders.
    splitter.setSizes({200, 200});
    QTRY_VERIFY(collapsed->quickView()->isExposed());
    collapsed->clock()->seek(200.0);
    QTRY_VERIFY(collapsed->renderCount() > rendersBefore);
}

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    PreviewWidget::prepareSurfaceFormat();
    TestPreviewPlayback test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_previewplayback.moc"
