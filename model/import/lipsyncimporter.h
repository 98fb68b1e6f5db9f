#pragma once

#include "import/importoptions.h"
#include "import/importresult.h"

#include <QString>
#include <QStringList>

namespace inbetween {

// A lip-sync file (Rhubarb Lip Sync's JSON, TSV or XML, a Moho switch .dat, a Papagayo .pgo;
// LipSyncReader) imported as a project of one clip named after the file (LipSyncClip: a frame a
// cue, each keeping its shape as its mouth; one voice of a .pgo of several, after the file and the
// voice: "dialogue Bob"), DESIGN.md "Timing to voice and beat". The recording
// the file names becomes the clip's sound at offset 0 when it is found and plays; otherwise a
// warning says where it was looked for. The project takes options.mouthChart as its chart, and
// for the shapes it lacks the pictures named after them beside the file (MouthPictureFiles); the
// shapes still without a picture are a warning (they show as labelled placeholders). A .dat or .pgo
// sets the project's fps to its own frame rate, so the editor's grid falls on its frames. A file
// the reader refuses gives its errors, each where it stands, and no project.
class LipSyncImporter
{
public:
    static ImportResult importFile(const QString &path, const ImportOptions &options);

    // The sound `named` by the lip-sync file at `lipSyncPath`: as named (absolute, or relative to
    // the lip-sync file's folder), else a file of its name beside the lip-sync file (Rhubarb
    // writes the path of the machine it ran on, often another's: "C:\Users\...\hi.wav").
    // Its absolute path, or empty; *lookedAt lists where it looked.
    static QString findSound(const QString &named, const QString &lipSyncPath, QStringList *lookedAt = nullptr);
};

} // namespace inbetween
