#pragma once

#include <QString>

namespace inbetween {

// A gameplay event at a clip time (>= 0) with a non-empty name, such as a footstep.
struct ClipEvent
{
    double time = 0.0;
    QString name;

    friend bool operator==(const ClipEvent &a, const ClipEvent &b) { return a.time == b.time && a.name == b.name; }
    friend bool operator!=(const ClipEvent &a, const ClipEvent &b) { return !(a == b); }
};

} // namespace inbetween

// A QList<ClipEvent> grows and shifts by moving bytes (realloc), as its parts do.
Q_DECLARE_TYPEINFO(inbetween::ClipEvent, Q_RELOCATABLE_TYPE);
