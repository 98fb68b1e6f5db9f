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

} // namespace inbetween
