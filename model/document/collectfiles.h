#pragma once

#include "project.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace inbetween {

class Document;

// Collect Files (File > Collect Files..., and the "copy pictures and sounds here" choice of Save
// As and of an import into a new project): every picture and sound the project uses that is not
// inside its folder is copied into it, so that the folder holds the whole project (a copy that
// moves, is zipped or sent, opens with nothing missing). Each file once (a sheet cut into 26
// frames is one copy), under its own name unless another file has that name in the folder
// ("hero 2.png"); the project's paths then name the copies. Files already inside stay where they
// are.
namespace CollectFiles {

struct Copy
{
    QString from; // absolute
    QString to;   // absolute, in the folder
};

struct Plan
{
    QList<Copy> copies;
    Project project;     // its paths relative to the folder collected into
    QStringList missing; // paths (as the project names them) whose files are not there: not copied
    bool changesAnything() const { return !copies.isEmpty(); }
    // The files copied from, in order (what the question before collecting lists).
    QStringList sources() const
    {
        QStringList from;
        for (const Copy &copy : copies)
            from << copy.from;
        return from;
    }
};

// What collecting `project` (its paths relative to `fromFolder`) into `toFolder` does. With the
// same folders, only the files outside it move in; with another (Save As with copies), the files
// inside `toFolder` already are only named from it.
Plan plan(const Project &project, const QString &fromFolder, const QString &toFolder);

// Copies the files of `plan`, never over an existing file; all or nothing (a failure removes the
// copies made so far and says why in *error).
bool copyFiles(const Plan &plan, QString *error);

// Collects the document's files into `toFolder` (the project file's folder, or the folder a Save
// As is about to write to): copies them (copyFiles) and renames the paths in memory as one undo
// step ("Collect 3 files"). The number of files copied (0: nothing to do, nothing pushed), or -1
// with *error when a copy failed (then nothing changed).
int collectInto(Document *doc, const QString &toFolder, QString *error);

} // namespace CollectFiles

} // namespace inbetween
