#include "actions/exporttargetdialog.h"

#include "actions/exportoptionsform.h"
#include "document/document.h"
#include "export/exporttargets.h"
#include "export/projectexport.h"
#include "session/userprompts.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>

namespace inbetween {

ExportTargetDialog::ExportTargetDialog(const Document &document, const ExportTarget &target, UserPrompts *prompts,
                                       QWidget *parent)
    : QDialog(parent), m_document(document), m_target(target), m_prompts(prompts),
      m_shownPath(QDir::toNativeSeparators(ExportTargets::filePath(target, document.folder(), document.fileFolder()))),
      m_path(new QLineEdit(m_shownPath)), m_browse(new QPushButton(tr("&Browse..."))), m_clip(new QComboBox)
{
    setObjectName(QStringLiteral("exportTargetDialog"));
    const ExportFormat *format = findExportFormat(target.format);
    const QString formatName = format ? format->displayName : target.format;
    setWindowTitle(tr("Export Target"));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    form->addRow(tr("Format:"), new QLabel(formatName));

    m_path->setObjectName(QStringLiteral("targetPath"));
    m_path->setMinimumWidth(360);
    m_path->setToolTip(document.fileFolder().isEmpty() ? tr("Where the export is written")
                                                       : tr("Where the export is written, from the project file's folder"));
    m_browse->setObjectName(QStringLiteral("browseTargetPath"));
    m_browse->setEnabled(format != nullptr);
    connect(m_browse, &QPushButton::clicked, this, &ExportTargetDialog::browse);
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(m_browse);
    auto *pathLabel = new QLabel(tr("&Path:"));
    pathLabel->setBuddy(m_path);
    form->addRow(pathLabel, pathRow);

    m_clip->setObjectName(QStringLiteral("targetClip"));
    m_clip->addItem(tr("All clips"), QString());
    for (const QString &name : document.project().clipNames())
        m_clip->addItem(name, name);
    if (!target.clip.isEmpty() && document.project().clipIndex(target.clip) < 0)
        m_clip->addItem(tr("%1 (no such clip)").arg(target.clip), target.clip);
    m_clip->setCurrentIndex(std::max(0, m_clip->findData(target.clip)));
    form->addRow(tr("&Clip:"), m_clip);
    layout->addLayout(form);

    if (format) {
        const ExportChoices proposed = ExportChoices::ofTarget(target.options, format->options);
        if (proposed.asksAnything()) {
            m_form = new ExportOptionsForm(proposed);
            layout->addWidget(m_form);
        }
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_path, &QLineEdit::textChanged, this, [this](const QString &text) { m_ok->setEnabled(!text.trimmed().isEmpty()); });
}

QString ExportTargetDialog::wholePath(const QString &typed) const
{
    const QString base = m_document.fileFolder().isEmpty() ? m_document.folder() : m_document.fileFolder();
    return QDir::cleanPath(QDir(base).absoluteFilePath(QDir::fromNativeSeparators(typed.trimmed())));
}

void ExportTargetDialog::browse()
{
    const ExportFormat *format = findExportFormat(m_target.format);
    const QString chosen = m_prompts->exportFileName(this, format->filter(), wholePath(m_path->text()));
    if (chosen.isEmpty())
        return;
    // As the project file will name it (the field shows the file's paths).
    ExportTarget kept = m_target;
    kept.path = ExportTargets::keptPath(m_document.folder(), m_document.fileFolder(), chosen);
    m_path->setText(QDir::toNativeSeparators(ExportTargets::filePath(kept, m_document.folder(), m_document.fileFolder())));
}

ExportTarget ExportTargetDialog::target() const
{
    ExportTarget t = m_target;
    if (m_path->text().trimmed() != m_shownPath) {
        // Typed relative: kept so (from the project file's folder, as shown). Typed absolute or
        // browsed: by keptPath's rule.
        const QString typed = QDir::fromNativeSeparators(m_path->text().trimmed());
        const QString whole = wholePath(typed);
        t.path = QDir::isAbsolutePath(typed) ? ExportTargets::keptPath(m_document.folder(), m_document.fileFolder(), whole)
                                             : QDir(m_document.folder()).relativeFilePath(whole);
    }
    t.clip = m_clip->currentData().toString();
    if (m_form)
        m_form->choices().applyTo(&t.options);
    return t;
}

} // namespace inbetween
