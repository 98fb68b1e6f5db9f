#pragma once

#include "timing/tickreport.h"

#include <QString>

namespace inbetween {

// The game tick's figures for people (DESIGN.md, "Numbers on screen are rounded for people"):
// times to 0.1 ms, for the timeline's marks and tooltips and the Clip panel.
class TickText
{
public:
    // An error shown as at least 0.1 ms: a hold the tick rate shows for a different time than its
    // duration. (16.7 ms typed for 1/60 s is 0.03 ms off at 60 Hz: not marked.)
    static constexpr double visibleErrorMs = 0.05;
    static bool isVisible(double errorMs) { return errorMs >= visibleErrorMs; }

    // "60 Hz", "59.94 Hz".
    static QString rate(double hz);
    // What the rate does to one hold: "shows 16.7 or 33.3 ms", "skipped or shows 16.7 ms",
    // "skipped", "shows 33.3 to 66.7 ms", "shows 100 ms".
    static QString shows(const TickReport::FrameTicks &frame, double tickMs);
    // A frame's tooltip line: "At 60 Hz: shows 16.7 or 33.3 ms (hold 20 ms)".
    static QString frame(const TickReport &report, int frame);
    // The clip's: "60 Hz: off by up to 13.3 ms (frame 0: shows 16.7 or 33.3 ms for 20 ms)", or
    // "60 Hz: every hold shows for its duration".
    static QString clip(const TickReport &report);
};

} // namespace inbetween
