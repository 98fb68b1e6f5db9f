#pragma once

// Helpers of the SoundSync tests (tst_soundsync: the sound following the clock as it plays;
// tst_soundscrub: the playhead moved by hand), shared since the one program was split in two: a
// fake wall clock, the test clip, and a player that does what the rule tells it.
#include "clip.h"
#include "common/testutil.h"
#include "playback/playbackclock.h"
#include "playback/soundsync.h"

struct FakeTime
{
    double ms = 0.0;
    inbetween::TimeSource source()
    {
        return [this] { return ms; };
    }
};

// A clip of 500 ms (five frames of 100) in `mode`.
inline inbetween::Clip clipOf(inbetween::LoopMode mode)
{
    inbetween::Clip clip(QStringLiteral("walk"));
    clip.loop = mode;
    clip.frames = testutil::trackOf({100, 100, 100, 100, 100});
    return clip;
}

// A player that does what it is told and runs on at its rate, as a test's stand-in for the
// position a real player reports (no latency unless asked).
struct SimulatedPlayer
{
    inbetween::SoundSync::Player report;
    double rate = 1.0;
    double latency = 0.0;    // ms of wall time between a seek and the sound moving
    double startsAt = 0.0;   // wall time at which the last seek's sound begins to move
    double seekedTo = 0.0;
    int seeks = 0;

    void apply(const inbetween::SoundSync::Command &c, double wall)
    {
        if (c.rate)
            rate = *c.rate;
        if (c.seekTo) {
            ++seeks;
            seekedTo = *c.seekTo;
            startsAt = wall + latency;
            report.position = seekedTo;
        }
        if (c.run == inbetween::SoundSync::Command::Run::Play) {
            if (!report.playing && !c.seekTo) { // resumed where it paused
                seekedTo = report.position;
                startsAt = wall + latency;
            }
            report.playing = true;
        } else if (c.run == inbetween::SoundSync::Command::Run::Pause) {
            report.playing = false;
        }
    }
    // Wall time has moved on to `wall`.
    void runTo(double wall)
    {
        if (report.playing && wall > startsAt)
            report.position = seekedTo + (wall - startsAt) * rate;
    }
};
