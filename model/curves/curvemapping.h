#pragma once

#include <QPointF>

namespace inbetween {

// Where the curve view draws a (clip time, value) point: x grows with time as on the timeline
// (the two share one time axis), y grows downwards as values fall. Both linear.
struct CurveMapping
{
    double xAtZero = 0.0;       // x of clip time 0
    double msPerPixel = 1.0;
    double yAtZero = 0.0;       // y of value 0
    double valuePerPixel = 1.0; // > 0

    double x(double time) const { return xAtZero + time / msPerPixel; }
    double time(double x) const { return (x - xAtZero) * msPerPixel; }
    double y(double value) const { return yAtZero - value / valuePerPixel; }
    double value(double y) const { return (yAtZero - y) * valuePerPixel; }
    QPointF point(double time, double value) const { return {x(time), y(value)}; }

    // The vertical part that shows values [lo, hi] between pixel rows top and bottom (a range
    // of no height is shown around its value, one unit high).
    void fitValues(double lo, double hi, double top, double bottom)
    {
        if (!(hi > lo)) {
            lo -= 0.5;
            hi += 0.5;
        }
        valuePerPixel = (hi - lo) / (bottom > top ? bottom - top : 1.0);
        yAtZero = top + hi / valuePerPixel;
    }
};

} // namespace inbetween
