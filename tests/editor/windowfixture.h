#pragma once

// The editor window on a copy of the flipbook fixture, shared by the widget tests that drive its
// actions and delegates: each test's init() opens it, cleanup() closes it.

#include "actions/editoractions.h"
#include "editor/testsupport.h"
#include "tables/documenttableview.h"

#include <QDialog>
#include <QUndoStack>
#include <functional>
#include <memory>

namespace testsupport {

class WindowFixture
{
protected:
    void openWindow(const QString &fixture)
    {
        m_dir = std::make_unique<QTemporaryDir>();
        openCopy(copyFlipbook(fixture, *m_dir));
    }

    // Opens `copy` (a project copied into m_dir) in a new, shown window.
    void openCopy(const QString &copy)
    {
        m_prompts = std::make_unique<ScriptedPrompts>();
        m_window = std::make_unique<MainWindow>(m_prompts.get());
        QVERIFY(m_window->files()->openFile(copy));
        m_original = m_window->document()->project();
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void closeWindow()
    {
        m_window->document()->undoStack()->setClean();
        m_window.reset();
        m_prompts.reset();
        m_dir.reset();
    }

    void trigger(const char *name)
    {
        QAction *a = m_window->editorActions()->action(QString::fromLatin1(name));
        QVERIFY2(a, name);
        QVERIFY2(a->isEnabled(), name);
        a->trigger();
    }

    // A key as the window system sends it: to the window, so the focus widget or a shortcut gets it.
    void pressKey(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        QTest::keyClick(m_window->windowHandle(), key, modifiers);
    }

    // The visible dialog of the window named `objectName` (one closed before may still wait for
    // its deferred delete, hidden); nullptr when none shows within 3 s.
    QDialog *dialogNamed(const QString &objectName) const
    {
        QDialog *d = nullptr;
        const bool shown = QTest::qWaitFor([&] {
            for (QDialog *candidate : m_window->findChildren<QDialog *>(objectName))
                if (candidate->isVisible())
                    d = candidate;
            return d != nullptr;
        }, 3000);
        return shown ? d : nullptr;
    }

    static void select(DocumentTableView *view, const QList<int> &rows)
    {
        QItemSelection selection;
        for (int r : rows)
            selection.select(view->model()->index(r, 0), view->model()->index(r, view->model()->columnCount() - 1));
        view->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
    }

    // Runs `act`, expects one undo step that gives `after`, then undo and redo.
    void oneStep(const std::function<void()> &act, const Project &after, const std::function<void()> &rightAfter = {})
    {
        QUndoStack *stack = m_window->document()->undoStack();
        const int before = stack->count();
        const Project previous = m_window->document()->project();
        act();
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(stack->count(), before + 1);
        CHECK_STATE(*m_window, after);
        if (rightAfter)
            rightAfter();
        if (QTest::currentTestFailed())
            return;
        const Project current = after;
        stack->undo();
        CHECK_STATE(*m_window, previous);
        stack->redo();
        CHECK_STATE(*m_window, current);
    }

    QTemporaryDir m_settings;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ScriptedPrompts> m_prompts;
    std::unique_ptr<MainWindow> m_window;
    Project m_original;
};

} // namespace testsupport
