#pragma once

#include "file/diagnostic.h"
#include "file/filekey.h"
#include "file/jsondocument.h"
#include "file/jsonpath.h"

#include <QSet>
#include <algorithm>
#include <array>
#include <cmath>

namespace inbetween {

// The members of an object of Kind, each by the key declared for it (none where not given).
template <typename Kind>
struct DeclaredMembers
{
    std::array<JsonValue, keyCount<Kind>()> values;
    const JsonValue &operator[](std::string_view name) const { return values[declaredKeyIndex<Kind>(name)]; }
};

// What the reader's checks of values share (each file type's read(), filetypereads.cpp): every
// problem goes into `diagnostics`, named by its JSON path, in the order the checks run, which the
// reader keeps fixed whatever the order of the keys in the file. What a value that broke a rule
// leaves in the project does not matter: a file with an error gives no project.
class JsonChecks
{
public:
    JsonChecks(JsonDocument &document, const ProjectLimits &limits) : document(document), limits(limits) {}

    JsonDocument &document;
    const ProjectLimits &limits;
    Diagnostics diagnostics;
    // The file's version, once read: a key of a later version (FileKey::since) is warned about
    // and ignored.
    int version = 4;
    // The box and point names the project declares, which a frame's `boxes` and `points` name.
    QSet<QString> declaredBoxes;
    QSet<QString> declaredPoints;

    // Each returns false, for `return error(...)` in a check.
    bool error(const JsonPath &where, const QString &message) { return add(Diagnostic::Severity::Error, where, message); }
    bool warning(const JsonPath &where, const QString &message) { return add(Diagnostic::Severity::Warning, where, message); }
    // The warning about a key of file version `since` in a file of an earlier version.
    QString laterVersionKey(int since) const
    {
        return QStringLiteral("a key of file version %1, ignored in a version %2 file").arg(since).arg(version);
    }
    bool hasErrors() const { return std::any_of(diagnostics.begin(), diagnostics.end(), [](const Diagnostic &d) { return d.isError(); }); }

    // A number; `minimum` is inclusive unless `strict`. `unit` follows the limit in its message.
    bool number(const JsonValue &v, const JsonPath &where, double minimum, bool strict, double *out,
                double maximum = INFINITY, std::string_view unit = {});
    // A number whose magnitude is at most `limit`.
    bool bounded(const JsonValue &v, const JsonPath &where, double limit, double *out);
    bool tooLong(const QString &s, const JsonPath &where, int limit);
    // An array of exactly `count` numbers, each of magnitude at most `limit`.
    bool numbers(const JsonValue &v, const JsonPath &where, int count, double *out, double limit = INFINITY);

    // The value at `where` as an array of objects: each(path, object) for each object, any other
    // item named. An array of more than `limit` items loses what its items said: one error names
    // the count ("4 frames, more than the limit of 3"). False when it is not such an array.
    template <typename Each>
    bool forEachObject(const JsonValue &v, const JsonPath &where, qint64 limit, const char *what, Each each);
    // The members of `object` that Kind declares; a warning for each other key, in the file's order.
    template <typename Kind>
    DeclaredMembers<Kind> members(const JsonValue &object, const JsonPath &at);
private:
    bool add(Diagnostic::Severity severity, const JsonPath &where, const QString &message)
    {
        diagnostics.append({severity, where.toString(), message});
        return false;
    }
};

template <typename Each>
bool JsonChecks::forEachObject(const JsonValue &v, const JsonPath &where, qint64 limit, const char *what, Each each)
{
    if (!v.isArray())
        return error(where, QStringLiteral("must be an array") + got(v));
    const qsizetype mark = diagnostics.size();
    qint64 count = 0;
    document.forEachItem(v, [&](qint64 i, const JsonValue &item) {
        if (++count > limit)
            return;
        if (item.isObject())
            each(where.at(i), item);
        else
            error(where.at(i), QStringLiteral("must be an object") + got(item));
    });
    if (count <= limit)
        return true;
    diagnostics.resize(mark);
    return error(where, QStringLiteral("%1 %2, more than the limit of %3").arg(count).arg(QLatin1String(what)).arg(limit));
}

template <typename Kind>
DeclaredMembers<Kind> JsonChecks::members(const JsonValue &object, const JsonPath &at)
{
    DeclaredMembers<Kind> m;
    object.forEachMember([&](std::string_view key, const JsonValue &value) {
        size_t i = 0, found = keyCount<Kind>(); // the key's index in Kind's, keyCount() when it has none
        int since = 1;
        forEachKey<Kind>([&](const auto &k) {
            if (found == keyCount<Kind>() && k.name == key)
                found = i, since = k.since;
            ++i;
        });
        if (found < keyCount<Kind>() && since <= version)
            m.values[found] = value;
        else if (found < keyCount<Kind>())
            warning(at.key(JsonValue::text(key)), laterVersionKey(since));
        else
            warning(at.key(JsonValue::text(key)), QStringLiteral("unknown key, ignored"));
    });
    return m;
}

} // namespace inbetween
