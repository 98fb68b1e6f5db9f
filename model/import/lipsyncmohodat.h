#pragma once

#include "import/lipsynctrack.h"

#include <QByteArray>

namespace inbetween {

// The Moho switch data file (.dat) as Rhubarb (`rhubarb -f dat`, with --datFrameRate and
// --datUsePrestonBlair) and Papagayo export it: a first line "MohoSwitch1", then `FRAME SHAPE`
// lines, frames counting from 1 at `fps` (the file does not say it: 24 unless the user says
// otherwise), the last line's frame the end of the track (Rhubarb writes the closed mouth
// there, Papagayo-NG "rest"; its shape starts no cue). Papagayo 1.2 writes no end line: a last
// line of another shape is a cue of one frame, with a warning. Frame f starts at (f - 1) * 1000 / fps ms.
// Shapes: any name, kept as written (Rhubarb's A-H and X, Preston Blair's AI, E, O, U, etc, L,
// WQ, MBP, FV, rest, or another set of Papagayo-NG's). No sound file is named. Two shapes on one
// frame (Papagayo-NG writes its rest a frame early; Papagayo 1.2 after a pause of a frame): the
// later is kept, with a warning, as Moho shows one a frame.
//
// Blank lines are skipped. Refused, by line ("line 4: ..."): a first line other than
// MohoSwitch1, a line that is not a frame and a shape, a frame that is not a whole number >= 1,
// fewer than two frame lines (no end), an fps that is not a number > 0, and the order rules of
// LipSyncCueList (each frame after the one before).
class MohoDatReader
{
public:
    // True when the first non-blank line is "MohoSwitch1".
    static bool looksLikeMohoDat(const QByteArray &text);
    static LipSyncResult read(const QByteArray &text, double fps);
};

} // namespace inbetween
