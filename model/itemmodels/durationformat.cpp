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

std::optional<double> DurationFormat::parseGuide(const QString &text) const
{
    if (m_beat) {
        static const QRegularExpression beats(
            QStringLiteral("^\\s*([-+]?[0-9]*\\.?[0-9]+(?:[eE][-+]?[0-9]+)?)\\s*(b|beats?)\\s*$"),
            QRegularExpression::CaseInsensitiveOption);
        if (const QRegularExpressionMatch m = beats.match(text); m.hasMatch()) {
            bool ok = false;
            const double n = m.captured(1).toDouble(&ok);
            if (!ok || !std::isfinite(n))
                return std::nullopt;
            const double ms = m_times ? m_beat->offset + n * m_beat->beatMs() : n * m_beat->beatMs();
            return std::isfinite(ms) ? std::optional<double>(ms) : std::nullopt;
        }
    }
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
    if (const std::optional<double> guide = parseGuide(text))
        return guide;
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
