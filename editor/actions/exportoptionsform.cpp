#include "actions/exportoptionsform.h"

#include "export/exporttypes.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QVBoxLayout>
#include <cmath>

namespace inbetween {

namespace {
constexpr double kExampleMove = 24.0; // pixels: the example's move (the bundled hero's jump)
constexpr double kSmallest = 0.01;    // two decimals, as the spin box shows them

QSpinBox *spinBox(const char *name, int minimum, int maximum, int value, const QString &suffix, const QString &tip)
{
    auto *box = new QSpinBox;
    box->setObjectName(QLatin1String(name));
    box->setRange(minimum, maximum);
    box->setValue(std::clamp(value, minimum, maximum));
    box->setSuffix(suffix);
    box->setToolTip(tip);
    return box;
}

QCheckBox *checkBox(const char *name, const QString &text, bool checked, const QString &tip)
{
    auto *box = new QCheckBox(text);
    box->setObjectName(QLatin1String(name));
    box->setChecked(checked);
    box->setToolTip(tip);
    return box;
}
} // namespace

ExportOptionsForm::ExportOptionsForm(const ExportChoices &proposed, QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("exportOptionsForm"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    if (proposed.pixelsPerUnit) {
        m_pixelsPerUnit = new QDoubleSpinBox;
        m_example = new QLabel;
        m_pixelsPerUnit->setObjectName(QStringLiteral("pixelsPerUnit"));
        m_pixelsPerUnit->setRange(kSmallest, kMaxPixelsPerUnit);
        m_pixelsPerUnit->setDecimals(2);
        const double n = *proposed.pixelsPerUnit;
        const bool valid = std::isfinite(n) && n >= kSmallest && n <= kMaxPixelsPerUnit;
        m_pixelsPerUnit->setValue(valid ? n : kDefaultPixelsPerUnit);
        m_pixelsPerUnit->setToolTip(tr("Picture pixels in one world unit, for the pictures and the motion alike "
                                       "(inbetween-cli export --pixels-per-unit; Unity's default is 100)"));
        m_example->setObjectName(QStringLiteral("pixelsPerUnitExample"));
        m_example->setWordWrap(true);
        auto *form = new QFormLayout;
        form->addRow(tr("&Pixels per unit:"), m_pixelsPerUnit);
        layout->addLayout(form);
        layout->addWidget(m_example);
        connect(m_pixelsPerUnit, &QDoubleSpinBox::valueChanged, this, &ExportOptionsForm::updateExample);
        updateExample();
    }
    if (proposed.atlas) {
        const AtlasOptions &a = *proposed.atlas;
        const QString px = tr(" px");
        m_padding = spinBox("atlasPadding", 0, kAtlasMaxPadding, a.padding, px,
                            tr("Transparent pixels between two pictures on a page (--padding)"));
        m_extrude = spinBox("atlasExtrude", 0, kAtlasMaxExtrude, a.extrude, px,
                            tr("Times each picture's edge pixels are repeated around it, so filtering at its edge "
                               "samples its own colour (--extrude)"));
        m_maxSize = spinBox("atlasMaxSize", kAtlasMinSize, kAtlasMaxSize, a.maxSize, px,
                            tr("A page's widest side: pictures that do not fit go on further pages (--max-size)"));
        m_powerOfTwo = checkBox("atlasPowerOfTwo", tr("Power-of-&two page sides"), a.powerOfTwo,
                                tr("Page sides rounded up to 32, 64, 128... (--pot)"));
        m_trim = checkBox("atlasTrim", tr("T&rim transparent edges"), a.trim,
                          tr("Pictures cut to their visible pixels and placed back where they were (--no-trim when off)"));
        auto *group = new QGroupBox(tr("Atlas"));
        auto *form = new QFormLayout(group);
        form->addRow(tr("P&adding:"), m_padding);
        form->addRow(tr("&Extrude:"), m_extrude);
        form->addRow(tr("&Largest page side:"), m_maxSize);
        form->addRow(m_powerOfTwo);
        form->addRow(m_trim);
        layout->addWidget(group);
    }
}

ExportChoices ExportOptionsForm::choices() const
{
    ExportChoices c;
    if (m_pixelsPerUnit)
        c.pixelsPerUnit = m_pixelsPerUnit->value();
    if (m_padding) {
        AtlasOptions a;
        a.padding = m_padding->value();
        a.extrude = m_extrude->value();
        a.maxSize = m_maxSize->value();
        a.powerOfTwo = m_powerOfTwo->isChecked();
        a.trim = m_trim->isChecked();
        c.atlas = a;
    }
    return c;
}

double ExportOptionsForm::pixelsPerUnit() const
{
    return m_pixelsPerUnit ? m_pixelsPerUnit->value() : kDefaultPixelsPerUnit;
}

QString ExportOptionsForm::exampleText() const
{
    return m_example ? m_example->text() : QString();
}

void ExportOptionsForm::updateExample()
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
