#include "importsummarydialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace inbetween {

ImportSummaryDialog::ImportSummaryDialog(const Project &project, const QString &sourceName, const QString &kindText,
                                         const QStringList &warnings, const QString &openProject, QWidget *parent)
    : QDialog(parent), m_clips(new QTreeWidget(this)), m_target(new ImportTargetBox(openProject, this))
{
    setObjectName(QStringLiteral("importSummaryDialog"));
    setWindowTitle(tr("Import %1").arg(sourceName));
    qsizetype frames = 0;
    for (const Clip &clip : project.clips)
        frames += clip.frames.count();
    auto *intro = new QLabel(tr("%1 is %2. It becomes these clips:").arg(sourceName, kindText), this);
    intro->setWordWrap(true);

    m_clips->setObjectName(QStringLiteral("importedClips"));
    m_clips->setRootIsDecorated(false);
    m_clips->setHeaderLabels({tr("Clip"), tr("Frames"), tr("Loop"), tr("Length")});
    for (const Clip &clip : project.clips) {
        auto *item = new QTreeWidgetItem(m_clips, {clip.name, QString::number(clip.frames.count()), loopModeName(clip.loop),
                                                   tr("%1 ms").arg(clip.length())});
        item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
        item->setTextAlignment(3, Qt::AlignRight | Qt::AlignVCenter);
    }
    m_clips->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int c = 1; c < 4; ++c)
        m_clips->header()->setSectionResizeMode(c, QHeaderView::ResizeToContents);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Import"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_clips, 1);
    layout->addWidget(new QLabel(tr("%n frames in all.", nullptr, int(frames)), this));
    if (!warnings.isEmpty()) {
        auto *text = new QPlainTextEdit(warnings.join(QLatin1Char('\n')), this);
        text->setObjectName(QStringLiteral("importWarnings"));
        text->setReadOnly(true);
        text->setLineWrapMode(QPlainTextEdit::WidgetWidth);
        layout->addWidget(new QLabel(tr("Warnings:"), this));
        layout->addWidget(text);
    }
    layout->addWidget(m_target);
    layout->addWidget(buttons);
    resize(560, warnings.isEmpty() ? 360 : 480);
}

ImportTarget ImportSummaryDialog::target() const
{
    return m_target->target();
}

void ImportSummaryDialog::setTarget(ImportTarget target)
{
    m_target->setTarget(target);
}

} // namespace inbetween
