#pragma once

#include "itemmodels/durationformat.h"

#include <QDoubleSpinBox>

namespace inbetween {

// A spin box for a duration in the table's unit ("120 ms" or "7.2 f") that also takes the other
// unit typed out: "6f" in ms mode is 100 ms at 60 fps, "250 ms" in frames mode is 15 f; with the
// clip's guides in its format, beats ("2b") and, for a clip time, markers ("@hit"). value()
// is in the shown unit, to 3 decimals: a field being typed in shows a time to 0.001 ms (elsewhere
// times are shown to 0.1 ms), and valueInMs() keeps what was typed exactly. With Measure::Time it is a clip time (a key's, an event's, the
// playhead, a sound's offset) in the range its owner sets, and its messages say so.
//
// The unit is part of the text, not a fixed suffix, so what is typed reads as typed ("6f", not
// "6f ms"). A text that is no duration, or one out of range ("abc", "0"), is never taken
// silently: while it is there the editor is marked refused (red text, the `refused` property) and
// its tooltip says why; problem() gives the reason to whoever commits the edit.
class DurationSpinBox : public QDoubleSpinBox
{
    Q_OBJECT

public:
    enum class Measure { Duration, Time };

    explicit DurationSpinBox(const DurationFormat &format, QWidget *parent = nullptr, Measure measure = Measure::Duration);

    const DurationFormat &format() const { return m_format; }
    // Another unit or fps; the time in ms stays.
    void setFormat(const DurationFormat &format);
    // Exact for what was typed or set ("5f" at 60 fps: 5000/60 ms), though the box shows it to
    // its decimals.
    double valueInMs() const;
    void setValueInMs(double ms);
    // Why the text now in the editor is not taken; empty when it is a duration in range.
    QString problem() const;
    // The text now in the editor in ms when it is taken (problem() empty), before the spin box
    // has interpreted it.
    std::optional<double> typedMs() const;
    // The unit after the number: " ms" or " f".
    QString unitText() const;

    QValidator::State validate(QString &text, int &pos) const override;
    double valueFromText(const QString &text) const override;
    QString textFromValue(double value) const override;

private:
    void showProblem();
    // The editor's text without the box's prefix ("at "), as typed.
    QString typedText() const;
    QString withoutPrefix(const QString &text) const;
    // The typed text in ms, when it reads as a duration.
    std::optional<double> parsedMs(const QString &text) const;
    double toShown(double ms) const;
    double toMs(double shown) const;

    DurationFormat m_format;
    Measure m_measure;
    // The time last typed or set, before the box rounded it to its decimals.
    mutable std::optional<double> m_exactMs;
};

} // namespace inbetween
