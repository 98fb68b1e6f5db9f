#include "import/importtargetbox.h"

#include <QRadioButton>
#include <QVBoxLayout>

namespace inbetween {

ImportTargetBox::ImportTargetBox(const QString &openProject, QWidget *parent)
    : QGroupBox(tr("Import into"), parent), m_newProject(new QRadioButton(tr("A &new project (saved where you choose)"), this)),
      m_addClips(new QRadioButton(tr("Th&e open project (%1), as new clips").arg(openProject), this))
{
    setObjectName(QStringLiteral("importTarget"));
    m_newProject->setObjectName(QStringLiteral("newProject"));
    m_addClips->setObjectName(QStringLiteral("addClips"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_newProject);
    layout->addWidget(m_addClips);
    m_newProject->setChecked(true);
    connect(m_addClips, &QRadioButton::toggled, this, [this] { emit targetChanged(target()); });
}

ImportTarget ImportTargetBox::target() const
{
    return m_addClips->isChecked() ? ImportTarget::AddClips : ImportTarget::NewProject;
}

void ImportTargetBox::setTarget(ImportTarget target)
{
    (target == ImportTarget::AddClips ? m_addClips : m_newProject)->setChecked(true);
}

} // namespace inbetween
