#include "timing/boxtiming.h"

#include "clip.h"

#include <cmath>

namespace inbetween::BoxTiming {

QList<Interval> runs(const FrameTrack &frames, const QString &box)
{
    QList<Interval> out;
    for (int i = 0; i < frames.count(); ++i) {
        if (!frames.frame(i).data->boxes.contains(box))
            continue;
        if (!out.isEmpty() && out.back().to == frames.start(i))
            out.back().to = frames.end(i);
        else
            out.append({frames.start(i), frames.end(i)});
    }
    return out;
}

namespace {

// Appends [from, to) cut to [t0, t1), joined to the last interval where they touch.
void add(QList<Interval> *out, double from, double to, double t0, double t1)
{
    from = std::max(from, t0);
    to = std::min(to, t1);
    if (!(to > from))
        return;
    if (!out->isEmpty() && out->back().to >= from)
        out->back().to = std::max(out->back().to, to);
    else
        out->append({from, to});
}

} // namespace

QList<Interval> onIntervals(const Clip &clip, const QString &box, double t0, double t1)
{
    const double L = clip.length();
    const QList<Interval> inClip = runs(clip.frames, box);
    QList<Interval> out;
    if (!(t1 > t0) || !(L > 0.0) || inClip.isEmpty())
        return out;
    if (clip.loop == LoopMode::Once) {
        for (const Interval &r : inClip)
            add(&out, r.from == 0.0 ? -INFINITY : r.from, r.to == L ? INFINITY : r.to, t0, t1);
        return out;
    }
    const bool pingpong = clip.loop == LoopMode::PingPong;
    const double period = pingpong ? 2.0 * L : L;
    // The laps that meet [t0, t1), each lap's intervals in time order.
    for (double k = std::floor(t0 / period) - 1.0; k * period < t1; k += 1.0) {
        const double lap = k * period;
        for (const Interval &r : inClip)
            add(&out, lap + r.from, lap + r.to, t0, t1);
        if (!pingpong)
            continue;
        for (auto r = inClip.crbegin(); r != inClip.crend(); ++r)
            add(&out, lap + (2.0 * L - r->to), lap + (2.0 * L - r->from), t0, t1); // as the crossings add them
    }
    return out;
}

} // namespace inbetween::BoxTiming
