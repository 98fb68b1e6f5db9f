#pragma once

#include <QString>
#include <optional>

namespace inbetween {

// Durations shown and typed in milliseconds or in frames of the project's fps grid
// ("6f" at 60 fps is 100 ms). Typing accepts either unit whatever is shown: "150", "150 ms",
// "6f", "6 f", "6 frames"; a bare number is in the shown unit.
class DurationFormat
{
public:
    enum class Unit { Milliseconds, Frames };

    DurationFormat() = default;
    DurationFormat(Unit unit, double fps) : m_unit(unit), m_fps(fps) {}

    Unit unit() const { return m_unit; }
    double fps() const { return m_fps; }

    QString format(double ms) const;
    // Both units, for drag labels: "150 ms, 9 f".
    QString formatBoth(double ms) const;
    std::optional<double> parse(const QString &text) const;

    double toFrames(double ms) const { return ms * m_fps / 1000.0; }
    double toMs(double frames) const { return frames * 1000.0 / m_fps; }

private:
    Unit m_unit = Unit::Milliseconds;
    double m_fps = 60.0;
};

} // namespace inbetween
