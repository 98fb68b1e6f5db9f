#pragma once

#include "file/diagnostic.h"

#include <QList>
#include <QString>
#include <optional>

namespace inbetween {

// One mouth shape of a lip-sync track (DESIGN.md, "Timing to voice and beat"): it shows from
// `start` to `end`, in ms from the start of the recording, end > start; the cue after it starts
// exactly at `end`. `shape` is the name as the file writes it: Rhubarb's letters A-H and X,
// Preston Blair's names (AI, E, O, U, etc, L, WQ, MBP, FV, rest) or, from a .pgo or .dat, whatever
// phoneme set Papagayo used; the mouth chart maps names to pictures.
struct MouthCue
{
    double start = 0.0;
    double end = 0.0;
    QString shape;

    bool operator==(const MouthCue &o) const { return start == o.start && end == o.end && shape == o.shape; }
    bool operator!=(const MouthCue &o) const { return !(*this == o); }
};

// What a lip-sync file holds, read whole: the cues back to back (each cue's end is the next
// one's start), the first possibly after 0, and the recording it names.
struct LipSyncTrack
{
    QString soundFile;      // as the file names it (absolute, or relative to the file); may be empty
    double durationMs = 0;  // the end of the last cue
    double fps = 0;         // the frame rate a .dat or .pgo counts in; 0 for Rhubarb's seconds
    QList<MouthCue> cues;   // at least one
    QString voice;          // of a file of several voices (a .pgo of a dialogue), the one read, trimmed

    bool operator==(const LipSyncTrack &o) const
    {
        return soundFile == o.soundFile && durationMs == o.durationMs && fps == o.fps && cues == o.cues && voice == o.voice;
    }
};

// What a lip-sync reader gives back: the track and its warnings, or the errors that refused the
// file (then no track: nothing half-read). Each diagnostic names where: a JSON path
// ("mouthCues[3].value") or a line ("line 4"), read as "hi.tsv: line 4: ..." through messages().
struct LipSyncResult
{
    std::optional<LipSyncTrack> track; // set only when there are no errors
    Diagnostics diagnostics;           // errors and warnings, in the file's order

    bool ok() const { return track.has_value(); }
    bool hasErrors() const;
    QStringList messages(const QString &fileName) const;
    QStringList errors(const QString &fileName) const;   // the errors alone
    QStringList warnings(const QString &fileName) const; // the warnings alone

    void error(const QString &where, const QString &message);
    void warning(const QString &where, const QString &message);
    // Keeps `t` as the track unless an error was reported.
    LipSyncResult &finish(LipSyncTrack t);
};

// How to read a file whose frame rate it does not say: a Moho switch .dat counts frames at
// `datFps` (Rhubarb's --datFrameRate, 24 unless told). Which voice of a Papagayo .pgo, a voice a
// character: `voice`, by its place in the file (LipSyncReader::voicesInFile, from 0; names may
// repeat or be blank), the first when -1 (the other formats hold one voice and leave it unused).
// Files larger than `maxFileBytes` are refused unread.
struct LipSyncOptions
{
    double datFps = 24.0;
    int voice = -1;
    qint64 maxFileBytes = 64 * 1024 * 1024;
};

} // namespace inbetween
