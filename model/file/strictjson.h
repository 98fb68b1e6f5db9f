#pragma once

#include "diagnostic.h"
#include "projectlimits.h"

#include <QByteArray>

namespace inbetween {

class JsonCursor;

// The project file's strictness for any JSON text (an Aseprite sheet JSON before QJsonDocument
// reads it): the cursor passes over the whole text and names what it refuses (duplicate keys,
// numbers a double cannot hold, raw control characters, lone surrogates, nesting and limits),
// by JSON path or by line and column; bytes that are not UTF-8 are named first.
namespace strictjson {

// Where the text starts: after a UTF-8 byte-order mark, if there is one.
qsizetype textStart(const QByteArray &json);

// The problems a cursor over json[from..] found once it has read what it reads.
Diagnostics cursorProblems(JsonCursor &cursor, const QByteArray &json, qsizetype from);

// Every problem of the whole text (none: QJsonDocument may read it).
Diagnostics problems(const QByteArray &json, const ProjectLimits &limits);

} // namespace strictjson

} // namespace inbetween
