#pragma once

#include <QString>

namespace inbetween {

// One occurrence, at absolute playback time `time`, of a frame being entered or of an event.
struct Crossing
{
    enum class Kind { Frame, Event };

    double time = 0.0;
    Kind kind = Kind::Frame;
    int index = 0;      // the frame's index, or the event's index in Clip::events
    QString name;       // the event's name; empty for a frame

    friend bool operator==(const Crossing &a, const Crossing &b)
    {
        return a.time == b.time && a.kind == b.kind && a.index == b.index && a.name == b.name;
    }
};

} // namespace inbetween
