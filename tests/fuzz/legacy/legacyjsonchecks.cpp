#include "legacyjsonchecks.h"

namespace inbetween::legacy {

// The value as a message quotes it: numbers and strings as written, other kinds by name.
QString describe(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Double: return QString::fromLatin1(jsonNumber(v.toDouble()));
    case QJsonValue::String: {
        QString s = v.toString();
        if (s.size() > 40)
            s = s.left(40) + QStringLiteral("...");
        return QLatin1Char('"') + s + QLatin1Char('"');
    }
    case QJsonValue::Bool: return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Null: return QStringLiteral("null");
    case QJsonValue::Array: return QStringLiteral("an array");
    case QJsonValue::Object: return QStringLiteral("an object");
    case QJsonValue::Undefined: break;
    }
    return QStringLiteral("nothing");
}

// A limit as a message gives it: whole numbers in full ("1000000000", not "1e+09").
QString limitText(double limit)
{
    if (limit == std::floor(limit) && std::abs(limit) < 1e15)
        return QString::number(limit, 'f', 0);
    return QString::fromLatin1(jsonNumber(limit));
}

QString got(const QJsonValue &v)
{
    return QStringLiteral(" (got %1)").arg(describe(v));
}

} // namespace inbetween::legacy
