#include "timing/playrangeclip.h"

#include "timing/crossingfinder.h"

#include <algorithm>

namespace inbetween {

std::optional<PlayRange> PlayRangeClip::effectiveRange(const Clip &clip)
{
    if (!clip.playRange)
        return std::nullopt;
    const double L = clip.length();
    const double from = std::clamp(clip.playRange->from, 0.0, std::max(0.0, L));
    const double to = std::clamp(clip.playRange->to, 0.0, std::max(0.0, L));
    if (!(to > from))
        return std::nullopt;
    return PlayRange{from, to};
}

PlayRangeClip::PlayRangeClip(const Clip &clip)
{
    m_part.loop = clip.loop;
    const std::optional<PlayRange> range = effectiveRange(clip);
    if (!range)
        return;
    m_active = true;
    m_range = *range;
    const double from = range->from, to = range->to;

    const FrameTrack &frames = clip.frames;
    if (!frames.isEmpty()) {
        // The frames that show inside [from, to): the one holding `from` to the last one
        // starting before `to`, each cut to the range.
        const auto [first, last] = frames.framesIn(from, to);
        m_firstFrame = first;
        QList<Frame> cut;
        cut.reserve(last - first);
        for (int i = first; i < last; ++i) {
            Frame f = frames.frame(i);
            const double start = std::max(frames.start(i), from);
            const double end = std::min(frames.end(i), to);
            f.duration = end - start;
            cut.append(f);
        }
        m_part.frames.setFrames(cut);
    } else {
        // Only keys: the length is the last key's time, which a single key at the range's
        // length gives (the part is never sampled, only its length and crossings are used).
        Keyframe end;
        end.time = to - from;
        m_part.motion.setKeys({end});
    }
    for (int i = 0; i < clip.events.size(); ++i) {
        const ClipEvent &e = clip.events[i];
        if (e.time < from || e.time > to)
            continue;
        m_part.events.append({e.time - from, e.name});
        m_eventRows.append(i);
    }
}

QList<Crossing> PlayRangeClip::between(double t0, double t1) const
{
    QList<Crossing> crossings = CrossingFinder(m_part).between(t0, t1);
    for (Crossing &c : crossings) // a frame entry and a box crossing name the frame entered
        c.index = c.kind == Crossing::Kind::Event ? m_eventRows.at(c.index) : c.index + m_firstFrame;
    return crossings;
}

double PlayRangeClip::countBound(double t0, double t1) const
{
    return CrossingFinder(m_part).countBound(t0, t1);
}

} // namespace inbetween
