// Fuzz target: any bytes through ProjectReader::read, then, when they load, through the timing
// rules a loaded project feeds (length, sampling, loop modes, crossings, the boxes' frame data at
// a tick rate), as the editor and the command line would use it.
#include "fuzz/fuzzsupport.h"

#include "timing/boxticks.h"
#include "timing/crossingfinder.h"

#include <cmath>

using namespace inbetween;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const std::optional<Project> project = fuzz::readProject(data, size);
    if (!project)
        return 0;
    for (const Clip &clip : project->clips) {
        const double length = clip.length();
        if (!std::isfinite(length) || length < 0)
            fuzz::fail("a loaded clip with a length that is not a finite number >= 0");
        const double times[] = {-1.0, 0.0, length / 3, length / 2, length, length * 2.5, 1e12};
        for (double t : times) {
            const Sample s = clip.sample(t);
            if (!std::isfinite(s.clipTime))
                fuzz::fail("a sample with a clip time that is not finite");
            if (s.frame >= clip.frames.count())
                fuzz::fail("a sample past the last frame");
        }
        // A bounded span of crossings: at most a few thousand, so one input stays fast.
        const CrossingFinder finder(clip);
        const double end = length > 0 ? length * 2 : 1000.0;
        if (finder.countBound(0, end) <= 5000) {
            const QList<Crossing> crossings = finder.between(0, end);
            for (qsizetype i = 1; i < crossings.size(); ++i) {
                if (crossings[i].time < crossings[i - 1].time)
                    fuzz::fail("crossings out of time order");
            }
            for (const Crossing &c : crossings) {
                if (c.kind == Crossing::Kind::Box && project->boxIndex(c.name) < 0)
                    fuzz::fail("a crossing of a box the project does not declare");
            }
        }
        QStringList boxes;
        for (const BoxDeclaration &b : project->boxes)
            boxes.append(b.name);
        for (const BoxTicks &b : BoxTicks::of(clip.frames, clip.loop, 60.0, boxes)) {
            if (b.isOn() && (b.startup() < 1 || b.windows.back().last > b.totalTicks || b.active() < 1))
                fuzz::fail("a box's window outside its period");
        }
    }
    return 0;
}
