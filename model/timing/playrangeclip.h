#pragma once

#include "clip.h"
#include "timing/crossing.h"

#include <QList>
#include <optional>

namespace inbetween {

// A clip's play range (DESIGN.md, `playRange`) played as a clip of its own: the part [from, to]
// of the clip in the clip's loop mode, as the editor's preview loops it. Playback time 0 is the
// range's start; clip time from + clipTimeAt(t, to - from, loop). The crossings are those of the
// frames and events inside the range, named by their rows in the whole clip: the frame that
// holds `from` is entered where a loop of the range starts over, an event at `to` ends each lap,
// events outside the range never occur. It changes nothing of the clip: sampling, exports and
// CrossingFinder on the whole clip stay as they are.
//
// A snapshot: it copies what it needs, so the clip may change or move in memory afterwards
// (build another after an edit).
class PlayRangeClip
{
public:
    // The clip's play range clamped to [0, L] (an edit may have shortened the clip since it
    // was set); none when the clip has none or nothing of it is left.
    static std::optional<PlayRange> effectiveRange(const Clip &clip);

    // Without an effective range the result is inactive: use the whole clip.
    explicit PlayRangeClip(const Clip &clip);

    bool isActive() const { return m_active; }
    PlayRange range() const { return m_range; }
    LoopMode loop() const { return m_part.loop; }
    double length() const { return m_range.to - m_range.from; }
    bool contains(double clipTime) const { return clipTime >= m_range.from && clipTime <= m_range.to; }

    // The clip time shown at playback time t (t = 0 is the range's start).
    double clipTime(double t) const { return m_range.from + clipTimeAt(t, length(), m_part.loop); }
    // The crossings of playback from t0 to t1 inside the range (CrossingFinder's rules on it).
    QList<Crossing> between(double t0, double t1) const;
    double countBound(double t0, double t1) const;

private:
    bool m_active = false;
    PlayRange m_range;
    Clip m_part;            // the range as a clip: its frames cut to it, its events from 0
    int m_firstFrame = 0;   // the whole clip's row of m_part's frame 0
    QList<int> m_eventRows; // the whole clip's row of each of m_part's events
};

} // namespace inbetween
