#include "timing/crossingfinder.h"

#include "clip.h"
#include "timing/boxtiming.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace inbetween {

namespace {

// Where an occurrence falls within one period of the playback; it recurs every period, from
// `from` on. At one instant, occurrences come in the order of `rank`, then of index.
struct Offset
{
    // An event at L ends a lap before the next begins; a box turns off just before the frame
    // entry it comes with, on just after.
    enum Rank { LapEnd, BoxOff, FrameEntry, BoxOn, Event };

    double at;
    Crossing::Kind kind;
    int index;
    Rank rank;
    double from = -std::numeric_limits<double>::infinity();
    const QString *box = nullptr; // a box's name, in the clip's frame data
};

// A frame entry at `at`, from frame `before` into frame `index`, and the boxes it turns off and on.
void addEntry(QList<Offset> *offsets, const Clip &p, double at, int before, int index)
{
    offsets->append({at, Crossing::Kind::Frame, index, Offset::FrameEntry});
    const FrameData &from = p.frames.frame(before).data.get(), &to = p.frames.frame(index).data.get();
    if (from.boxes.isEmpty() && to.boxes.isEmpty())
        return;
    BoxTiming::changes(from, to, [&](const QString &name, bool on) {
        offsets->append({at, Crossing::Kind::Box, index, on ? Offset::BoxOn : Offset::BoxOff, -std::numeric_limits<double>::infinity(), &name});
    });
}

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
        // Frame 0 is entered only when a loop starts over (from the last frame); in once and
        // pingpong it is on screen before 0 and through every turn.
        if (i > 0 || mode == LoopMode::Loop)
            addEntry(&offsets, p, p.frames.start(i), i > 0 ? i - 1 : n - 1, i);
        if (mode == LoopMode::PingPong && i < n - 1)
            addEntry(&offsets, p, 2.0 * L - p.frames.start(i + 1), i + 1, i);
    }
    if (isStatic)
        return offsets; // no time passes in a static clip: no event occurs
    for (int i = 0; i < p.events.size(); ++i) {
        const double e = p.events[i].time;
        if (e > L)
            continue; // beyond the clip: clip time never gets there
        if (mode == LoopMode::Loop && e == L) {
            // The end of every lap, from the first wrap on.
            offsets.append({L, Crossing::Kind::Event, i, Offset::LapEnd, L});
            continue;
        }
        offsets.append({e, Crossing::Kind::Event, i, Offset::Event});
        if (mode == LoopMode::PingPong && e > 0.0 && e < L) // at the turns out and back meet: once
            offsets.append({2.0 * L - e, Crossing::Kind::Event, i, Offset::Event});
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
    if (!(t1 > t0))
        return {};
    const double period = periodOf(m_clip);
    const QList<Offset> offsets = offsetsOf(m_clip);

    struct Found
    {
        double time;
        const Offset *offset;
    };
    std::vector<Found> found;
    for (const Offset &o : offsets) {
        if (period == 0.0) {
            if (o.at >= t0 && o.at < t1)
                found.push_back({o.at, &o});
            continue;
        }
        // Every occurrence's time is o.at + k * period for its own k, whatever the step, so the
        // same occurrence lands in exactly one half-open step.
        const double start = std::max(t0, o.from);
        double k = std::floor((start - o.at) / period) - 1.0;
        while (o.at + k * period < start)
            k += 1.0;
        for (double tau = o.at + k * period; tau < t1; k += 1.0, tau = o.at + k * period)
            found.push_back({tau, &o});
    }

    std::sort(found.begin(), found.end(), [](const Found &a, const Found &b) {
        if (a.time != b.time)
            return a.time < b.time;
        if (a.offset->rank != b.offset->rank)
            return a.offset->rank < b.offset->rank;
        if (a.offset->index != b.offset->index)
            return a.offset->index < b.offset->index;
        return a.offset->box && b.offset->box && *a.offset->box < *b.offset->box;
    });
    QList<Crossing> out;
    out.reserve(qsizetype(found.size()));
    for (const Found &f : found) {
        Crossing c;
        c.time = f.time;
        c.kind = f.offset->kind;
        c.index = f.offset->index;
        if (c.kind == Crossing::Kind::Event)
            c.name = m_clip.events[c.index].name;
        if (c.kind == Crossing::Kind::Box) {
            c.name = *f.offset->box;
            c.on = f.offset->rank == Offset::BoxOn;
        }
        out.append(c);
    }
    return out;
}

double CrossingFinder::countBound(double t0, double t1) const
{
    if (!(t1 > t0))
        return 0.0;
    const double period = periodOf(m_clip);
    double boxes = 0.0; // each box a frame lists turns on and off at most once a pass
    for (const Frame &f : m_clip.frames.frames())
        boxes += double(f.data->boxes.size());
    const double perPeriod = 2.0 * (m_clip.frames.count() + m_clip.events.size()) + 4.0 * boxes;
    if (period == 0.0)
        return perPeriod;
    return perPeriod * ((t1 - t0) / period + 2.0);
}

} // namespace inbetween
