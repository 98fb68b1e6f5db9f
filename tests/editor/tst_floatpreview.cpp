// Playback > Float Preview: the preview plays in a window of its own (the main window's is hidden
// behind a placeholder meanwhile) and comes back, on the timeline's clock (the playheads agree
// within a frame), showing the current clip through switches and edits; Space, Shift+Space and
// the speed keys work in it, it stays on top when asked, and its geometry and zoom are remembered.
// (On the X screen: tst_floatreload.)

#include "editor/windowfixture.h"
#include "playback/floatingpreview.h"
#include "playback/previewwindow.h"
#include "timeline/timelineview.h"

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
    void followsTheCurrentClip();
    void playsOnTheSameClock();
    void keysWorkInIt();
    void stayOnTopToggle();
    void geometryAndZoomRemembered();
    void closesWhileFloatingAndPlaying();

private:
    FloatingPreview *floating() const { return m_window->playback()->floating(); }
    PreviewWidget *preview() const { return m_window->playback()->preview(); } // the docked one
    PreviewWidget *floatingView() const { return floating()->floatingView(); }
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
    QCOMPARE(floating()->shownPreview(), preview());
    PreviewWindow *w = floatOut();
    QVERIFY(w);
    QVERIFY(floating()->isFloating());
    QVERIFY(floatAction()->isChecked());
    QVERIFY(w->isWindow() && w->isVisible());
    QCOMPARE(w->preview(), floatingView());
    QVERIFY(floatingView() != preview());
    QCOMPARE(floating()->shownPreview(), floatingView());
    QVERIFY(floatingView()->isVisible());
    QTRY_VERIFY(floatingView()->isSceneReady());
    QCOMPARE(floatingView()->clip(), &m_window->document()->clip());
    QCOMPARE(floatingView()->clock(), m_window->playback()->clock());
    QCOMPARE(floatingView()->imageLibrary(), preview()->imageLibrary());
    // The main window's preview waits hidden, behind a placeholder.
    QVERIFY(!preview()->isVisible());
    QCOMPARE(preview()->window(), m_window.get());
    QWidget *placeholder = m_window->findChild<QWidget *>(QStringLiteral("previewPlaceholder"));
    QVERIFY(placeholder && placeholder->isVisible());
    // Closing the window brings the preview home.
    w->close();
    QVERIFY(!floating()->isFloating());
    QVERIFY(!floatAction()->isChecked());
    QVERIFY(!w->isVisible());
    QVERIFY(preview()->isVisible());
    QVERIFY(!placeholder->isVisible());
    QCOMPARE(preview()->clip(), &m_window->document()->clip());
    QCOMPARE(floating()->shownPreview(), preview());
    // And out and back again with the action: the same window.
    QCOMPARE(floatOut(), w);
    QVERIFY(w->isVisible() && !preview()->isVisible());
    floatAction()->trigger();
    QVERIFY(preview()->isVisible() && !w->isVisible());
}

