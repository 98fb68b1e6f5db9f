#pragma once

namespace inbetween {

class FrameTrack;

// Frame lookup for playback: remembers the last frame, so that clip times that move forward (or
// wrap round to the start) cost O(1) amortised; any other jump falls back to a binary search.
class PlaybackCursor
{
public:
    explicit PlaybackCursor(const FrameTrack &track) : m_track(&track) {}

    int frameAt(double c);
    void reset() { m_frame = 0; }

private:
    const FrameTrack *m_track;
    int m_frame = 0;
};

} // namespace inbetween
