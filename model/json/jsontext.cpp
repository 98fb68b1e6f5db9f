#include "json/jsontext.h"

#include "json/jsontextwriter.h"

#include <QString>
#include <cmath>

namespace inbetween {

QByteArray jsonNumber(double value)
{
    char text[kMaxJsonNumberBytes];
    return QByteArray(text, writeJsonNumber(text, value) - text);
}

QByteArray jsonString(const QString &s)
{
    QByteArray out(jsonStringBytesAtMost(s.size()), Qt::Uninitialized);
    out.truncate(writeJsonString(out.data(), s) - out.data());
    return out;
}

QString limitText(double limit)
{
    if (limit == std::floor(limit) && std::abs(limit) < 1e15)
        return QString::number(limit, 'f', 0);
    return QString::fromLatin1(jsonNumber(limit));
}

} // namespace inbetween
