#pragma once

#include "mouthpicture.h"

#include <QHash>
#include <QMap>
#include <QRect>
#include <QStringList>
#include <functional>
#include <optional>

namespace inbetween {

class Project;

// The files a project uses besides its own: every frame image and every sound of every clip, and
// the mouth chart's pictures, as absolute paths (relative paths are taken from the project's
// folder), each once, sorted. What the live reload watches.
namespace ProjectFiles {

// `relative` from `folder` (the working folder when empty), cleaned ("a/../b" is "b"), so that
// one file always has one name; empty for an empty path.
QString absolutePath(const QString &folder, const QString &relative);

// What a path of the project names.
enum class FileKind { FrameImage, Sound, MouthPicture };

// Calls `fn` with every file path the project reads, as it names them, for each time it names one
// (a file of 100 frames comes 100 times), empty paths left out: clip by clip, its frames' images
// in frame order then its sound; then the mouth chart's pictures, shape by shape. (The export
// targets' paths are written, not read: not among them.)
void forEachPath(const Project &project, const std::function<void(FileKind kind, const QString &path)> &fn);
// forEachPath with the region each picture is cut by (none for a whole picture, and for a sound).
void forEachUse(const Project &project,
                const std::function<void(FileKind kind, const QString &path, const std::optional<QRect> &region)> &fn);

struct Used
{
    QStringList images;
    QStringList sounds;
};
Used usedBy(const Project &project, const QString &folder);

// The image and sound paths of the project (as it names them) whose files do not exist, from
// `folder`, each once, in the order the clips name them.
QStringList missing(const Project &project, const QString &folder);

// The project with each image (frames' and the mouth chart's), sound, export target path and
// "$schema" found in `paths` (as the project writes it) replaced by its value; frames and clips
// with other paths are left as they are (and shared).
Project renamed(const Project &project, const QHash<QString, QString> &paths);

// The new names that make each relative path of the project (images, the mouth chart's
// pictures, sounds, the export targets' paths, DESIGN.md "Export targets", and a "$schema" that
// names a file) name, from folder `to`, the file it names from folder `from` (DESIGN.md,
// "Files": Save As into another folder, `hero/hero.png` saved from a/ into a/b/ is
// `../hero/hero.png`). A file no relative path reaches (another drive) gets its absolute path,
// and its old name goes into *madeAbsolute. Empty when the folders are the same. Absolute paths
// and URLs stay.
QHash<QString, QString> rebasedPaths(const Project &project, const QString &from, const QString &to,
                                     QStringList *madeAbsolute = nullptr);

// A mouth chart whose pictures are named from folder `from`, named from folder `to` by
// rebasedPaths' rule (a lip-sync import's chart taken from another project).
QMap<QString, MouthPicture> rebasedChart(const QMap<QString, MouthPicture> &chart, const QString &from, const QString &to);

} // namespace ProjectFiles

} // namespace inbetween
