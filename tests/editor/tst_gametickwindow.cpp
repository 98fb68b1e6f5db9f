// Playback > Game Tick in the window, driven through its menu with the mouse: the rate reaches
// the clock (playback in whole ticks, the playhead with it), the timeline's marks and tooltips,
// the Clip panel and the status bar; Custom... asks for a number; the choice is remembered per
// project in the user's settings and never written into the project file.

#include "actions/editoractions.h"
#include "document/document.h"
#include "editor/testsupport.h"
#include "editor/windowfixture.h"
#include "files/filecontroller.h"
#include "playback/gametickactions.h"
#include "playback/playbackarea.h"
#include "playback/playbackclock.h"
#include "tables/clipsummarypanel.h"
#include "timeline/tickmarks.h"
#include "timeline/timelineview.h"

#include <QLabel>
#include <QMenu>
#include <QStatusBar>

using namespace inbetween;
using namespace testsupport;

class TestGameTickWindow : public QObject, protected WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void menuOffersTheRates();
    void choosingARate_data();
    void choosingARate();
    void customRate();
    void playbackAdvancesInWholeTicks();
    void rememberedPerProjectNotInTheFile();

private:
    QMenu *tickMenu() const { return m_window->findChild<QMenu *>(QStringLiteral("gameTickMenu")); }
    QAction *tickAction(const QString &name) const { return tickMenu()->findChild<QAction *>(name); }
    // Opens Playback > Game Tick as a popup and clicks the item, as a user does.
    void choose(const QString &name);
};

void TestGameTickWindow::initTestCase()
{
    isolateSettings(m_settings.path());
}

void TestGameTickWindow::init()
{
    // Frames 100, 150 and 250 ms, looped: whole ticks at 60 Hz; at 30 Hz 150 and 250 are 4.5 and 7.5.
    openWindow(QFINDTESTDATA("data/flipbook/flipbook.json"));
}

void TestGameTickWindow::cleanup()
{
    closeWindow();
}

void TestGameTickWindow::choose(const QString &name)
{
    QMenu *menu = tickMenu();
    QVERIFY(menu);
    QAction *action = tickAction(name);
    QVERIFY2(action, qPrintable(name));
    menu->popup(m_window->mapToGlobal(QPoint(40, 40)));
    QVERIFY(QTest::qWaitForWindowExposed(menu));
    QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(action).center());
    QTRY_VERIFY(!menu->isVisible());
}

void TestGameTickWindow::menuOffersTheRates()
{
    QMenu *playback = m_window->editorActions()->playbackMenu();
    QVERIFY(playback->actions().contains(tickMenu()->menuAction()));
    QCOMPARE(tickMenu()->title(), QStringLiteral("Game &Tick"));
    QStringList items;
    for (QAction *a : tickMenu()->actions()) {
        if (!a->isSeparator())
            items << a->text();
    }
    QCOMPARE(items, (QStringList{QStringLiteral("&Off"), QStringLiteral("&30 Hz"), QStringLiteral("&60 Hz"),
                                 QStringLiteral("&120 Hz"), QStringLiteral("&144 Hz"), QStringLiteral("&Custom...")}));
    QVERIFY(tickAction(QStringLiteral("gameTickOff"))->isChecked());
    QCOMPARE(m_window->playback()->clock()->tickRate(), 0.0);
    QCOMPARE(m_window->summaryPanel()->field(QStringLiteral("gameTick")), QStringLiteral("off (Playback > Game Tick)"));
    QVERIFY(!m_window->findChild<QLabel *>(QStringLiteral("gameTickStatus"))->isVisible());
}

void TestGameTickWindow::choosingARate_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<double>("hz");
    QTest::addColumn<QList<int>>("marked");
    QTest::addColumn<QString>("panel");
    QTest::newRow("30 Hz") << QStringLiteral("gameTick30") << 30.0 << QList<int>{1, 2}
                           << QStringLiteral("30 Hz: off by up to 16.7 ms (frame 1: shows 166.7 ms for 150 ms)");
    QTest::newRow("60 Hz") << QStringLiteral("gameTick60") << 60.0 << QList<int>{}
                           << QStringLiteral("60 Hz: every hold shows for its duration");
    QTest::newRow("120 Hz") << QStringLiteral("gameTick120") << 120.0 << QList<int>{}
                            << QStringLiteral("120 Hz: every hold shows for its duration");
    QTest::newRow("144 Hz") << QStringLiteral("gameTick144") << 144.0 << QList<int>{0, 1}
                            << QStringLiteral("144 Hz: off by up to 4.2 ms (frame 0: shows 104.2 ms for 100 ms)");
}

