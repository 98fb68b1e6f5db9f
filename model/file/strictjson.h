#pragma once

#include "file/diagnostic.h"
#include "projectlimits.h"

#include <QByteArray>

namespace inbetween {

// The file's rules for JSON text, for any JSON text (a project file, an Aseprite sheet's JSON
// before QJsonDocument reads it): UTF-8 (a byte-order mark at the start is accepted), strict JSON
// (no duplicate keys, no number a double cannot hold such as 1e400, no raw control characters
// or lone surrogates in strings), within the limits of nesting, array items, values and string
// bytes (ProjectLimits).
namespace strictjson {

// Where the text starts: after a UTF-8 byte-order mark, if there is one.
qsizetype textStart(const QByteArray &json);

// Every problem of the text, none when QJsonDocument may read it: simdjson parses it
// (JsonDocument), and only when that refuses it does scan() say why.
Diagnostics problems(const QByteArray &json, const ProjectLimits &limits);

// The words for what is wrong with json[from..], read again byte by byte (only for a text that
// JsonDocument refused): bytes that are not UTF-8 are named alone, by line, column and byte
// offset; otherwise each problem in the order met, by its JSON path (a duplicate key with where
// the first was given, a number out of range, a limit) or by line and column with what was
// expected (a syntax error, which ends the reading), at most 100.
Diagnostics scan(const QByteArray &json, qsizetype from, const ProjectLimits &limits);
// What a reader says of a text JsonDocument refused: scan()'s problems, or, should the scan find
// none, one saying that simdjson refused it.
Diagnostics refusal(const QByteArray &json, qsizetype from, const ProjectLimits &limits);

} // namespace strictjson

} // namespace inbetween
