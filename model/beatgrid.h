#pragma once

#include "projectlimits.h"

#include <cmath>

namespace inbetween {

// A clip's beat grid (`beat`, file version 4): beats every 60000 / bpm ms from `offset` (a clip
// time in ms, the first downbeat; negative: before the clip), bars of four beats. The timeline
// draws it and drags snap to it; it never changes sampling, crossings or exports.
struct BeatGrid
{
    double bpm = 120.0; // > 0
    double offset = 0.0;

    static constexpr int kBeatsPerBar = 4;

    double beatMs() const { return 60000.0 / bpm; }
    // The time of beat `n` (n may be negative: beats before the offset).
    double beatTime(long long n) const { return offset + double(n) * beatMs(); }
    // The beat nearest to clip time `t`.
    long long nearestBeat(double t) const { return std::llround((t - offset) / beatMs()); }

    // Whether a project file takes it: bpm finite, above 0 and at most limits.maxBpm, the offset
    // finite and within limits.maxTime.
    bool fits(const ProjectLimits &limits) const
    {
        return std::isfinite(bpm) && bpm > 0.0 && bpm <= limits.maxBpm && std::isfinite(offset)
               && std::abs(offset) <= limits.maxTime;
    }

    friend bool operator==(const BeatGrid &a, const BeatGrid &b) { return a.bpm == b.bpm && a.offset == b.offset; }
    friend bool operator!=(const BeatGrid &a, const BeatGrid &b) { return !(a == b); }
};

} // namespace inbetween
