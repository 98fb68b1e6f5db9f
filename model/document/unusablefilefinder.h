#pragma once

#include "project.h"
#include "projectlimits.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QSize>
#include <QString>

namespace inbetween {

// The files a project names that are there but of no use (DESIGN.md, "Files"): a picture that
// does not decode or is past the limits, a sheet smaller than the regions cut from it, a sound that
// is no sound; by the reader's rules (readCheckedImage, regionInside, soundFileProblem). What the
// Missing Files list shows beside the files not found, so that Locate... relinks them too.
//
// Asked again after every edit while that list shows: each file is read once (a picture decoded
// whole, on the calling thread, as the reader does on opening), and again only when its size or
// its modification or status change time changes, so that asking costs a look at each file's
// metadata and the regions' arithmetic.
class UnusableFileFinder
{
public:
    struct File
    {
        QString name;    // as the project names it ("hero/hero.png")
        QString problem; // why it cannot be used ("2 regions are outside its 128 x 96 pixels", "not found")
    };

    // Each unusable file once, in the order the project first names them (clip by clip, its frames'
    // pictures then its sound; then the mouth chart's pictures: ProjectFiles::forEachPath). A file
    // not found is not among them: ProjectFiles::missing lists it. One region outside its picture
    // is named ("[64, 128, 64, 64] is outside its 256 x 128 pixels"), more are counted.
    QList<File> find(const Project &project, const QString &folder, const ProjectLimits &limits = ProjectLimits());

private:
    struct Read
    {
        QDateTime modified;
        QDateTime changed; // status change: a copy that keeps the time (cp -p) still changes it
        qint64 bytes = -1;
        QString problem; // empty when the file can be used
        QSize size;      // of a picture that can
    };
    // What reading the file at `path` tells, read again when it changed since.
    const Read &read(QHash<QString, Read> &reads, const QString &path, bool sound, const ProjectLimits &limits);

    QHash<QString, Read> m_pictures; // absolute path -> what reading it told
    QHash<QString, Read> m_sounds;
};

} // namespace inbetween
