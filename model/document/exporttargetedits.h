#pragma once

#include "exporttarget.h"

#include <QList>
#include <QString>

namespace inbetween {

class Document;
class Project;

// The edits of the project's export targets (DESIGN.md, "Export targets"): File > Export keeping
// the target it wrote, File > Export Targets... editing and removing them, File > Export on Save.
// Each is one undo step (ExportTargetsCommand) and returns false, pushing nothing, when there is
// nothing to do. Targets' paths are relative to Document::folder(), as the images' are (Save As
// rebases them as it writes).
namespace ExportTargetEdits {

// The index of the target that writes `target`'s file in its format (the paths compared from
// `folder`), or -1: the one target a File > Export to that file updates.
int indexOf(const Project &project, const QString &folder, const ExportTarget &target);
// Keeps `target` after the others. False when a target writes that file in that format already
// (indexOf; set() updates it), the project keeps as many as it may, or the path is blank (the
// file holds none: the dialog never gives one).
bool add(Document *doc, const ExportTarget &target);
// Target `index` becomes `target`; false when it is that already, or its path is blank.
bool set(Document *doc, int index, const ExportTarget &target);
bool remove(Document *doc, int index);
// File > Export on Save.
bool setExportOnSave(Document *doc, bool on);

// `targets` with the clip `from` renamed `to` in those that export that clip alone (a clip's
// rename carries it into them, in the same undo step: ClipEdits::rename).
QList<ExportTarget> withClipRenamed(QList<ExportTarget> targets, const QString &from, const QString &to);

} // namespace ExportTargetEdits

} // namespace inbetween
