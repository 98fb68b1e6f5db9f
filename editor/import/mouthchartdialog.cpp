#include "import/mouthchartdialog.h"

#include "document/document.h"
#include "document/mouthchartcommand.h"
#include "import/sheetgridproposal.h"
#include "import/sheetpreview.h"
#include "itemmodels/thumbnailcache.h"
#include "media/imagecheck.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QImageReader>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSet>
#include <QUndoStack>
#include <QVBoxLayout>

namespace inbetween {

MouthChartDialog::MouthChartDialog(Document *document, std::function<QString()> chooseImage, QWidget *parent)
    : QDialog(parent), m_document(document), m_chooseImage(std::move(chooseImage)), m_list(new QListWidget(this)),
      m_sheet(new SheetPreview(this)), m_where(new QLabel(this)), m_choose(new QPushButton(tr("&Choose Picture..."), this)),
      m_whole(new QPushButton(tr("&Whole Image"), this)), m_clear(new QPushButton(tr("C&lear"), this)),
      m_thumbnails(new ThumbnailCache(48))
{
    setObjectName(QStringLiteral("mouthChartDialog"));
    setWindowTitle(tr("Mouth Chart"));
    m_list->setObjectName(QStringLiteral("mouthShapes"));
    m_list->setIconSize(QSize(48, 48));
    m_list->setMinimumWidth(300);
    m_sheet->setObjectName(QStringLiteral("mouthSheet"));
    m_sheet->setToolTip(tr("Click a cell to show it for this shape"));
    m_where->setObjectName(QStringLiteral("mouthPicture"));
    m_where->setWordWrap(true);
    m_choose->setObjectName(QStringLiteral("choosePicture"));
    m_whole->setObjectName(QStringLiteral("wholeImage"));
    m_clear->setObjectName(QStringLiteral("clearPicture"));

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_choose);
    buttons->addWidget(m_whole);
    buttons->addWidget(m_clear);
    buttons->addStretch();
    auto *right = new QVBoxLayout;
    right->addWidget(m_where);
    right->addWidget(m_sheet, 1);
    right->addLayout(buttons);
    auto *top = new QHBoxLayout;
    top->addWidget(m_list);
    top->addLayout(right, 1);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Which picture shows each mouth shape. A frame with a mouth and no image of its own "
                                "shows its shape's picture; every lip-sync import into this project uses this chart."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    layout->addLayout(top, 1);
    layout->addWidget(close);
    resize(800, 380);

    connect(m_list, &QListWidget::currentRowChanged, this, &MouthChartDialog::showCurrent);
    connect(m_choose, &QPushButton::clicked, this, &MouthChartDialog::choosePicture);
    connect(m_whole, &QPushButton::clicked, this, [this] {
        const MouthPicture picture = m_document->project().mouths.value(currentShape());
        set(MouthPicture{picture.image, std::nullopt});
    });
    connect(m_clear, &QPushButton::clicked, this, [this] { set(std::nullopt); });
    connect(m_sheet, &SheetPreview::cellClicked, this, &MouthChartDialog::chooseCell);
    connect(document, &Document::mouthsChanged, this, &MouthChartDialog::refresh); // also after a reset
    connect(document, &Document::projectReset, this, [this] { m_thumbnails->clear(); });
    connect(document, &Document::rowsInserted, this, &MouthChartDialog::refresh); // an import's new shapes
    refresh();
}

MouthChartDialog::~MouthChartDialog()
{
    delete m_thumbnails;
}

QStringList MouthChartDialog::shapes() const
{
    QStringList out;
    for (int i = 0; i < m_list->count(); ++i)
        out.append(m_list->item(i)->data(Qt::UserRole).toString());
    return out;
}

QString MouthChartDialog::currentShape() const
{
    const QListWidgetItem *item = m_list->currentItem();
    return item ? item->data(Qt::UserRole).toString() : QString();
}

void MouthChartDialog::setCurrentShape(const QString &shape)
{
    const int row = int(shapes().indexOf(shape));
    if (row >= 0)
        m_list->setCurrentRow(row);
}

