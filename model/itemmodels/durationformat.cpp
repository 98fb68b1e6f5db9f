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

DurationFormat DurationFormat::withGuides(const std::optional<BeatGrid> &beat, const QList<ClipMarker> &markers,
                                         bool times) const
{
    DurationFormat f = *this;
    f.m_beat = beat && beat->bpm > 0.0 ? beat : std::nullopt;
    f.m_markers = times ? markers : QList<ClipMarker>();
    f.m_times = times;
    return f;
}

std::optional<double> DurationFormat::markerTime(const QString &text) const
{
    const QString trimmed = text.trimmed();
    if (takesMarkers() && trimmed.startsWith(QLatin1Char('@'))) {
        const QString name = trimmed.mid(1).trimmed();
        for (const ClipMarker &marker : m_markers) {
            if (marker.name == name)
                return marker.time;
        }
    }
    return std::nullopt;
}

std::optional<double> DurationFormat::parse(const QString &text) const
{
    if (const std::optional<double> marker = markerTime(text))
        return marker;
    // A number and its unit, if any: milliseconds, frames, or beats of the beat grid.
    static const QRegularExpression pattern(
        QStringLiteral("^\\s*([-+]?[0-9]*\\.?[0-9]+(?:[eE][-+]?[0-9]+)?)\\s*(ms|f|frames?|b|beats?)?\\s*$"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = pattern.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    bool ok = false;
    const double value = m.captured(1).toDouble(&ok);
    if (!ok || !std::isfinite(value))
        return std::nullopt;
    const QString unit = m.captured(2).toLower();
    if (unit.startsWith(QLatin1Char('b'))) {
        if (!m_beat)
            return std::nullopt;
        const double beats = value * m_beat->beatMs();
        const double ms = m_times ? m_beat->offset + beats : beats;
        return std::isfinite(ms) ? std::optional<double>(ms) : std::nullopt;
    }
    const bool frames = unit.isEmpty() ? m_unit == Unit::Frames : unit.startsWith(QLatin1Char('f'));
    return frames ? toMs(value) : value;
}

} // namespace inbetween
