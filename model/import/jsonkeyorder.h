#pragma once

#include <QByteArray>
#include <QStringList>

namespace inbetween {

// The keys of an object in the order the text writes them, which QJsonObject forgets (it sorts
// them). Aseprite's hash form keeps frame order only there: "hero 10.aseprite" comes after
// "hero 9.aseprite" in the file, before it in QJsonObject.
//
// `json` must be valid JSON (checked before); returns the keys of the object that is the value
// of `topLevelKey` in the top-level object, or nothing when there is no such object.
QStringList objectKeysInOrder(const QByteArray &json, const QString &topLevelKey);

} // namespace inbetween
