#include "timing/boxticks.h"

#include "timing/frametrack.h"
#include "timing/gametick.h"
#include "timing/tickpasses.h"

#include <QHash>

namespace inbetween {

// One pass through the passes of the first period: each pass with ticks extends the windows of
// the boxes its frame lists (a pass the ticks skip leaves the windows as they are: no tick shows
// it). O(passes + boxes listed), whatever the rate.
QList<BoxTicks> BoxTicks::of(const FrameTrack &frames, LoopMode mode, double hz, const QStringList &boxes)
{
    QList<BoxTicks> out;
    QHash<QString, qsizetype> index;
    for (const QString &box : boxes) {
        index.insert(box, out.size());
        out.append(BoxTicks{box, {}, 0});
    }
    if (frames.isEmpty() || !GameTick::isValidRate(hz))
        return out;
    const TickPasses passes(frames, mode, hz);
    std::int64_t begin = 0; // the first tick (from 0) of pass q
    for (std::int64_t q = 0; q < passes.perPeriod(); ++q) {
        const std::int64_t end = passes.firstTick(q + 1, begin);
        if (end > begin) {
            const auto &listed = frames.frame(passes.frameOf(q)).data->boxes;
            for (auto it = listed.keyBegin(); it != listed.keyEnd(); ++it) {
                const auto found = index.constFind(*it);
                if (found == index.constEnd())
                    continue;
                QList<Window> &windows = out[*found].windows;
                if (!windows.isEmpty() && windows.back().last == begin) // ticks begin + 1 .. end, counted from 1
                    windows.back().last = end;
                else
                    windows.append({begin + 1, end});
            }
        }
        begin = end;
    }
    for (BoxTicks &b : out)
        b.totalTicks = begin;
    return out;
}

} // namespace inbetween
