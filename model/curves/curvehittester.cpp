#include "curves/curvehittester.h"

#include "curves/curvesampling.h"
#include "curves/easinghandles.h"
#include "timing/motiontrack.h"

#include <QLineF>
#include <algorithm>
#include <cmath>

namespace inbetween {

namespace {
double distance(QPointF a, QPointF b)
{
    return std::hypot(a.x() - b.x(), a.y() - b.y());
}

// Distance from p to the segment from a to b.
double distanceToLine(QPointF p, QPointF a, QPointF b)
{
    const QPointF d = b - a;
    const double len2 = QPointF::dotProduct(d, d);
    const double u = len2 > 0 ? std::clamp(QPointF::dotProduct(p - a, d) / len2, 0.0, 1.0) : 0.0;
    return distance(p, a + u * d);
}
} // namespace

CurveHitTester::CurveHitTester(const MotionTrack &motion, QList<MotionChannel> channels, const CurveMapping &mapping,
                               int selectedSegment)
    : m_motion(motion), m_channels(std::move(channels)), m_mapping(mapping), m_selectedSegment(selectedSegment)
{
}

std::optional<QPointF> CurveHitTester::handlePosition(int k, MotionChannel channel, int handle) const
{
    if (k < 0 || k + 1 >= m_motion.count())
        return std::nullopt;
    const Keyframe &a = m_motion.key(k);
    const Keyframe &b = m_motion.key(k + 1);
    const auto points = EasingHandles::controlPoints(a.easing);
    if (!points || !EasingHandles::hasHandles(a, b, channel))
        return std::nullopt;
    const QPointF p = EasingHandles::handlePoint(a, b, channel, *points, handle);
    return m_mapping.point(p.x(), p.y());
}

CurveHit CurveHitTester::hit(QPointF pos, double radius) const
{
    if (m_motion.isEmpty())
        return {};
    CurveHit h = handleAt(pos, radius);
    if (h.kind == CurveHit::Kind::None)
        h = keyAt(pos, radius);
    if (h.kind == CurveHit::Kind::None)
        h = segmentAt(pos, radius);
    return h;
}

CurveHit CurveHitTester::handleAt(QPointF pos, double radius) const
{
    CurveHit best;
    double bestDistance = radius;
    for (MotionChannel c : m_channels) {
        for (int handle : {1, 2}) {
            const auto p = handlePosition(m_selectedSegment, c, handle);
            if (p && distance(*p, pos) <= bestDistance) {
                bestDistance = distance(*p, pos);
                best = {CurveHit::Kind::Handle, m_selectedSegment, c, handle};
            }
        }
    }
    return best;
}

CurveHit CurveHitTester::keyAt(QPointF pos, double radius) const
{
    int first = m_motion.insertionIndex(m_mapping.time(pos.x() - radius));
    int last = m_motion.segmentAt(m_mapping.time(pos.x() + radius));
    // Crowded keys (zoomed far out): only the few hundred nearest in time are looked at.
    constexpr int most = 200;
    if (last - first > 2 * most) {
        const int centre = m_motion.insertionIndex(m_mapping.time(pos.x()));
        first = std::max(first, centre - most);
        last = std::min(last, centre + most);
    }
    CurveHit best;
    double bestDistance = radius;
    for (int k = first; k <= last; ++k) {
        const Keyframe &key = m_motion.key(k);
        for (MotionChannel c : m_channels) {
            const double d = distance(m_mapping.point(key.time, MotionChannels::value(key, c)), pos);
            if (d <= bestDistance) {
                bestDistance = d;
                best = {CurveHit::Kind::Key, k, c, 0};
            }
        }
    }
    return best;
}

CurveHit CurveHitTester::segmentAt(QPointF pos, double radius) const
{
    const int k = m_motion.segmentAt(m_mapping.time(pos.x()));
    if (k < 0 || k + 1 >= m_motion.count())
        return {};
    CurveHit best;
    double bestDistance = radius;
    // The curve near pos: a short polyline through its points a few pixels either side.
    for (MotionChannel c : m_channels) {
        QPointF previous;
        for (int n = -4; n <= 4; ++n) {
            const double x = pos.x() + n * radius / 4.0;
            const QPointF p(x, m_mapping.y(CurveSampling::valueAt(m_motion, c, m_mapping.time(x))));
            if (n > -4) {
                const double d = distanceToLine(pos, previous, p);
                if (d <= bestDistance) {
                    bestDistance = d;
                    best = {CurveHit::Kind::Segment, k, c, 0};
                }
            }
            previous = p;
        }
    }
    return best;
}

} // namespace inbetween
