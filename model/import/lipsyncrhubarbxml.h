#pragma once

#include "import/lipsynctrack.h"

#include <QByteArray>

namespace inbetween {

// Rhubarb Lip Sync's XML output (`rhubarb -f xml`, README "XML format"):
// <rhubarbResult><metadata><soundFile>...</soundFile><duration>0.47</duration></metadata>
// <mouthCues><mouthCue start="0.00" end="0.05">X</mouthCue>...</mouthCues></rhubarbResult>,
// times in seconds. Read with QXmlStreamReader (Qt Core); elements it does not know are skipped.
//
// Each cue becomes a MouthCue in ms exactly as the decimals say; its text must be one of A-H and
// X. Refused, by line ("line 9: ..."): text that is not well-formed XML (by line and column, in
// Qt's words), a root other than <rhubarbResult>, no <mouthCues> or no cue in it, a `start` or
// `end` missing or not seconds >= 0, and the order rules of LipSyncCueList. A <duration> other
// than the last cue's end is a warning: the track ends with its last cue.
class RhubarbXmlReader
{
public:
    // True when the text's first element is <rhubarbResult>.
    static bool looksLikeRhubarbXml(const QByteArray &xml);
    static LipSyncResult read(const QByteArray &xml);
};

} // namespace inbetween
