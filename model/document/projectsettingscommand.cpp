#include "document/projectsettingscommand.h"

#include "document/mergeid.h"

namespace inbetween {

ProjectSettingsCommand::ProjectSettingsCommand(Document *doc, const ProjectSettings &settings, const QString &text,
                                               bool mergeable)
    : QUndoCommand(text), m_doc(doc), m_old(ProjectSettings::of(doc->project())), m_new(settings), m_mergeable(mergeable)
{
    setObsolete(m_old == m_new);
}

int ProjectSettingsCommand::id() const
{
    return int(MergeId::ProjectSettings);
}

bool ProjectSettingsCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const ProjectSettingsCommand *>(other);
    if (!o->m_mergeable)
        return false;
    m_new = o->m_new;
    setObsolete(m_old == m_new);
    return true;
}

void ProjectSettingsCommand::apply(const ProjectSettings &s)
{
    const Project &p = m_doc->project();
    if (p.name != s.name)
        m_doc->setName(s.name);
    if (p.fps != s.fps)
        m_doc->setFps(s.fps);
    if (p.boxes != s.boxes || p.points != s.points)
        m_doc->setDeclarations(s.boxes, s.points);
}

} // namespace inbetween
