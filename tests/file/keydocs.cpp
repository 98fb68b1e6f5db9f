#include "file/keydocs.h"

#include "file/projectkeys.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <cmath>

namespace inbetween::keydocs {

namespace {

using namespace projectkeys;
using namespace filetypes;

QString str(std::string_view s)
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

QJsonObject kindReference(std::string_view kindName)
{
    return {{QStringLiteral("$ref"), QStringLiteral("#/$defs/") + str(kindName)}};
}

// The JSON Schema of each file type (filetypes.h), with the limits the reader keeps to.
QJsonObject schemaOf(const Number &t, const ProjectLimits &limits)
{
    const double maximum = limits.*t.max;
    QJsonObject s = t.min == Number::Min::Any ? numberSchema(t.symmetric ? -maximum : -INFINITY, false, maximum)
                                              : numberSchema(0, t.min == Number::Min::AboveZero, maximum);
    if (t.min == Number::Min::Any && !t.symmetric)
        s.remove(QStringLiteral("minimum"));
    return s;
}

QJsonObject schemaOf(const Text &t, const ProjectLimits &limits)
{
    QJsonObject s{{QStringLiteral("type"), QStringLiteral("string")}, {QStringLiteral("maxLength"), limits.*t.maxLength}};
    if (t.nonEmpty)
        s.insert(QStringLiteral("pattern"), QStringLiteral("\\S")); // more than white space
    return s;
}

QJsonObject schemaOf(const Path &, const ProjectLimits &limits)
{
    return {{QStringLiteral("type"), QStringLiteral("string")},
            {QStringLiteral("minLength"), 1},
            {QStringLiteral("maxLength"), limits.maxImagePathLength},
            {QStringLiteral("not"), QJsonObject{{QStringLiteral("pattern"), QStringLiteral("[\\u0000-\\u001f]")}}}};
}

QJsonObject schemaOf(const FixedText &t, const ProjectLimits &)
{
    return {{QStringLiteral("const"), str(t.value)}};
}

QJsonObject schemaOf(const FileVersion &t, const ProjectLimits &)
{
    QJsonArray versions;
    for (int v = 1; v <= t.written; ++v)
        versions.append(v);
    return {{QStringLiteral("enum"), versions}};
}

QJsonObject schemaOf(const LoopName &, const ProjectLimits &)
{
    return {{QStringLiteral("enum"), QJsonArray{loopModeName(LoopMode::Loop), loopModeName(LoopMode::Once),
                                                loopModeName(LoopMode::PingPong)}}};
}

QJsonObject schemaOf(const Vec3Numbers &t, const ProjectLimits &limits)
{
    return arrayOf(numberSchema(-(limits.*t.limit), false, limits.*t.limit), 3);
}

QJsonObject schemaOf(const MatrixNumbers &, const ProjectLimits &limits)
{
    return arrayOf(numberSchema(-limits.maxMatrixElement, false, limits.maxMatrixElement), 16);
}

QJsonObject schemaOf(const Region &, const ProjectLimits &limits)
{
    const int side = limits.maxImageSide;
    return tuple({wholeNumber(0, side), wholeNumber(0, side), wholeNumber(1, side), wholeNumber(1, side)});
}

QJsonObject schemaOf(const EasingValue &, const ProjectLimits &limits)
{
    QJsonArray names;
    for (int t = 0; t < int(Easing::Type::Bezier); ++t)
        names.append(Easing(Easing::Type(t)).name());
    const QJsonObject x = numberSchema(0, false, 1);
    const QJsonObject y = numberSchema(-limits.maxBezierY, false, limits.maxBezierY);
    const QJsonObject bezier{
        {QStringLiteral("type"), QStringLiteral("object")},
        {QStringLiteral("required"), QJsonArray{QStringLiteral("bezier")}},
        {QStringLiteral("properties"), QJsonObject{{QStringLiteral("bezier"), tuple({x, y, x, y})}}},
        {QStringLiteral("description"), QStringLiteral("CSS cubic-bezier(x1, y1, x2, y2); x1 and x2 from 0 to 1.")}};
    return {{QStringLiteral("anyOf"), QJsonArray{QJsonObject{{QStringLiteral("enum"), names}}, bezier}}};
}

QJsonObject schemaOf(const BoxKindName &, const ProjectLimits &)
{
    return {{QStringLiteral("enum"), QJsonArray{boxKindName(BoxKind::Hit), boxKindName(BoxKind::Hurt), boxKindName(BoxKind::Other)}}};
}

QJsonObject schemaOf(const PointNumbers &, const ProjectLimits &limits)
{
    return arrayOf(numberSchema(-limits.maxImageSide, false, limits.maxImageSide), 2);
}

// Which names are declared is a rule across objects, beyond the schema.
template <typename Value>
QJsonObject schemaOf(const NamedValues<Value> &, const ProjectLimits &limits)
{
    const QJsonObject side = numberSchema(-limits.maxImageSide, false, limits.maxImageSide);
    const QJsonObject size = numberSchema(0, true, limits.maxImageSide);
    return {{QStringLiteral("type"), QStringLiteral("object")},
            {QStringLiteral("propertyNames"), QJsonObject{{QStringLiteral("pattern"), QStringLiteral("\\S")},
                                                          {QStringLiteral("maxLength"), limits.maxFrameDataNameLength}}},
            {QStringLiteral("additionalProperties"),
             std::is_same_v<Value, QRectF> ? tuple({side, side, size, size}) : arrayOf(side, 2)}};
}

QJsonObject schemaOf(const ExportFormatId &, const ProjectLimits &)
{
    QJsonArray ids;
    for (const QString &id : ExportFormatId::ids().split(QStringLiteral(", ")))
        ids.append(id);
    return {{QStringLiteral("enum"), ids}};
}

QJsonObject schemaOf(const OptionalNumber &t, const ProjectLimits &limits)
{
    return schemaOf(t.number, limits);
}

QJsonObject schemaOf(const WholeNumber &t, const ProjectLimits &)
{
    return wholeNumber(t.least, t.most);
}

QJsonObject schemaOf(const Flag &, const ProjectLimits &)
{
    return {{QStringLiteral("type"), QStringLiteral("boolean")}};
}

QJsonObject schemaOf(const ChoiceText &t, const ProjectLimits &)
{
    return {{QStringLiteral("enum"), QJsonArray{str(t.first), str(t.second)}}};
}

QJsonObject schemaOf(const RangeNumbers &, const ProjectLimits &limits)
{
    return tuple({numberSchema(0, false, limits.maxTime), numberSchema(0, true, limits.maxTime)});
}

template <typename Kind>
QJsonObject schemaOf(const ObjectOf<Kind> &, const ProjectLimits &)
{
    return kindReference(Kind::name);
}

template <typename Kind>
QJsonObject schemaOf(const ObjectsByName<Kind> &t, const ProjectLimits &limits)
{
    return {{QStringLiteral("type"), QStringLiteral("object")},
            {QStringLiteral("propertyNames"), QJsonObject{{QStringLiteral("pattern"), QStringLiteral("\\S")},
                                                          {QStringLiteral("maxLength"), limits.*t.maxNameLength}}},
            {QStringLiteral("maxProperties"), double(limits.*t.maxItems)},
            {QStringLiteral("additionalProperties"), kindReference(Kind::name)}};
}

template <typename Kind>
QJsonObject schemaOf(const ListOf<Kind> &t, const ProjectLimits &limits)
{
    QJsonObject s{{QStringLiteral("type"), QStringLiteral("array")},
                  {QStringLiteral("items"), kindReference(Kind::name)},
                  {QStringLiteral("maxItems"), double(limits.*t.maxItems)}};
    if (t.nonEmpty)
        s.insert(QStringLiteral("minItems"), 1);
    return s;
}

// The schema of one key: its type's, with what it means and its default.
template <typename Key>
QJsonObject keySchema(const Key &k, const ProjectLimits &limits)
{
    QJsonObject s = schemaOf(k.type, limits);
    if (!k.description.empty())
        s.insert(QStringLiteral("description"), str(k.description));
    if (!k.defaultJson.empty()) {
        const QByteArray json = "[" + QByteArray(k.defaultJson.data(), qsizetype(k.defaultJson.size())) + "]";
        s.insert(QStringLiteral("default"), QJsonDocument::fromJson(json).array().first());
    }
    return s;
}

// The keys of Kind that `pick` picks, as "properties".
template <typename Kind, typename Pick>
QJsonObject properties(const ProjectLimits &limits, Pick pick)
{
    QJsonObject out;
    forEachKey<Kind>([&](const auto &k) {
        if (pick(k))
            out.insert(str(k.name), keySchema(k, limits));
    });
    return out;
}

// An object of Kind: its keys (those of every version), the required ones, the keys a key
// needs and those it excludes. Unknown keys are allowed: the reader only warns about them.
template <typename Kind>
QJsonObject kindSchema(const ProjectLimits &limits)
{
    QJsonObject s{{QStringLiteral("type"), QStringLiteral("object")},
                  {QStringLiteral("description"), str(Kind::description)},
                  {QStringLiteral("properties"),
                   properties<Kind>(limits, [](const auto &k) { return !std::is_same_v<Kind, ProjectKeys> || k.since == 1; })}};
    QJsonArray required;
    QJsonObject needs, excludes;
    forEachKey<Kind>([&](const auto &k) {
        if (k.required)
            required.append(str(k.name));
        if (!k.needs.empty())
            needs.insert(str(k.name), QJsonArray{str(k.needs)});
        QJsonArray others;
        for (std::string_view other : k.excludes) {
            if (!other.empty())
                others.append(QJsonObject{{QStringLiteral("required"), QJsonArray{str(other)}}});
        }
        if (!others.isEmpty())
            excludes.insert(str(k.name), QJsonObject{{QStringLiteral("not"), QJsonObject{{QStringLiteral("anyOf"), others}}}});
    });
    if (!required.isEmpty())
        s.insert(QStringLiteral("required"), required);
    if (!needs.isEmpty())
        s.insert(QStringLiteral("dependentRequired"), needs);
    if (!excludes.isEmpty())
        s.insert(QStringLiteral("dependentSchemas"), excludes);
    return s;
}

} // namespace

QJsonObject schema(const ProjectLimits &limits)
{
    QJsonObject root = kindSchema<ProjectKeys>(limits);
    // A version 1 file holds its one clip's lists and loop mode at the root; a later one its
    // clips (from version 3 the declared boxes and points, from 4 the export targets). Each version's other keys are
    // only warned about.
    const QJsonObject version1{
        {QStringLiteral("properties"), QJsonObject{{QStringLiteral("version"), QJsonObject{{QStringLiteral("const"), 1}}}}}};
    root.insert(QStringLiteral("if"), version1);
    root.insert(QStringLiteral("then"),
                QJsonObject{{QStringLiteral("properties"),
                             properties<ClipKeys>(limits, [](const auto &k) { return k.version1Root; })}});
    root.insert(QStringLiteral("else"),
                QJsonObject{{QStringLiteral("properties"), properties<ProjectKeys>(limits, [](const auto &k) {
                                 return k.since > 1;
                             })}});
    root.insert(QStringLiteral("$schema"), QStringLiteral("https://json-schema.org/draft/2020-12/schema"));
    root.insert(QStringLiteral("title"), QStringLiteral("Inbetween project file"));
    root.insert(QStringLiteral("$defs"), QJsonObject{{str(ClipKeys::name), kindSchema<ClipKeys>(limits)},
                                                     {str(FrameKeys::name), kindSchema<FrameKeys>(limits)},
                                                     {str(KeyframeKeys::name), kindSchema<KeyframeKeys>(limits)},
                                                     {str(EventKeys::name), kindSchema<EventKeys>(limits)},
                                                     {str(AudioKeys::name), kindSchema<AudioKeys>(limits)},
                                                     {str(MarkerKeys::name), kindSchema<MarkerKeys>(limits)},
                                                     {str(BeatKeys::name), kindSchema<BeatKeys>(limits)},
                                                     {str(MouthPictureKeys::name), kindSchema<MouthPictureKeys>(limits)},
                                                     {str(BoxKeys::name), kindSchema<BoxKeys>(limits)},
                                                     {str(PointKeys::name), kindSchema<PointKeys>(limits)},
                                                     {str(ExportTargetKeys::name), kindSchema<ExportTargetKeys>(limits)},
                                                     {str(ExportTargetOptionKeys::name), kindSchema<ExportTargetOptionKeys>(limits)}});
    return root;
}

QByteArray schemaText()
{
    return QJsonDocument(schema()).toJson(QJsonDocument::Indented);
}

namespace {

// What each file type is, in the README's words (the limits are the reader's defaults).
QString limit(double v)
{
    return v == std::floor(v) && v < 1e15 ? QLocale(QLocale::English).toString(qint64(v)) : QString::number(v);
}

QString wordsOf(const Number &t, const ProjectLimits &l)
{
    const QString unit = t.unit.empty() ? QString() : QLatin1Char(' ') + str(t.unit);
    return t.min == Number::Min::Any ? QStringLiteral("number from -%1 to %1%2").arg(limit(l.*t.max), unit)
                                     : QStringLiteral("number %1 0, at most %2%3")
                                           .arg(t.min == Number::Min::Zero ? QStringLiteral(">=") : QStringLiteral(">"), limit(l.*t.max), unit);
}
QString wordsOf(const Text &t, const ProjectLimits &l)
{
    return QStringLiteral("string of at most %1 characters%2").arg(limit(l.*t.maxLength), t.nonEmpty ? QStringLiteral(", not blank") : QString());
}
QString wordsOf(const Path &, const ProjectLimits &) { return QStringLiteral("path, relative to the project file's folder"); }
QString wordsOf(const FixedText &t, const ProjectLimits &) { return QLatin1Char('"') + str(t.value) + QLatin1Char('"'); }
QString wordsOf(const FileVersion &t, const ProjectLimits &) { return QStringLiteral("1 to %1").arg(t.written); }
QString wordsOf(const LoopName &, const ProjectLimits &) { return QStringLiteral("`\"loop\"`, `\"once\"` or `\"pingpong\"`"); }
QString wordsOf(const Vec3Numbers &t, const ProjectLimits &l) { return QStringLiteral("[x, y, z], each from -%1 to %1").arg(limit(l.*t.limit)); }
QString wordsOf(const MatrixNumbers &, const ProjectLimits &l) { return QStringLiteral("16 numbers, each from -%1 to %1").arg(limit(l.maxMatrixElement)); }
QString wordsOf(const Region &, const ProjectLimits &l) { return QStringLiteral("[x, y, width, height], whole pixels up to %1").arg(limit(l.maxImageSide)); }
QString wordsOf(const EasingValue &, const ProjectLimits &)
{
    return QStringLiteral("an easing's name or `{\"bezier\": [x1, y1, x2, y2]}`");
}
QString wordsOf(const BoxKindName &, const ProjectLimits &) { return QStringLiteral("`\"hit\"`, `\"hurt\"` or `\"other\"`"); }
QString wordsOf(const PointNumbers &, const ProjectLimits &l) { return QStringLiteral("[x, y], each from -%1 to %1").arg(limit(l.maxImageSide)); }
template <typename Value>
QString wordsOf(const NamedValues<Value> &, const ProjectLimits &l)
{
    return std::is_same_v<Value, QRectF>
               ? QStringLiteral("object of declared box names, each [x, y, width, height] from -%1 to %1, width and height > 0").arg(limit(l.maxImageSide))
               : QStringLiteral("object of declared point names, each [x, y] from -%1 to %1").arg(limit(l.maxImageSide));
}
QString wordsOf(const ExportFormatId &, const ProjectLimits &)
{
    return QStringLiteral("one of `%1`").arg(ExportFormatId::ids().replace(QStringLiteral(", "), QStringLiteral("`, `")));
}
QString wordsOf(const OptionalNumber &t, const ProjectLimits &l) { return wordsOf(t.number, l); }
QString wordsOf(const WholeNumber &t, const ProjectLimits &) { return QStringLiteral("whole number from %1 to %2").arg(limit(t.least), limit(t.most)); }
QString wordsOf(const Flag &, const ProjectLimits &) { return QStringLiteral("`true` or `false`"); }
QString wordsOf(const ChoiceText &t, const ProjectLimits &) { return QStringLiteral("`\"%1\"` or `\"%2\"`").arg(str(t.first), str(t.second)); }
QString wordsOf(const RangeNumbers &, const ProjectLimits &) { return QStringLiteral("[from, to] in ms of clip time"); }
template <typename Kind>
QString wordsOf(const ObjectOf<Kind> &, const ProjectLimits &) { return QStringLiteral("%1 object").arg(str(Kind::name)); }
template <typename Kind>
QString wordsOf(const ObjectsByName<Kind> &t, const ProjectLimits &l)
{
    return QStringLiteral("object of names of at most %1 characters, each a %2 object, at most %3")
        .arg(limit(double(l.*t.maxNameLength)), str(Kind::name), limit(double(l.*t.maxItems)));
}
template <typename Kind>
QString wordsOf(const ListOf<Kind> &t, const ProjectLimits &l)
{
    return QStringLiteral("array of %1 objects, at most %2").arg(str(Kind::name), limit(double(l.*t.maxItems)));
}

template <typename Kind>
void tableRows(QByteArray *out, const ProjectLimits &limits)
{
    forEachKey<Kind>([&](const auto &k) {
        const QString when = k.required ? QStringLiteral("required") : k.defaultJson.empty() ? QStringLiteral("none") : QLatin1Char('`') + str(k.defaultJson) + QLatin1Char('`');
        const QString where = k.since > 1 ? QStringLiteral(" (version %1)").arg(k.since) : k.version1Root ? QStringLiteral(" (version 1: also at the root)") : QString();
        *out += QStringLiteral("| %1 | `%2` | %3 | %4 | %5%6 |\n")
                    .arg(str(Kind::name), str(k.name), wordsOf(k.type, limits), when, str(k.description), where)
                    .toUtf8();
    });
}

} // namespace

QByteArray keyTable()
{
    QByteArray out = "| object | key | value | default | what it means |\n|---|---|---|---|---|\n";
    const ProjectLimits limits;
    tableRows<ProjectKeys>(&out, limits);
    tableRows<ClipKeys>(&out, limits);
    tableRows<FrameKeys>(&out, limits);
    tableRows<KeyframeKeys>(&out, limits);
    tableRows<EventKeys>(&out, limits);
    tableRows<AudioKeys>(&out, limits);
    tableRows<MarkerKeys>(&out, limits);
    tableRows<BeatKeys>(&out, limits);
    tableRows<MouthPictureKeys>(&out, limits);
    tableRows<BoxKeys>(&out, limits);
    tableRows<PointKeys>(&out, limits);
    tableRows<ExportTargetKeys>(&out, limits);
    tableRows<ExportTargetOptionKeys>(&out, limits);
    return out;
}

} // namespace inbetween::keydocs
