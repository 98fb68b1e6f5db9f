#pragma once

#include "file/diagnostic.h"
#include "project.h"
#include "projectlimits.h"

#include <QString>

namespace inbetween {

// Checks the sound every clip's `audio` names, relative to the project's folder: it must be a
// file within the size limit whose headers are those of a WAV, Ogg Vorbis, MP3 or FLAC sound
// (SoundFileHeader: the headers, not the whole stream, which only the editor's decoder reads);
// an error naming clips[c].audio.file otherwise. A sound outside the folder is a warning, as for
// images. Each distinct file is read once, however many clips play it.
// Why the sound file at `path` cannot be played ("file not found", over the size limit, or its
// header's problem), empty when it can: the one check the validator, the editor's player and its
// waveform share.
QString soundFileProblem(const QString &path, const ProjectLimits &limits = ProjectLimits());

void checkClipSounds(const Project &project, const QString &projectFolder, const ProjectLimits &limits,
                     Diagnostics *out);

} // namespace inbetween
