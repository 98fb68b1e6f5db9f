#pragma once

#include <QUndoCommand>
#include <memory>

namespace inbetween {

class Document;

// One change of the clip list (add, duplicate, rename, remove, reorder, a clip's loop mode) as
// one undo step that also decides which clip is shown: after redo, the clip the change is about;
// after undo, the clip that was current when the change was made. (The row commands on the clip
// list switch nothing of their own accord: inserting a clip makes it current, removing one makes a
// neighbour current, setting values leaves the current clip alone.) The stack is linear, so an
// index means the same clip each time the command runs.
class ClipListCommand : public QUndoCommand
{
public:
    // `edit` does the change (an Insert/Remove/Move/SetClipsCommand); `shownAfter` is the index
    // of the clip current after redo, or -1 for wherever `edit` leaves it.
    ClipListCommand(Document *doc, std::unique_ptr<QUndoCommand> edit, int shownAfter = -1);

    void redo() override;
    void undo() override;

private:
    Document *m_doc;
    std::unique_ptr<QUndoCommand> m_edit;
    int m_shownBefore;
    int m_shownAfter;
};

} // namespace inbetween