void TestGameTickWindow::choosingARate()
{
    QFETCH(QString, action);
    QFETCH(double, hz);
    QFETCH(QList<int>, marked);
    QFETCH(QString, panel);
    choose(action);
    QVERIFY(tickAction(action)->isChecked());
    QVERIFY(!tickAction(QStringLiteral("gameTickOff"))->isChecked());
    QCOMPARE(m_window->playback()->clock()->tickRate(), hz);
    TickMarks *marks = m_window->playback()->timeline()->tickMarks();
    QCOMPARE(marks->rate(), hz);
    QCOMPARE(QList<int>(marks->marked().begin(), marks->marked().end()), marked);
    QCOMPARE(m_window->summaryPanel()->field(QStringLiteral("gameTick")), panel);
    auto *status = m_window->findChild<QLabel *>(QStringLiteral("gameTickStatus"));
    QVERIFY(status->isVisible());
    QCOMPARE(status->text(), QStringLiteral("Game tick %1 Hz").arg(hz));

    // Each marked frame's block has its corner on screen (the timeline as painted).
    TimelineView *timeline = m_window->playback()->timeline();
    timeline->fitToWindow();
    const QImage image = timeline->viewport()->grab().toImage();
    const Clip &clip = m_window->document()->clip();
    const int bottom = timeline->rowLayout().rect(TimelineLayout::Row::Frames).bottom() - 2;
    for (int i = 0; i < clip.frames.count(); ++i) {
        const int x1 = int(std::lround(timeline->axis().xForTime(clip.frames.end(i))));
        QCOMPARE(image.pixelColor(x1 - 3, bottom - 1) == TickMarks::color(), marked.contains(i));
    }

    choose(QStringLiteral("gameTickOff"));
    QCOMPARE(m_window->playback()->clock()->tickRate(), 0.0);
    QVERIFY(marks->marked().empty());
    QVERIFY(!status->isVisible());
    QCOMPARE(m_window->summaryPanel()->field(QStringLiteral("gameTick")), QStringLiteral("off (Playback > Game Tick)"));
}

void TestGameTickWindow::customRate()
{
    m_prompts->tickRate = 75.5;
    choose(QStringLiteral("gameTickCustom"));
    QAction *custom = tickAction(QStringLiteral("gameTickCustom"));
    QVERIFY(custom->isChecked());
    QCOMPARE(custom->text(), QStringLiteral("&Custom (75.5 Hz)..."));
    QCOMPARE(m_window->playback()->clock()->tickRate(), 75.5);
    QVERIFY(m_window->summaryPanel()->field(QStringLiteral("gameTick")).startsWith(QStringLiteral("75.5 Hz: ")));
    // Cancelled: the rate and its check mark stay.
    m_prompts->tickRate.reset();
    choose(QStringLiteral("gameTickCustom"));
    QVERIFY(custom->isChecked());
    QCOMPARE(m_window->playback()->clock()->tickRate(), 75.5);
    // A preset again: Custom... is plain again.
    choose(QStringLiteral("gameTick60"));
    QCOMPARE(custom->text(), QStringLiteral("&Custom..."));
    QVERIFY(!custom->isChecked());
    // A cancelled Custom... leaves the preset checked.
    choose(QStringLiteral("gameTickCustom"));
    QVERIFY(tickAction(QStringLiteral("gameTick60"))->isChecked());
}

// The window's clock on a fake wall clock: renders between ticks show the last tick, and the
// playhead (the Clip panel's clip time) follows it. (The preview's renders advance the same clock
// in between: at the same wall time they show the same tick.)
void TestGameTickWindow::playbackAdvancesInWholeTicks()
{
    choose(QStringLiteral("gameTick30"));
    PlaybackClock *clock = m_window->playback()->clock();
    double wall = 0.0;
    clock->setTimeSource([&wall] { return wall; });
    clock->play();
    wall = 50.0;
    QCOMPARE(clock->advance().time, 1000.0 / 30);
    QCOMPARE(m_window->summaryPanel()->field(QStringLiteral("clipTime")), QStringLiteral("33.3 ms"));
    wall = 66.0;
    QCOMPARE(clock->advance().time, 1000.0 / 30);
    wall = 110.0;
    const PlaybackStep step = clock->advance();
    QCOMPARE(step.time, 100.0);
    QCOMPARE(step.frame, 1); // the tick at 100 ms lands on frame 1's start
    QCOMPARE(m_window->summaryPanel()->field(QStringLiteral("clipTime")), QStringLiteral("100.0 ms"));
    clock->pause();
    clock->setTimeSource({});
}

void TestGameTickWindow::rememberedPerProjectNotInTheFile()
{
    const QString path = m_window->document()->filePath();
    QFile file(path);
    choose(QStringLiteral("gameTick144"));
    QVERIFY(!m_window->document()->isModified());
    QVERIFY(m_window->files()->save());
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray saved = file.readAll();
    QVERIFY(!saved.contains("144") && !saved.toLower().contains("tick"));
    file.close();

    // The same project opened again: 144 Hz again.
    m_window.reset();
    m_window = std::make_unique<MainWindow>(m_prompts.get());
    QVERIFY(m_window->files()->openFile(path));
    QVERIFY(tickAction(QStringLiteral("gameTick144"))->isChecked());
    QCOMPARE(m_window->playback()->clock()->tickRate(), 144.0);
    QCOMPARE(m_window->playback()->timeline()->tickMarks()->rate(), 144.0);

    // Another project (a copy elsewhere) starts with it off, and a new one too.
    QTemporaryDir other;
    QVERIFY(m_window->files()->openFile(copyFlipbook(path, other)));
    QVERIFY(tickAction(QStringLiteral("gameTickOff"))->isChecked());
    QCOMPARE(m_window->playback()->clock()->tickRate(), 0.0);
    QVERIFY(m_window->files()->openFile(path));
    QCOMPARE(m_window->playback()->clock()->tickRate(), 144.0);
    m_window->files()->newProject();
    QCOMPARE(m_window->playback()->clock()->tickRate(), 0.0);
}

QTEST_MAIN(TestGameTickWindow)
#include "tst_gametickwindow.moc"
