#include "preview/frameplacement.h"

#include <cmath>

namespace inbetween {

FramePlacement::FramePlacement(const Pose &pose, const QSizeF &pictureSize, const QPointF &pivot)
    : m_pose(pose), m_size(pictureSize), m_pivot(pivot)
{
}

QPointF FramePlacement::quadOffset(const QSizeF &size, const QPointF &pivot)
{
    // The quad's centre is the picture's centre: (w/2, h/2) in picture pixels, which is
    // (w/2 - px, -(h/2 - py)) from the pivot with y turned up.
    return QPointF(size.width() / 2.0 - pivot.x(), pivot.y() - size.height() / 2.0);
}

QPointF FramePlacement::toScene(const QPointF &p) const
{
    // As Qt Quick 3D places a node's child: scaled, rotated, translated (SceneLayout::corners).
    const Vec3 local{p.x() * m_pose.scale.x, -p.y() * m_pose.scale.y, 0.0};
    const Vec3 v = m_pose.quaternion().rotate(local) + m_pose.translation;
    return QPointF(v.x, v.y);
}

std::optional<QPointF> FramePlacement::fromScene(const QPointF &scene) const
{
    // The map is affine in the picture plane, seen down z: solve the 2 x 2 system.
    const QPointF o = toScene(QPointF(0, 0));
    const QPointF ex = toScene(QPointF(1, 0)) - o;
    const QPointF ey = toScene(QPointF(0, 1)) - o;
    const double det = ex.x() * ey.y() - ex.y() * ey.x();
    if (!std::isfinite(det) || std::abs(det) < 1e-9)
        return std::nullopt;
    const QPointF d = scene - o;
    return QPointF((d.x() * ey.y() - d.y() * ey.x()) / det, (ex.x() * d.y() - ex.y() * d.x()) / det);
}

} // namespace inbetween
