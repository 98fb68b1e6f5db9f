#pragma once

#include "import/lipsynctrack.h"

#include <QByteArray>

namespace inbetween {

// The Moho switch data file (.dat) as Rhubarb (`rhubarb -f dat`, with --datFrameRate and
// --datUsePrestonBlair) and Papagayo export it: a first line "MohoSwitch1", then `FRAME SHAPE`
// lines, frames counting from 1 at `fps` (the file does not say it: 24 unless the user says
// otherwise), the last line's frame the end of the track (Rhubarb writes the closed mouth
// there, Papagayo "rest"; its shape starts no cue). Frame f starts at (f - 1) * 1000 / fps ms.
// Shapes: Rhubarb's A-H and X or Preston Blair's names (AI, E, O, U, etc, L, WQ, MBP, FV,
// rest), kept as written. No sound file is named.
//
// Blank lines are skipped. Refused, by line ("line 4: ..."): a first line other than
// MohoSwitch1, a line that is not a frame and a shape, a frame that is not a whole number >= 1,
// an unknown shape, fewer than two frame lines (no end), an fps that is not a number > 0, and the
// order rules of LipSyncCueList (each frame after the one before: two shapes on one frame are
// refused).
class MohoDatReader
{
public:
    // True when the first non-blank line is "MohoSwitch1".
    static bool looksLikeMohoDat(const QByteArray &text);
    static LipSyncResult read(const QByteArray &text, double fps);
};

} // namespace inbetween
