// TimelineView's zoom and scroll, split from timelineview.cpp: the time axis and the scroll bar.
#include "timeline/timelinezoom.h"

#include "timeline/timeaxis.h"

#include <QScrollBar>
#include <algorithm>
#include <cmath>
#include <utility>

namespace inbetween {

TimelineZoom::TimelineZoom(TimeAxis *axis, QScrollBar *scrollBar, QWidget *viewport, std::function<double()> length)
    : m_axis(axis), m_scrollBar(scrollBar), m_viewport(viewport), m_length(std::move(length))
{
}

int TimelineZoom::viewportWidth() const
{
    return m_viewport->width();
}

void TimelineZoom::updateScrollBars()
{
    const double length = m_length();
    const int width = std::max(1, viewportWidth());
    // Not so far in that the content overflows the scroll bar's int; out to twice the fit.
    m_axis->setZoomLimits(std::max(0.01, length / 1e9), std::max(2.0 * TimeAxis::fitScale(length, width), 10.0));
    const double content = m_axis->contentWidth(length, width);
    m_scrollBar->setRange(0, std::max(0, int(std::ceil(content - width))));
    m_scrollBar->setPageStep(width);
    m_scrollBar->setSingleStep(std::max(1, width / 20));
    m_axis->setScroll(m_scrollBar->value());
    emit axisChanged();
}

void TimelineZoom::applyScroll(double contentPixels)
{
    updateScrollBars();
    m_scrollBar->setValue(int(std::round(contentPixels)));
    m_axis->setScroll(m_scrollBar->value());
    m_viewport->update();
    emit axisChanged();
}

void TimelineZoom::scrolled()
{
    m_axis->setScroll(m_scrollBar->value());
    m_viewport->update();
    emit axisChanged();
}

void TimelineZoom::setMsPerPixel(double msPerPixel)
{
    m_fitPending = false;
    // Scrolled to the start, it stays there; else the time at the left edge stays there.
    const bool atStart = m_axis->scroll() <= 0;
    const double left = m_axis->timeForX(0);
    m_axis->setMsPerPixel(msPerPixel);
    applyScroll(atStart ? 0.0 : std::max(0.0, TimeAxis::margin + left / m_axis->msPerPixel()));
}

void TimelineZoom::zoomBy(double factor, double viewportX)
{
    m_fitPending = false;
    updateScrollBars();
    applyScroll(m_axis->zoomAround(factor, viewportX));
}

void TimelineZoom::fitToWindow()
{
    // Fitted, the view stays fitted through resizes until the user zooms.
    m_fitPending = true;
    updateScrollBars();
    m_axis->setMsPerPixel(TimeAxis::fitScale(m_length(), viewportWidth()));
    applyScroll(0.0);
}

void TimelineZoom::showTimeRange(double from, double to)
{
    if (!(to > from) || !std::isfinite(from) || !std::isfinite(to))
        return;
    m_fitPending = false;
    updateScrollBars();
    m_axis->setMsPerPixel((to - from) / std::max(1, viewportWidth() - 2 * TimeAxis::margin));
    applyScroll(std::max(0.0, from / m_axis->msPerPixel()));
}

void TimelineZoom::zoomIn(double playhead)
{
    const double x = m_axis->xForTime(playhead);
    zoomBy(1.0 / 1.5, x >= 0 && x < viewportWidth() ? x : viewportWidth() / 2.0);
}

void TimelineZoom::zoomOut(double playhead)
{
    const double x = m_axis->xForTime(playhead);
    zoomBy(1.5, x >= 0 && x < viewportWidth() ? x : viewportWidth() / 2.0);
}

void TimelineZoom::ensureVisible(double ms)
{
    const double x = m_axis->xForTime(ms);
    const int width = viewportWidth();
    if (x >= TimeAxis::margin && x <= width - TimeAxis::margin)
        return;
    // Page on: the playhead comes back in a tenth of the width from the left.
    applyScroll(m_axis->scroll() + x - width * 0.1);
}

void TimelineZoom::resized()
{
    if (m_fitPending && viewportWidth() >= 50)
        fitToWindow();
    updateScrollBars();
}

} // namespace inbetween
