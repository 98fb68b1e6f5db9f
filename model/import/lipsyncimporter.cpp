#include "import/lipsyncimporter.h"

#include "import/lipsyncclip.h"
#include "import/lipsyncreader.h"
#include "import/mouthpicturefiles.h"
#include "media/framepicture.h"
#include "media/soundcheck.h"

#include <QDir>
#include <QFileInfo>

namespace inbetween {

QString LipSyncImporter::findSound(const QString &named, const QString &lipSyncPath, QStringList *lookedAt)
{
    if (named.trimmed().isEmpty())
        return {};
    const QDir folder = QFileInfo(lipSyncPath).absoluteDir();
    QStringList candidates;
    // A Windows path names its folders with '\': on Linux that is one odd file name, not a path.
    const bool windowsAbsolute = named.size() > 2 && named[1] == QLatin1Char(':')
                                 && (named[2] == QLatin1Char('\\') || named[2] == QLatin1Char('/'));
    if (!windowsAbsolute)
        candidates.append(QDir::cleanPath(folder.absoluteFilePath(named)));
    QString name = named;
    name.replace(QLatin1Char('\\'), QLatin1Char('/'));
    name = name.section(QLatin1Char('/'), -1);
    if (!name.isEmpty()) {
        const QString beside = folder.absoluteFilePath(name);
        if (!candidates.contains(beside))
            candidates.append(beside);
    }
    if (lookedAt)
        *lookedAt = candidates;
    for (const QString &candidate : std::as_const(candidates)) {
        if (QFileInfo(candidate).isFile())
            return candidate;
    }
    return {};
}

ImportResult LipSyncImporter::importFile(const QString &path, const ImportOptions &options)
{
    ImportResult result;
    const LipSyncResult read = LipSyncReader::readFile(path, options.lipSync);
    result.diagnostics = read.diagnostics;
    if (!read.ok())
        return result;
    const LipSyncTrack &track = *read.track;

    Project project;
    project.name = options.nameFor(path);
    // A voice of a dialogue: each character's clip of the file has a name of its own.
    if (options.name.trimmed().isEmpty() && !track.voice.isEmpty())
        project.name = (project.name + QLatin1Char(' ') + track.voice).left(options.limits.maxNameLength);
    if (track.fps > 0)
        project.fps = track.fps;
    project.mouths = options.mouthChart;
    Clip clip = LipSyncClip::make(track, project.name);
    // A frame a cue, and a rest before a first cue after 0.
    if (clip.frames.count() > options.limits.maxFrames) {
        const bool rest = clip.frames.count() > track.cues.size();
        result.error({}, QStringLiteral("the clip would have %1 frames (a mouth cue each%2), more than the limit of %3")
                             .arg(clip.frames.count())
                             .arg(rest ? QStringLiteral(", and a rest before the first") : QString())
                             .arg(options.limits.maxFrames));
        return result;
    }

    QStringList lookedAt;
    const QString sound = findSound(track.soundFile, path, &lookedAt);
    if (track.soundFile.trimmed().isEmpty()) {
        result.warning({}, QStringLiteral("names no recording: give the clip its sound with Clips > Set Sound..."));
    } else if (sound.isEmpty()) {
        QStringList shown;
        for (const QString &place : std::as_const(lookedAt))
            shown.append(QDir::toNativeSeparators(place));
        result.warning({}, QStringLiteral("the recording %1 is not found (looked for %2): give the clip its sound with "
                                          "Clips > Set Sound...")
                               .arg(track.soundFile, shown.join(QStringLiteral(" and "))));
    } else if (const QString problem = soundFileProblem(sound, options.limits); !problem.isEmpty()) {
        result.warning({}, QStringLiteral("the recording %1 cannot be played (%2): the clip has no sound")
                               .arg(QDir::toNativeSeparators(sound), problem));
    } else {
        clip.audio = ClipAudio{options.projectPath(path, sound), 0.0};
    }

    // The shapes the chart lacks take the pictures named after them beside the file, if any.
    QStringList unusable;
    QStringList missing = FramePicture::shapesWithoutPicture(clip, project.mouths);
    const QMap<QString, QString> named = MouthPictureFiles::find(missing, path, options.limits, &unusable);
    for (const QString &file : std::as_const(unusable))
        result.warning({}, QStringLiteral("a mouth picture named by its shape is passed over: %1").arg(file));
    for (auto it = named.cbegin(); it != named.cend(); ++it) {
        project.mouths.insert(it.key(), MouthPicture{options.projectPath(path, it.value()), std::nullopt});
        missing.removeOne(it.key());
    }
    if (!missing.isEmpty())
        result.warning({}, QStringLiteral("the mouth chart has no picture for %1 %2: %3 until it does (Clips > Mouth "
                                          "Chart...)")
                               .arg(missing.size() == 1 ? QStringLiteral("the shape") : QStringLiteral("the shapes"),
                                    missing.join(QStringLiteral(", ")),
                                    missing.size() == 1 ? QStringLiteral("it shows as a labelled placeholder")
                                                        : QStringLiteral("they show as labelled placeholders")));
    project.clips = {clip};
    result.project = project;
    return result;
}

} // namespace inbetween