// The floating preview gets what the main window's gets: another clip, an edit, another project.
void TestFloatPreview::followsTheCurrentClip()
{
    Document *doc = m_window->document();
    QVERIFY(floatOut());
    // A second clip, made current: both previews (and the clock) show it.
    Clip second = doc->clip();
    second.name = QStringLiteral("second");
    doc->insertClips(1, {second}); // makes it current
    QCOMPARE(doc->project().clips.size(), size_t(2));
    QCOMPARE(doc->currentClip(), 1);
    QCOMPARE(floatingView()->clip(), &doc->clip());
    QCOMPARE(preview()->clip(), &doc->clip());
    QCOMPARE(m_window->playback()->clock()->clip(), &doc->clip());
    // An edit of the timing: the floating preview's frame at a time follows it.
    const double before = doc->clip().length();
    doc->setFrameDurations({0}, QList<double>{doc->clip().frames.frame(0).duration + 100});
    QCOMPARE(doc->clip().length(), before + 100);
    m_window->playback()->clock()->seek(before + 50); // inside the lengthened clip only
    QTRY_COMPARE(floatingView()->shownClipTime(), before + 50);
    // Another project: the floating preview follows the new document's clip.
    QVERIFY(m_window->files()->openFile(copyFlipbook(QFINDTESTDATA("data/flipbook/flipbook.json"), *m_dir)));
    QCOMPARE(floatingView()->clip(), &doc->clip());
    QCOMPARE(floatingView()->projectFolder(), doc->folder());
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
            QVERIFY2(std::abs(floatingView()->shownClipTime() - t) < frame,
                 qPrintable(QStringLiteral("preview %1, clock %2").arg(floatingView()->shownClipTime()).arg(t)));
        QVERIFY2(std::abs(timeline->playheadTime() - t) < frame,
                 qPrintable(QStringLiteral("timeline %1, clock %2").arg(timeline->playheadTime()).arg(t)));
        ++compared;
    });
    QTest::qWait(600);
    disconnect(c);
    clock->pause();
    QVERIFY2(compared > 5, qPrintable(QString::number(compared)));
    QCOMPARE(floatingView()->shownClipTime(), clock->clipTime());
    QCOMPARE(timeline->playheadTime(), clock->clipTime());
    QVERIFY2(floatingView()->renderCount() > 5, qPrintable(QString::number(floatingView()->renderCount())));
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
    QVERIFY(w->isVisible() && w->preview()->isVisible());
    onTop->trigger();
    QVERIFY(w->staysOnTop());
    QVERIFY(w->isVisible());
}

// Moved, resized and zoomed, closed, floated again (and in a new window after a restart): where
// and how big it was, at that zoom; the preview at home keeps its own zoom.
void TestFloatPreview::geometryAndZoomRemembered()
{
    preview()->setZoom(1.5);
    PreviewWindow *w = floatOut();
    QVERIFY(w);
    QCOMPARE(floatingView()->zoom(), 1.0); // nothing remembered yet
    const QRect wanted(150, 130, 480, 390);
    w->setGeometry(wanted);
    QTRY_COMPARE(w->geometry(), wanted);
    QAction *zoomIn = floating()->zoomInAction();
    QTest::keySequence(w, zoomIn->shortcut());
    QCOMPARE(floatingView()->zoom(), 1.25);
    floatingView()->setZoom(2.0);
    w->close();
    QCOMPARE(preview()->zoom(), 1.5);
    w = floatOut();
    QCOMPARE(w->geometry(), wanted);
    QCOMPARE(floatingView()->zoom(), 2.0);
    w->close();

    closeWindow();
    openWindow(QFINDTESTDATA("data/flipbook/flipbook.json"));
    w = floatOut();
    QVERIFY(w);
    QCOMPARE(w->geometry(), wanted);
    QCOMPARE(floatingView()->zoom(), 2.0);
    // Closing the main window while it floats remembers it too.
    w->setGeometry(QRect(200, 140, 400, 300));
    QTRY_COMPARE(w->geometry(), QRect(200, 140, 400, 300));
    m_window->close();
    closeWindow();
    openWindow(QFINDTESTDATA("data/flipbook/flipbook.json"));
    w = floatOut();
    QCOMPARE(w->geometry(), QRect(200, 140, 400, 300));
}

// Closing the main window (deleting it) while the preview floats and plays: the floating
// preview, which follows the main window's clock, must go before the clock (no crash, no
// signal into a half-destroyed preview; run many times and under the sanitizers).
void TestFloatPreview::closesWhileFloatingAndPlaying()
{
    for (int i = 0; i < 5; ++i) {
        QVERIFY(floatOut());
        m_window->playback()->clock()->play();
        QTest::qWait(30);
        closeWindow();
        openWindow(QFINDTESTDATA("data/flipbook/flipbook.json"));
    }
}

QTEST_MAIN(TestFloatPreview)
#include "tst_floatpreview.moc"
