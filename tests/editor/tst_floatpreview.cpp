// Playback > Float Preview: the preview moves into a window of its own and back, plays there on
// the timeline's clock (the playheads agree within a frame), Space, Shift+Space and the speed keys
// work in it, it stays on top when asked, and its geometry and zoom are remembered.

#include "floatingpreview.h"
#include "previewwindow.h"
#include "timelineview.h"
#include "windowfixture.h"

#include <QToolBar>

using namespace testsupport;

class TestFloatPreview : public QObject, public WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { isolateSettings(m_settings.path()); }
    void init() { openWindow(QFINDTESTDATA("data/flipbook/flipbook.json")); }
    void cleanup() { closeWindow(); }

    void floatsAndComesBack();
    void playsOnTheSameClock();
    void keysWorkInIt();
    void stayOnTopToggle();
    void geometryAndZoomRemembered();

private:
    FloatingPreview *floating() const { return m_window->playback()->floating(); }
    PreviewWidget *preview() const { return m_window->playback()->preview(); }
    QAction *floatAction() const { return m_window->playback()->action(QStringLiteral("floatPreview")); }
    PreviewWindow *floatOut()
    {
        floatAction()->trigger();
        PreviewWindow *w = floating()->previewWindow();
        if (w)
            (void)QTest::qWaitForWindowExposed(w);
        return w;
    }
};

void TestFloatPreview::floatsAndComesBack()
{
    QVERIFY(floatAction());
    QVERIFY(m_window->isAncestorOf(preview()));
    PreviewWindow *w = floatOut();
    QVERIFY(w);
    QVERIFY(floating()->isFloating());
    QVERIFY(floatAction()->isChecked());
    QVERIFY(w->isWindow() && w->isVisible());
    QCOMPARE(w->preview(), preview());
    QVERIFY(w->isAncestorOf(preview()));
    QVERIFY(!m_window->isAncestorOf(preview()) || preview()->window() == w);
    QVERIFY(preview()->isVisible());
    QWidget *placeholder = m_window->findChild<QWidget *>(QStringLiteral("previewPlaceholder"));
    QVERIFY(placeholder && placeholder->isVisible());
    // Closing the window brings the preview home.
    w->close();
    QVERIFY(!floating()->isFloating());
    QVERIFY(!floatAction()->isChecked());
    QVERIFY(!w->isVisible());
    QCOMPARE(preview()->window(), m_window.get());
    QVERIFY(preview()->isVisible());
    QVERIFY(!placeholder->isVisible());
    QCOMPARE(preview()->clip(), &m_window->document()->clip());
    // And out and back again with the action.
    QVERIFY(floatOut());
    floatAction()->trigger();
    QCOMPARE(preview()->window(), m_window.get());
}

void TestFloatPreview::playsOnTheSameClock()
{
    PlaybackClock *clock = m_window->playback()->clock();
    QCOMPARE(preview()->clock(), clock);
    clock->play();
    QTest::qWait(100);
    const double before = clock->time();
    PreviewWindow *w = floatOut();
    QVERIFY(w);
    // The move did not stop or restart playback.
    QVERIFY(clock->isPlaying());
    QVERIFY(clock->time() >= before);
    TimelineView *timeline = m_window->playback()->timeline();
    const double frame = 1000.0 / 60.0;
    int compared = 0;
    const auto c = connect(clock, &PlaybackClock::clipTimeChanged, this, [&](double t) {
        QVERIFY2(std::abs(preview()->shownClipTime() - t) < frame,
                 qPrintable(QStringLiteral("preview %1, clock %2").arg(preview()->shownClipTime()).arg(t)));
        QVERIFY2(std::abs(timeline->playheadTime() - t) < frame,
                 qPrintable(QStringLiteral("timeline %1, clock %2").arg(timeline->playheadTime()).arg(t)));
        ++compared;
    });
    QTest::qWait(600);
    disconnect(c);
    clock->pause();
    QVERIFY2(compared > 5, qPrintable(QString::number(compared)));
    QCOMPARE(preview()->shownClipTime(), clock->clipTime());
    QCOMPARE(timeline->playheadTime(), clock->clipTime());
}

