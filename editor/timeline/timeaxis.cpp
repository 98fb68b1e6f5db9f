#include "timeline/timeaxis.h"

#include <algorithm>
#include <cmath>

namespace inbetween {

void TimeAxis::setMsPerPixel(double msPerPixel)
{
    if (std::isfinite(msPerPixel) && msPerPixel > 0.0)
        m_msPerPixel = std::clamp(msPerPixel, m_min, m_max);
}

void TimeAxis::setZoomLimits(double minMsPerPixel, double maxMsPerPixel)
{
    m_min = minMsPerPixel;
    m_max = std::max(minMsPerPixel, maxMsPerPixel);
    m_msPerPixel = std::clamp(m_msPerPixel, m_min, m_max);
}

double TimeAxis::contentWidth(double length, int viewportWidth) const
{
    return 2 * margin + length / m_msPerPixel + viewportWidth / 4.0;
}

std::pair<double, double> TimeAxis::visibleTimes(int viewportWidth) const
{
    return {timeForX(0), timeForX(viewportWidth)};
}

double TimeAxis::zoomAround(double factor, double x)
{
    const double t = timeForX(x);
    setMsPerPixel(m_msPerPixel * factor);
    m_scroll = std::max(0.0, margin + t / m_msPerPixel - x);
    return m_scroll;
}

double TimeAxis::fitScale(double length, int viewportWidth)
{
    const int usable = std::max(1, viewportWidth - 2 * margin);
    return length > 0.0 ? length / usable : 1.0;
}

} // namespace inbetween
