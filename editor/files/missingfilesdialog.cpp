#include "files/missingfilesdialog.h"

#include "document/document.h"
#include "document/projectfiles.h"
#include "document/relinkedits.h"
#include "media/framepicture.h"
#include "session/userprompts.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace inbetween {

MissingFilesDialog::MissingFilesDialog(Document *document, UserPrompts *prompts, QWidget *parent)
    : QDialog(parent), m_document(document), m_prompts(prompts), m_summary(new QLabel(this)),
      m_list(new QTreeWidget(this)), m_locate(new QPushButton(tr("&Locate..."), this))
{
    setObjectName(QStringLiteral("missingFiles"));
    setWindowTitle(tr("Missing Files"));
    m_summary->setWordWrap(true);
    m_list->setObjectName(QStringLiteral("missingFileList"));
    m_list->setColumnCount(3);
    m_list->setHeaderLabels({tr("File"), tr("Used by"), tr("Problem")}); // the problem's words last: the longest
    m_list->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_list->setRootIsDecorated(false);
    m_list->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_locate->setObjectName(QStringLiteral("locate"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_locate, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    connect(m_locate, &QPushButton::clicked, this, &MissingFilesDialog::locateSelected);
    connect(m_list, &QTreeWidget::itemActivated, this, &MissingFilesDialog::locateSelected);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_list);
    layout->addWidget(buttons);
    resize(720, 300);

    // Only while it shows: the list walks every frame and asks the disk about each file, which a
    // drag's hundred steps need not pay for while the dialog is closed (showEvent catches up).
    const auto refreshShown = [this] {
        if (isVisible())
            refresh();
    };
    for (auto signal : {&Document::projectReset, &Document::settingsChanged, &Document::mouthsChanged})
        connect(document, signal, this, refreshShown);
    for (auto signal : {&Document::rowsChanged, &Document::rowsInserted, &Document::rowsRemoved})
        connect(document, signal, this, refreshShown);
}

void MissingFilesDialog::showEvent(QShowEvent *event)
{
    refresh();
    QDialog::showEvent(event);
}

// Back from the file manager or the paint program, where a file was put back or mended: no edit
// says so, the list looks again (the finder reads only the files that changed).
void MissingFilesDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::ActivationChange && isActiveWindow())
        refresh();
    QDialog::changeEvent(event);
}

MissingFilesDialog *MissingFilesDialog::showFor(Document *document, UserPrompts *prompts, QWidget *window)
{
    auto *dialog = window->findChild<MissingFilesDialog *>(QStringLiteral("missingFiles"), Qt::FindDirectChildrenOnly);
    if (!dialog)
        dialog = new MissingFilesDialog(document, prompts, window);
    dialog->show();
    dialog->raise();
    return dialog;
}

QStringList MissingFilesDialog::names() const
{
    QStringList out;
    for (int i = 0; i < m_list->topLevelItemCount(); ++i)
        out << m_list->topLevelItem(i)->text(0);
    return out;
}

// "12 frames of walk, jump" / "the sound of walk" / "the mouth chart's D", for one name (a mouth
// frame counts for its shape's chart picture: FramePicture).
QString MissingFilesDialog::usesOf(const QString &name) const
{
    const MouthChart &chart = m_document->project().mouths;
    int frames = 0;
    QStringList clips, sounds, shapes;
    for (auto it = chart.cbegin(); it != chart.cend(); ++it) {
        if (it->image == name)
            shapes << it.key();
    }
    for (const Clip &clip : m_document->project().clips) {
        const auto &list = clip.frames.frames();
        const auto n = std::count_if(list.begin(), list.end(),
                                     [&](const Frame &f) { return FramePicture::of(f, chart).image == name; });
        if (n > 0) {
            frames += int(n);
            clips << clip.name;
        }
        if (clip.audio && clip.audio->file == name)
            sounds << clip.name;
    }
    QStringList parts;
    if (frames > 0)
        parts << tr("%n frames of %1", nullptr, frames).arg(clips.join(QStringLiteral(", ")));
    if (!sounds.isEmpty())
        parts << tr("the sound of %1").arg(sounds.join(QStringLiteral(", ")));
    if (!shapes.isEmpty())
        parts << tr("the mouth chart's %1").arg(shapes.join(QStringLiteral(", ")));
    return parts.join(QStringLiteral("; "));
}

void MissingFilesDialog::refresh()
{
    const QStringList missing = ProjectFiles::missing(m_document->project(), m_document->folder());
    const QList<UnusableFileFinder::File> unusable = m_unusable.find(m_document->project(), m_document->folder());
    QList<QStringList> rows; // file, used by, problem
    for (const QString &name : missing)
        rows.append({name, usesOf(name), tr("not found")});
    for (const UnusableFileFinder::File &file : unusable)
        rows.append({file.name, usesOf(file.name), file.problem});
    if (rows != m_rows) { // the same list (an activation, an edit elsewhere) keeps its rows and scroll
        m_rows = rows;
        const QString selected = m_list->currentItem() ? m_list->currentItem()->text(0) : QString();
        m_list->clear();
        for (const QStringList &row : std::as_const(rows)) {
            auto *item = new QTreeWidgetItem(m_list, row);
            item->setToolTip(0, ProjectFiles::absolutePath(m_document->folder(), row[0]));
            item->setToolTip(2, row[2]);
            if (row[0] == selected)
                m_list->setCurrentItem(item);
        }
        if (!m_list->currentItem() && m_list->topLevelItemCount() > 0)
            m_list->setCurrentItem(m_list->topLevelItem(0));
    }
    QStringList summary;
    if (!missing.isEmpty())
        summary << tr("%n files of the project cannot be found. A frame whose picture is missing shows a "
                      "placeholder, a clip whose sound is missing plays silently, and exports refuse the "
                      "project until they are found: Locate one, and the others in the same folder are "
                      "found with it.",
                      nullptr, int(missing.size()));
    if (!unusable.isEmpty())
        summary << tr("%n files of the project cannot be used, for the reason given. Until a file is "
                      "mended in the program that made it, or another chosen with Locate, a frame whose picture "
                      "cannot be used shows a placeholder and a clip whose sound cannot be used plays silently.",
                      nullptr, int(unusable.size()));
    m_summary->setText(summary.isEmpty() ? tr("Every image and sound of the project is found and can be used.")
                                         : summary.join(QStringLiteral("\n\n")));
    m_locate->setEnabled(!summary.isEmpty());
}

void MissingFilesDialog::locateSelected()
{
    const QTreeWidgetItem *item = m_list->currentItem();
    if (!item)
        return;
    const QString name = item->text(0);
    const QString suffix = QFileInfo(name).suffix();
    const QString filter = suffix.isEmpty() ? tr("All files (*)")
                                            : tr("%1 files (*.%2);;All files (*)").arg(suffix.toUpper(), suffix);
    const QString located = m_prompts->importFileName(this, tr("Locate %1").arg(name), m_document->folder(), filter);
    if (located.isEmpty())
        return;
    QStringList problems;
    if (!RelinkEdits::relinkChecked(m_document, RelinkEdits::pathsAfterLocating(names(), name, located, m_document->folder()),
                                    &problems)
        && !problems.isEmpty())
        m_prompts->showErrors(this, tr("%1 cannot stand for %2").arg(QFileInfo(located).fileName(), name), problems);
}

} // namespace inbetween
