#pragma once

#include "clip.h"
#include "exporttarget.h"
#include "framedata.h"
#include "mouthpicture.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <vector>

namespace inbetween {

// A character's (or a prop's) set of clips (DESIGN.md, "The project file"): its name, the
// editor's fps grid that the clips share, and the clips in order. A project always has at least
// one clip; clip names are non-empty and unique (the reader and the document keep to that).
class Project
{
public:
    Project() : clips{Clip(defaultClipName())} {}

    // The file's "$schema": the JSON Schema a text editor completes and checks the file by, kept
    // as the file gives it ("" none); a relative path follows Save As (ProjectFiles::rebasedPaths).
    QString schema;
    QString name;
    double fps = 60.0; // the editor's snapping and display grid; never changes the timing
    // A vector, not a QList: a copy of the project never shares its storage, so the clips of the
    // document's project move in memory only when the list itself changes.
    std::vector<Clip> clips;
    // The box and point names the clips' frames use (file version 3), in the order panels and
    // exports list them; names unique within each list.
    QList<BoxDeclaration> boxes;
    QList<PointDeclaration> points;
    // Where the project is exported (file version 4, DESIGN.md "Export targets"), in the order
    // `inbetween-cli export FILE` runs them.
    QList<ExportTarget> exports;
    // Whether a save also runs every export target (File > Export on Save; file version 4).
    bool exportOnSave = false;
    // The mouth chart (file version 4): a shape's name ("D", "MBP") -> its picture, shown by the
    // frames whose `mouth` is that shape and that have no image of their own.
    QMap<QString, MouthPicture> mouths;

    // The index of the clip named `name` (case-sensitive), or -1.
    int clipIndex(const QString &name) const;
    QStringList clipNames() const;
    // "walk", else "walk 2", "walk 3"...: a name no clip has yet.
    QString unusedClipName(const QString &wanted) const;

    // The index of the declared box / point named `name`, or -1.
    int boxIndex(const QString &name) const;
    int pointIndex(const QString &name) const;

    static QString defaultClipName() { return QStringLiteral("clip"); }

    friend bool operator==(const Project &a, const Project &b)
    {
        return a.schema == b.schema && a.name == b.name && a.fps == b.fps && a.clips == b.clips && a.boxes == b.boxes && a.points == b.points
               && a.exports == b.exports && a.exportOnSave == b.exportOnSave && a.mouths == b.mouths;
    }
    friend bool operator!=(const Project &a, const Project &b) { return !(a == b); }
};

} // namespace inbetween
