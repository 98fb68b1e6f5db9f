#include "import/jsonvaluetext.h"

#include "json/jsontext.h"

namespace inbetween {

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

QString got(const QJsonValue &v)
{
    return QStringLiteral(" (got %1)").arg(describe(v));
}

} // namespace inbetween
