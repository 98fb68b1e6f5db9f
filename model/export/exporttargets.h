#pragma once

#include "export/exporttargetoutcome.h"
#include "export/exporttypes.h"
#include "exporttarget.h"
#include "project.h"

#include <QString>
#include <QStringList>

namespace inbetween {

// Running a project's kept export targets (DESIGN.md, "Export targets"): each target is the
// export `inbetween-cli export FILE --format F -o PATH [--clip C] [options]` would write, its
// path taken from the project file's folder.
namespace ExportTargets {

// The export options of a target: the defaults, fps the project's, with the target's options
// over them.
ExportOptions optionsFor(const Project &project, const ExportTarget &target);
// The file keys of the target's options that its format does not read ("pixelsPerUnit" of an
// aseprite target), in the order they are declared; the reader refuses them.
QStringList unreadOptions(const ExportTarget &target);
// The target's clip and options as the CLI's export arguments: "--clip walk --pixels-per-unit 32".
QStringList arguments(const ExportTarget &target);
// The target's options in words, for people ("32 pixels per unit, padding 4 px, power-of-two
// pages"), in the order they are declared; "defaults" when it sets none.
QString optionsInWords(const ExportTarget &target);
// How every line about a target names it: "godot ../game/hero.tres", its format and `path` (empty:
// the target's path as the project file keeps it).
QString nameOf(const ExportTarget &target, const QString &path = {});
// The target's path from the project's folder (an absolute path stays), cleaned.
QString absolutePath(const QString &projectFolder, const ExportTarget &target);
// The path a target keeps for a file picked for it (`file`, absolute), as the editor keeps paths:
// relative to `folder` (Document::folder()) or absolute. Which of the two is decided from where
// the project file is (`fileFolder`; `folder` for a project never saved): relative when the file
// is in that folder, or when the two share two folders from the top (/home/me, a checkout: the
// whole moves together), else absolute (/srv/game, another user's home or mount: the same file
// wherever the project goes).
QString keptPath(const QString &folder, const QString &fileFolder, const QString &file);
// The target's path, relative to `folder` as the editor keeps it, as a project file in
// `fileFolder` names it (Document::projectForFile's rule: a relative path rebased, an absolute one
// as it is); the whole path when `fileFolder` is empty (a project never saved).
QString filePath(const ExportTarget &target, const QString &folder, const QString &fileFolder);
// Writes the target's export (exportProject: every file or none). False with *error in one line
// when it cannot be done or written; `written`: the files written.
bool run(const Project &project, const QString &projectFolder, const ExportTarget &target, QString *error,
         QStringList *written = nullptr);
// Runs project.exports[index] as `inbetween-cli export FILE` and the editor's runner do: refused
// when its path is `projectFile` itself (never, for an empty one: a project never saved), or when
// a target before it in the list writes one of its files (exportedFilePaths), else run(); a failure without a reason says "it could not be written". A written target's notes are
// what the format left out and the atlas pages left from an earlier export.
ExportTargetOutcome runChecked(const Project &project, const QString &projectFolder, const QString &projectFile,
                               int index);

} // namespace ExportTargets

} // namespace inbetween
