#pragma once

#include "clip.h"

#include <QList>

namespace inbetween {

// The events an export carries (DESIGN.md, "Events at or past the end"): those that occur, in
// the clip's order. An event past the clip's length never occurs, nor does any event of a
// static clip (L = 0): such events are left out. An event at the length occurs at the end (every
// wrap in loop, when playback reaches the end in once, each turn in pingpong); the exports whose
// events are data say so with `atEnd`.
struct ExportedEvent
{
    double time = 0.0;
    QString name;
    bool atEnd = false;
};

QList<ExportedEvent> exportedEvents(const Clip &clip);

} // namespace inbetween
