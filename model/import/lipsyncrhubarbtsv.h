#pragma once

#include "import/lipsynctrack.h"

#include <QByteArray>

namespace inbetween {

// Rhubarb Lip Sync's tab-separated output (`rhubarb -f tsv`, README "Tab-separated values"): a
// line per cue, `<start in seconds>\t<shape>`, and a last line whose time is the end of the
// recording (its shape, always the closed mouth, starts no cue). Each cue holds to the next
// line's time, in ms exactly as the decimals say. No sound file is named (soundFile empty).
//
// Blank lines are skipped. Refused, by line ("line 4: ..."): a line without a tab, a time that
// is not digits with at most one '.' or is negative, a shape other than A-H and X, an empty file
// or a single line (no end), and the order rules of LipSyncCueList (each time after the last).
class RhubarbTsvReader
{
public:
    // True when the first non-blank line is a time, a tab and a word.
    static bool looksLikeRhubarbTsv(const QByteArray &text);
    static LipSyncResult read(const QByteArray &text);
};

} // namespace inbetween
