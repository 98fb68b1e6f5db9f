#pragma once

#include "clipevent.h"
#include "frametrack.h"
#include "loopmode.h"
#include "motiontrack.h"
#include "sample.h"

#include <QList>
#include <QString>

namespace inbetween {

// One animation clip: the flipbook, the motion keys, the events, and how it loops.
// Plain data with the timing rules; the Document wraps it with undo.
class Project
{
public:
    QString name;
    LoopMode loop = LoopMode::Loop;
    double fps = 60.0; // the editor's snapping and display grid; never changes the timing
    FrameTrack frames;
    MotionTrack motion;
    QList<ClipEvent> events;

    // Sum of the frame durations when there are frames; else the last key's time; else 0.
    double length() const { return frames.isEmpty() ? motion.lastTime() : frames.length(); }
    double clipTime(double t) const { return clipTimeAt(t, length(), loop); }
    Sample sample(double t) const;

    friend bool operator==(const Project &a, const Project &b);
    friend bool operator!=(const Project &a, const Project &b) { return !(a == b); }
};

} // namespace inbetween
