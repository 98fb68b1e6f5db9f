#pragma once

#include <QObject>

class QAction;
class QWidget;

namespace inbetween {

class ClipTables;
class EditorSession;

// Edit > Copy, Cut and Paste (Ctrl+C, Ctrl+X, Ctrl+V) of frames, keyframes and events: the rows
// selected in the table the user works in (ClipTables::activeList) go on the system clipboard as
// the project file's JSON (ClipboardFragment: its own MIME type and the same bytes as text), so
// another running editor, a text editor or a script reads them. A paste goes into the current
// clip at the playhead, one undo step, and selects what it pasted. What cannot be done is said
// on the status line.
class ClipboardActions : public QObject
{
    Q_OBJECT

public:
    // The actions are `window`'s (their shortcuts work wherever its focus is, but in a text
    // field, which keeps its own Copy and Paste).
    ClipboardActions(EditorSession *session, ClipTables *tables, QWidget *window);

    QList<QAction *> actions() const { return {m_cut, m_copy, m_paste}; }

    // What the actions do; each returns whether it did it.
    bool copy();
    bool cut();
    bool paste();

private:
    EditorSession *m_session;
    ClipTables *m_tables;
    QAction *m_cut;
    QAction *m_copy;
    QAction *m_paste;
};

} // namespace inbetween
