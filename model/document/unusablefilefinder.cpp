#include "document/unusablefilefinder.h"

#include "document/projectfiles.h"
#include "media/imagecheck.h"
#include "media/soundcheck.h"

#include <QFileInfo>
#include <optional>

namespace inbetween {

const UnusableFileFinder::Read &UnusableFileFinder::read(QHash<QString, Read> &reads, const QString &path, bool sound,
                                                         const ProjectLimits &limits)
{
    const QFileInfo info(path);
    Read &r = reads[path];
    if (r.bytes != info.size() || r.modified != info.lastModified() || r.changed != info.metadataChangeTime()) {
        r.bytes = info.size();
        r.modified = info.lastModified();
        r.changed = info.metadataChangeTime();
        QImage picture;
        r.problem = sound ? soundFileProblem(path, limits) : readCheckedImage(path, limits, &picture);
        r.size = picture.size();
    }
    return r;
}

QList<UnusableFileFinder::File> UnusableFileFinder::find(const Project &project, const QString &folder,
                                                         const ProjectLimits &limits)
{
    // Per name (and kind: the picture and the sound of one name are read apart), in the order the
    // project first names them: what reading it told (none: not found), and the regions outside.
    struct Use
    {
        QString name;
        std::optional<Read> read;
        int outside = 0;
        QRect firstOutside;
    };
    QList<Use> uses;
    QHash<QString, qsizetype> pictures, sounds; // name -> its place in uses
    ProjectFiles::forEachUse(project, [&](ProjectFiles::FileKind kind, const QString &name, const std::optional<QRect> &region) {
        const bool sound = kind == ProjectFiles::FileKind::Sound;
        auto &places = sound ? sounds : pictures;
        auto place = places.find(name);
        if (place == places.end()) {
            const QString path = ProjectFiles::absolutePath(folder, name);
            std::optional<Read> read;
            if (QFileInfo::exists(path)) // a file not found is Missing Files' own
                read = this->read(sound ? m_sounds : m_pictures, path, sound, limits);
            place = places.insert(name, uses.size());
            uses.append({name, read, 0, QRect()});
        }
        Use &use = uses[*place];
        if (use.read && use.read->problem.isEmpty() && !regionInside(use.read->size, region) && use.outside++ == 0)
            use.firstOutside = *region;
    });

    QList<File> out;
    for (const Use &use : std::as_const(uses)) {
        if (!use.read)
            continue;
        const QSize size = use.read->size;
        if (!use.read->problem.isEmpty())
            out.append({use.name, use.read->problem});
        else if (use.outside > 0)
            out.append({use.name, QStringLiteral("%1 outside its %2 x %3 pixels")
                                      .arg(use.outside == 1 ? regionText(use.firstOutside) + QStringLiteral(" is")
                                                            : QStringLiteral("%1 regions are").arg(use.outside))
                                      .arg(size.width())
                                      .arg(size.height())});
    }
    return out;
}

} // namespace inbetween
