#pragma once

#include <QObject>
#include <functional>

class QScrollBar;
class QWidget;

namespace inbetween {

class TimeAxis;

// The timeline's zoom and horizontal scroll: keeps the time axis (ms per pixel and scroll) and
// the view's horizontal scroll bar in step. The zoom limits and the scroll range follow the
// clip's length and the viewport's width (out to twice the fit, never so far in that the content
// overflows the scroll bar's int). A view fitted to its window stays fitted through resizes
// until the user zooms. The view passes its scrolls and resizes on (scrolled(), resized()).
//
// What it knows of the view: the scroll bar it sets and the viewport it measures and repaints.
class TimelineZoom : public QObject
{
    Q_OBJECT

public:
    // `axis`, `scrollBar` and `viewport` outlive this; `length` gives the clip's length in ms.
    TimelineZoom(TimeAxis *axis, QScrollBar *scrollBar, QWidget *viewport, std::function<double()> length);

    // The zoom limits and the scroll bar's range for the clip's length and the viewport's width.
    void updateScrollBars();
    // Sets the zoom keeping the left edge's time (or the start, scrolled to it).
    void setMsPerPixel(double msPerPixel);
    // Zooms by `factor` keeping the time under viewport x `viewportX` where it is.
    void zoomBy(double factor, double viewportX);
    // Around the playhead when it is in view, else around the viewport's middle.
    void zoomIn(double playhead);
    void zoomOut(double playhead);
    // Shows [0, length] across the viewport, and keeps showing it through resizes.
    void fitToWindow();
    // Shows clip times [from, to] across the viewport.
    void showTimeRange(double from, double to);
    // Pages on when `ms` is outside the viewport: it comes back a tenth of the width from the left.
    void ensureVisible(double ms);

    // The view's scroll bar moved.
    void scrolled();
    // The view was resized.
    void resized();

signals:
    // The zoom or the scroll changed.
    void axisChanged();

private:
    void applyScroll(double contentPixels);
    int viewportWidth() const;

    TimeAxis *m_axis;
    QScrollBar *m_scrollBar;
    QWidget *m_viewport;
    std::function<double()> m_length;
    bool m_fitPending = true;
};

} // namespace inbetween
