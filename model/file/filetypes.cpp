// The JSON Schema (draft 2020-12) of each file type, with the limits the reader keeps to.
#include "filetypes.h"

#include <QJsonArray>
#include <cmath>

namespace inbetween::filetypes {

namespace {

QString text(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

QJsonObject numberSchema(double minimum, bool exclusive, double maximum)
{
    return {{QStringLiteral("type"), QStringLiteral("number")},
            {exclusive ? QStringLiteral("exclusiveMinimum") : QStringLiteral("minimum"), minimum},
            {QStringLiteral("maximum"), maximum}};
}

QJsonObject arrayOf(const QJsonObject &item, int count)
{
    return {{QStringLiteral("type"), QStringLiteral("array")},
            {QStringLiteral("items"), item},
            {QStringLiteral("minItems"), count},
            {QStringLiteral("maxItems"), count}};
}

QJsonObject tuple(const QJsonArray &items)
{
    return {{QStringLiteral("type"), QStringLiteral("array")},
            {QStringLiteral("prefixItems"), items},
            {QStringLiteral("minItems"), items.size()},
            {QStringLiteral("maxItems"), items.size()}};
}

QJsonObject wholeNumber(int minimum, int maximum)
{
    return {{QStringLiteral("type"), QStringLiteral("integer")},
            {QStringLiteral("minimum"), minimum},
            {QStringLiteral("maximum"), maximum}};
}

} // namespace

QJsonObject Number::schema(const ProjectLimits &limits) const
{
    const double maximum = limits.*max;
    QJsonObject s = min == Min::Any ? numberSchema(symmetric ? -maximum : -INFINITY, false, maximum)
                                    : numberSchema(0, min == Min::AboveZero, maximum);
    if (min == Min::Any && !symmetric)
        s.remove(QStringLiteral("minimum"));
    return s;
}

QJsonObject Text::schema(const ProjectLimits &limits) const
{
    QJsonObject s{{QStringLiteral("type"), QStringLiteral("string")}, {QStringLiteral("maxLength"), limits.*maxLength}};
    if (nonEmpty)
        s.insert(QStringLiteral("pattern"), QStringLiteral("\\S")); // more than white space
    return s;
}

QJsonObject Path::schema(const ProjectLimits &limits) const
{
    return {{QStringLiteral("type"), QStringLiteral("string")},
            {QStringLiteral("minLength"), 1},
            {QStringLiteral("maxLength"), limits.maxImagePathLength},
            {QStringLiteral("not"), QJsonObject{{QStringLiteral("pattern"), QStringLiteral("[\\u0000-\\u001f]")}}}};
}

QJsonObject FixedText::schema(const ProjectLimits &) const
{
    return {{QStringLiteral("const"), text(value)}};
}

QJsonObject FileVersion::schema(const ProjectLimits &) const
{
    QJsonArray versions;
    for (int v = 1; v <= written; ++v)
        versions.append(v);
    return {{QStringLiteral("enum"), versions}};
}

QJsonObject LoopName::schema(const ProjectLimits &) const
{
    return {{QStringLiteral("enum"), QJsonArray{loopModeName(LoopMode::Loop), loopModeName(LoopMode::Once),
                                                loopModeName(LoopMode::PingPong)}}};
}

QJsonObject Vec3Numbers::schema(const ProjectLimits &limits) const
{
    return arrayOf(numberSchema(-(limits.*limit), false, limits.*limit), 3);
}

QJsonObject MatrixNumbers::schema(const ProjectLimits &limits) const
{
    return arrayOf(numberSchema(-limits.maxMatrixElement, false, limits.maxMatrixElement), 16);
}

QJsonObject Region::schema(const ProjectLimits &limits) const
{
    const int side = limits.maxImageSide;
    return tuple({wholeNumber(0, side), wholeNumber(0, side), wholeNumber(1, side), wholeNumber(1, side)});
}

QJsonObject EasingValue::schema(const ProjectLimits &limits) const
{
    QJsonArray names;
    for (int t = 0; t < int(Easing::Type::Bezier); ++t)
        names.append(Easing(Easing::Type(t)).name());
    const QJsonObject x = numberSchema(0, false, 1);
    const QJsonObject y = numberSchema(-limits.maxBezierY, false, limits.maxBezierY);
    const QJsonObject bezier{
        {QStringLiteral("type"), QStringLiteral("object")},
        {QStringLiteral("required"), QJsonArray{QStringLiteral("bezier")}},
        {QStringLiteral("properties"),
         QJsonObject{{QStringLiteral("bezier"), tuple({x, y, x, y})}}},
        {QStringLiteral("description"), QStringLiteral("CSS cubic-bezier(x1, y1, x2, y2); x1 and x2 from 0 to 1.")}};
    return {{QStringLiteral("anyOf"), QJsonArray{QJsonObject{{QStringLiteral("enum"), names}}, bezier}}};
}

QJsonObject RangeNumbers::schema(const ProjectLimits &limits) const
{
    return tuple({numberSchema(0, false, limits.maxTime), numberSchema(0, true, limits.maxTime)});
}

QJsonObject fileKindReference(std::string_view kindName)
{
    return {{QStringLiteral("$ref"), QStringLiteral("#/$defs/") + text(kindName)}};
}

} // namespace inbetween::filetypes
