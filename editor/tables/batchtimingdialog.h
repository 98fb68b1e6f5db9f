#pragma once

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QLabel;

namespace inbetween {

// Retimes the selected frames at once: set one duration, scale by a percentage, fit to a total
// length keeping the proportions, or share the same total evenly. Shows the result before OK.
class BatchTimingDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Operation { SetDuration, Scale, FitToTotal, DistributeEvenly };
    Q_ENUM(Operation)

    explicit BatchTimingDialog(const QList<double> &durations, QWidget *parent = nullptr);

    Operation operation() const;
    void setOperation(Operation op);
    double value() const;
    void setValue(double value);
    QComboBox *operationBox() const { return m_operation; }
    QDoubleSpinBox *valueBox() const { return m_value; }

    // The new durations (ms) for the chosen operation and value.
    QList<double> result() const;
    static QList<double> apply(Operation op, double value, const QList<double> &durations);

private:
    void updateForOperation();
    void updatePreview();

    QList<double> m_durations;
    QComboBox *m_operation;
    QDoubleSpinBox *m_value;
    QLabel *m_preview;
};

} // namespace inbetween
