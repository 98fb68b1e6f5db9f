#pragma once

// Helpers of tst_playbackclock: a fake wall clock, the test project, and what DESIGN.md's rules
// say playback over [0, T) must report, worked out without cutting the span into steps.
#include "clip.h"
#include "playback/playbackclock.h"

#include <QList>

struct FakeTime
{
    double ms = 0.0;
    inbetween::TimeSource source()
    {
        return [this] { return ms; };
    }
};

// tests/preview/data/clock.json (frames 100, 150, 250, 50, 50, 600; five events) in `mode`.
inbetween::Clip loadClockProject(inbetween::LoopMode mode);
// Every occurrence of event i at tau in [0, T), by the rules directly (an event at L at the end
// of each lap, one past L never).
QList<double> expectedEventTimes(const inbetween::Clip &p, int i, double T);
// Frame occurrences that ended before the last render with no render inside them; the renders
// are the play start (0) and `renders`.
int expectedSkipped(const inbetween::Clip &p, const QList<double> &renders);
