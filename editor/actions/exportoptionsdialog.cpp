#include "actions/exportoptionsdialog.h"

#include <QDialogButtonBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace inbetween {

ExportOptionsDialog::ExportOptionsDialog(const QString &formatName, const ExportChoices &proposed, QWidget *parent)
    : QDialog(parent), m_form(new ExportOptionsForm(proposed))
{
    setObjectName(QStringLiteral("exportOptionsDialog"));
    setWindowTitle(tr("Export as %1").arg(formatName));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_form);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Choose File..."));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

} // namespace inbetween
