#include "review/reviewsequence.h"

#include "clip.h"
#include "export/sheetsequence.h"

#include <cmath>

namespace inbetween {

namespace {
struct Step
{
    double start;
    double end;
    int frame;
};

// The frames' holds over one period, unrolled for ping-pong (SheetSequence), or one step of the
// whole period when the clip has no frames.
QList<Step> stepsOf(const Clip &clip, double period)
{
    QList<Step> steps;
    double t = 0.0;
    for (const SheetStep &s : SheetSequence::of(clip)) {
        steps.append({t, t + s.duration, s.frame});
        t += s.duration;
    }
    if (steps.isEmpty())
        steps.append({0.0, period, -1});
    steps.back().end = period; // the sum, free of the additions' rounding
    return steps;
}
} // namespace

ReviewSequence ReviewSequence::of(const Clip &clip, double fps, int passes, QString *error)
{
    ReviewSequence out;
    const double L = clip.length();
    if (!(L > 0.0)) {
        if (error)
            *error = QStringLiteral("clip \"%1\" has nothing to play (no frames and no motion)").arg(clip.name);
        return out;
    }
    passes = std::max(1, passes);
    out.period = clip.loop == LoopMode::PingPong ? 2.0 * L : L;
    out.end = out.period * passes;
    out.repeats = clip.loop != LoopMode::Once;
    const QList<Step> steps = stepsOf(clip, out.period);
    const bool moves = clip.motion.count() >= 2;
    const double grid = fps > 0.0 ? 1000.0 / fps : 0.0;
    if (moves && grid > 0.0 && out.end / grid > maxPictures) {
        if (error)
            *error = QStringLiteral("clip \"%1\" baked at %2 fps gives more than %3 pictures; lower --fps")
                         .arg(clip.name)
                         .arg(fps)
                         .arg(maxPictures);
        return out;
    }
    auto add = [&](double start, int frame) {
        // The pose at the picture's start (on the way back of a ping-pong too: clipTime turns it).
        const Pose pose = clip.motion.sample(clip.clipTime(start));
        if (!out.pictures.isEmpty() && out.pictures.back().frame == frame && out.pictures.back().pose == pose)
            return;
        out.pictures.append({start, frame, pose});
    };
    for (int pass = 0; pass < passes; ++pass) {
        const double offset = pass * out.period;
        for (const Step &step : steps) {
            add(offset + step.start, step.frame);
            if (!moves || grid <= 0.0)
                continue;
            // Grid times k x grid strictly inside the hold, counted from the pass's start.
            for (double k = std::floor(step.start / grid) + 1.0; k * grid < step.end; k += 1.0) {
                if (k * grid > step.start)
                    add(offset + k * grid, step.frame);
            }
        }
        if (out.pictures.size() > maxPictures) {
            if (error)
                *error = QStringLiteral("clip \"%1\" gives more than %2 pictures").arg(clip.name).arg(maxPictures);
            out.pictures.clear();
            return out;
        }
    }
    return out;
}

} // namespace inbetween
