#include "export/sheetsequence.h"

namespace inbetween {

QList<SheetStep> SheetSequence::of(const Clip &clip, PingPong pingPong)
{
    const FrameTrack &frames = clip.frames;
    const int n = frames.count();
    QList<SheetStep> out;
    for (int i = 0; i < n; ++i)
        out.append({i, frames.frame(i).duration, false});
    if (clip.loop != LoopMode::PingPong || n < 2)
        return out;
    out.back().duration *= 2.0;
    if (pingPong == PingPong::Native) {
        out.front().duration *= 2.0;
        return out;
    }
    for (int i = n - 2; i >= 0; --i)
        out.append({i, frames.frame(i).duration, true});
    return out;
}

std::vector<double> SheetSequence::starts(const QList<SheetStep> &steps)
{
    std::vector<double> out;
    out.reserve(size_t(steps.size()));
    double at = 0.0;
    for (const SheetStep &step : steps) {
        out.push_back(at);
        at += step.duration;
    }
    return out;
}

QList<SharedFrameData> SheetSequence::frameData(const Clip &clip, const QList<SheetStep> &steps)
{
    QList<SharedFrameData> out;
    out.reserve(steps.size());
    for (const SheetStep &step : steps)
        out.append(clip.frames.frame(step.frame).data);
    return out;
}

} // namespace inbetween
