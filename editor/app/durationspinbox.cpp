#include "durationspinbox.h"

#include <QRegularExpression>

namespace inbetween {

DurationSpinBox::DurationSpinBox(const DurationFormat &format, QWidget *parent)
    : QDoubleSpinBox(parent), m_format(format)
{
    setLocale(QLocale::c()); // the project file's and the model's number format
    setDecimals(3);
    const bool frames = format.unit() == DurationFormat::Unit::Frames;
    setSuffix(frames ? QStringLiteral(" f") : QStringLiteral(" ms"));
    setSingleStep(frames ? 1.0 : 10.0);
    setMaximum(toShown(3.6e6)); // an hour
    // The value follows the text only when it is interpreted (Enter, focus out, the delegate's
    // commit), so a half-typed "6" on the way to "6f" never counts as 6 ms.
    setKeyboardTracking(false);
}

double DurationSpinBox::toShown(double ms) const
{
    return m_format.unit() == DurationFormat::Unit::Frames ? m_format.toFrames(ms) : ms;
}

double DurationSpinBox::valueInMs() const
{
    return m_format.unit() == DurationFormat::Unit::Frames ? m_format.toMs(value()) : value();
}

void DurationSpinBox::setValueInMs(double ms)
{
    setValue(toShown(ms));
}

QString DurationSpinBox::withoutSuffix(const QString &text) const
{
    // The spin box appends its suffix to what is typed: "6f" arrives as "6f ms".
    return text.endsWith(suffix()) ? text.chopped(suffix().size()) : text;
}

std::optional<double> DurationSpinBox::parsedMs(const QString &text) const
{
    return m_format.parse(withoutSuffix(text));
}

QValidator::State DurationSpinBox::validate(QString &text, int &) const
{
    if (const auto ms = parsedMs(text)) {
        const double shown = toShown(*ms);
        if (shown >= minimum() && shown <= maximum())
            return QValidator::Acceptable;
        return QValidator::Intermediate;
    }
    // On the way to a duration: a number being typed, a unit half typed.
    static const QRegularExpression partial(QStringLiteral("^\\s*[-+]?[0-9]*\\.?[0-9]*(?:[eE][-+]?[0-9]*)?\\s*[a-zA-Z]*\\s*$"));
    return partial.match(withoutSuffix(text)).hasMatch() ? QValidator::Intermediate : QValidator::Invalid;
}

double DurationSpinBox::valueFromText(const QString &text) const
{
    const auto ms = parsedMs(text);
    return ms ? toShown(*ms) : value();
}

} // namespace inbetween
