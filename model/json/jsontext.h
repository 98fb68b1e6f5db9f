#pragma once

#include <QByteArray>
#include <QString>

namespace inbetween {

// A double as JSON: the shortest text that reads back as the same double ("100", "0.1",
// "1e+21"), and "0" for -0. Non-finite numbers have no JSON form; callers never pass them.
QByteArray jsonNumber(double value);
// A string as JSON, quoted and escaped, UTF-8.
QByteArray jsonString(const QString &s);
// A limit as a message gives it: whole numbers in full ("1000000000", not "1e+9").
QString limitText(double limit);

} // namespace inbetween
