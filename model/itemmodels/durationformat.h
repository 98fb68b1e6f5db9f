#pragma once

#include "beatgrid.h"
#include "clipmarker.h"

#include <QList>
#include <QString>
#include <optional>

namespace inbetween {

// Durations shown and typed in milliseconds or in frames of the project's fps grid
// ("6f" at 60 fps is 100 ms). Typing accepts either unit whatever is shown: "150", "150 ms",
// "6f", "6 f", "6 frames"; a bare number is in the shown unit.
//
// With the clip's guides (withGuides; DESIGN.md, "Timing to voice and beat"), a typed time lands
// on a beat or a marker as "6f" lands on the fps grid: with a beat grid, "2b" or "2 beats" is two
// beats, for a duration twice the beat, for a clip time beat 2 of the grid ("0b" its downbeat at
// the offset, "-1b" the beat before it, "1.5b" half way to the next); for a clip time, "@name" is
// the time of the marker so named (the first of that name in the clip's list).
class DurationFormat
{
public:
    enum class Unit { Milliseconds, Frames };

    DurationFormat() = default;
    DurationFormat(Unit unit, double fps) : m_unit(unit), m_fps(fps) {}

    Unit unit() const { return m_unit; }
    double fps() const { return m_fps; }
    // The same format taking beats of `beat` and, for clip times (`times`), the markers' names.
    DurationFormat withGuides(const std::optional<BeatGrid> &beat, const QList<ClipMarker> &markers, bool times) const;
    const std::optional<BeatGrid> &beat() const { return m_beat; }
    // Whether "@name" is taken: a clip time of a clip with markers.
    bool takesMarkers() const { return m_times && !m_markers.isEmpty(); }

    QString format(double ms) const;
    // Both units, for drag labels: "150 ms, 9 f".
    QString formatBoth(double ms) const;
    std::optional<double> parse(const QString &text) const;

    double toFrames(double ms) const { return ms * m_fps / 1000.0; }
    double toMs(double frames) const { return frames * 1000.0 / m_fps; }

private:
    // "@name": the time of the marker so named, when markers are taken and one has the name.
    std::optional<double> markerTime(const QString &text) const;

    Unit m_unit = Unit::Milliseconds;
    double m_fps = 60.0;
    std::optional<BeatGrid> m_beat;
    QList<ClipMarker> m_markers;
    bool m_times = false;
};

} // namespace inbetween
