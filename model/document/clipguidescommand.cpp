#include "document/clipguidescommand.h"

#include "document/document.h"
#include "document/mergeid.h"

namespace inbetween {

ClipGuidesCommand::ClipGuidesCommand(Document *doc, int clip, const Clip &after, const QString &text,
                                     const QString &mergeKey, bool mergeable)
    : QUndoCommand(text), m_doc(doc), m_clip(clip), m_before(doc->project().clips.at(size_t(clip))), m_after(after),
      m_mergeKey(mergeKey), m_mergeable(mergeable)
{
    setObsolete(m_before == m_after);
}

int ClipGuidesCommand::id() const
{
    return m_mergeKey.isEmpty() ? -1 : int(MergeId::ClipGuides);
}

void ClipGuidesCommand::show(const Clip &clip)
{
    m_doc->setCurrentClip(m_clip);
    m_doc->setClips({m_clip}, {clip});
}

void ClipGuidesCommand::redo()
{
    show(m_after);
}

void ClipGuidesCommand::undo()
{
    show(m_before);
}

bool ClipGuidesCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const ClipGuidesCommand *>(other);
    if (!o->m_mergeable || o->m_mergeKey != m_mergeKey || o->m_clip != m_clip)
        return false;
    m_after = o->m_after;
    setText(o->text()); // where the gesture ended
    setObsolete(m_before == m_after);
    return true;
}

} // namespace inbetween
