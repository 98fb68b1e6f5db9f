#include "jsonchecks.h"

#include "jsontext.h"

#include <algorithm>
#include <numeric>

namespace inbetween {

bool JsonChecks::hasErrors() const
{
    return std::any_of(diagnostics.begin(), diagnostics.end(), [](const Diagnostic &d) { return d.isError(); });
}

void JsonChecks::sortByRank(qsizetype from, int shift)
{
    const qsizetype n = diagnostics.size() - from;
    if (n < 2)
        return;
    auto key = [&](qsizetype i) { return (ranks[size_t(from + i)] >> shift) & 0xff; };
    std::vector<qsizetype> order(static_cast<size_t>(n));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](qsizetype a, qsizetype b) { return key(a) < key(b); });
    Diagnostics sorted;
    sorted.reserve(n);
    std::vector<quint16> sortedRanks;
    sortedRanks.reserve(size_t(n));
    for (qsizetype i : order) {
        sorted.append(std::move(diagnostics[from + i]));
        sortedRanks.push_back(ranks[size_t(from + i)]);
    }
    for (qsizetype i = 0; i < n; ++i) {
        diagnostics[from + i] = std::move(sorted[i]);
        ranks[size_t(from + i)] = sortedRanks[size_t(i)];
    }
}

void JsonChecks::truncate(qsizetype from)
{
    diagnostics.resize(from);
    ranks.resize(size_t(from));
}

// number() for anything but a number in range: the message, or a number fine after all (NaN
// comparisons aside, the same tests as number() made).
bool JsonChecks::numberProblem(const JsonItem &v, const JsonPath &where, double minimum, bool strict, double *out,
                               double maximum, const char *unit)
{
    const bool isNumber = v.isNumber() && std::isfinite(v.number);
    const double d = v.toDouble();
    if (!isNumber || (strict ? !(d > minimum) : !(d >= minimum))) {
        if (std::isinf(minimum))
            error(where, QStringLiteral("must be a number") + got(v));
        else
            error(where, QStringLiteral("must be a number %1 %2")
                             .arg(strict ? QStringLiteral("greater than") : QStringLiteral("at least"),
                                  QString::fromLatin1(jsonNumber(minimum)))
                             + got(v));
        return false;
    }
    if (d > maximum) {
        error(where, QStringLiteral("larger than the limit of %1%2").arg(limitText(maximum), QLatin1String(unit)) + got(v));
        return false;
    }
    *out = d;
    return true;
}

bool JsonChecks::bounded(const JsonItem &v, const JsonPath &where, double limit, double *out)
{
    if (!number(v, where, -INFINITY, false, out))
        return false;
    return withinLimit(*out, where, limit, describe(v));
}

bool JsonChecks::withinLimit(double d, const JsonPath &where, double limit, const QString &value)
{
    if (std::abs(d) <= limit)
        return true;
    error(where, QStringLiteral("beyond the limit of -%1 to %1 (got %2)").arg(limitText(limit), value));
    return false;
}

bool JsonChecks::tooLong(const QString &s, const JsonPath &where, int limit)
{
    if (s.size() <= limit)
        return false;
    error(where, QStringLiteral("%1 characters long, longer than the limit of %2").arg(s.size()).arg(limit));
    return true;
}

bool JsonChecks::vec3Problem(const ShortArray<3> &v, const char *key, const JsonPath &where, double limit, Vec3 *out)
{
    double d[3];
    if (!numbers(v, where.key(key), 3, d, limit))
        return false;
    *out = {d[0], d[1], d[2]};
    return true;
}

} // namespace inbetween
