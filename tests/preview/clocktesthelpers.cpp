#include "preview/clocktesthelpers.h"

#include "file/projectreader.h"
#include "timing/crossingfinder.h"

#include <QTest>
#include <algorithm>

using namespace inbetween;

Clip loadClockProject(LoopMode mode)
{
    const QString path = QFINDTESTDATA("data/clock.json");
    auto result = ProjectReader::readFile(path);
    if (!result.ok())
        qFatal("cannot read %s", qPrintable(path));
    Clip p = result.project->clips.front();
    p.loop = mode;
    return p;
}

QList<double> expectedEventTimes(const Clip &p, int i, double T)
{
    const double L = p.length();
    const double e = p.events[i].time;
    QList<double> out;
    // An event past the end, or in a static clip, never occurs (DESIGN.md, "Events at or past
    // the end"); one at L ends each lap of a loop, ends a once, turns a pingpong.
    if (!(L > 0.0) || e > L)
        return out;
    if (p.loop == LoopMode::Once) {
        if (e < T)
            out.append(e);
        return out;
    }
    const double period = p.loop == LoopMode::Loop ? L : 2.0 * L;
    for (double lap = 0.0; lap < T; lap += period) {
        if (lap + e < T)
            out.append(lap + e);
        if (p.loop == LoopMode::PingPong && e > 0.0 && e < L && lap + 2.0 * L - e < T)
            out.append(lap + 2.0 * L - e);
    }
    std::sort(out.begin(), out.end());
    return out;
}

int expectedSkipped(const Clip &p, const QList<double> &renders)
{
    const double T = renders.back();
    QList<double> enters{0.0};
    for (const Crossing &c : CrossingFinder(p).between(0.0, T)) {
        if (c.kind == Crossing::Kind::Frame && c.time > 0.0)
            enters.append(c.time);
    }
    QList<double> all{0.0};
    all += renders;
    int skipped = 0;
    for (int j = 0; j + 1 < enters.size(); ++j) {
        const double from = enters[j], to = enters[j + 1];
        const bool seen = std::any_of(all.begin(), all.end(), [&](double r) { return r >= from && r < to; });
        if (!seen)
            ++skipped;
    }
    return skipped;
}
