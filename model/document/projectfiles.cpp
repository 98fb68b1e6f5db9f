#include "projectfiles.h"

#include "project.h"

#include <QDir>
#include <QSet>

namespace inbetween::ProjectFiles {

QString absolutePath(const QString &folder, const QString &relative)
{
    if (relative.isEmpty())
        return QString();
    return QDir::cleanPath(QDir(folder.isEmpty() ? QDir::currentPath() : folder).absoluteFilePath(relative));
}

Used usedBy(const Project &project, const QString &folder)
{
    // By relative path first: a project of 100,000 frames names a few dozen files.
    QSet<QString> images, sounds;
    for (const Clip &clip : project.clips) {
        for (const Frame &f : clip.frames.frames()) {
            if (!f.image.isEmpty())
                images.insert(f.image);
        }
        if (clip.audio && !clip.audio->file.isEmpty())
            sounds.insert(clip.audio->file);
    }
    const auto absolute = [&folder](const QSet<QString> &paths) {
        QSet<QString> out;
        for (const QString &p : paths)
            out.insert(absolutePath(folder, p));
        QStringList list(out.cbegin(), out.cend());
        list.sort();
        return list;
    };
    return {absolute(images), absolute(sounds)};
}

} // namespace inbetween::ProjectFiles
