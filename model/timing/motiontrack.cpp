#include "timing/motiontrack.h"

#include <algorithm>

namespace inbetween {

namespace {
Pose poseOf(const Keyframe &k)
{
    return {k.translation, k.rotation, k.scale};
}
} // namespace

int MotionTrack::segmentAt(double c) const
{
    const auto it = std::upper_bound(m_keys.begin(), m_keys.end(), c,
                                     [](double t, const Keyframe &k) { return t < k.time; });
    return int(it - m_keys.begin()) - 1;
}

int MotionTrack::insertionIndex(double t) const
{
    const auto it = std::lower_bound(m_keys.begin(), m_keys.end(), t,
                                     [](const Keyframe &k, double time) { return k.time < time; });
    return int(it - m_keys.begin());
}

Pose MotionTrack::sample(double c) const
{
    if (m_keys.isEmpty())
        return {};
    const int k = segmentAt(c);
    if (k < 0)
        return poseOf(m_keys.front());
    if (k >= count() - 1)
        return poseOf(m_keys.back());
    return interpolate(m_keys[k], m_keys[k + 1], c);
}

Pose MotionTrack::interpolate(const Keyframe &a, const Keyframe &b, double c)
{
    const double s = (c - a.time) / (b.time - a.time);
    const double e = a.easing.apply(s);
    return {Vec3::lerp(a.translation, b.translation, e), Vec3::lerp(a.rotation, b.rotation, e),
            Vec3::lerp(a.scale, b.scale, e)};
}

} // namespace inbetween
