#pragma once

#include <QStringList>

namespace inbetween {

class Project;

// The files a project uses besides its own: every frame image and every sound of every clip, as
// absolute paths (relative paths are taken from the project's folder), each once, sorted. What
// the live reload watches.
namespace ProjectFiles {

// `relative` from `folder` (the working folder when empty), cleaned ("a/../b" is "b"), so that
// one file always has one name; empty for an empty path.
QString absolutePath(const QString &folder, const QString &relative);

struct Used
{
    QStringList images;
    QStringList sounds;
};
Used usedBy(const Project &project, const QString &folder);

} // namespace ProjectFiles

} // namespace inbetween
