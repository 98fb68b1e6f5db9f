#pragma once

#include "import/lipsynctrack.h"

#include <QByteArray>

namespace inbetween {

// Rhubarb Lip Sync's JSON output (`rhubarb -f json`, README "JSON format"):
// {"metadata": {"soundFile": "...", "duration": 0.47},
//  "mouthCues": [{"start": 0.00, "end": 0.05, "value": "X"}, ...]}, times in seconds.
//
// Each cue becomes a MouthCue in ms exactly as the decimals say (0.05 -> 50); `value` must be one
// of A-H and X. `metadata` and its keys may be missing (soundFile then empty); other keys are
// ignored, as Rhubarb may add some. Refused, each problem by its JSON path as the project
// reader names its own (`mouthCues[3].value: must be one of A, B, C, D, E, F, G, H, X (got
// "Q")`): text that is not strict JSON (by line and column, strictjson), a root that is not an
// object, missing or empty `mouthCues`, a cue without a number of seconds >= 0 for `start` or
// `end`, and the order rules of LipSyncCueList. A `metadata.duration` other than the last cue's
// end is a warning: the track ends with its last cue.
class RhubarbJsonReader
{
public:
    // True when `json` is a JSON object with a "mouthCues" key (a cheap look, for detection).
    static bool looksLikeRhubarbJson(const QByteArray &json);
    static LipSyncResult read(const QByteArray &json);
};

} // namespace inbetween
