#include "playback/frameskipcounter.h"

namespace inbetween {

void FrameSkipCounter::restart(double renderTime)
{
    m_open = true;
    m_seen = true;
    m_lastRender = renderTime;
    m_lastRenderPending = false;
}

void FrameSkipCounter::reset(double renderTime)
{
    restart(renderTime);
    m_skipped = 0;
}

void FrameSkipCounter::advance(double previousRenderTime, double renderTime, const QList<Crossing> &crossings)
{
    bool first = true;
    for (const Crossing &c : crossings) {
        if (c.kind != Crossing::Kind::Frame)
            continue;
        // The previous render is inside the open occurrence unless that occurrence ends exactly
        // there (an entry at previousRenderTime belongs to the new occurrence: half-open).
        if (first && m_lastRenderPending && c.time > m_lastRender)
            m_seen = true;
        first = false;
        if (m_open && !m_seen)
            ++m_skipped;
        m_open = true;
        m_seen = (c.time == previousRenderTime);
    }
    if (first && m_lastRenderPending)
        m_seen = true; // no entry in this step: the previous render was inside the open occurrence
    // Whether this render is inside the open occurrence is known only at the next step: an
    // entry at exactly renderTime would end it there.
    m_lastRender = renderTime;
    m_lastRenderPending = true;
}

} // namespace inbetween
