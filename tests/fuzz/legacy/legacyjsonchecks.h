#pragma once

#include "diagnostic.h"
#include "jsonpath.h"
#include "jsontext.h"
#include "vec3.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <algorithm>
#include <cmath>
#include <initializer_list>

namespace inbetween::legacy {

// The value as a message quotes it: numbers and strings as written, other kinds by name.
QString describe(const QJsonValue &v);
// A limit as a message gives it: whole numbers in full ("1000000000", not "1e+09").
QString limitText(double limit);
// " (got 0)", " (got \"abc\")", " (got an array)".
QString got(const QJsonValue &v);

// The checks of single JSON values that the project reader is made of: each names the value's
// JSON path and what was wrong in one diagnostic, and reports whether the value was fine.
class JsonChecks
{
public:
    Diagnostics diagnostics;


    void error(const JsonPath &where, const QString &message)
    {
        diagnostics.append({Diagnostic::Severity::Error, where.toString(), message});
    }
    void warning(const JsonPath &where, const QString &message)
    {
        diagnostics.append({Diagnostic::Severity::Warning, where.toString(), message});
    }
    bool hasErrors() const
    {
        return std::any_of(diagnostics.begin(), diagnostics.end(), [](const Diagnostic &d) { return d.isError(); });
    }

    // A list, not a QSet: building a set for each of 100,000 objects cost more than the parse.
    void warnUnknownKeys(const QJsonObject &o, const JsonPath &where, std::initializer_list<QLatin1String> known)
    {
        for (auto it = o.begin(); it != o.end(); ++it) {
            const QString key = it.key();
            if (std::find(known.begin(), known.end(), key) == known.end())
                warning(where.key(it.key()), QStringLiteral("unknown key, ignored"));
        }
    }

    // A finite number; `minimum` is inclusive unless `strict`.
    bool number(const QJsonValue &v, const JsonPath &where, double minimum, bool strict, double *out,
                double maximum = INFINITY, const char *unit = "")
    {
        const bool isNumber = v.isDouble() && std::isfinite(v.toDouble());
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
            error(where, QStringLiteral("larger than the limit of %1%2").arg(limitText(maximum), QLatin1String(unit))
                             + got(v));
            return false;
        }
        *out = d;
        return true;
    }

    // A number whose magnitude is at most `limit`.
    bool bounded(const QJsonValue &v, const JsonPath &where, double limit, double *out)
    {
        if (!number(v, where, -INFINITY, false, out))
            return false;
        return withinLimit(*out, where, limit, describe(v));
    }
    bool withinLimit(double d, const JsonPath &where, double limit, const QString &value)
    {
        if (std::abs(d) <= limit)
            return true;
        error(where, QStringLiteral("beyond the limit of -%1 to %1 (got %2)").arg(limitText(limit), value));
        return false;
    }
    bool tooMany(const QJsonArray &a, const JsonPath &where, qint64 limit, const char *what)
    {
        if (a.size() <= limit)
            return false;
        error(where, QStringLiteral("%1 %2, more than the limit of %3").arg(a.size()).arg(QLatin1String(what)).arg(limit));
        return true;
    }
    bool tooLong(const QString &s, const JsonPath &where, int limit)
    {
        if (s.size() <= limit)
            return false;
        error(where, QStringLiteral("%1 characters long, longer than the limit of %2").arg(s.size()).arg(limit));
        return true;
    }

    bool numbers(const QJsonValue &v, const JsonPath &where, int count, double *out, double limit = INFINITY)
    {
        const QJsonArray a = v.toArray();
        if (!v.isArray() || a.size() != count) {
            error(where, QStringLiteral("must be an array of %1 numbers").arg(count) + got(v));
            return false;
        }
        bool ok = true;
        for (int i = 0; i < count; ++i) {
            // The element's path is built only for a message: most numbers are fine.
            const QJsonValue item = a[i];
            const double d = item.toDouble();
            if (item.isDouble() && std::isfinite(d) && std::abs(d) <= limit)
                out[i] = d;
            else
                ok = bounded(item, where.at(i), limit, &out[i]) && ok;
        }
        return ok;
    }

    // Calls each(object, path) for every element of the array `v` at `where`, after naming a value
    // that is not an array, an array longer than `limit` and each element that is not an object.
    template <typename Each>
    void forEachObject(const QJsonValue &v, const JsonPath &where, qint64 limit, const char *what, Each each)
    {
        if (!v.isArray()) {
            error(where, QStringLiteral("must be an array") + got(v));
            return;
        }
        const QJsonArray a = v.toArray();
        if (tooMany(a, where, limit, what))
            return;
        for (qsizetype i = 0; i < a.size(); ++i) {
            const JsonPath at = where.at(i);
            const QJsonValue item = a[i];
            if (!item.isObject())
                error(at, QStringLiteral("must be an object") + got(item));
            else
                each(item.toObject(), at);
        }
    }

    // One lookup per key: `found` counts the keys present, so that an object with no other keys
    // skips the unknown-key pass (the common case, 100,000 times in a big file).
    static QJsonValue field(const QJsonObject &o, const char *key, int *found)
    {
        const auto it = o.constFind(QLatin1String(key));
        if (it == o.constEnd())
            return QJsonValue(QJsonValue::Undefined);
        ++*found;
        return it.value();
    }

    bool vec3(const QJsonValue &value, const char *key, const JsonPath &where, double limit, Vec3 *out)
    {
        if (value.isUndefined())
            return true;
        double v[3];
        if (!numbers(value, where.key(key), 3, v, limit))
            return false;
        *out = {v[0], v[1], v[2]};
        return true;
    }

};

} // namespace inbetween::legacy
