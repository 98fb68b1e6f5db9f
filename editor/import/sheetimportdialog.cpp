#include "import/sheetimportdialog.h"

#include "fields/durationspinbox.h"
#include "import/sheetgridproposal.h"
#include "import/sheetimporter.h"
#include "import/sheetpreview.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <algorithm>

namespace inbetween {

namespace {

QSpinBox *pixelBox(QWidget *parent, const QString &name, int minimum, int maximum)
{
    auto *box = new QSpinBox(parent);
    box->setObjectName(name);
    box->setRange(minimum, maximum);
    box->setSuffix(QObject::tr(" px"));
    box->setAccelerated(true);
    return box;
}

} // namespace

SheetImportDialog::SheetImportDialog(const QImage &sheet, const QString &sheetName, const QString &openProject, double fps,
                                     QWidget *parent)
    : QDialog(parent),
      // One conversion up front: every change of the grid looks at the alpha of 32-bit pixels.
      m_sheet(sheet.hasAlphaChannel() ? sheet.convertToFormat(QImage::Format_ARGB32) : sheet),
      m_preview(new SheetPreview(this)), m_bySize(new QRadioButton(tr("Cell &size"), this)),
      m_byCount(new QRadioButton(tr("Columns and &rows"), this)),
      m_cellWidth(pixelBox(this, QStringLiteral("cellWidth"), 1, std::max(1, sheet.width()))),
      m_cellHeight(pixelBox(this, QStringLiteral("cellHeight"), 1, std::max(1, sheet.height()))),
      m_columns(new QSpinBox(this)), m_rows(new QSpinBox(this)),
      m_margin(pixelBox(this, QStringLiteral("margin"), 0, std::max(0, sheet.width() / 2))),
      m_spacing(pixelBox(this, QStringLiteral("spacing"), 0, std::max(0, sheet.width()))),
      m_duration(new DurationSpinBox(DurationFormat(DurationFormat::Unit::Milliseconds, fps), this)), m_keepEmpty(new QCheckBox(tr("&Keep fully transparent cells"), this)),
      m_summary(new QLabel(this)), m_target(new ImportTargetBox(openProject, this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("sheetImportDialog"));
    setWindowTitle(tr("Import Sprite Sheet: %1").arg(sheetName));
    m_preview->setImage(m_sheet);
    m_bySize->setObjectName(QStringLiteral("bySize"));
    m_byCount->setObjectName(QStringLiteral("byCount"));
    m_columns->setObjectName(QStringLiteral("columns"));
    m_rows->setObjectName(QStringLiteral("rows"));
    m_columns->setRange(1, std::max(1, sheet.width()));
    m_rows->setRange(1, std::max(1, sheet.height()));
    m_duration->setObjectName(QStringLiteral("duration"));
    m_duration->setMinimum(0.001);
    m_duration->setValueInMs(100.0);
    m_duration->setToolTip(tr("In ms (120) or frames of the project's fps (6f)"));
    m_keepEmpty->setObjectName(QStringLiteral("keepEmpty"));
    m_summary->setObjectName(QStringLiteral("cutSummary"));
    m_summary->setWordWrap(true);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Import"));

    auto *cellRow = new QHBoxLayout;
    cellRow->addWidget(m_cellWidth);
    cellRow->addWidget(new QLabel(QStringLiteral("x"), this));
    cellRow->addWidget(m_cellHeight);
    auto *countRow = new QHBoxLayout;
    countRow->addWidget(m_columns);
    countRow->addWidget(new QLabel(QStringLiteral("x"), this));
    countRow->addWidget(m_rows);
    auto *form = new QFormLayout;
    form->addRow(m_bySize, cellRow);
    form->addRow(m_byCount, countRow);
    form->addRow(tr("&Margin:"), m_margin);
    form->addRow(tr("S&pacing:"), m_spacing);
    form->addRow(tr("Each frame &holds:"), m_duration);
    form->addRow(m_keepEmpty);
    auto *side = new QVBoxLayout;
    side->addLayout(form);
    side->addWidget(m_summary);
    side->addStretch();
    side->addWidget(m_target);
    auto *top = new QHBoxLayout;
    top->addWidget(m_preview, 1);
    top->addLayout(side);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addWidget(m_buttons);

    setGrid(proposeSheetGrid(m_sheet)); // read from the picture: its gutters, the sizes that divide it
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QSpinBox *box : {m_cellWidth, m_cellHeight, m_columns, m_rows, m_margin, m_spacing})
        connect(box, &QSpinBox::valueChanged, this, &SheetImportDialog::updateCut);
    connect(m_bySize, &QRadioButton::toggled, this, &SheetImportDialog::updateCut);
    connect(m_keepEmpty, &QCheckBox::toggled, this, &SheetImportDialog::updateCut);
    updateCut();
    resize(900, 560);
}

