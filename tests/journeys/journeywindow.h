#pragma once

// The editor window as a user meets it, shared by the journeys: the bundled character
// (resources/examples/hero.json and its sheet) copied into a folder of the test's own, opened in
// a shown and active MainWindow. Keys go to the window as the window system sends them (to the
// focus widget, through the shortcuts: WindowFixture::pressKey); clicks to the widget under the mouse.

#include "common/testpaths.h"
#include "editor/testsupport.h"
#include "editor/windowfixture.h"
#include "timeline/timelineview.h"

#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <cmath>
#include <memory>

namespace journeys {

using namespace inbetween;

// WindowFixture's window (its settings, folder, prompts and teardown), opened on the hero and
// made active, as a user's window is.
class JourneyWindow : protected testsupport::WindowFixture
{
protected:
    void openHero()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        openCopy(testsupport::copyProject(QFINDTESTDATA("../../resources/examples/hero.json"),
                                          {QStringLiteral("hero")}, *m_dir));
        if (QTest::currentTestFailed())
            return;
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    }

    PlaybackClock *clock() const { return m_window->playback()->clock(); }
    QWidget *timeline() const { return m_window->playback()->timeline(); }
    QWidget *preview() const { return m_window->playback()->preview(); }
    QLineEdit *nameField() const { return m_window->findChild<QLineEdit *>(QStringLiteral("clipName")); }
    TimelineView *timelineView() const { return m_window->playback()->timeline(); }
    // The point of the timeline's viewport at clip time `ms`, in the middle of `row`.
    QPoint timelinePoint(double ms, TimelineLayout::Row row) const
    {
        const QRect r = timelineView()->rowLayout().rect(row);
        return QPoint(int(std::lround(timelineView()->axis().xForTime(ms))), r.center().y());
    }

    void typeText(const QString &text)
    {
        for (const QChar c : text)
            QTest::keyClick(m_window->windowHandle(), c.toLatin1());
    }
    // A click where the user sees `widget`: the window finds the widget under that point.
    void clickAt(QWidget *widget, QPoint pos)
    {
        QTest::mouseClick(m_window->windowHandle(), Qt::LeftButton, Qt::NoModifier,
                          widget->mapTo(m_window.get(), pos));
    }
    // A press here, a few moves and a release there, as a hand drags (through the window, so the
    // widget under the mouse gets it).
    void dragAt(QWidget *widget, QPoint from, QPoint to)
    {
        QWindow *window = m_window->windowHandle();
        QTest::mousePress(window, Qt::LeftButton, Qt::NoModifier, widget->mapTo(m_window.get(), from));
        for (int step = 1; step <= 6; ++step)
            QTest::mouseMove(window, widget->mapTo(m_window.get(), from + (to - from) * step / 6));
        QTest::mouseRelease(window, Qt::LeftButton, Qt::NoModifier, widget->mapTo(m_window.get(), to));
    }
    // The menu `menuName` (a menu or submenu's object name) popped up and its item `name` (an
    // EditorActions name) clicked; then the window is active again, as a window manager makes it
    // (the offscreen platform leaves no window active after a menu).
    void clickMenuItem(const QString &menuName, const QString &name)
    {
        auto *menu = m_window->menuBar()->findChild<QMenu *>(menuName);
        QVERIFY2(menu, qPrintable(menuName));
        QAction *action = m_window->editorActions()->action(name);
        QVERIFY2(action && menu->actions().contains(action), qPrintable(name));
        QVERIFY2(action->isEnabled(), qPrintable(name));
        menu->popup(m_window->mapToGlobal(QPoint(40, 40)));
        QVERIFY(QTest::qWaitForWindowExposed(menu));
        QTest::mouseClick(menu, Qt::LeftButton, Qt::NoModifier, menu->actionGeometry(action).center());
    }
    void activateAgain()
    {
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    }
    // `inbetween-cli ARGS`: its exit status, and what it printed in *output.
    static int runCli(const QStringList &args, QByteArray *output = nullptr)
    {
        QProcess cli;
        cli.start(testpaths::cli(), args);
        if (!cli.waitForFinished(30000))
            return -1;
        if (output)
            *output = cli.readAllStandardOutput() + cli.readAllStandardError();
        return cli.exitCode();
    }

    QString focusDescription() const
    {
        const QWidget *w = QApplication::focusWidget();
        return w ? QStringLiteral("focus on %1 \"%2\"").arg(QString::fromLatin1(w->metaObject()->className()), w->objectName())
                 : QStringLiteral("no focus widget");
    }
};

} // namespace journeys
