#pragma once

#include <QString>
#include <array>

namespace inbetween {

// The easing of one motion segment, stored on the key that starts it.
class Easing
{
public:
    enum class Type { Linear, Step, EaseIn, EaseOut, EaseInOut, Bezier };

    Easing() = default;
    explicit Easing(Type type) : m_type(type) {}
    // CSS cubic-bezier(x1, y1, x2, y2); x1 and x2 must be in [0, 1] (see isValidBezier).
    static Easing bezier(double x1, double y1, double x2, double y2);
    static bool isValidBezier(double x1, double y1, double x2, double y2);

    Type type() const { return m_type; }
    const std::array<double, 4> &bezierPoints() const { return m_bezier; }

    // Eased progress e for segment progress s in [0, 1].
    double apply(double s) const;

    // "linear", "step", "easeIn", "easeOut", "easeInOut"; "bezier" for a bezier.
    QString name() const;
    static bool fromName(const QString &name, Easing *out);
    static bool fromName(QLatin1String name, Easing *out); // the same, for the project reader

    // The exact form, read back by fromDisplayText: the name, or "bezier(x1, y1, x2, y2)" with
    // every digit the number needs.
    QString displayText() const;
    // The form people read (tables, tooltips, History): the name, or the handles rounded to 3
    // decimals, "bezier(0.333, 1, 0.634, 1.264)" (DESIGN.md, "The editor"; the file keeps them
    // exactly).
    QString roundedText() const;
    static bool fromDisplayText(const QString &text, Easing *out);

    friend bool operator==(const Easing &a, const Easing &b)
    {
        return a.m_type == b.m_type && (a.m_type != Type::Bezier || a.m_bezier == b.m_bezier);
    }
    friend bool operator!=(const Easing &a, const Easing &b) { return !(a == b); }

private:
    Type m_type = Type::Linear;
    std::array<double, 4> m_bezier{0.0, 0.0, 1.0, 1.0};
};

} // namespace inbetween