void TestFloatPreview::keysWorkInIt()
{
    PlaybackClock *clock = m_window->playback()->clock();
    PreviewWindow *w = floatOut();
    QVERIFY(w);
    w->activateWindow();
    QTRY_VERIFY(w->isActiveWindow());
    QVERIFY(!clock->isPlaying());
    QTest::keyClick(w, Qt::Key_Space);
    QVERIFY(clock->isPlaying());
    QTest::keyClick(w, Qt::Key_Space);
    QVERIFY(!clock->isPlaying());
    QTest::keyClick(w, Qt::Key_Space);
    QTest::qWait(50);
    QTest::keyClick(w, Qt::Key_Space, Qt::ShiftModifier); // stop: back to the start
    QVERIFY(!clock->isPlaying());
    QCOMPARE(clock->clipTime(), 0.0);
    // The speed keys.
    const double speed = clock->speed();
    QAction *faster = m_window->playback()->action(QStringLiteral("faster"));
    QVERIFY(faster && !faster->shortcut().isEmpty());
    QTest::keySequence(w, faster->shortcut());
    QVERIFY2(clock->speed() > speed, qPrintable(QString::number(clock->speed())));
    QAction *slower = m_window->playback()->action(QStringLiteral("slower"));
    QTest::keySequence(w, slower->shortcut());
    QCOMPARE(clock->speed(), speed);
}

void TestFloatPreview::stayOnTopToggle()
{
    PreviewWindow *w = floatOut();
    QVERIFY(w);
    QAction *onTop = m_window->playback()->action(QStringLiteral("previewOnTop"));
    QVERIFY(onTop);
    QVERIFY(onTop->isChecked()); // on top by default
    QVERIFY(w->staysOnTop());
    QVERIFY(w->windowFlags().testFlag(Qt::WindowStaysOnTopHint));
    onTop->trigger();
    QVERIFY(!w->staysOnTop());
    QVERIFY(w->isVisible());
    QCOMPARE(w->preview(), preview());
    onTop->trigger();
    QVERIFY(w->staysOnTop());
    QVERIFY(w->isVisible());
}

// Moved, resized and zoomed, closed, floated again (and in a new window after a restart): where
// and how big it was, at that zoom; the preview at home keeps its own zoom.
void TestFloatPreview::geometryAndZoomRemembered()
{
    preview()->setZoom(1.0);
    PreviewWindow *w = floatOut();
    QVERIFY(w);
    const QRect wanted(150, 130, 480, 390);
    w->setGeometry(wanted);
    QTRY_COMPARE(w->geometry(), wanted);
    preview()->setZoom(2.0);
    w->close();
    QCOMPARE(preview()->zoom(), 1.0);
    w = floatOut();
    QCOMPARE(w->geometry(), wanted);
    QCOMPARE(preview()->zoom(), 2.0);
    w->close();

    closeWindow();
    openWindow(QFINDTESTDATA("data/flipbook/flipbook.json"));
    w = floatOut();
    QVERIFY(w);
    QCOMPARE(w->geometry(), wanted);
    QCOMPARE(preview()->zoom(), 2.0);
    // Closing the main window while it floats remembers it too.
    w->setGeometry(QRect(200, 140, 400, 300));
    QTRY_COMPARE(w->geometry(), QRect(200, 140, 400, 300));
    m_window->close();
    closeWindow();
    openWindow(QFINDTESTDATA("data/flipbook/flipbook.json"));
    w = floatOut();
    QCOMPARE(w->geometry(), QRect(200, 140, 400, 300));
}

QTEST_MAIN(TestFloatPreview)
#include "tst_floatpreview.moc"
