#include "project.h"

namespace inbetween {

Sample Project::sample(double t) const
{
    Sample s;
    s.time = t;
    s.clipTime = clipTime(t);
    s.frame = frames.frameAt(s.clipTime);
    s.pose = motion.sample(s.clipTime);
    return s;
}

bool operator==(const Project &a, const Project &b)
{
    return a.name == b.name && a.loop == b.loop && a.fps == b.fps && a.frames.frames() == b.frames.frames()
           && a.motion.keys() == b.motion.keys() && a.events == b.events;
}

} // namespace inbetween
