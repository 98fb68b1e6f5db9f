#pragma once

#include <QString>

namespace inbetween {

// One occurrence, at absolute playback time `time`, of a frame being entered, of an event, or of
// a box turning on or off.
struct Crossing
{
    enum class Kind { Frame, Event, Box };

    double time = 0.0;
    Kind kind = Kind::Frame;
    int index = 0;      // the frame's index (for a box: the frame entered with it), or the event's index in Clip::events
    QString name;       // the event's or the box's name; empty for a frame
    bool on = false;    // a box: turning on (true) or off

    friend bool operator==(const Crossing &a, const Crossing &b)
    {
        return a.time == b.time && a.kind == b.kind && a.index == b.index && a.name == b.name && a.on == b.on;
    }
};

} // namespace inbetween
