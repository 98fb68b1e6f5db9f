#include "file/jsonchecks.h"

#include "json/jsontext.h"

namespace inbetween {

bool JsonChecks::number(const JsonValue &v, const JsonPath &where, double minimum, bool strict, double *out,
                        double maximum, std::string_view unit)
{
    const double d = v.number(); // finite: simdjson and JsonSplit refuse what a double cannot hold
    if (!v.isNumber() || (strict ? !(d > minimum) : !(d >= minimum)))
        return error(where, (std::isinf(minimum) ? QStringLiteral("must be a number")
                                                 : QStringLiteral("must be a number %1 %2")
                                                       .arg(strict ? QStringLiteral("greater than") : QStringLiteral("at least"),
                                                            QString::fromLatin1(jsonNumber(minimum))))
                                + got(v));
    if (d > maximum)
        return error(where, QStringLiteral("larger than the limit of %1%2")
                                .arg(limitText(maximum), unit.empty() ? QString() : QLatin1Char(' ') + QLatin1String(unit.data(), qsizetype(unit.size())))
                                + got(v));
    *out = d;
    return true;
}

bool JsonChecks::bounded(const JsonValue &v, const JsonPath &where, double limit, double *out)
{
    if (!number(v, where, -INFINITY, false, out))
        return false;
    return std::abs(*out) <= limit || error(where, QStringLiteral("beyond the limit of -%1 to %1 (got %2)").arg(limitText(limit), describe(v)));
}

bool JsonChecks::tooLong(const QString &s, const JsonPath &where, int limit)
{
    return s.size() > limit && !error(where, QStringLiteral("%1 characters long, longer than the limit of %2").arg(s.size()).arg(limit));
}

bool JsonChecks::numbers(const JsonValue &v, const JsonPath &where, int count, double *out, double limit)
{
    if (!v.isArray() || document.size(v) != count)
        return error(where, QStringLiteral("must be an array of %1 numbers").arg(count) + got(v));
    bool ok = true;
    document.forEachItem(v, [&](qint64 i, const JsonValue &item) {
        // The element's path is spelled out only for a message: most numbers are fine.
        if (item.isNumber() && std::abs(item.number()) <= limit)
            out[i] = item.number();
        else
            ok = bounded(item, where.at(i), limit, &out[i]) && ok;
    });
    return ok;
}

} // namespace inbetween
