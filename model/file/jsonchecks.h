#pragma once

#include "diagnostic.h"
#include "filekey.h"
#include "jsondocument.h"
#include "jsonpath.h"
#include "projectlimits.h"

#include <array>
#include <cmath>

namespace inbetween {

// The members of an object of Kind, each by the key declared for it (none where not given).
template <typename Kind>
struct DeclaredMembers
{
    std::array<JsonValue, keyCount<Kind>()> values;

    const JsonValue &operator[](std::string_view name) const
    {
        size_t i = 0, found = 0;
        forEachKey<Kind>([&](const auto &k) { found = k.name == name ? i : found, ++i; });
        return values[found];
    }
};

// What the reader's checks of single values share (the file types' read(), filetypereads.cpp):
// each problem goes into `diagnostics` named by its JSON path, in the order the checks run,
// which the reader keeps fixed (the file's order of keys does not change it). What a value that
// broke a rule leaves in the project does not matter: a file with an error gives no project.
class JsonChecks
{
public:
    JsonChecks(JsonDocument &document, const ProjectLimits &limits) : document(document), limits(limits) {}

    JsonDocument &document;
    const ProjectLimits &limits;
    Diagnostics diagnostics;

    void error(const JsonPath &where, const QString &message);
    void warning(const JsonPath &where, const QString &message);
    bool hasErrors() const;

    // A number; `minimum` is inclusive unless `strict`. `unit` follows the limit in its message.
    bool number(const JsonValue &v, const JsonPath &where, double minimum, bool strict, double *out,
                double maximum = INFINITY, const char *unit = "");
    // A number whose magnitude is at most `limit`.
    bool bounded(const JsonValue &v, const JsonPath &where, double limit, double *out);
    bool tooLong(const QString &s, const JsonPath &where, int limit);
    // An array of exactly `count` numbers, each of magnitude at most `limit`.
    bool numbers(const JsonValue &v, const JsonPath &where, int count, double *out, double limit = INFINITY);

    // The value at `where` as an array of objects: each(path, object) for each object, any other
    // item named. An array of more than `limit` items loses what its items said: one error names
    // the count ("4 frames, more than the limit of 3"). False when it is not such an array.
    template <typename Each>
    bool forEachObject(const JsonValue &v, const JsonPath &where, qint64 limit, const char *what, Each each,
                       qint64 *items = nullptr);
    // The members of `object` that Kind declares; a warning for each other key, in the file's order.
    template <typename Kind>
    DeclaredMembers<Kind> members(const JsonValue &object, const JsonPath &at);
    // Key `k` of an object of Kind into owner's member, by its file type: a missing required key
    // is named ("missing (why)", or in its type's words for nothing), and one that needs another
    // without it. True when the key was given and read.
    template <typename Kind, typename Key, typename Owner>
    bool readKey(const Key &k, const DeclaredMembers<Kind> &object, const JsonPath &at, Owner *owner);
    // Every key Kind declares, in the declared order (each a member of the owner), after the
    // warnings about the keys it does not declare.
    template <typename Kind>
    void readKeys(const JsonValue &object, const JsonPath &at, typename Kind::Owner *owner)
    {
        const DeclaredMembers<Kind> m = members<Kind>(object, at);
        forEachKey<Kind>([&](const auto &k) { readKey(k, m, at, owner); });
    }
};

template <typename Each>
bool JsonChecks::forEachObject(const JsonValue &v, const JsonPath &where, qint64 limit, const char *what, Each each,
                               qint64 *items)
{
    if (!v.isArray()) {
        error(where, QStringLiteral("must be an array") + got(v));
        return false;
    }
    const qsizetype mark = diagnostics.size();
    qint64 count = 0;
    document.forEachItem(v, [&](qint64 i, const JsonValue &item) {
        ++count;
        if (i >= limit)
            return;
        if (item.isObject())
            each(where.at(i), item);
        else
            error(where.at(i), QStringLiteral("must be an object") + got(item));
    });
    if (items)
        *items = count;
    if (count <= limit)
        return true;
    diagnostics.resize(mark);
    error(where, QStringLiteral("%1 %2, more than the limit of %3").arg(count).arg(QLatin1String(what)).arg(limit));
    return false;
}

template <typename Kind>
DeclaredMembers<Kind> JsonChecks::members(const JsonValue &object, const JsonPath &at)
{
    DeclaredMembers<Kind> m;
    object.forEachMember([&](std::string_view key, const JsonValue &value) {
        size_t i = 0;
        bool known = false;
        forEachKey<Kind>([&](const auto &k) {
            if (!known && k.name == key) {
                m.values[i] = value;
                known = true;
            }
            ++i;
        });
        if (!known)
            warning(at.key(JsonValue::text(key)), QStringLiteral("unknown key, ignored"));
    });
    return m;
}

template <typename Kind, typename Key, typename Owner>
bool JsonChecks::readKey(const Key &k, const DeclaredMembers<Kind> &object, const JsonPath &at, Owner *owner)
{
    const JsonValue &v = object[k.name];
    const JsonPath where = at.key(k.name.data());
    if (v.isMissing() && !k.whyRequired.empty())
        error(where, QStringLiteral("missing (%1)").arg(QLatin1String(k.whyRequired.data(), qsizetype(k.whyRequired.size()))));
    else if (!v.isMissing() && !k.needs.empty() && object[k.needs].isMissing())
        error(where, QLatin1String(k.needsWords.data(), qsizetype(k.needsWords.size())));
    else if (!v.isMissing() || k.required)
        return k.type.read(*this, v, where, &(owner->*k.get)) && !v.isMissing();
    return false;
}

} // namespace inbetween
