#pragma once

#include "beatgrid.h"

#include <QList>
#include <optional>

namespace inbetween {

// Tap tempo (DESIGN.md, "Timing to voice and beat"; the editor's Clips > Tap Tempo, Shift+T): the
// beat grid that a series of taps along with the playing clip gives. Each tap is stamped by the
// playback clock the sound follows, when the key comes: its playback time (which runs at the
// preview's speed times the wall clock, so the taps are as far apart as the beats of the sound)
// and the clip time it fell on.
//
// The rule (gridOf): fewer than minimumTaps taps give no grid. From four on, the beat is the
// median of the intervals between successive taps (a tap a little late or early, or a beat left
// out, which makes one interval of two beats, does not move it; an even number of intervals takes
// the mean of the middle two), and BPM = 60000 / beat. The offset (the downbeat) is the first
// tap's clip time as all the taps place it: each tap, less its whole beats since the first,
// points at a time for the first; the offset is the median of those, so a first tap pressed a
// little early is put right by the rest. Playback time runs on across a loop's wrap, so taps on
// both sides of it still count; the offset is a clip time of the first tap's lap.
//
// A series (tap): a tap more than maximumGap after the previous one, or not after it (the clock
// went back), starts a new series; the grid is always that of the current series.
class TapTempo
{
public:
    static constexpr int minimumTaps = 4;
    // The longest pause between two taps of a series: 2 s, a beat of 30 BPM.
    static constexpr double maximumGap = 2000.0;

    struct Tap
    {
        double time;     // playback ms
        double clipTime; // the clip time it fell on
    };

    // The grid `taps` give (in the order they came), or none: fewer than four, a beat that is no
    // positive time, or a tempo or offset beyond the file's limits.
    static std::optional<BeatGrid> gridOf(const QList<Tap> &taps);

    // Adds a tap to the series, or starts a new series with it; true when it started one.
    bool tap(double time, double clipTime);
    void reset() { m_taps.clear(); }
    // The taps in the current series.
    int count() const { return int(m_taps.size()); }
    std::optional<BeatGrid> grid() const { return gridOf(m_taps); }

private:
    QList<Tap> m_taps;
};

} // namespace inbetween
