#pragma once

#include <QColor>
#include <QImage>
#include <QPointF>
#include <QRect>

// The pixels of one colour in a grabbed frame: how many, their centroid and bounding box, and
// the rotation a square of that area with that bounding box has (folded into [0, 45] degrees).
struct ColourBlob
{
    int area = 0;
    QPointF centroid;
    QRect bounds;

    static ColourBlob find(const QImage &image, const QColor &colour, int tolerance);
    // A square of side s turned by a has a bounding box s (cos a + sin a) wide, so
    // sin 2a = (w / s)^2 - 1.
    double squareAngleDegrees() const;
};
