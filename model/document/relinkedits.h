#pragma once

#include <QHash>
#include <QStringList>

namespace inbetween {

class Document;

// Locate... in the Missing Files list (DESIGN.md, "Files"): the user finds one image or sound that
// is missing or of no use, and every other listed file that is in the same folder under its own
// name is relinked with it, as one undo step.
namespace RelinkEdits {

// The new names, relative to `folder` (the document's folder), for `listedNames` (the Missing
// Files list's, as the project names them) once `name` is found at `located` (absolute): `name` -> located, and each other
// listed name whose file name is a file in located's folder -> that file (unless it is that
// file already: a file of no use listed beside the one located).
QHash<QString, QString> pathsAfterLocating(const QStringList &listedNames, const QString &name,
                                           const QString &located, const QString &folder);

// Renames the paths in every clip (frames and sounds) and in the mouth chart as one undo step named
// `text` (by default "Locate hero.png" / "Locate 3 files"); false, and nothing pushed, when nothing
// names any of them.
bool relink(Document *doc, const QHash<QString, QString> &paths, const QString &text = QString());
// relink() of files the user located, which may be anything: first each picture and sound the
// project then names is checked as the reader checks them (an image within the limits, a region
// inside its new image, a sound that plays; a file still missing is no problem), only where a
// located file is named. False, nothing pushed and *problems saying why, each once ("[0, 0, 64,
// 64] is outside hero.png (32 x 32 pixels)"), when the project saved would not open again.
bool relinkChecked(Document *doc, const QHash<QString, QString> &paths, QStringList *problems);

} // namespace RelinkEdits

} // namespace inbetween
