#pragma once

#include "projectlimits.h"

#include <QByteArray>
#include <QJsonObject>

// What is made from the keys' declarations (projectkeys.h) for people and other programs, and
// checked in: the project file's JSON Schema (draft 2020-12, with the reader's limits),
// resources/schema/inbetween-project.schema.json, which `inbetween-cli schema` prints; and the
// table of keys in model/file/README.md ("The keys"). tst_projectschema keeps both equal to what is
// made here, so a declaration changed without them fails it.
namespace inbetween::keydocs {

QJsonObject schema(const ProjectLimits &limits = ProjectLimits());
// The schema as the checked-in file holds it: indented JSON, keys sorted, a line's end last.
QByteArray schemaText();
// model/file/README.md's table: a row per key of each kind (its JSON name, type, default, meaning).
QByteArray keyTable();

} // namespace inbetween::keydocs
