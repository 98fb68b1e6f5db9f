#pragma once

#include <QList>

namespace inbetween {

// Renders a second over the last `window` milliseconds of wall time (the overlay's figure).
class RenderRateMeter
{
public:
    explicit RenderRateMeter(double windowMs = 1000.0) : m_window(windowMs) {}

    void reset() { m_times.clear(); }
    void addRender(double wallMs);
    // Renders a second over the renders inside the window; 0 with fewer than two.
    double rate() const;

private:
    double m_window;
    QList<double> m_times;
};

} // namespace inbetween
