#include "jsontext.h"

#include "jsontextwriter.h"

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

} // namespace inbetween
