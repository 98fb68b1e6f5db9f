#pragma once

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QLabel;

namespace inbetween {

class DurationSpinBox;

// Retimes the selected frames at once: set one duration, scale by a percentage, fit to a total
// length keeping the proportions, or share the same total evenly. Shows the result before OK. A
// duration or a total is typed in ms or in frames of the project's fps ("6f", "30f").
class BatchTimingDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Operation { SetDuration, Scale, FitToTotal, DistributeEvenly };
    Q_ENUM(Operation)

    BatchTimingDialog(const QList<double> &durations, double fps, QWidget *parent = nullptr);

    Operation operation() const;
    void setOperation(Operation op);
    // The operation's value: ms for a duration or a total, a percentage for Scale.
    double value() const;
    void setValue(double value);
    QComboBox *operationBox() const { return m_operation; }
    // The field the operation takes its value from (a DurationSpinBox for a duration or a total).
    QDoubleSpinBox *valueBox() const;

    // The new durations (ms) for the chosen operation and value.
    QList<double> result() const;
    static QList<double> apply(Operation op, double value, const QList<double> &durations);

private:
    void updateForOperation();
    void updatePreview();

    QList<double> m_durations;
    QComboBox *m_operation;
    DurationSpinBox *m_time;
    QDoubleSpinBox *m_percent;
    QLabel *m_preview;
};

} // namespace inbetween
