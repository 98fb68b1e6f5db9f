#include "durationformat.h"

#include <QLocale>
#include <QRegularExpression>
#include <cmath>

namespace inbetween {

namespace {
QString number(double v)
{
    // Up to 3 decimals, no trailing zeros: 100, 8.333, 0.5.
    QString s = QString::number(v, 'f', 3);
    while (s.contains(QLatin1Char('.')) && (s.endsWith(QLatin1Char('0')) || s.endsWith(QLatin1Char('.'))))
        s.chop(1);
    return s;
}
} // namespace

QString DurationFormat::format(double ms) const
{
    if (m_unit == Unit::Frames)
        return number(toFrames(ms)) + QStringLiteral(" f");
    return number(ms) + QStringLiteral(" ms");
}

QString DurationFormat::formatBoth(double ms) const
{
    return number(ms) + QStringLiteral(" ms, ") + number(toFrames(ms)) + QStringLiteral(" f");
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
