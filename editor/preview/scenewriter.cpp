#include "preview/scenewriter.h"

#include "clip.h"
#include "preview/linegeometry.h"
#include "preview/scenelayout.h"

#include <QQuick3DTextureData>
#include <QVector2D>
#include <QVector3D>

namespace inbetween {

namespace {
QVector3D toVector(const Vec3 &v)
{
    return QVector3D(float(v.x), float(v.y), float(v.z));
}
} // namespace

void SceneWriter::attach(QQuickItem *root)
{
    m_root = root;
    m_grid = findGeometry("grid");
    m_axes = findGeometry("axes");
    m_trail = findGeometry("trail");
    m_outline = findGeometry("compareOutline");
    if (root && (!m_grid || !m_axes || !m_trail || !m_outline))
        qWarning("preview: the scene lacks one of its line geometries");
}

LineGeometry *SceneWriter::findGeometry(const char *name) const
{
    return m_root ? m_root->findChild<LineGeometry *>(QLatin1String(name)) : nullptr;
}

void SceneWriter::set(const char *name, const QVariant &value)
{
    if (m_root && !m_root->setProperty(name, value))
        qWarning("preview: the scene has no property %s", name);
}

void SceneWriter::showPose(const Clip &p, double clipTime, QQuick3DTextureData *texture, const QRectF &region,
                           const QSizeF &size, bool compare, const QPointF &offset)
{
    if (!m_root)
        return;
    const Pose pose = p.motion.sample(clipTime);
    set("squarePosition", toVector(pose.translation));
    set("squareRotation", toVector(pose.rotation));
    set("squareScale", toVector(pose.scale));
    set("frameIndex", p.frames.frameAt(clipTime));
    set("frameTexture", QVariant::fromValue(texture));
    set("frameRegion", region);
    set("frameSize", QVector2D(float(size.width()), float(size.height())));
    set("frameOffset", QVector2D(float(offset.x()), float(offset.y())));

    const auto prev = SceneLayout::previousKeyPose(p, clipTime);
    const auto next = SceneLayout::nextKeyPose(p, clipTime);
    set("previousKeyVisible", prev.has_value());
    set("nextKeyVisible", next.has_value());
    if (prev) {
        set("previousKeyPosition", toVector(prev->translation));
        set("previousKeyRotation", toVector(prev->rotation));
        set("previousKeyScale", toVector(prev->scale));
    }
    if (next) {
        set("nextKeyPosition", toVector(next->translation));
        set("nextKeyRotation", toVector(next->rotation));
        set("nextKeyScale", toVector(next->scale));
    }
    if (compare && m_outline)
        m_outline->setSegments(SceneLayout::outlineSegments(SceneLayout::matrixBlendCorners(p, clipTime, size, offset), 1.0f));
}

void SceneWriter::showTrail(const Clip *clip)
{
    if (!m_trail)
        return;
    QList<QVector3D> points = clip ? SceneLayout::trail(*clip) : QList<QVector3D>{};
    for (QVector3D &v : points)
        v.setZ(v.z() - 1.0f); // under the square
    m_trail->setStrip(points);
}

double SceneWriter::gridStep(double ppu)
{
    double step = 16.0;
    while (step * ppu < 20.0 && step < 1.0e6)
        step *= 2.0;
    return step;
}

void SceneWriter::showFraming(const QSizeF &size, const QPointF &c, double ppu)
{
    if (!m_root)
        return;
    set("cameraCenter", QVector3D(float(c.x()), float(c.y()), 0.0f));
    set("magnification", ppu);
    // The grid covers the whole visible area, which is wider or taller than the path.
    const double step = gridStep(ppu);
    const QRectF visible(c.x() - size.width() / ppu / 2 - step, c.y() - size.height() / ppu / 2 - step,
                         size.width() / ppu + 2 * step, size.height() / ppu + 2 * step);
    if (m_grid)
        m_grid->setSegments(SceneLayout::gridSegments(visible, step, -2.0f));
    if (m_axes) {
        m_axes->setSegments({QVector3D(float(visible.left()), 0, -1.5f), QVector3D(float(visible.right()), 0, -1.5f),
                             QVector3D(0, float(visible.top()), -1.5f), QVector3D(0, float(visible.bottom()), -1.5f)});
    }
}

} // namespace inbetween
