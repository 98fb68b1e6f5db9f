#include "crossingfinder.h"

#include "clip.h"

#include <algorithm>
#include <cmath>

namespace inbetween {

namespace {

// Where an occurrence falls within one period of the playback; it recurs every period.
struct Offset
{
    double at;
    Crossing::Kind kind;
    int index;
};

// The offsets of every occurrence in one period of length `period` (the whole time line for
// `once` and for a static clip, which have no period).
QList<Offset> offsetsOf(const Clip &p)
{
    QList<Offset> offsets;
    const double L = p.length();
    const int n = p.frames.count();
    const bool isStatic = !(L > 0.0);
    const LoopMode mode = isStatic ? LoopMode::Once : p.loop;

    for (int i = 0; i < n; ++i) {
        // Frame 0 is entered only when a loop starts over; in once and pingpong it is on screen
        // before 0 and through every turn.
        if (i > 0 || mode == LoopMode::Loop)
            offsets.append({p.frames.start(i), Crossing::Kind::Frame, i});
        if (mode == LoopMode::PingPong && i < n - 1)
            offsets.append({2.0 * L - p.frames.start(i + 1), Crossing::Kind::Frame, i});
    }
    for (int i = 0; i < p.events.size(); ++i) {
        const double e = p.events[i].time;
        if (mode == LoopMode::PingPong) {
            if (e > L)
                continue; // beyond the clip: clip time never gets there
            offsets.append({e, Crossing::Kind::Event, i});
            if (e > 0.0 && e < L) // at the turns the way out and the way back meet: once
                offsets.append({2.0 * L - e, Crossing::Kind::Event, i});
        } else {
            offsets.append({e, Crossing::Kind::Event, i});
        }
    }
    return offsets;
}

double periodOf(const Clip &p)
{
    const double L = p.length();
    if (!(L > 0.0) || p.loop == LoopMode::Once)
        return 0.0;
    return p.loop == LoopMode::PingPong ? 2.0 * L : L;
}

} // namespace

QList<Crossing> CrossingFinder::between(double t0, double t1) const
{
    QList<Crossing> out;
    if (!(t1 > t0))
        return out;
    const double period = periodOf(m_clip);
    const QList<Offset> offsets = offsetsOf(m_clip);

    auto append = [&](double tau, const Offset &o) {
        Crossing c;
        c.time = tau;
        c.kind = o.kind;
        c.index = o.index;
        if (o.kind == Crossing::Kind::Event)
            c.name = m_clip.events[o.index].name;
        out.append(c);
    };

    for (const Offset &o : offsets) {
        if (period == 0.0) {
            if (o.at >= t0 && o.at < t1)
                append(o.at, o);
            continue;
        }
        // Every occurrence's time is o.at + k * period for its own k, whatever the step, so the
        // same occurrence lands in exactly one half-open step.
        double k = std::floor((t0 - o.at) / period) - 1.0;
        while (o.at + k * period < t0)
            k += 1.0;
        for (double tau = o.at + k * period; tau < t1; k += 1.0, tau = o.at + k * period)
            append(tau, o);
    }

    std::sort(out.begin(), out.end(), [](const Crossing &a, const Crossing &b) {
        if (a.time != b.time)
            return a.time < b.time;
        if (a.kind != b.kind)
            return a.kind == Crossing::Kind::Frame;
        return a.index < b.index;
    });
    return out;
}

double CrossingFinder::countBound(double t0, double t1) const
{
    if (!(t1 > t0))
        return 0.0;
    const double period = periodOf(m_clip);
    const double perPeriod = 2.0 * (m_clip.frames.count() + m_clip.events.size());
    if (period == 0.0)
        return perPeriod;
    return perPeriod * ((t1 - t0) / period + 2.0);
}

} // namespace inbetween
