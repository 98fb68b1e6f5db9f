#include "fields/durationspinbox.h"

#include "itemmodels/numbertext.h"
#include "projectlimits.h"

#include <QLineEdit>
#include <cmath>
#include <QRegularExpression>

namespace inbetween {

DurationSpinBox::DurationSpinBox(const DurationFormat &format, QWidget *parent, Measure measure)
    : QDoubleSpinBox(parent), m_format(format), m_measure(measure)
{
    setLocale(QLocale::c()); // the project file's and the model's number format
    setDecimals(3);
    const bool frames = format.unit() == DurationFormat::Unit::Frames;
    setSingleStep(frames ? 1.0 : 10.0);
    // The file's own limit: what opens, can be typed.
    setMaximum(toShown(measure == Measure::Duration ? ProjectLimits().maxDuration : ProjectLimits().maxTime));
    // The value follows the text only when it is interpreted (Enter, focus out, the delegate's
    // commit), so a half-typed "6" on the way to "6f" never counts as 6 ms.
    setKeyboardTracking(false);
    connect(lineEdit(), &QLineEdit::textChanged, this, &DurationSpinBox::showProblem);
}

void DurationSpinBox::setFormat(const DurationFormat &format)
{
    // The same unit and fps leave the box alone: a text being typed stays (the clip's guides,
    // which only change what a text may name, are taken).
    if (format.unit() == m_format.unit() && format.fps() == m_format.fps()) {
        m_format = format;
        return;
    }
    const double ms = valueInMs();
    const double low = toMs(minimum()), high = toMs(maximum());
    m_format = format;
    setRange(toShown(low), toShown(high));
    setValueInMs(ms);
}

QString DurationSpinBox::unitText() const
{
    return m_format.unit() == DurationFormat::Unit::Frames ? QStringLiteral(" f") : QStringLiteral(" ms");
}

double DurationSpinBox::toShown(double ms) const
{
    return m_format.unit() == DurationFormat::Unit::Frames ? m_format.toFrames(ms) : ms;
}

double DurationSpinBox::valueInMs() const
{
    // The exact time last typed or set while the box shows it (rounded to its decimals).
    if (m_exactMs && std::abs(toShown(*m_exactMs) - value()) <= 0.5 * std::pow(10.0, -decimals()))
        return *m_exactMs;
    return toMs(value());
}

double DurationSpinBox::toMs(double shown) const
{
    return m_format.unit() == DurationFormat::Unit::Frames ? m_format.toMs(shown) : shown;
}

void DurationSpinBox::setValueInMs(double ms)
{
    m_exactMs = ms;
    setValue(toShown(ms));
}

std::optional<double> DurationSpinBox::parsedMs(const QString &text) const
{
    return m_format.parse(text);
}

QString DurationSpinBox::problem() const
{
    const QString text = typedText();
    const bool frames = m_format.unit() == DurationFormat::Unit::Frames;
    const auto ms = parsedMs(text);
    // What else the clip's guides let it take: beats of its grid, its markers' names.
    QString guides;
    if (m_format.beat())
        guides += tr(", beats (2b)");
    if (m_format.takesMarkers())
        guides += tr(", a marker (@name)");
    if (!ms && m_measure == Measure::Time)
        return tr("\"%1\" is not a time: type milliseconds (120, 120 ms) or frames (6f)").arg(text) + guides;
    if (!ms) {
        return (frames ? tr("\"%1\" is not a duration: type frames (6, 6f) or milliseconds (120 ms)").arg(text)
                       : tr("\"%1\" is not a duration: type milliseconds (120, 120 ms) or frames (6f)").arg(text))
               + guides;
    }
    const double shown = toShown(*ms);
    if (m_measure == Measure::Time && (shown < minimum() || shown > maximum())) {
        return tr("The time here is from %1 to %2: \"%3\" is not taken")
            .arg(m_format.format(toMs(minimum())), m_format.format(toMs(maximum())), text);
    }
    if (shown < minimum())
        return tr("A frame must last more than 0 ms: \"%1\" is not taken").arg(text);
    if (shown > maximum())
        return tr("A frame lasts at most %1 ms (about 11.5 days), the project file's limit: \"%2\" is not taken")
            .arg(shortDecimal(ProjectLimits().maxDuration, 0), text);
    return {};
}

std::optional<double> DurationSpinBox::typedMs() const
{
    if (!problem().isEmpty())
        return std::nullopt;
    const QString text = typedText();
    // The box's own text for its value: the exact time behind it.
    if (text == textFromValue(value()).trimmed())
        return valueInMs();
    return parsedMs(text);
}

// Marked while the text would be refused: red, with the reason as the tooltip.
void DurationSpinBox::showProblem()
{
    const QString why = problem();
    const bool refused = !why.isEmpty();
    if (property("refused").toBool() == refused && toolTip() == why)
        return;
    setProperty("refused", refused);
    setToolTip(why);
    QPalette p = lineEdit()->palette();
    p.setColor(QPalette::Text, refused ? QColor(200, 0, 0) : palette().color(QPalette::Text));
    lineEdit()->setPalette(p);
}

QString DurationSpinBox::typedText() const
{
    return withoutPrefix(lineEdit()->text()).trimmed();
}

QString DurationSpinBox::withoutPrefix(const QString &text) const
{
    return text.startsWith(prefix()) ? text.mid(prefix().size()) : text;
}

QValidator::State DurationSpinBox::validate(QString &text, int &) const
{
    if (const auto ms = parsedMs(withoutPrefix(text))) {
        const double shown = toShown(*ms);
        if (shown >= minimum() && shown <= maximum())
            return QValidator::Acceptable;
        return QValidator::Intermediate;
    }
    // On the way to a duration: a number being typed, a unit half typed; anything else is kept
    // too (Intermediate), so that the editor can say why it is refused rather than swallow keys.
    return QValidator::Intermediate;
}

double DurationSpinBox::valueFromText(const QString &text) const
{
    // The box's own text for its value ("83.333 ms" after "5f" was typed) keeps the exact time
    // behind it.
    const QString typed = withoutPrefix(text).trimmed();
    if (m_exactMs && typed == textFromValue(value()).trimmed())
        return value();
    const auto ms = parsedMs(typed);
    if (ms)
        m_exactMs = *ms; // "5f" is 5000/60 ms, not the 83.333 the box keeps
    return ms ? toShown(*ms) : value();
}

QString DurationSpinBox::textFromValue(double value) const
{
    return shortDecimal(value, decimals()) + unitText();
}

} // namespace inbetween
