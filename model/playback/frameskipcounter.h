#pragma once

#include "timing/crossing.h"

#include <QList>

namespace inbetween {

// Counts the frame occurrences that were on screen for zero renders: an occurrence lasts from a
// frame being entered to the next frame being entered, [enter, next), and it is skipped when no
// render time falls inside it. An occurrence is decided when the next one begins, so the frame
// on screen now is never counted.
class FrameSkipCounter
{
public:
    // Play begins (or a seek lands) at a render time; the frame then on screen counts as seen.
    void restart(double renderTime);
    // Clears the count too.
    void reset(double renderTime);
    // A render at `renderTime` after one at `previousRenderTime`; `crossings` are those of
    // [previousRenderTime, renderTime) in time order (other kinds are ignored).
    void advance(double previousRenderTime, double renderTime, const QList<Crossing> &crossings);

    int skipped() const { return m_skipped; }

private:
    bool m_open = false;        // an occurrence is on screen
    bool m_seen = false;        // ... and some render time fell inside it
    double m_lastRender = 0.0;  // not yet checked against the open occurrence
    bool m_lastRenderPending = false;
    int m_skipped = 0;
};

} // namespace inbetween