SheetGrid SheetImportDialog::grid() const
{
    SheetGrid g = m_bySize->isChecked() ? SheetGrid::ofCellSize({m_cellWidth->value(), m_cellHeight->value()})
                                        : SheetGrid::ofCount(m_columns->value(), m_rows->value());
    g.margin = m_margin->value();
    g.spacing = m_spacing->value();
    g.keepEmpty = m_keepEmpty->isChecked();
    return g;
}

void SheetImportDialog::setGrid(const SheetGrid &grid)
{
    const QSignalBlocker blockers[] = {QSignalBlocker(m_cellWidth), QSignalBlocker(m_cellHeight), QSignalBlocker(m_columns),
                                       QSignalBlocker(m_rows),      QSignalBlocker(m_margin),     QSignalBlocker(m_spacing),
                                       QSignalBlocker(m_bySize),    QSignalBlocker(m_byCount),    QSignalBlocker(m_keepEmpty)};
    (grid.bySize() ? m_bySize : m_byCount)->setChecked(true);
    if (grid.bySize()) {
        m_cellWidth->setValue(grid.cell.width());
        m_cellHeight->setValue(grid.cell.height());
    } else {
        m_columns->setValue(grid.columns);
        m_rows->setValue(grid.rows);
    }
    m_margin->setValue(grid.margin);
    m_spacing->setValue(grid.spacing);
    m_keepEmpty->setChecked(grid.keepEmpty);
    updateCut();
}

double SheetImportDialog::duration() const
{
    // What is typed, even before it was interpreted (OK pressed with the field still focused).
    return m_duration->typedMs().value_or(m_duration->valueInMs());
}

ImportTarget SheetImportDialog::target() const
{
    return m_target->target();
}

QString SheetImportDialog::summary() const
{
    return m_summary->text();
}

void SheetImportDialog::updateCut()
{
    const bool bySize = m_bySize->isChecked();
    m_cellWidth->setEnabled(bySize);
    m_cellHeight->setEnabled(bySize);
    m_columns->setEnabled(!bySize);
    m_rows->setEnabled(!bySize);

    const SheetGrid g = grid();
    const SheetLayout layout = SheetLayout::of(m_sheet.size(), g);
    std::vector<bool> leftOut = g.keepEmpty ? std::vector<bool>(size_t(layout.count()), false)
                                            : SheetImporter::transparentCells(m_sheet, layout);
    const qint64 skipped = std::count(leftOut.begin(), leftOut.end(), true);
    m_frames = layout.count() - skipped;
    m_preview->setCut(layout, leftOut);

    // The other way of giving the grid follows, so switching keeps the cut.
    if (layout.problem.isEmpty()) {
        const QSignalBlocker a(m_columns), b(m_rows), c(m_cellWidth), d(m_cellHeight);
        if (bySize) {
            m_columns->setValue(layout.columns);
            m_rows->setValue(layout.rows);
        } else {
            m_cellWidth->setValue(layout.cell.width());
            m_cellHeight->setValue(layout.cell.height());
        }
    }

    QString text;
    if (!layout.problem.isEmpty()) {
        text = tr("No frames: %1.").arg(layout.problem);
    } else if (m_frames == 0) {
        text = tr("No frames: every cell is fully transparent.");
    } else {
        text = tr("%n frames of %1 x %2 (%3 columns, %4 rows)", nullptr, int(m_frames))
                   .arg(layout.cell.width())
                   .arg(layout.cell.height())
                   .arg(layout.columns)
                   .arg(layout.rows);
        if (skipped > 0)
            text += QLatin1Char('\n') + tr("%n cells left out: fully transparent", nullptr, int(skipped));
        for (const QString &note : layout.notes)
            text += QLatin1Char('\n') + note.left(1).toUpper() + note.mid(1);
    }
    m_summary->setText(text);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_frames > 0);
}

} // namespace inbetween
