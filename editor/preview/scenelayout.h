#pragma once

#include "timing/pose.h"

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QVector3D>
#include <optional>

namespace inbetween {

class Clip;

// What the preview draws besides the square itself, worked out from the project alone (no Qt
// Quick), so that tests and the widget agree: the square's corners at a pose, the path over the
// clip, the bounds the camera frames, the onion-skin keys and the matrix-blend outline.
//
// One scale (DESIGN.md "One scale everywhere"): one scene unit is one pixel of the pictures, and
// one unit of translation. A frame's quad is its picture's width x height units (its region, or
// its whole image), centred on its translation; a frame without a picture, and a clip without
// frames, is a plain square plainSide units on a side.
class SceneLayout
{
public:
    static constexpr double plainSide = 64.0;
    static QSizeF plainSize() { return QSizeF(plainSide, plainSide); }
    static constexpr int trailSamples = 240;

    // The quad's four corners (counter-clockwise from bottom-left) at a pose for a picture of
    // `size` pixels: scaled, then rotated (Qt's Euler convention), then translated, as Qt Quick 3D
    // places a Node.
    // `offset` moves the quad off the pose's origin before the pose (FramePlacement::quadOffset:
    // the frame's pivot on the origin).
    static QList<QVector3D> corners(const Pose &pose, const QSizeF &size = plainSize(), const QPointF &offset = QPointF());
    // The square's translation over [0, length], at trailSamples even steps plus every key time.
    static QList<QVector3D> trail(const Clip &clip);
    // The xy bounds of every corner over the clip of a quad of `extent` (the clip's largest
    // picture), with a margin; at least twice `extent` wide and high.
    static QRectF pathBounds(const Clip &clip, const QSizeF &extent = plainSize());
    // The key poses on either side of clip time c: the last key at or before c, the first after.
    static std::optional<Pose> previousKeyPose(const Clip &clip, double c);
    static std::optional<Pose> nextKeyPose(const Clip &clip, double c);
    // The outline a component-wise blend of the two keys' 4x4 matrices gives at c (the way of
    // seeds/002: M = Ma + (Mb - Ma) * e). Applying a blended affine matrix to a point equals
    // blending the points each matrix gives, so this blends the corners of the two key poses;
    // halfway between 180 and 0 degrees they all meet in one point.
    static QList<QVector3D> matrixBlendCorners(const Clip &clip, double c, const QSizeF &size = plainSize(),
                                               const QPointF &offset = QPointF());
    // The four edges of a quadrilateral as segments (pairs of points), plus a small cross at its
    // centre so that a quadrilateral collapsed to a point still shows; moved by dz.
    static QList<QVector3D> outlineSegments(const QList<QVector3D> &corners, float dz);
    // Grid segments (pairs of points) every `step` units over `area`, at height z, omitting the
    // lines through the origin (drawn as axes).
    static QList<QVector3D> gridSegments(const QRectF &area, double step, float z);
};

} // namespace inbetween
