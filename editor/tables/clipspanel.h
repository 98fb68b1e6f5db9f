#pragma once

#include <QWidget>

class QAction;

namespace inbetween {

class ClipListModel;
class DocumentTableView;
class EditorSession;

// The Clips panel (a dock): the project's clips with their lengths and loop modes, the current
// one selected (and bold). Selecting a clip makes it current; double-click or F2 renames it in
// place; add, duplicate, delete and move up/down are buttons, actions of the Clips menu and
// shortcuts; rows are dragged to reorder. Every change is one undo step (EditOperations). Delete
// asks first (UserPrompts) when the clip holds anything; the last clip cannot be deleted.
class ClipsPanel : public QWidget
{
    Q_OBJECT

public:
    // Its actions are `window`'s too, so their shortcuts work wherever the keys are.
    ClipsPanel(EditorSession *session, QWidget *window);

    ClipListModel *model() const { return m_model; }
    DocumentTableView *view() const { return m_view; }
    // "addClip", "duplicateClip", "renameClip", "removeClip", "moveClipUp", "moveClipDown",
    // "previousClip", "nextClip"
    QAction *action(const QString &name) const;
    QList<QAction *> actions() const { return m_actions; }

    void addClip();
    void duplicateClip();
    // Starts editing the current clip's name.
    void renameClip();
    // Asks first when the clip holds anything.
    void removeClip();
    void moveClip(int delta);

signals:
    void statusMessage(const QString &text);

private:
    QAction *makeAction(const QString &name, const QString &text, const QKeySequence &key, const QString &tip);
    void createActions();
    void showCurrentClip();
    void updateStates();

    EditorSession *m_session;
    QWidget *m_window;
    ClipListModel *m_model;
    DocumentTableView *m_view;
    QList<QAction *> m_actions;
    bool m_showing = false; // selecting the current clip, not a user's choice
};

} // namespace inbetween
