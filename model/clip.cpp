#include "clip.h"

namespace inbetween {

Sample Clip::sample(double t) const
{
    Sample s;
    s.time = t;
    s.clipTime = clipTime(t);
    s.frame = frames.frameAt(s.clipTime);
    s.pose = motion.sample(s.clipTime);
    if (s.frame >= 0)
        s.data = frames.frame(s.frame).data;
    return s;
}

bool operator==(const Clip &a, const Clip &b)
{
    return a.name == b.name && a.loop == b.loop && a.frames.frames() == b.frames.frames()
           && a.motion.keys() == b.motion.keys() && a.events == b.events && a.audio == b.audio
           && a.playRange == b.playRange && a.markers == b.markers && a.beat == b.beat;
}

} // namespace inbetween
