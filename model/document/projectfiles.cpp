#include "document/projectfiles.h"

#include "project.h"

#include <QDir>
#include <QFileInfo>
#include <QSet>
#include <QUrl>

namespace inbetween::ProjectFiles {

namespace {

// Whether a "$schema" names a file (relative to the project's folder, or absolute) rather than a
// URL or URN (https://..., file:///..., urn:...: a scheme of two letters or more; on Windows
// "C:/..." is a drive). A relative path whose first part holds a colon reads as a URL and stays.
bool schemaIsFilePath(const QString &schema)
{
    return !schema.isEmpty() && QUrl(schema).scheme().size() < 2;
}

} // namespace

QString absolutePath(const QString &folder, const QString &relative)
{
    if (relative.isEmpty())
        return QString();
    return QDir::cleanPath(QDir(folder.isEmpty() ? QDir::currentPath() : folder).absoluteFilePath(relative));
}

void forEachUse(const Project &project,
                const std::function<void(FileKind kind, const QString &path, const std::optional<QRect> &region)> &fn)
{
    for (const Clip &clip : project.clips) {
        for (const Frame &f : clip.frames.frames()) {
            if (!f.image.isEmpty())
                fn(FileKind::FrameImage, f.image, f.region);
        }
        if (clip.audio && !clip.audio->file.isEmpty())
            fn(FileKind::Sound, clip.audio->file, std::nullopt);
    }
    for (const MouthPicture &mouth : project.mouths) {
        if (!mouth.image.isEmpty())
            fn(FileKind::MouthPicture, mouth.image, mouth.region);
    }
}

void forEachPath(const Project &project, const std::function<void(FileKind kind, const QString &path)> &fn)
{
    forEachUse(project, [&fn](FileKind kind, const QString &path, const std::optional<QRect> &) { fn(kind, path); });
}

Used usedBy(const Project &project, const QString &folder)
{
    // By relative path first: a project of 100,000 frames names a few dozen files.
    QSet<QString> images, sounds;
    forEachPath(project, [&](FileKind kind, const QString &path) {
        (kind == FileKind::Sound ? sounds : images).insert(path); // the chart's pictures are images
    });
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

QStringList missing(const Project &project, const QString &folder)
{
    QStringList out;
    QSet<QString> seen;
    forEachPath(project, [&](FileKind, const QString &name) {
        if (seen.contains(name))
            return;
        seen.insert(name);
        if (!QFileInfo::exists(absolutePath(folder, name)))
            out.append(name);
    });
    return out;
}

Project renamed(const Project &project, const QHash<QString, QString> &paths)
{
    Project out = project;
    if (paths.isEmpty())
        return out;
    for (Clip &clip : out.clips) {
        const QList<Frame> &frames = clip.frames.frames();
        for (int i = 0; i < int(frames.size()); ++i) {
            const auto it = paths.constFind(frames[i].image);
            if (it != paths.cend() && !frames[i].image.isEmpty())
                clip.frames.setImage(i, *it, frames[i].region);
        }
        if (clip.audio) {
            const auto it = paths.constFind(clip.audio->file);
            if (it != paths.cend())
                clip.audio->file = *it;
        }
    }
    for (ExportTarget &target : out.exports) {
        if (const auto it = paths.constFind(target.path); it != paths.cend())
            target.path = *it;
    }
    for (MouthPicture &mouth : out.mouths) {
        if (const auto it = paths.constFind(mouth.image); it != paths.cend())
            mouth.image = *it;
    }
    if (const auto it = paths.constFind(out.schema); it != paths.cend())
        out.schema = *it;
    return out;
}

QHash<QString, QString> rebasedPaths(const Project &project, const QString &from, const QString &to,
                                     QStringList *madeAbsolute)
{
    QHash<QString, QString> out;
    const QDir source(from.isEmpty() ? QDir::currentPath() : from);
    const QDir target(to.isEmpty() ? QDir::currentPath() : to);
    if (QDir::cleanPath(source.absolutePath()) == QDir::cleanPath(target.absolutePath()))
        return out;
    QSet<QString> names; // a project of 100,000 frames names a few dozen files
    forEachPath(project, [&names](FileKind, const QString &path) { names.insert(path); });
    for (const ExportTarget &target : project.exports) // written, not read: the same rule
        names.insert(target.path);
    if (schemaIsFilePath(project.schema))
        names.insert(project.schema);
    for (const QString &name : std::as_const(names)) {
        if (name.isEmpty() || QDir::isAbsolutePath(name))
            continue;
        const QString file = QDir::cleanPath(source.absoluteFilePath(name));
        const QString relative = target.relativeFilePath(file);
        if (QDir::isAbsolutePath(relative) && madeAbsolute)
            madeAbsolute->append(name);
        if (relative != name)
            out.insert(name, relative);
    }
    return out;
}

QMap<QString, MouthPicture> rebasedChart(const QMap<QString, MouthPicture> &chart, const QString &from, const QString &to)
{
    Project project;
    project.mouths = chart;
    return renamed(project, rebasedPaths(project, from, to)).mouths;
}

} // namespace inbetween::ProjectFiles
