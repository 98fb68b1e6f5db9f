#include "timing/easing.h"

#include <QLocale>
#include <QStringList>
#include <algorithm>
#include <cmath>
#include <string>

namespace inbetween {

namespace {

// One coordinate of a CSS cubic bezier from (0,0) over p1, p2 to (1,1), at parameter u.
double bezierCoord(double u, double p1, double p2)
{
    const double v = 1.0 - u;
    return 3.0 * v * v * u * p1 + 3.0 * v * u * u * p2 + u * u * u;
}

double bezierSlope(double u, double p1, double p2)
{
    const double v = 1.0 - u;
    return 3.0 * v * v * p1 + 6.0 * v * u * (p2 - p1) + 3.0 * u * u * (1.0 - p2);
}

// Solves x(u) = x for u: Newton's method, falling back to bisection (x(u) is monotonic because
// x1 and x2 are in [0, 1]).
double solveBezierX(double x, double x1, double x2)
{
    double u = x;
    for (int i = 0; i < 8; ++i) {
        const double err = bezierCoord(u, x1, x2) - x;
        if (std::abs(err) < 1e-12)
            return u;
        const double slope = bezierSlope(u, x1, x2);
        if (std::abs(slope) < 1e-9)
            break;
        u -= err / slope;
        if (u < 0.0 || u > 1.0)
            break;
    }
    double lo = 0.0, hi = 1.0;
    u = x;
    for (int i = 0; i < 64; ++i) {
        const double value = bezierCoord(u, x1, x2);
        if (std::abs(value - x) < 1e-12)
            break;
        (value < x ? lo : hi) = u;
        u = 0.5 * (lo + hi);
    }
    return u;
}

struct NamedType
{
    Easing::Type type;
    const char *name;
};
constexpr NamedType kNames[] = {
    {Easing::Type::Linear, "linear"}, {Easing::Type::Step, "step"},
    {Easing::Type::EaseIn, "easeIn"}, {Easing::Type::EaseOut, "easeOut"},
    {Easing::Type::EaseInOut, "easeInOut"},
};

} // namespace

Easing Easing::bezier(double x1, double y1, double x2, double y2)
{
    Easing e(Type::Bezier);
    e.m_bezier = {x1, y1, x2, y2};
    return e;
}

bool Easing::isValidBezier(double x1, double y1, double x2, double y2)
{
    return std::isfinite(x1) && std::isfinite(y1) && std::isfinite(x2) && std::isfinite(y2)
           && x1 >= 0.0 && x1 <= 1.0 && x2 >= 0.0 && x2 <= 1.0;
}

double Easing::apply(double s) const
{
    s = std::clamp(s, 0.0, 1.0);
    switch (m_type) {
    case Type::Linear: return s;
    case Type::Step: return s >= 1.0 ? 1.0 : 0.0;
    case Type::EaseIn: return s * s * s;
    case Type::EaseOut: {
        const double v = 1.0 - s;
        return 1.0 - v * v * v;
    }
    case Type::EaseInOut: {
        if (s < 0.5)
            return 4.0 * s * s * s;
        const double v = -2.0 * s + 2.0;
        return 1.0 - v * v * v / 2.0;
    }
    case Type::Bezier: {
        if (s <= 0.0 || s >= 1.0)
            return s;
        const double u = solveBezierX(s, m_bezier[0], m_bezier[2]);
        return bezierCoord(u, m_bezier[1], m_bezier[3]);
    }
    }
    return s;
}

QString Easing::name() const
{
    if (m_type == Type::Bezier)
        return QStringLiteral("bezier");
    for (const NamedType &n : kNames) {
        if (n.type == m_type)
            return QLatin1String(n.name);
    }
    return QStringLiteral("linear");
}

bool Easing::fromName(QLatin1String name, Easing *out)
{
    for (const NamedType &n : kNames) {
        if (name.size() == qsizetype(std::char_traits<char>::length(n.name)) && name == QLatin1String(n.name)) {
            *out = Easing(n.type);
            return true;
        }
    }
    return false;
}

bool Easing::fromName(const QString &name, Easing *out)
{
    for (const NamedType &n : kNames) {
        if (name == QLatin1String(n.name)) {
            *out = Easing(n.type);
            return true;
        }
    }
    return false;
}

QString Easing::displayText() const
{
    if (m_type != Type::Bezier)
        return name();
    QStringList parts;
    for (double p : m_bezier)
        parts << QString::number(p, 'g', QLocale::FloatingPointShortest);
    return QStringLiteral("bezier(%1)").arg(parts.join(QStringLiteral(", ")));
}

QString Easing::roundedText() const
{
    if (m_type != Type::Bezier)
        return name();
    QStringList parts;
    for (double p : m_bezier) {
        QString s = QString::number(p, 'f', 3);
        while (s.endsWith(QLatin1Char('0')))
            s.chop(1);
        if (s.endsWith(QLatin1Char('.')))
            s.chop(1);
        parts << (s == QLatin1String("-0") ? QStringLiteral("0") : s);
    }
    return QStringLiteral("bezier(%1)").arg(parts.join(QStringLiteral(", ")));
}

bool Easing::fromDisplayText(const QString &text, Easing *out)
{
    const QString t = text.trimmed();
    if (fromName(t, out))
        return true;
    if (!t.startsWith(QLatin1String("bezier(")) || !t.endsWith(QLatin1Char(')')))
        return false;
    const QStringList parts = t.mid(7, t.size() - 8).split(QLatin1Char(','));
    if (parts.size() != 4)
        return false;
    double p[4];
    for (int i = 0; i < 4; ++i) {
        bool ok = false;
        p[i] = parts[i].trimmed().toDouble(&ok);
        if (!ok)
            return false;
    }
    if (!isValidBezier(p[0], p[1], p[2], p[3]))
        return false;
    *out = bezier(p[0], p[1], p[2], p[3]);
    return true;
}

} // namespace inbetween
