#pragma once

#include <utility>

namespace inbetween {

// The timeline's horizontal mapping between clip time (ms) and viewport pixels: a zoom
// (ms per pixel), a scroll offset in content pixels, and a fixed margin before time 0 so that
// the edge of frame 0 and the playhead at 0 can be grabbed.
class TimeAxis
{
public:
    static constexpr int margin = 12;

    double msPerPixel() const { return m_msPerPixel; }
    // Clamped to [minMsPerPixel, maxMsPerPixel].
    void setMsPerPixel(double msPerPixel);
    void setZoomLimits(double minMsPerPixel, double maxMsPerPixel);
    double minMsPerPixel() const { return m_min; }
    double maxMsPerPixel() const { return m_max; }

    double scroll() const { return m_scroll; }
    void setScroll(double contentPixels) { m_scroll = contentPixels; }

    double xForTime(double ms) const { return margin + ms / m_msPerPixel - m_scroll; }
    double timeForX(double x) const { return (x + m_scroll - margin) * m_msPerPixel; }
    double pixelsForDuration(double ms) const { return ms / m_msPerPixel; }

    // The content width for a clip of `length` ms, with room after its end to drag the last
    // edge further.
    double contentWidth(double length, int viewportWidth) const;
    // The times seen in [0, viewportWidth).
    std::pair<double, double> visibleTimes(int viewportWidth) const;

    // Changes the zoom keeping the time under viewport x where it is; returns the new scroll.
    double zoomAround(double factor, double x);
    // The ms per pixel that shows [0, length] in viewportWidth pixels.
    static double fitScale(double length, int viewportWidth);

private:
    double m_msPerPixel = 1.0;
    double m_min = 0.01;
    double m_max = 1e6;
    double m_scroll = 0.0;
};

} // namespace inbetween
