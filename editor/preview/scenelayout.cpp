#include "preview/scenelayout.h"

#include "clip.h"

#include <algorithm>
#include <cmath>

namespace inbetween {

namespace {
Pose poseOf(const Keyframe &k)
{
    return {k.translation, k.rotation, k.scale};
}

QVector3D toVector(const Vec3 &v)
{
    return QVector3D(float(v.x), float(v.y), float(v.z));
}
} // namespace

QList<QVector3D> SceneLayout::corners(const Pose &pose, const QSizeF &size, const QPointF &offset)
{
    const double w = size.width() / 2.0, h = size.height() / 2.0, ox = offset.x(), oy = offset.y();
    const Quaternion q = pose.quaternion();
    QList<QVector3D> out;
    for (const auto &[x, y] : {std::pair{-w, -h}, std::pair{w, -h}, std::pair{w, h}, std::pair{-w, h}}) {
        const Vec3 scaled{(x + ox) * pose.scale.x, (y + oy) * pose.scale.y, 0.0};
        out.append(toVector(q.rotate(scaled) + pose.translation));
    }
    return out;
}

QList<QVector3D> SceneLayout::trail(const Clip &clip)
{
    const double L = clip.length();
    QList<double> times;
    for (int i = 0; i <= trailSamples; ++i)
        times.append(L * i / trailSamples);
    for (const Keyframe &k : clip.motion.keys()) {
        if (k.time <= L)
            times.append(k.time);
    }
    std::sort(times.begin(), times.end());
    times.erase(std::unique(times.begin(), times.end()), times.end());
    QList<QVector3D> out;
    for (double t : times)
        out.append(toVector(clip.motion.sample(t).translation));
    return out;
}

QRectF SceneLayout::pathBounds(const Clip &clip, const QSizeF &extent)
{
    const double L = clip.length();
    QList<double> times;
    for (int i = 0; i <= trailSamples; ++i)
        times.append(L * i / trailSamples);
    for (const Keyframe &k : clip.motion.keys())
        times.append(std::min(k.time, L));
    double x0 = INFINITY, y0 = INFINITY, x1 = -INFINITY, y1 = -INFINITY;
    for (double t : times) {
        for (const QVector3D &p : corners(clip.motion.sample(t), extent)) {
            x0 = std::min(x0, double(p.x()));
            y0 = std::min(y0, double(p.y()));
            x1 = std::max(x1, double(p.x()));
            y1 = std::max(y1, double(p.y()));
        }
    }
    QRectF r(QPointF(x0, y0), QPointF(x1, y1));
    const double side = std::max(extent.width(), extent.height());
    const double margin = 0.08 * std::max(r.width(), r.height()) + side * 0.25;
    r.adjust(-margin, -margin, margin, margin);
    if (const double minimum = 2.0 * extent.width(); r.width() < minimum)
        r.adjust(-(minimum - r.width()) / 2, 0, (minimum - r.width()) / 2, 0);
    if (const double minimum = 2.0 * extent.height(); r.height() < minimum)
        r.adjust(0, -(minimum - r.height()) / 2, 0, (minimum - r.height()) / 2);
    return r;
}

std::optional<Pose> SceneLayout::previousKeyPose(const Clip &clip, double c)
{
    const int k = clip.motion.segmentAt(c);
    if (k < 0)
        return std::nullopt;
    return poseOf(clip.motion.key(k));
}

std::optional<Pose> SceneLayout::nextKeyPose(const Clip &clip, double c)
{
    const int k = clip.motion.segmentAt(c) + 1;
    if (k >= clip.motion.count())
        return std::nullopt;
    return poseOf(clip.motion.key(k));
}

QList<QVector3D> SceneLayout::matrixBlendCorners(const Clip &clip, double c, const QSizeF &size, const QPointF &offset)
{
    const MotionTrack &m = clip.motion;
    const int k = m.segmentAt(c);
    if (m.isEmpty())
        return corners(Pose{}, size, offset);
    if (k < 0)
        return corners(poseOf(m.key(0)), size, offset);
    if (k >= m.count() - 1)
        return corners(poseOf(m.key(k)), size, offset);
    const Keyframe &a = m.key(k);
    const Keyframe &b = m.key(k + 1);
    const float e = float(a.easing.apply((c - a.time) / (b.time - a.time)));
    const QList<QVector3D> ca = corners(poseOf(a), size, offset);
    const QList<QVector3D> cb = corners(poseOf(b), size, offset);
    QList<QVector3D> out;
    for (int i = 0; i < ca.size(); ++i)
        out.append(ca[i] + (cb[i] - ca[i]) * e);
    return out;
}

QList<QVector3D> SceneLayout::outlineSegments(const QList<QVector3D> &corners, float dz)
{
    QList<QVector3D> out;
    if (corners.isEmpty())
        return out;
    const QVector3D lift(0.0f, 0.0f, dz);
    QVector3D centre;
    for (int i = 0; i < corners.size(); ++i) {
        out << corners[i] + lift << corners[(i + 1) % corners.size()] + lift;
        centre += corners[i];
    }
    centre = centre / float(corners.size()) + lift;
    const float arm = float(plainSide) * 0.08f;
    out << centre - QVector3D(arm, arm, 0) << centre + QVector3D(arm, arm, 0);
    out << centre - QVector3D(arm, -arm, 0) << centre + QVector3D(arm, -arm, 0);
    return out;
}

QList<QVector3D> SceneLayout::gridSegments(const QRectF &area, double step, float z)
{
    QList<QVector3D> out;
    if (!(step > 0.0) || area.isEmpty())
        return out;
    const double x0 = std::floor(area.left() / step) * step, x1 = std::ceil(area.right() / step) * step;
    const double y0 = std::floor(area.top() / step) * step, y1 = std::ceil(area.bottom() / step) * step;
    for (double x = x0; x <= x1 + step * 1e-6; x += step) {
        if (std::abs(x) < step * 1e-6)
            continue;
        out << QVector3D(float(x), float(y0), z) << QVector3D(float(x), float(y1), z);
    }
    for (double y = y0; y <= y1 + step * 1e-6; y += step) {
        if (std::abs(y) < step * 1e-6)
            continue;
        out << QVector3D(float(x0), float(y), z) << QVector3D(float(x1), float(y), z);
    }
    return out;
}

} // namespace inbetween
