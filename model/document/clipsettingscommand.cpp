#include "clipsettingscommand.h"

#include "mergeid.h"

namespace inbetween {

ClipSettingsCommand::ClipSettingsCommand(Document *doc, const ClipSettings &settings, const QString &text,
                                         bool mergeable)
    : QUndoCommand(text), m_doc(doc), m_old(ClipSettings::of(doc->project())), m_new(settings), m_mergeable(mergeable)
{
    setObsolete(m_old == m_new);
}

int ClipSettingsCommand::id() const
{
    return int(MergeId::ClipSettings);
}

bool ClipSettingsCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const ClipSettingsCommand *>(other);
    if (!o->m_mergeable)
        return false;
    m_new = o->m_new;
    setObsolete(m_old == m_new);
    return true;
}

void ClipSettingsCommand::apply(const ClipSettings &s)
{
    const Project &p = m_doc->project();
    if (p.name != s.name)
        m_doc->setName(s.name);
    if (p.loop != s.loop)
        m_doc->setLoopMode(s.loop);
    if (p.fps != s.fps)
        m_doc->setFps(s.fps);
}

} // namespace inbetween
