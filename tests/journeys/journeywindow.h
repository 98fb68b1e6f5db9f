#pragma once

// The editor window as a user meets it, shared by the journeys: the bundled character
// (resources/examples/hero.json and its sheet) copied into a folder of the test's own, opened in
// a shown and active MainWindow. Keys go to the window as the window system sends them (to the
// focus widget, through the shortcuts); clicks to the widget under the mouse.

#include "testsupport.h"
#include "timelineview.h"
#include "windowfixture.h"

#include <QLineEdit>
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

    void pressKey(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        QTest::keyClick(m_window->windowHandle(), key, modifiers);
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
    QString focusDescription() const
    {
        const QWidget *w = QApplication::focusWidget();
        return w ? QStringLiteral("focus on %1 \"%2\"").arg(QString::fromLatin1(w->metaObject()->className()), w->objectName())
                 : QStringLiteral("no focus widget");
    }
};

} // namespace journeys
