#pragma once

#include "timing/loopmode.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <cstdint>

namespace inbetween {

class FrameTrack;

// Frame data at a tick rate (DESIGN.md, "Frame data for games"): which ticks of a game ticking
// at HZ show a box on, over one period of the clip (L in loop and once, 2L in pingpong), counting
// ticks from 1 at clip time 0: tick k shows playback time (k - 1) * 1000 / HZ, as the Game Tick
// view does (TickPasses: each pass of clip time through a frame is shown by a run of ticks, none
// for a hold the ticks skip). A box is on at a tick whose frame lists it; its windows are the runs
// of ticks it is on, read as fighting-game players read them: a 5-tick startup is on at the 5th
// tick. A window at the end of a loop's period and one at its start are two windows here (the
// period is counted from clip time 0), though the game sees them join across the wrap.
struct BoxTicks
{
    struct Window
    {
        std::int64_t first = 0; // ticks, counted from 1; inclusive
        std::int64_t last = 0;
        friend bool operator==(const Window &a, const Window &b) { return a.first == b.first && a.last == b.last; }
    };

    QString box;
    QList<Window> windows;       // in order; none when no tick shows the box
    std::int64_t totalTicks = 0; // ticks in the period

    bool isOn() const { return !windows.isEmpty(); }
    // The first window's first tick; 0 when the box is never on.
    std::int64_t startup() const { return isOn() ? windows.front().first : 0; }
    // Ticks on in the first window.
    std::int64_t active() const { return isOn() ? windows.front().last - windows.front().first + 1 : 0; }
    // Ticks after the last window's last, to the period's end; 0 when never on.
    std::int64_t recovery() const { return isOn() ? totalTicks - windows.back().last : 0; }

    // For each of `boxes` (the project's declared names, in their order). `hz` a valid rate
    // (GameTick::isValidRate); without frames, no ticks.
    static QList<BoxTicks> of(const FrameTrack &frames, LoopMode mode, double hz, const QStringList &boxes);
};

} // namespace inbetween
