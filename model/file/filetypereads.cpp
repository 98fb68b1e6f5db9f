// How the reader reads each file type (filetypes.h): the value's shape and limits, and the
// words for what is wrong with it.
#include "file/filetypes.h"

#include "export/exportformatids.h"
#include "file/jsonchecks.h"
#include "json/jsontext.h"

namespace inbetween::filetypes {

bool Number::read(JsonChecks &c, const JsonValue &v, const JsonPath &at, double *out) const
{
    const double limit = c.limits.*max;
    if (min == Min::Any)
        return c.bounded(v, at, limit, out);
    return c.number(v, at, 0.0, min == Min::AboveZero, out, limit, unit);
}

bool Text::read(JsonChecks &c, const JsonValue &v, const JsonPath &at, QString *out) const
{
    const QString s = v.text();
    if (!v.isString() || (nonEmpty && s.trimmed().isEmpty()))
        return c.error(at, (nonEmpty ? QStringLiteral("must be a non-empty string") : QStringLiteral("must be a string")) + got(v));
    if (c.tooLong(s, at, c.limits.*maxLength))
        return false;
    *out = s;
    return true;
}

bool Path::read(JsonChecks &c, const JsonValue &v, const JsonPath &at, QString *out) const
{
    const QString path = v.text();
    if (!v.isString() || path.isEmpty())
        return c.error(at, QStringLiteral("must be a non-empty path") + got(v));
    if (std::any_of(path.begin(), path.end(), [](QChar ch) { return ch.unicode() < 0x20; }))
        return c.error(at, QStringLiteral("must be a path without control characters"));
    if (c.tooLong(path, at, c.limits.maxImagePathLength))
        return false;
    *out = path;
    return true;
}

bool FixedText::read(JsonChecks &c, const JsonValue &v, const JsonPath &at) const
{
    return (v.isString() && v.view() == value)
           || c.error(at, QStringLiteral("must be \"%1\"").arg(QLatin1String(value.data(), qsizetype(value.size()))) + got(v));
}

int FileVersion::read(JsonChecks &c, const JsonValue &v, const JsonPath &at) const
{
    const double d = v.number();
    if (v.isNumber() && d >= 1 && d <= written && d == std::floor(d))
        return int(d);
    QStringList versions;
    for (int i = 1; i < written; ++i)
        versions.append(QString::number(i));
    c.error(at, v.isNumber() && d > written && d == std::floor(d)
                    ? QStringLiteral("made by a newer version of Inbetween (file version %1, this program reads versions 1 to %2)")
                          .arg(describe(v)).arg(written)
                    : QStringLiteral("must be %1 or %2").arg(versions.join(QStringLiteral(", "))).arg(written) + got(v));
    return 0;
}

bool LoopName::read(JsonChecks &c, const JsonValue &v, const JsonPath &at, LoopMode *out) const
{
    const auto mode = loopModeFromName(v.text());
    if (!v.isString() || !mode)
        return c.error(at, QStringLiteral("must be \"loop\", \"once\" or \"pingpong\"") + got(v));
    *out = *mode;
    return true;
}

bool Vec3Numbers::read(JsonChecks &c, const JsonValue &v, const JsonPath &at, Vec3 *out) const
{
    double d[3];
    const bool ok = c.numbers(v, at, 3, d, c.limits.*limit);
    *out = ok ? Vec3{d[0], d[1], d[2]} : *out;
    return ok;
}

bool MatrixNumbers::read(JsonChecks &c, const JsonValue &v, const JsonPath &at, std::array<double, 16> *out) const
{
    return c.numbers(v, at, 16, out->data(), c.limits.maxMatrixElement);
}

// [x, y, width, height] in whole pixels: x, y >= 0, width, height >= 1, all within the largest
// image's side. Whether it lies inside its image is checked where the image is read.
bool Region::read(JsonChecks &c, const JsonValue &v, const JsonPath &at, std::optional<QRect> *out) const
{
    const QString shape = QStringLiteral("must be [x, y, width, height] in whole pixels");
    if (!v.isArray() || c.document.size(v) != 4)
        return c.error(at, shape + got(v));
    int p[4];
    bool ok = true; // the first bad number is named, not the ones after it
    c.document.forEachItem(v, [&](qint64 i, const JsonValue &item) {
        const double d = item.number(), minimum = i < 2 ? 0.0 : 1.0;
        if (ok && (!item.isNumber() || d != std::floor(d)))
            ok = c.error(at.at(i), shape + got(item));
        else if (ok && (d < minimum || d > c.limits.maxImageSide))
            ok = c.error(at.at(i), QStringLiteral("must be a whole number from %1 to %2 (%3)")
                                       .arg(minimum)
                                       .arg(c.limits.maxImageSide)
                                       .arg(i < 2 ? QStringLiteral("x and y are at least 0") : QStringLiteral("a region is at least 1 x 1 pixels"))
                                       + got(item));
        else if (ok)
            p[i] = int(d);
    });
    if (ok)
        *out = QRect(p[0], p[1], p[2], p[3]);
    return ok;
}

// A name, or an object with "bezier" (whose other keys are warned about, after the key's time).
bool EasingValue::read(JsonChecks &c, const JsonValue &v, const JsonPath &at, Easing *out) const
{
    const std::string_view name = v.view();
    if (v.isString() && Easing::fromName(QLatin1String(name.data(), qsizetype(name.size())), out))
        return true;
    const JsonValue bezier = v["bezier"];
    if (!bezier.isMissing()) {
        v.forEachMember([&](std::string_view key, const JsonValue &) {
            if (key != "bezier")
                c.warning(at.key(JsonValue::text(key)), QStringLiteral("unknown key, ignored"));
        });
        const JsonPath where = at.key("bezier");
        double p[4];
        if (!c.numbers(bezier, where, 4, p, c.limits.maxBezierY))
            return false;
        if (!Easing::isValidBezier(p[0], p[1], p[2], p[3]))
            return c.error(where, QStringLiteral("x1 and x2 must be between 0 and 1"));
        *out = Easing::bezier(p[0], p[1], p[2], p[3]);
        return true;
    }
    return c.error(at, QStringLiteral("must be \"linear\", \"step\", \"easeIn\", \"easeOut\", \"easeInOut\" or "
                                      "{\"bezier\": [x1, y1, x2, y2]}") + got(v));
}

bool BoxKindName::read(JsonChecks &c, const JsonValue &v, const JsonPath &at, BoxKind *out) const
{
    const auto kind = boxKindFromName(v.text());
    if (!v.isString() || !kind)
        return c.error(at, QStringLiteral("must be \"hit\", \"hurt\" or \"other\"") + got(v));
    *out = *kind;
    return true;
}

bool PointNumbers::read(JsonChecks &c, const JsonValue &v, const JsonPath &at, std::optional<QPointF> *out) const
{
    double xy[2];
    if (!c.numbers(v, at, 2, xy, c.limits.maxImageSide))
        return false;
    *out = QPointF(xy[0], xy[1]);
    return true;
}

// Each name must be declared (checked before its value, so an undeclared name is named once);
// an object of more names than the project declares is named once, not name by name.
template <typename Value>
bool NamedValues<Value>::read(JsonChecks &c, const JsonValue &v, const JsonPath &at, QMap<QString, Value> *out) const
{
    constexpr bool boxes = std::is_same_v<Value, QRectF>;
    const QSet<QString> &declared = boxes ? c.declaredBoxes : c.declaredPoints;
    const QLatin1String what = boxes ? QLatin1String("box") : QLatin1String("point");
    if (!v.isObject())
        return c.error(at, QStringLiteral("must be an object of declared %1 names, each %2")
                               .arg(what, boxes ? QStringLiteral("[x, y, width, height]") : QStringLiteral("[x, y]"))
                           + got(v));
    qsizetype count = 0;
    v.forEachMember([&](std::string_view, const JsonValue &) { ++count; });
    if (count > declared.size())
        return c.error(at, QStringLiteral("%1 names, more than the %2 the project declares").arg(count).arg(declared.size()));
    bool ok = true;
    v.forEachMember([&](std::string_view key, const JsonValue &value) {
        const QString name = JsonValue::text(key);
        const JsonPath where = at.key(name);
        if (!declared.contains(name)) {
            ok = c.error(where, QStringLiteral("%1 is not a declared %2").arg(QString::fromUtf8(jsonString(name)), what));
            return;
        }
        double p[4];
        if (!c.numbers(value, where, boxes ? 4 : 2, p, c.limits.maxImageSide)) {
            ok = false;
            return;
        }
        if constexpr (boxes) {
            for (int i : {2, 3}) {
                if (!(p[i] > 0.0))
                    ok = c.error(where.at(i), QStringLiteral("must be a number greater than 0 (a box's %1) (got %2)")
                                                  .arg(i == 2 ? QStringLiteral("width") : QStringLiteral("height"),
                                                       QString::fromLatin1(jsonNumber(p[i]))));
            }
            if (ok)
                out->insert(name, QRectF(p[0], p[1], p[2], p[3]));
        } else {
            out->insert(name, QPointF(p[0], p[1]));
        }
    });
    return ok;
}

template struct NamedValues<QRectF>;
template struct NamedValues<QPointF>;

bool RangeNumbers::read(JsonChecks &c, const JsonValue &v, const JsonPath &at, double length,
                        std::optional<PlayRange> *out) const
{
    double p[2];
    if (!c.numbers(v, at, 2, p, c.limits.maxTime))
        return false;
    if (!(p[0] >= 0.0 && p[0] < p[1] && p[1] <= length))
        return c.error(at, QStringLiteral("must be [from, to] with 0 <= from < to <= the clip's length (%1 ms) (got [%2, %3])")
                               .arg(QString::fromLatin1(jsonNumber(length)), QString::fromLatin1(jsonNumber(p[0])),
                                    QString::fromLatin1(jsonNumber(p[1]))));
    *out = PlayRange{p[0], p[1]};
    return true;
}

QString ExportFormatId::ids()
{
    return ExportFormatIds::ids().join(QStringLiteral(", "));
}

bool ExportFormatId::read(JsonChecks &c, const JsonValue &v, const JsonPath &at, QString *out) const
{
    if (!v.isString() || !ExportFormatIds::optionsOf(v.text()))
        return c.error(at, QStringLiteral("must be one of %1").arg(ids()) + got(v));
    *out = v.text();
    return true;
}

bool OptionalNumber::read(JsonChecks &c, const JsonValue &v, const JsonPath &at, std::optional<double> *out) const
{
    double d = 0.0;
    if (!number.read(c, v, at, &d))
        return false;
    *out = d;
    return true;
}

bool WholeNumber::read(JsonChecks &c, const JsonValue &v, const JsonPath &at, std::optional<int> *out) const
{
    const double d = v.number();
    if (!v.isNumber() || d != std::floor(d) || d < least || d > most)
        return c.error(at, QStringLiteral("must be a whole number from %1 to %2").arg(least).arg(most) + got(v));
    *out = int(d);
    return true;
}

bool Flag::read(JsonChecks &c, const JsonValue &v, const JsonPath &at, std::optional<bool> *out) const
{
    if (v.kind() != JsonValue::Kind::Bool)
        return c.error(at, QStringLiteral("must be true or false") + got(v));
    *out = v.boolean();
    return true;
}

bool Flag::read(JsonChecks &c, const JsonValue &v, const JsonPath &at, bool *out) const
{
    std::optional<bool> value;
    if (!read(c, v, at, &value))
        return false;
    *out = *value;
    return true;
}

bool ChoiceText::read(JsonChecks &c, const JsonValue &v, const JsonPath &at, QString *out) const
{
    if (!v.isString() || (v.view() != first && v.view() != second))
        return c.error(at, QStringLiteral("must be \"%1\" or \"%2\"")
                               .arg(QLatin1String(first.data(), qsizetype(first.size())),
                                    QLatin1String(second.data(), qsizetype(second.size())))
                           + got(v));
    *out = v.text();
    return true;
}

} // namespace inbetween::filetypes
