#pragma once

#include <vector>

namespace inbetween {

class FrameTrack;

// How many frames are shorter than one display refresh at the fps (a render at that rate can
// skip them), as prefix counts: a band of many frames drawn as one knows in O(1) whether it
// hides one. Rebuilt in one pass when the frames or the fps change.
class ShortFrames
{
public:
    void rebuild(const FrameTrack &frames, double fps);
    // Short frames among first..last (inclusive).
    int countIn(int first, int last) const;
    static bool isShort(double duration, double fps) { return fps > 0.0 && duration < 1000.0 / fps; }

private:
    std::vector<int> m_before{0}; // m_before[i]: short frames among 0..i-1
};

} // namespace inbetween
