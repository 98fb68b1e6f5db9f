#include "media/soundcheck.h"

#include "media/mediafilecheck.h"
#include "media/projectfolderpath.h"
#include "media/soundfileheader.h"

#include <QFileInfo>
#include <QHash>

namespace inbetween {

QString soundFileProblem(const QString &path, const ProjectLimits &limits)
{
    if (const QString problem = mediaFileProblem(path, limits.maxSoundFileBytes); !problem.isEmpty())
        return problem;
    return SoundFileHeader::read(path).problem;
}

void checkClipSounds(const Project &project, const QString &projectFolder, const ProjectLimits &limits,
                     Diagnostics *out)
{
    QHash<QString, QString> problems; // resolved path -> why it cannot play, each file read once
    for (size_t c = 0; c < project.clips.size(); ++c) {
        const auto &audio = project.clips[c].audio;
        if (!audio)
            continue;
        const QString where = QStringLiteral("clips[%1].audio.file").arg(c);
        const QString resolved = resolveProjectFile(projectFolder, audio->file, where, out);
        auto it = problems.find(resolved);
        if (it == problems.end())
            it = problems.insert(resolved, soundFileProblem(resolved, limits));
        if (!it->isEmpty())
            out->append({Diagnostic::Severity::Error, where, QStringLiteral("%1: %2").arg(audio->file, *it),
                         !QFileInfo::exists(resolved)});
    }
}

} // namespace inbetween
