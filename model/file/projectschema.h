#pragma once

#include "projectlimits.h"

#include <QByteArray>
#include <QJsonObject>

namespace inbetween {

// The project file's JSON Schema (draft 2020-12), made from the keys' declarations
// (projectkeys.h) with the reader's default limits: resources/schema/inbetween-project.schema.json,
// printed by `inbetween-cli schema`. It accepts every file the reader accepts; of the files the
// reader refuses, it refuses those whose fault a schema can say (a wrong type, a limit, a
// missing key), not those of rules across values (unique clip names, increasing key times, a
// play range within the clip, duplicate keys) or of the files named.
class ProjectSchema
{
public:
    static QJsonObject schema(const ProjectLimits &limits = ProjectLimits());
    // The schema as the checked-in file holds it: indented JSON, keys sorted, a line's end last.
    static QByteArray text();
};

} // namespace inbetween
