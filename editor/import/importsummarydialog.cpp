#include "import/importsummarydialog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPixmap>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace inbetween {

ImportSummaryDialog::ImportSummaryDialog(const Project &project, const QString &sourceName, const QString &kindText,
                                         const QStringList &warnings, const QString &openProject, QWidget *parent)
    : QDialog(parent), m_clips(new QTreeWidget(this)), m_target(new ImportTargetBox(openProject, this)),
      m_layout(new QVBoxLayout(this))
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
        m_names << clip.name;
    }
    // The numbers' headers over their numbers, on the right.
    m_clips->headerItem()->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
    m_clips->headerItem()->setTextAlignment(3, Qt::AlignRight | Qt::AlignVCenter);
    connect(m_target, &ImportTargetBox::targetChanged, this, &ImportSummaryDialog::updateNames);
    m_clips->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int c = 1; c < 4; ++c)
        m_clips->header()->setSectionResizeMode(c, QHeaderView::ResizeToContents);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Import"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    QVBoxLayout *layout = m_layout;
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

void ImportSummaryDialog::showNewFrames(const QList<QImage> &frames, const QString &intoOpenProject)
{
    m_intoOpenProject = intoOpenProject;
    if (!m_frames) {
        m_frames = new QListWidget(this);
        m_frames->setObjectName(QStringLiteral("importedFrames"));
        m_frames->setViewMode(QListView::IconMode);
        m_frames->setFlow(QListView::LeftToRight);
        m_frames->setWrapping(false);
        m_frames->setIconSize(QSize(64, 64));
        m_frames->setFixedHeight(64 + 44);
        m_frames->setSelectionMode(QAbstractItemView::NoSelection);
        m_destination = new QLabel(this);
        m_destination->setObjectName(QStringLiteral("framesDestination"));
        m_destination->setWordWrap(true);
        m_destination->setTextInteractionFlags(Qt::TextSelectableByMouse);
        const int at = m_layout->indexOf(m_target);
        m_layout->insertWidget(at, m_frames);
        m_layout->insertWidget(at + 1, m_destination);
        connect(m_target, &ImportTargetBox::targetChanged, this, &ImportSummaryDialog::updateDestination);
        resize(width(), height() + 150);
    }
    m_frames->clear();
    for (int i = 0; i < frames.size(); ++i) {
        // Scaled for the strip, alpha kept; pixel art stays sharp when it is enlarged.
        const QImage &image = frames[i];
        const bool small = image.width() <= 64 && image.height() <= 64;
        const QPixmap icon = QPixmap::fromImage(image.scaled(64, 64, Qt::KeepAspectRatio,
                                                             small ? Qt::FastTransformation : Qt::SmoothTransformation));
        m_frames->addItem(new QListWidgetItem(QIcon(icon), QString::number(i)));
    }
    updateDestination();
}

void ImportSummaryDialog::setNamesInOpenProject(const QStringList &names)
{
    m_namesInOpenProject = names;
    updateNames();
}

void ImportSummaryDialog::updateNames()
{
    const bool intoOpen = m_target->target() == ImportTarget::AddClips && m_namesInOpenProject.size() == m_names.size();
    for (int i = 0; i < m_clips->topLevelItemCount() && i < m_names.size(); ++i)
        m_clips->topLevelItem(i)->setText(0, intoOpen ? m_namesInOpenProject[i] : m_names[i]);
}

void ImportSummaryDialog::updateDestination()
{
    if (!m_destination)
        return;
    const int n = m_frames->count();
    m_destination->setText(m_target->target() == ImportTarget::AddClips
                               ? tr("The %n frames are written as PNG files into %1 when you click Import.", nullptr, n)
                                     .arg(QDir::toNativeSeparators(m_intoOpenProject))
                               : tr("The %n frames are written as PNG files into NAME-frames beside the new project "
                                    "NAME.json, once you have chosen where to save it.",
                                    nullptr, n));
}

} // namespace inbetween
