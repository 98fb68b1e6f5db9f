#pragma once

#include "project.h"

#include <QString>

namespace inbetween {

// `inbetween-cli export FILE` without --format, and `export FILE --list` (DESIGN.md, "Export
// targets"): the project's kept export targets, run or listed.
class TargetsCommand
{
public:
    // Runs every target in the project's order, each as `export --format F -o PATH [--clip C]
    // [options]` would, PATH from the project file's folder: a line on stdout for each target
    // written ("wrote godot ../game/hero.tres", the path as the project names it), a line on
    // stderr for each that failed (its format, path and why: the files it would have replaced
    // are left as they were) while the others still run. 1 when any failed or the project has
    // none (saying how to add one), else 0.
    static int run(const Project &project, const QString &file);
    // A line a target on stdout: "godot ../game/hero.tres --clip walk --pixels-per-unit 32", its
    // format, path, clip and options as export's arguments. 0 (a project without targets
    // prints nothing, and says so on stderr).
    static int list(const Project &project, const QString &file);
};

} // namespace inbetween
