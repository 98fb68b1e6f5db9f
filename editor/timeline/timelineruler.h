#pragma once

#include <QRect>

class QPainter;

namespace inbetween {

class TimeAxis;

// The time ruler: labelled major ticks every 1, 2 or 5 x 10^k ms (whichever keeps the labels
// apart at the zoom), minor ticks between them, and frame ticks at the project's fps when a frame
// is wide enough to see.
class TimelineRuler
{
public:
    struct Steps
    {
        double major = 100.0;  // ms between labelled ticks
        double minor = 20.0;   // ms between small ticks
        double frame = 0.0;    // ms between frame ticks; 0 when frames are too narrow to show
    };

    static constexpr double minLabelSpacing = 70.0; // px between labels
    static constexpr double minFrameTickSpacing = 5.0; // px between frame ticks

    static Steps steps(double msPerPixel, double fps);
    // "0 ms", "250", "1500"; whole ms unless the step is finer.
    static QString label(double ms, double majorStep);
    // Where a label `width` wide starts for the tick at `tickX`: just right of it, or just left of
    // it where it would pass the row's right edge (the end of a fitted clip; the walk of issue 27
    // found "800 ms" cut to "8").
    static double labelLeft(double tickX, double width, double rowRight);

    static void paint(QPainter &painter, const QRect &row, const TimeAxis &axis, double fps, double length);
};

} // namespace inbetween
