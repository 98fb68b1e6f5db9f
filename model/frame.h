#pragma once

#include <QString>

namespace inbetween {

// One image of the flipbook and how long it stays on screen, in milliseconds (finite, > 0).
struct Frame
{
    double duration = 100.0;
    QString image; // relative to the project file's folder; empty: no image

    friend bool operator==(const Frame &a, const Frame &b) { return a.duration == b.duration && a.image == b.image; }
    friend bool operator!=(const Frame &a, const Frame &b) { return !(a == b); }
};

} // namespace inbetween
