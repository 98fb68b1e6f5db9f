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
    if (r.bytes != info.size() || r.modified != info.lastModified()) {
        r.bytes = info.size();
        r.modified = info.lastModified();
        QImage picture;
        r.problem = sound ? soundFileProblem(path, limits) : readCheckedImage(path, limits, &picture);
        r.size = picture.size();
    }
    return r;
}

QList<UnusableFileFinder::File> UnusableFileFinder::find(const Project &project, const QString &folder,
                                                         const ProjectLimits &limits)
{
    QList<File> out;
    QHash<QString, qsizetype> listed; // name -> its place in out
    QHash<QString, int> regionsOutside;
    // name -> what reading it told (none: not found), this call's, each name looked at once
    QHash<QString, std::optional<Read>> pictures, sounds;
    const auto list = [&](const QString &name, const QString &problem) {
        if (!listed.contains(name)) {
            listed.insert(name, out.size());
            out.append({name, problem});
        }
    };
    // One use of `name`: a picture (with the region cut from it) or a sound.
    const auto use = [&](const QString &name, bool sound, const std::optional<QRect> &region) {
        if (name.isEmpty())
            return;
        auto &known = sound ? sounds : pictures;
        auto it = known.find(name);
        if (it == known.end()) {
            const QString path = ProjectFiles::absolutePath(folder, name);
            it = known.insert(name, QFileInfo::exists(path) ? std::optional<Read>(read(sound ? m_sounds : m_pictures, path, sound, limits))
                                                            : std::nullopt);
        }
        if (!*it) // not found: Missing Files' own
            return;
        if (!(*it)->problem.isEmpty()) {
            list(name, (*it)->problem);
        } else if (!sound && !regionInside((*it)->size, region)) {
            list(name, QString());
            ++regionsOutside[name];
        }
    };
    for (const Clip &clip : project.clips) {
        for (const Frame &f : clip.frames.frames())
            use(f.image, false, f.region);
        if (clip.audio)
            use(clip.audio->file, true, std::nullopt);
    }
    for (const MouthPicture &mouth : project.mouths)
        use(mouth.image, false, mouth.region);

    for (auto it = regionsOutside.cbegin(); it != regionsOutside.cend(); ++it) {
        const QSize size = pictures.value(it.key())->size;
        const QString regions = it.value() == 1 ? QStringLiteral("1 region is") : QStringLiteral("%1 regions are").arg(it.value());
        out[listed.value(it.key())].problem =
            QStringLiteral("%1 outside its %2 x %3 pixels").arg(regions).arg(size.width()).arg(size.height());
    }
    return out;
}

} // namespace inbetween
