#include "document/cliplistcommand.h"

#include "document/document.h"

namespace inbetween {

ClipListCommand::ClipListCommand(Document *doc, std::unique_ptr<QUndoCommand> edit, int shownAfter)
    : QUndoCommand(edit->text()), m_doc(doc), m_edit(std::move(edit)), m_shownBefore(doc->currentClip()),
      m_shownAfter(shownAfter)
{
    setObsolete(m_edit->isObsolete());
}

void ClipListCommand::redo()
{
    m_edit->redo();
    if (m_shownAfter < 0)
        m_shownAfter = m_doc->currentClip(); // the same on every later redo
    m_doc->setCurrentClip(m_shownAfter);
}

void ClipListCommand::undo()
{
    m_edit->undo();
    m_doc->setCurrentClip(m_shownBefore);
}

} // namespace inbetween
