#pragma once

#include "clip.h"
#include "import/lipsynctrack.h"

#include <QString>

namespace inbetween {

// A lip-sync track made into a clip (DESIGN.md, "Timing to voice and beat"): one frame a cue,
// holding from the cue's start to the next cue's start (the last to its end), in ms exactly as
// the track gives them; each frame keeps the cue's shape as its `mouth` and has no image of its
// own, so it shows its shape's picture from the project's mouth chart. The clip plays once (a
// line of dialogue); its sound is the importer's to attach.
//
// A first cue after 0 (a .dat whose first frame is after 1, a TSV that starts late) gets a frame
// of the rest shape before it, from 0: clip time stays the recording's time, so the sound starts
// at offset 0 and every cue at its own time, and the mouth is shut until the first cue.
class LipSyncClip
{
public:
    // The shape of a mouth at rest in the track's own names: "X" when every shape is one of
    // Rhubarb's A-H and X, else "rest" (Preston Blair's and Papagayo's).
    static QString restShape(const LipSyncTrack &track);
    static Clip make(const LipSyncTrack &track, const QString &name);
};

} // namespace inbetween
