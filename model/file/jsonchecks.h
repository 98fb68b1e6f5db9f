#pragma once

#include "diagnostic.h"
#include "jsoncursor.h"
#include "jsonpath.h"
#include "projectlimits.h"
#include "vec3.h"

#include <cmath>
#include <cstddef>
#include <vector>

namespace inbetween {

// The checks of single JSON values that the project reader is made of: each names the value's
// JSON path and what was wrong in one diagnostic, and reports whether the value was fine.
//
// The reader meets the parts of an object in the order the file gives them, but names their
// problems in a fixed order (the header first, then the name, the fps, the lists...). So every
// diagnostic carries a rank, the part of the file it came from, and sortByRank() puts a stretch
// of them in that order once the object has been read.
class JsonChecks
{
public:
    explicit JsonChecks(const ProjectLimits &limits) : limits(limits) {}

    const ProjectLimits &limits;
    Diagnostics diagnostics;
    std::vector<quint16> ranks; // one for each diagnostic
    quint16 rank = 0;           // the rank of the diagnostics made now

    void error(const JsonPath &where, const QString &message) { add(Diagnostic::Severity::Error, where, message); }
    void warning(const JsonPath &where, const QString &message) { add(Diagnostic::Severity::Warning, where, message); }
    bool hasErrors() const;
    // Sorts diagnostics[from..] by (rank >> shift) & 0xff, keeping the order of equal ranks.
    void sortByRank(qsizetype from, int shift);
    // Keeps the diagnostics for which keep(rank) is true.
    template <typename Keep>
    void keepRanks(Keep keep);
    // Drops diagnostics[from..].
    void truncate(qsizetype from);

    // A finite number; `minimum` is inclusive unless `strict`.
    bool number(const JsonItem &v, const JsonPath &where, double minimum, bool strict, double *out,
                double maximum = INFINITY, const char *unit = "")
    {
        if (v.isNumber() && (strict ? v.number > minimum : v.number >= minimum) && v.number <= maximum) {
            *out = v.number; // finite: the reader refused numbers a double cannot hold
            return true;
        }
        return numberProblem(v, where, minimum, strict, out, maximum, unit);
    }
    // A number whose magnitude is at most `limit`.
    bool bounded(const JsonItem &v, const JsonPath &where, double limit, double *out);
    bool withinLimit(double d, const JsonPath &where, double limit, const QString &value);
    bool tooLong(const QString &s, const JsonPath &where, int limit);
    // An array of exactly `count` numbers, each of magnitude at most `limit`.
    template <int N>
    bool numbers(const ShortArray<N> &v, const JsonPath &where, int count, double *out, double limit = INFINITY);
    // translation, rotation or scale: an array of 3 numbers (left as it is when missing).
    bool vec3(const ShortArray<3> &v, const char *key, const JsonPath &where, double limit, Vec3 *out)
    {
        if (v.self.isMissing())
            return true;
        const JsonItem *i = v.items;
        if (v.isArrayOf(3) && i[0].isNumber() && i[1].isNumber() && i[2].isNumber() && std::abs(i[0].number) <= limit
            && std::abs(i[1].number) <= limit && std::abs(i[2].number) <= limit) {
            *out = {i[0].number, i[1].number, i[2].number};
            return true;
        }
        return vec3Problem(v, key, where, limit, out);
    }

    // Reads the begun value `v` at `where` as an array of objects: each(path) is called with
    // the cursor at each object's opening brace and must read it; any other item is named. An
    // array of more than `limit` items loses what its items said: one error names the count.
    // Returns false when the value is not such an array; *items gets the count of its items.
    template <typename Each>
    bool forEachObject(JsonCursor &c, JsonCursor::Value v, const JsonPath &where, qint64 limit, const char *what,
                       Each each, qint64 *items = nullptr);

private:
    bool numberProblem(const JsonItem &v, const JsonPath &where, double minimum, bool strict, double *out,
                       double maximum, const char *unit);
    bool vec3Problem(const ShortArray<3> &v, const char *key, const JsonPath &where, double limit, Vec3 *out);
    void add(Diagnostic::Severity severity, const JsonPath &where, const QString &message)
    {
        diagnostics.append({severity, where.toString(), message});
        ranks.push_back(rank);
    }
};

template <typename Keep>
void JsonChecks::keepRanks(Keep keep)
{
    qsizetype to = 0;
    for (qsizetype i = 0; i < diagnostics.size(); ++i) {
        if (!keep(ranks[size_t(i)]))
            continue;
        if (to != i) {
            diagnostics[to] = std::move(diagnostics[i]);
            ranks[size_t(to)] = ranks[size_t(i)];
        }
        ++to;
    }
    truncate(to);
}

template <int N>
bool JsonChecks::numbers(const ShortArray<N> &v, const JsonPath &where, int count, double *out, double limit)
{
    if (!v.isArrayOf(count)) {
        error(where, QStringLiteral("must be an array of %1 numbers").arg(count) + got(v.self));
        return false;
    }
    bool ok = true;
    for (int i = 0; i < count; ++i) {
        // The element's path is built only for a message: most numbers are fine.
        const JsonItem &item = v.items[i];
        if (item.isNumber() && std::abs(item.number) <= limit)
            out[i] = item.number;
        else
            ok = bounded(item, where.at(i), limit, &out[i]) && ok;
    }
    return ok;
}

template <typename Each>
bool JsonChecks::forEachObject(JsonCursor &c, JsonCursor::Value v, const JsonPath &where, qint64 limit,
                               const char *what, Each each, qint64 *items)
{
    if (v != JsonCursor::Value::Array) {
        const JsonItem item = c.readItem(v);
        error(where, QStringLiteral("must be an array") + got(item));
        return false;
    }
    const qsizetype mark = diagnostics.size();
    qint64 count = 0;
    for (JsonCursor::Step step = c.enterArray(); step == JsonCursor::Step::Next; step = c.nextItem()) {
        const JsonCursor::Value item = c.beginValue();
        if (count >= limit) {
            c.skip(item);
        } else if (item == JsonCursor::Value::Object) {
            each(where.at(count));
        } else {
            const JsonItem value = c.readItem(item);
            error(where.at(count), QStringLiteral("must be an object") + got(value));
        }
        ++count;
    }
    if (items)
        *items = count;
    if (count <= limit)
        return true;
    truncate(mark);
    error(where, QStringLiteral("%1 %2, more than the limit of %3").arg(count).arg(QLatin1String(what)).arg(limit));
    return false;
}

} // namespace inbetween
