#include "preview/renderratemeter.h"

namespace inbetween {

void RenderRateMeter::addRender(double wallMs)
{
    m_times.append(wallMs);
    while (!m_times.isEmpty() && m_times.front() < wallMs - m_window)
        m_times.removeFirst();
}

double RenderRateMeter::rate() const
{
    if (m_times.size() < 2)
        return 0.0;
    const double span = m_times.back() - m_times.front();
    return span > 0.0 ? 1000.0 * double(m_times.size() - 1) / span : 0.0;
}

} // namespace inbetween
