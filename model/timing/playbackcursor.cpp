#include "timing/playbackcursor.h"

#include "timing/frametrack.h"

namespace inbetween {

int PlaybackCursor::frameAt(double c)
{
    const int n = m_track->count();
    if (n == 0)
        return -1;
    if (m_frame >= n)
        m_frame = n - 1;
    const auto &starts = m_track->starts();
    // Still in the same frame, or in the next one (forward play), or back at the start (a wrap).
    if (c >= starts[size_t(m_frame)]) {
        if (c < starts[size_t(m_frame) + 1] || m_frame == n - 1)
            return m_frame;
        if (m_frame + 1 == n - 1 || c < starts[size_t(m_frame) + 2])
            return ++m_frame;
    } else if (c < starts[1]) {
        return m_frame = 0;
    }
    return m_frame = m_track->frameAt(c);
}

} // namespace inbetween
