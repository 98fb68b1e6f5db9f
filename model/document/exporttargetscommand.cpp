#include "document/exporttargetscommand.h"

#include "document/document.h"

namespace inbetween {

ExportSettings ExportSettings::of(const Project &p)
{
    return {p.exports, p.exportOnSave};
}

ExportTargetsCommand::ExportTargetsCommand(Document *doc, const ExportSettings &settings, const QString &text)
    : QUndoCommand(text), m_doc(doc), m_old(ExportSettings::of(doc->project())), m_new(settings)
{
    setObsolete(m_old == m_new);
}

void ExportTargetsCommand::apply(const ExportSettings &s)
{
    const Project &p = m_doc->project();
    if (p.exports != s.targets)
        m_doc->setExportTargets(s.targets);
    if (p.exportOnSave != s.onSave)
        m_doc->setExportOnSave(s.onSave);
}

} // namespace inbetween
