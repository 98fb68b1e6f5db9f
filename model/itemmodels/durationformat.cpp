#include "itemmodels/durationformat.h"

#include "itemmodels/numbertext.h"

#include <QLocale>
#include <QRegularExpression>
#include <cmath>

namespace inbetween {

QString DurationFormat::format(double ms) const
{
    if (m_unit == Unit::Frames)
        return timeText(toFrames(ms)) + QStringLiteral(" f");
    return timeText(ms) + QStringLiteral(" ms");
}

QString DurationFormat::formatBoth(double ms) const
{
    return timeText(ms) + QStringLiteral(" ms, ") + timeText(toFrames(ms)) + QStringLiteral(" f");
}

std::optional<double> DurationFormat::parse(const QString &text) const
{
    static const QRegularExpression pattern(
        QStringLiteral("^\\s*([-+]?[0-9]*\\.?[0-9]+(?:[eE][-+]?[0-9]+)?)\\s*(ms|f|frames?)?\\s*$"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = pattern.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    bool ok = false;
    const double value = m.captured(1).toDouble(&ok);
    if (!ok || !std::isfinite(value))
        return std::nullopt;
    const QString suffix = m.captured(2).toLower();
    const bool frames = suffix.isEmpty() ? m_unit == Unit::Frames : suffix.startsWith(QLatin1Char('f'));
    return frames ? toMs(value) : value;
}

} // namespace inbetween