void MouthChartDialog::refresh()
{
    const Project &project = m_document->project();
    QSet<QString> names(project.mouths.keyBegin(), project.mouths.keyEnd());
    for (const Clip &clip : project.clips) {
        for (const Frame &frame : clip.frames.frames()) {
            if (!frame.mouth().isEmpty())
                names.insert(frame.mouth());
        }
    }
    QStringList sorted(names.cbegin(), names.cend());
    sorted.sort();
    const QString current = currentShape();
    const QSignalBlocker block(m_list);
    m_list->clear();
    for (const QString &shape : std::as_const(sorted)) {
        auto *item = new QListWidgetItem(m_list);
        item->setData(Qt::UserRole, shape);
        const auto it = project.mouths.constFind(shape);
        if (it == project.mouths.cend()) {
            item->setText(tr("%1 - no picture").arg(shape));
            item->setIcon(QIcon(QPixmap::fromImage(m_thumbnails->labelledPlaceholder(shape))));
            continue;
        }
        const QString file = QFileInfo(it->image).fileName();
        item->setText(it->region ? QStringLiteral("%1 - %2 %3").arg(shape, file, regionText(*it->region))
                                 : QStringLiteral("%1 - %2").arg(shape, file));
        const QString path = QDir(m_document->folder()).absoluteFilePath(it->image);
        item->setIcon(QIcon(QPixmap::fromImage(m_thumbnails->thumbnailOrPlaceholder(path, it->region))));
    }
    // The shape chosen before, else the first without a picture (what the user came for).
    int row = int(sorted.indexOf(current));
    for (int i = 0; row < 0 && i < sorted.size(); ++i) {
        if (!project.mouths.contains(sorted[i]))
            row = i;
    }
    m_list->setCurrentRow(row >= 0 ? row : (sorted.isEmpty() ? -1 : 0));
    showCurrent();
}

void MouthChartDialog::showCurrent()
{
    const QString shape = currentShape();
    const auto it = m_document->project().mouths.constFind(shape);
    const bool has = it != m_document->project().mouths.cend();
    m_choose->setEnabled(!shape.isEmpty());
    m_whole->setEnabled(has && it->region.has_value());
    m_clear->setEnabled(has);
    // A shape without a picture is offered the sheet the chart's other shapes use, to click its cell.
    const QString sheetOfOthers = m_document->project().mouths.isEmpty() ? QString() : m_document->project().mouths.first().image;
    if (shape.isEmpty()) {
        m_where->setText(tr("No mouth shapes yet: import a lip-sync file (File > Import > Lip Sync...)."));
    } else if (!has) {
        m_where->setText(sheetOfOthers.isEmpty()
                             ? tr("<b>%1</b> has no picture: its frames show a placeholder. Choose a picture, then click "
                                  "a cell of it if it is a sheet.")
                                   .arg(shape.toHtmlEscaped())
                             : tr("<b>%1</b> has no picture: its frames show a placeholder. Click its cell in %2, or "
                                  "choose a picture.")
                                   .arg(shape.toHtmlEscaped(), sheetOfOthers.toHtmlEscaped()));
    } else {
        m_where->setText(it->region ? tr("<b>%1</b>: %2, the cell %3").arg(shape.toHtmlEscaped(), it->image.toHtmlEscaped(),
                                                                           regionText(*it->region))
                                    : tr("<b>%1</b>: %2, the whole image").arg(shape.toHtmlEscaped(), it->image.toHtmlEscaped()));
    }
    const QString image = has ? it->image : sheetOfOthers;
    if (image != m_sheetImage) {
        m_sheetImage = image;
        m_decoded = image.isEmpty() ? QImage() : QImageReader(QDir(m_document->folder()).absoluteFilePath(image)).read();
        m_sheet->setImage(m_decoded);
        m_sheet->setCut(m_decoded.isNull() ? SheetLayout() : SheetLayout::of(m_decoded.size(), proposeSheetGrid(m_decoded)), {});
    }
    qint64 chosen = -1;
    for (qint64 i = 0; has && it->region && i < m_sheet->cutLayout().count(); ++i) {
        if (m_sheet->cutLayout().cellRect(i) == *it->region)
            chosen = i;
    }
    m_sheet->setChosenCell(chosen);
}

void MouthChartDialog::choosePicture()
{
    const QString path = m_chooseImage ? m_chooseImage() : QString();
    if (path.isEmpty())
        return;
    // Read as the project's reader reads it: a file it refuses would keep the project from opening.
    if (const QString why = imageFileProblem(path); !why.isEmpty()) {
        m_where->setText(tr("Not used: %1: %2").arg(QFileInfo(path).fileName(), why).toHtmlEscaped());
        return;
    }
    const QString relative = QDir::fromNativeSeparators(QDir(m_document->folder()).relativeFilePath(QFileInfo(path).absoluteFilePath()));
    set(MouthPicture{relative, std::nullopt});
}

void MouthChartDialog::chooseCell(qint64 index)
{
    if (m_sheetImage.isEmpty() || index < 0 || index >= m_sheet->cutLayout().count())
        return;
    set(MouthPicture{m_sheetImage, m_sheet->cutLayout().cellRect(index)}); // the sheet shown, its cell
}

void MouthChartDialog::set(const std::optional<MouthPicture> &picture)
{
    const QString shape = currentShape();
    if (!shape.isEmpty())
        m_document->undoStack()->push(new MouthChartCommand(m_document, shape, picture));
}

} // namespace inbetween
