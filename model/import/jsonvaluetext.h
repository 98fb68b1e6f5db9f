#pragma once

#include <QJsonValue>
#include <QString>

namespace inbetween {

// How an importer's messages quote a value of a QJsonDocument tree, in the words the project
// reader uses for its own values (jsonvalue.h): numbers and strings as written, other kinds by
// name. The Aseprite importer reads a foreign format whose shape is checked after the strict pass
// (strictjson.h), so a tree is fine there.
QString describe(const QJsonValue &v);
// " (got 0)", " (got \"abc\")", " (got an array)".
QString got(const QJsonValue &v);

} // namespace inbetween
