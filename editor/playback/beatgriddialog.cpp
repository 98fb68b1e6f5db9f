#include "playback/beatgriddialog.h"

#include "fields/durationspinbox.h"
#include "itemmodels/numbertext.h"
#include "projectlimits.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace inbetween {

BeatGridDialog::BeatGridDialog(const std::optional<BeatGrid> &grid, double fps, QWidget *parent)
    : QDialog(parent), m_on(new QCheckBox(tr("&Show a beat grid on this clip"), this)), m_bpm(new QDoubleSpinBox(this)),
      m_offset(new DurationSpinBox(DurationFormat(DurationFormat::Unit::Milliseconds, fps), this,
                                   DurationSpinBox::Measure::Time)),
      m_lengths(new QLabel(this))
{
    setObjectName(QStringLiteral("beatGridDialog"));
    setWindowTitle(tr("Beat Grid"));
    const ProjectLimits limits;
    m_on->setObjectName(QStringLiteral("beatGridOn"));
    m_on->setChecked(true);
    m_bpm->setObjectName(QStringLiteral("beatGridBpm"));
    m_bpm->setLocale(QLocale::c());
    m_bpm->setDecimals(3);
    m_bpm->setRange(0.001, limits.maxBpm);
    m_bpm->setSuffix(QStringLiteral(" BPM"));
    m_bpm->setValue(grid ? grid->bpm : 120.0);
    m_offset->setObjectName(QStringLiteral("beatGridOffset"));
    m_offset->setRange(-limits.maxTime, limits.maxTime);
    m_offset->setValueInMs(grid ? grid->offset : 0.0);
    m_offset->setToolTip(tr("The clip time of a downbeat, in ms (120) or frames of the project's fps (6f); "
                            "negative: before the clip"));
    m_lengths->setObjectName(QStringLiteral("beatGridLengths"));
    m_bpm->setKeyboardTracking(true);
    m_offset->setKeyboardTracking(true);

    auto *buttons = m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *hint = new QLabel(tr("Or play the clip and press Shift+T on four beats or more (Clips > Tap Tempo)."), this);
    hint->setWordWrap(true);
    auto *form = new QFormLayout(this);
    form->addRow(m_on);
    form->addRow(tr("&Tempo:"), m_bpm);
    form->addRow(tr("&Downbeat at:"), m_offset);
    form->addRow(m_lengths);
    form->addRow(hint);
    form->addRow(buttons);
    connect(m_on, &QCheckBox::toggled, this, &BeatGridDialog::update);
    connect(m_bpm, &QDoubleSpinBox::valueChanged, this, &BeatGridDialog::update);
    // A downbeat typed that is no time ("abc") is refused in red: OK waits for a time. (The
    // spin box tells of its value, not of every keystroke: its field does.)
    connect(m_offset->findChild<QLineEdit *>(), &QLineEdit::textChanged, this, &BeatGridDialog::update);
    update();
}

std::optional<BeatGrid> BeatGridDialog::grid() const
{
    if (!m_on->isChecked())
        return std::nullopt;
    // What is typed, even before the field interpreted it ("6f" and OK at once).
    return BeatGrid{m_bpm->value(), m_offset->typedMs().value_or(m_offset->valueInMs())};
}

void BeatGridDialog::update()
{
    const bool on = m_on->isChecked();
    m_bpm->setEnabled(on);
    m_offset->setEnabled(on);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!on || m_offset->problem().isEmpty());
    const BeatGrid grid{m_bpm->value(), 0.0};
    m_lengths->setText(on ? tr("A beat lasts %1 ms, a bar of %2 beats %3 ms.")
                                .arg(timeText(grid.beatMs()))
                                .arg(BeatGrid::kBeatsPerBar)
                                .arg(timeText(grid.beatMs() * BeatGrid::kBeatsPerBar))
                          : tr("The clip has no beat grid."));
}

} // namespace inbetween
