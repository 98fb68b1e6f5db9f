#pragma once

// The editor window as a user meets it, shared by the journeys: the bundled character
// (resources/examples/hero.json and its sheet) copied into a folder of the test's own, opened in
// a shown and active MainWindow. Keys go to the window as the window system sends them (to the
// focus widget, through the shortcuts); clicks to the widget under the mouse.

#include "testsupport.h"
#include "timelineview.h"

#include <QLineEdit>
#include <memory>

namespace journeys {

using namespace inbetween;

// Copies a project file and the folders beside it that it names (here: hero/) into `dir`.
inline QString copyExample(const QString &project, const QStringList &folders, const QTemporaryDir &dir)
{
    const QDir source = QFileInfo(project).absoluteDir();
    for (const QString &folder : folders) {
        QDir(dir.path()).mkpath(folder);
        for (const QString &file : QDir(source.filePath(folder)).entryList(QDir::Files))
            QFile::copy(source.filePath(folder + QLatin1Char('/') + file), dir.filePath(folder + QLatin1Char('/') + file));
    }
    const QString target = dir.filePath(QFileInfo(project).fileName());
    QFile::copy(project, target);
    QFile(target).setPermissions(QFile::ReadOwner | QFile::WriteOwner);
    return target;
}

class JourneyWindow
{
protected:
    void openHero()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        m_prompts = std::make_unique<testsupport::ScriptedPrompts>();
        m_window = std::make_unique<MainWindow>(m_prompts.get());
        const QString hero = copyExample(QFINDTESTDATA("../../resources/examples/hero.json"), {QStringLiteral("hero")}, *m_dir);
        QVERIFY(m_window->files()->openFile(hero));
        m_window->show();
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    }

    void closeWindow()
    {
        m_window->document()->undoStack()->setClean();
        m_window.reset();
        m_prompts.reset();
        m_dir.reset();
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

    QTemporaryDir m_settings;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<testsupport::ScriptedPrompts> m_prompts;
    std::unique_ptr<MainWindow> m_window;
};

} // namespace journeys
