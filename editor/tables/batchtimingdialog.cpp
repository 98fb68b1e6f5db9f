#include "batchtimingdialog.h"

#include "batchtiming.h"
#include "durationdelegate.h"
#include "numbertext.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <numeric>

namespace inbetween {

namespace {
double sum(const QList<double> &v)
{
    return std::accumulate(v.begin(), v.end(), 0.0);
}
} // namespace

BatchTimingDialog::BatchTimingDialog(const QList<double> &durations, QWidget *parent)
    : QDialog(parent), m_durations(durations), m_operation(new QComboBox(this)), m_value(new QDoubleSpinBox(this)),
      m_preview(new QLabel(this))
{
    setObjectName(QStringLiteral("batchTimingDialog"));
    setWindowTitle(tr("Retime %n frames", nullptr, int(durations.size())));
    m_operation->addItem(tr("Set every duration to"), int(Operation::SetDuration));
    m_operation->addItem(tr("Scale by"), int(Operation::Scale));
    m_operation->addItem(tr("Fit to a total length of"), int(Operation::FitToTotal));
    m_operation->addItem(tr("Distribute the total evenly"), int(Operation::DistributeEvenly));
    m_value->setLocale(QLocale::c());
    m_value->setDecimals(3);
    m_value->setMaximum(3.6e6);
    m_preview->setWordWrap(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *form = new QFormLayout(this);
    form->addRow(tr("Operation:"), m_operation);
    form->addRow(tr("Value:"), m_value);
    form->addRow(m_preview);
    form->addRow(buttons);

    connect(m_operation, &QComboBox::currentIndexChanged, this, &BatchTimingDialog::updateForOperation);
    connect(m_value, &QDoubleSpinBox::valueChanged, this, &BatchTimingDialog::updatePreview);
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

double BatchTimingDialog::value() const
{
    return m_value->value();
}

void BatchTimingDialog::setValue(double value)
{
    m_value->setValue(value);
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
    const QSignalBlocker block(m_value);
    switch (operation()) {
    case Operation::SetDuration:
        m_value->setEnabled(true);
        m_value->setSuffix(QStringLiteral(" ms"));
        m_value->setMinimum(DurationDelegate::minimumMs);
        m_value->setValue(m_durations.isEmpty() ? 100.0 : m_durations.front());
        break;
    case Operation::Scale:
        m_value->setEnabled(true);
        m_value->setSuffix(QStringLiteral(" %"));
        m_value->setMinimum(0.1);
        m_value->setValue(100.0);
        break;
    case Operation::FitToTotal:
        m_value->setEnabled(true);
        m_value->setSuffix(QStringLiteral(" ms"));
        m_value->setMinimum(DurationDelegate::minimumMs * std::max<qsizetype>(1, m_durations.size()));
        m_value->setValue(sum(m_durations));
        break;
    case Operation::DistributeEvenly:
        m_value->setEnabled(false);
        m_value->setSuffix({});
        break;
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
