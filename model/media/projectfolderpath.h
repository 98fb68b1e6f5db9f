#pragma once

#include "file/diagnostic.h"

#include <QString>

namespace inbetween {

// A file a project names (a frame's image, a clip's sound), relative to the project's folder:
// its clean absolute path. A path outside the folder (".." or absolute) is a warning at `where`,
// as the project cannot move without that file.
QString resolveProjectFile(const QString &projectFolder, const QString &path, const QString &where,
                           Diagnostics *out);

} // namespace inbetween
