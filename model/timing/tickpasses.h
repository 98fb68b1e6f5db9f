#pragma once

#include "timing/gametick.h"
#include "timing/loopmode.h"

#include <cstdint>

namespace inbetween {

class FrameTrack;

// The passes of clip time through a clip's frames and the ticks of a game's clock that show each
// (DESIGN.md, "Game tick"): what TickReport counts per frame and BoxTicks per box.
//
// The passes are numbered in playback order from playback time 0: loop: lap * n + i; pingpong:
// lap * 2n + i out, lap * 2n + (2n - 1 - i) back; once: i, and n once the clip has ended. Tick k
// (at playback time k * 1000 / HZ, GameTick) shows the pass a sample there shows (clipTimeAt, then
// half-open frame intervals), so pass q is shown by ticks [firstTick(q), firstTick(q + 1)).
// firstTick is O(1) but where a pass starts within a hair of a tick, settled by sampling the
// ticks beside it (model/timing/README.md, "Game tick").
class TickPasses
{
public:
    // `frames` not empty, `hz` a valid rate (GameTick::isValidRate); `frames` outlives this.
    TickPasses(const FrameTrack &frames, LoopMode mode, double hz);

    const GameTick &tick() const { return m_tick; }
    // Passes in a period: n (loop, once) or 2n (pingpong).
    std::int64_t perPeriod() const { return m_mode == LoopMode::PingPong ? 2 * std::int64_t(m_n) : m_n; }
    // L, or 2L in pingpong.
    double period() const { return m_mode == LoopMode::PingPong ? 2.0 * m_length : m_length; }
    // The frame pass q goes through.
    int frameOf(std::int64_t q) const
    {
        const auto r = int(q % perPeriod());
        return r < m_n ? r : 2 * m_n - 1 - r;
    }
    // The first tick whose sample is pass q or a later one, no earlier than `from`, the first
    // tick of an earlier pass (the ticks' passes never go back).
    std::int64_t firstTick(std::int64_t q, std::int64_t from) const;

private:
    double startOf(std::int64_t q) const;
    bool reached(double t, std::int64_t q) const;

    const FrameTrack &m_frames;
    LoopMode m_mode;
    GameTick m_tick;
    int m_n;
    double m_length;
};

} // namespace inbetween
