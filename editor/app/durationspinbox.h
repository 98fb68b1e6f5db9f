#pragma once

#include "durationformat.h"

#include <QDoubleSpinBox>

namespace inbetween {

// A spin box for a duration in the table's unit (its suffix " ms" or " f") that also takes the
// other unit typed out: "6f" in ms mode is 100 ms at 60 fps, "250 ms" in frames mode is 15 f.
// value() is in the shown unit.
class DurationSpinBox : public QDoubleSpinBox
{
    Q_OBJECT

public:
    explicit DurationSpinBox(const DurationFormat &format, QWidget *parent = nullptr);

    const DurationFormat &format() const { return m_format; }
    double valueInMs() const;
    void setValueInMs(double ms);

    QValidator::State validate(QString &text, int &pos) const override;
    double valueFromText(const QString &text) const override;

private:
    QString withoutSuffix(const QString &text) const;
    // The typed text without the suffix, in ms, when it reads as a duration.
    std::optional<double> parsedMs(const QString &text) const;
    double toShown(double ms) const;

    DurationFormat m_format;
};

} // namespace inbetween
