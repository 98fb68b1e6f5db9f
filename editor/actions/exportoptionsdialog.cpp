#include "actions/exportoptionsdialog.h"

#include "export/exporttypes.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>
#include <cmath>

namespace inbetween {

namespace {
constexpr double kExampleMove = 24.0; // pixels: the example's move (the bundled hero's jump)
constexpr double kSmallest = 0.01;    // two decimals, as the spin box shows them
} // namespace

ExportOptionsDialog::ExportOptionsDialog(const QString &formatName, double pixelsPerUnit, QWidget *parent)
    : QDialog(parent), m_pixelsPerUnit(new QDoubleSpinBox), m_example(new QLabel)
{
    setObjectName(QStringLiteral("exportOptionsDialog"));
    setWindowTitle(tr("Export as %1").arg(formatName));
    m_pixelsPerUnit->setObjectName(QStringLiteral("pixelsPerUnit"));
    m_pixelsPerUnit->setRange(kSmallest, kMaxPixelsPerUnit);
    m_pixelsPerUnit->setDecimals(2);
    const bool valid = std::isfinite(pixelsPerUnit) && pixelsPerUnit >= kSmallest && pixelsPerUnit <= kMaxPixelsPerUnit;
    m_pixelsPerUnit->setValue(valid ? pixelsPerUnit : kDefaultPixelsPerUnit);
    m_pixelsPerUnit->setToolTip(tr("Picture pixels in one world unit, for the pictures and the motion alike "
                                   "(inbetween-cli export --pixels-per-unit; Unity's default is 100)"));
    m_example->setObjectName(QStringLiteral("pixelsPerUnitExample"));
    m_example->setWordWrap(true);

    auto *form = new QFormLayout;
    form->addRow(tr("&Pixels per unit:"), m_pixelsPerUnit);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Choose File..."));
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_example);
    layout->addWidget(buttons);

    connect(m_pixelsPerUnit, &QDoubleSpinBox::valueChanged, this, &ExportOptionsDialog::updateExample);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    updateExample();
}

double ExportOptionsDialog::pixelsPerUnit() const
{
    return m_pixelsPerUnit->value();
}

QString ExportOptionsDialog::exampleText() const
{
    return m_example->text();
}

void ExportOptionsDialog::updateExample()
{
    const double n = pixelsPerUnit();
    const QLocale locale;
    auto units = [&](double pixels) { return locale.toString(pixels / n, 'g', 4); };
    m_example->setText(tr("A picture of %1 x %1 pixels is %2 x %2 units, and a move of %3 pixels is %4 units: "
                          "the motion keeps its size against the picture.")
                           .arg(kPlainSquarePixels)
                           .arg(units(kPlainSquarePixels))
                           .arg(kExampleMove)
                           .arg(units(kExampleMove)));
}

} // namespace inbetween
