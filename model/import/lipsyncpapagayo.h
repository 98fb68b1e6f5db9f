#pragma once

#include "import/lipsynctrack.h"

#include <QByteArray>
#include <QStringList>

namespace inbetween {

// Papagayo's project file (.pgo), as Papagayo and Papagayo-NG save it. The format is read from
// Papagayo-NG's LipsyncDoc.py (github.com/morevnaproject-org/papagayo-ng, commit 17fa36a6,
// LipsyncDoc.save and LipSyncObject.save): a line each, leading tabs ignored,
//   lipsync version 1 / the sound's path / fps / the sound's length in frames / the voice count,
//   then each voice: its name / its text ('|' for new lines) / its phrase count,
//   each phrase: its text / its start frame / its end frame / its word count,
//   each word: "TEXT START END PHONEME_COUNT", each phoneme: "FRAME NAME".
// Frames count from 0 (the Moho export, LipsyncDoc.export, writes frame + 1 to its .dat), so
// frame f starts at f * 1000 / fps ms.
//
// The track follows Papagayo-NG's own Moho export: each phoneme of the voice holds from its
// frame to the next phoneme's frame, the last through its phrase's end frame (ends are inclusive
// in Papagayo); "rest" before the first phoneme when it is after frame 0, and after the last
// phrase up to the sound's length when that is later. Phoneme names are kept as written (the
// file does not say which phoneme set: Preston Blair, Fleming-Dobbs, CMU 39 or Rhubarb's).
// The voice is the one asked for by its place (a dialogue's .pgo holds a voice a character), or
// the first, with a warning naming the others; every voice is read (a broken one refuses the
// file), one is used. A file of several voices gives the track the voice's name.
//
// Refused, by line ("line 4: ..."): a first line other than "lipsync version 1", a count, frame or
// fps that is not a whole number (fps > 0, frames and counts >= 0), a word or phoneme line without
// its fields, a file that ends early, no voice, fewer voices than the place asked for, a voice without
// phonemes, and the order rules of LipSyncCueList (each phoneme after the one before; two on one
// frame, as Papagayo-NG's Rhubarb recognizer writes them, keep the later, with a warning).
class PapagayoReader
{
public:
    // True when the first line is "lipsync version 1".
    static bool looksLikePapagayo(const QByteArray &text);
    // The voices' names in the file's order; none when the file is refused.
    static QStringList voices(const QByteArray &text);
    // The voice at place `voice` (from 0), or the first when it is -1.
    static LipSyncResult read(const QByteArray &text, int voice = -1);
};

} // namespace inbetween
