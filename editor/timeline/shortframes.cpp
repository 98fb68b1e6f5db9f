#include "timeline/shortframes.h"

#include "timing/frametrack.h"

namespace inbetween {

void ShortFrames::rebuild(const FrameTrack &frames, double fps)
{
    m_before.assign(size_t(frames.count()) + 1, 0);
    for (int i = 0; i < frames.count(); ++i)
        m_before[size_t(i) + 1] = m_before[size_t(i)] + (isShort(frames.frame(i).duration, fps) ? 1 : 0);
}

int ShortFrames::countIn(int first, int last) const
{
    if (first < 0 || last < first || size_t(last) + 1 >= m_before.size())
        return 0;
    return m_before[size_t(last) + 1] - m_before[size_t(first)];
}

} // namespace inbetween
