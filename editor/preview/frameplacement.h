#pragma once

#include "timing/pose.h"

#include <QPointF>
#include <QSizeF>
#include <optional>

namespace inbetween {

// Where a frame's picture and its data (model/framedata.h) stand in the preview's scene
// (DESIGN.md, "Frame data for games"): the frame's pivot sits on the motion's origin, so the
// picture's quad is moved off the pose's centre by quadOffset(), and a point given in picture
// pixels from the pivot (x right, y down, as boxes and points are) is scaled, rotated and
// translated by the pose as the quad is. Scene units are picture pixels with y up (one scale:
// DESIGN.md "One scale everywhere"). Pure maths: the preview, its tests and the Boxes tool agree.
class FramePlacement
{
public:
    FramePlacement() = default;
    FramePlacement(const Pose &pose, const QSizeF &pictureSize, const QPointF &pivot);

    // The quad's centre from the node's origin, in scene units before the pose (y up): (0, 0)
    // for a pivot at the picture's centre.
    static QPointF quadOffset(const QSizeF &pictureSize, const QPointF &pivot);

    const Pose &pose() const { return m_pose; }
    QSizeF pictureSize() const { return m_size; }
    // The pivot in picture pixels (from the picture's top left).
    QPointF pivot() const { return m_pivot; }

    // A point in picture pixels from the pivot, in scene xy.
    QPointF toScene(const QPointF &fromPivot) const;
    // The point of the picture plane (pixels from the pivot) that shows at scene xy; none when
    // the pose turns the picture edge-on (or scales it to nothing).
    std::optional<QPointF> fromScene(const QPointF &scene) const;

private:
    Pose m_pose;
    QSizeF m_size;
    QPointF m_pivot;
};

} // namespace inbetween
