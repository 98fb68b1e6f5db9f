#include "tables/batchtimingdialog.h"

#include "document/batchtiming.h"
#include "fields/durationspinbox.h"
#include "itemmodels/numbertext.h"
#include "tables/durationdelegate.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <numeric>

namespace inbetween {

namespace {
double sum(const QList<double> &v)
{
    return std::accumulate(v.begin(), v.end(), 0.0);
}
} // namespace

BatchTimingDialog::BatchTimingDialog(const QList<double> &durations, double fps, QWidget *parent)
    : QDialog(parent), m_durations(durations), m_operation(new QComboBox(this)),
      m_time(new DurationSpinBox(DurationFormat(DurationFormat::Unit::Milliseconds, fps), this)),
      m_percent(new QDoubleSpinBox(this)), m_preview(new QLabel(this))
{
    setObjectName(QStringLiteral("batchTimingDialog"));
    setWindowTitle(tr("Retime %n frames", nullptr, int(durations.size())));
    m_operation->addItem(tr("Set every duration to"), int(Operation::SetDuration));
    m_operation->addItem(tr("Scale by"), int(Operation::Scale));
    m_operation->addItem(tr("Fit to a total length of"), int(Operation::FitToTotal));
    m_operation->addItem(tr("Distribute the total evenly"), int(Operation::DistributeEvenly));
    m_time->setObjectName(QStringLiteral("timeValue"));
    m_time->setToolTip(tr("In ms (120) or frames of the project's fps (6f)"));
    // Each keystroke shows its result below (an unfinished "6" on the way to "6f" too).
    m_time->setKeyboardTracking(true);
    m_percent->setObjectName(QStringLiteral("percentValue"));
    m_percent->setLocale(QLocale::c());
    m_percent->setDecimals(3);
    m_percent->setMaximum(1e6);
    m_percent->setSuffix(QStringLiteral(" %"));
    m_preview->setWordWrap(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *values = new QWidget(this);
    auto *valuesLayout = new QHBoxLayout(values);
    valuesLayout->setContentsMargins(0, 0, 0, 0);
    valuesLayout->addWidget(m_time);
    valuesLayout->addWidget(m_percent);
    auto *form = new QFormLayout(this);
    form->addRow(tr("Operation:"), m_operation);
    form->addRow(tr("Value:"), values);
    form->addRow(m_preview);
    form->addRow(buttons);

    connect(m_operation, &QComboBox::currentIndexChanged, this, &BatchTimingDialog::updateForOperation);
    connect(m_time, &QDoubleSpinBox::valueChanged, this, &BatchTimingDialog::updatePreview);
    connect(m_percent, &QDoubleSpinBox::valueChanged, this, &BatchTimingDialog::updatePreview);
    setOperation(Operation::Scale);
    updateForOperation();
}

BatchTimingDialog::Operation BatchTimingDialog::operation() const
{
    return Operation(m_operation->currentData().toInt());
}

void BatchTimingDialog::setOperation(Operation op)
{
    m_operation->setCurrentIndex(m_operation->findData(int(op)));
}

QDoubleSpinBox *BatchTimingDialog::valueBox() const
{
    return operation() == Operation::Scale ? m_percent : static_cast<QDoubleSpinBox *>(m_time);
}

double BatchTimingDialog::value() const
{
    if (operation() == Operation::Scale)
        return m_percent->value();
    // What is typed, even before the field interpreted it ("30f" and OK at once).
    return m_time->typedMs().value_or(m_time->valueInMs());
}

void BatchTimingDialog::setValue(double value)
{
    if (operation() == Operation::Scale)
        m_percent->setValue(value);
    else
        m_time->setValueInMs(value);
}

QList<double> BatchTimingDialog::apply(Operation op, double value, const QList<double> &durations)
{
    switch (op) {
    case Operation::SetDuration: return BatchTiming::setAll(durations, value);
    case Operation::Scale: return BatchTiming::scale(durations, value, DurationDelegate::minimumMs);
    case Operation::FitToTotal: return BatchTiming::fitToTotal(durations, value, DurationDelegate::minimumMs);
    case Operation::DistributeEvenly: return BatchTiming::distributeEvenly(durations);
    }
    return durations;
}

QList<double> BatchTimingDialog::result() const
{
    return apply(operation(), value(), m_durations);
}

void BatchTimingDialog::updateForOperation()
{
    const QSignalBlocker blockTime(m_time), blockPercent(m_percent);
    const Operation op = operation();
    m_percent->setVisible(op == Operation::Scale);
    m_time->setVisible(op != Operation::Scale);
    m_time->setEnabled(op != Operation::DistributeEvenly);
    switch (op) {
    case Operation::SetDuration:
        m_time->setMinimum(DurationDelegate::minimumMs);
        m_time->setValueInMs(m_durations.isEmpty() ? 100.0 : m_durations.front());
        break;
    case Operation::Scale:
        m_percent->setMinimum(0.1);
        m_percent->setValue(100.0);
        break;
    case Operation::FitToTotal:
        m_time->setMinimum(DurationDelegate::minimumMs * std::max<qsizetype>(1, m_durations.size()));
        m_time->setValueInMs(sum(m_durations));
        break;
    case Operation::DistributeEvenly: m_time->setValueInMs(sum(m_durations)); break;
    }
    updatePreview();
}

void BatchTimingDialog::updatePreview()
{
    const QList<double> after = result();
    QStringList first;
    for (int i = 0; i < std::min<qsizetype>(4, after.size()); ++i)
        first << shortDecimal(after[i]); // as the table shows them
    if (after.size() > 4)
        first << QStringLiteral("...");
    m_preview->setText(tr("Total %1 ms becomes %2 ms: %3 ms")
                           .arg(shortDecimal(sum(m_durations)), shortDecimal(sum(after)),
                                first.join(QStringLiteral(", "))));
}

} // namespace inbetween
