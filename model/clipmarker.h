#pragma once

#include <QString>

namespace inbetween {

// A named time on a clip's timeline (DESIGN.md, "Timing to voice and beat"; file version 4): a
// guide the editor draws and snaps to (a line of dialogue, a hit in the music). It never changes
// sampling, crossings or exports. Times >= 0; a name may be empty.
struct ClipMarker
{
    double time = 0.0;
    QString name;

    friend bool operator==(const ClipMarker &a, const ClipMarker &b) { return a.time == b.time && a.name == b.name; }
    friend bool operator!=(const ClipMarker &a, const ClipMarker &b) { return !(a == b); }
};

} // namespace inbetween

// A QList<ClipMarker> grows and shifts by moving bytes (realloc), as its parts do.
Q_DECLARE_TYPEINFO(inbetween::ClipMarker, Q_RELOCATABLE_TYPE);
