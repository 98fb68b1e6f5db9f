#include "curves/spacingchart.h"

#include <cmath>

namespace inbetween {

SpacingChart SpacingChart::forSegment(double start, double end, const Easing &easing, double fps, int maxTicks)
{
    SpacingChart chart;
    chart.start = start;
    chart.end = end;
    if (!(end > start) || !(fps > 0.0) || !std::isfinite(start) || !std::isfinite(end))
        return chart;
    const double frameMs = 1000.0 / fps;
    constexpr double tolerance = 1e-6; // ms: a frame this close to a key is the key
    const double firstFrame = std::floor((start + tolerance) / frameMs) + 1.0;
    const double lastFrame = std::ceil((end - tolerance) / frameMs) - 1.0;
    if (lastFrame - firstFrame + 1.0 > maxTicks) {
        chart.tooMany = true;
        return chart;
    }
    for (double n = firstFrame; n <= lastFrame; n += 1.0) {
        const double t = n * 1000.0 / fps; // as SnapPolicy puts the grid: 9 frames at 60 fps is 150
        if (t - start <= tolerance || end - t <= tolerance)
            continue;
        chart.times.append(t);
        chart.positions.append(easing.apply((t - start) / (end - start)));
    }
    return chart;
}

} // namespace inbetween
