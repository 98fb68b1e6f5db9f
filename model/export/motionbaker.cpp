#include "export/motionbaker.h"

#include "export/channelbaker.h"

#include <algorithm>
#include <cmath>

namespace inbetween {

double MotionBaker::translationExtent(const Clip &clip)
{
    double range = 0.0;
    const QList<Keyframe> &keys = clip.motion.keys();
    for (int c = 0; c < 3; ++c) {
        double lo = 0.0, hi = 0.0;
        for (qsizetype k = 0; k < keys.size(); ++k) {
            const double v = c == 0 ? keys[k].translation.x : c == 1 ? keys[k].translation.y : keys[k].translation.z;
            lo = k == 0 ? v : std::min(lo, v);
            hi = k == 0 ? v : std::max(hi, v);
        }
        range = std::max(range, hi - lo);
    }
    return 1.0 + range;
}

double MotionBaker::scaleExtent(const Clip &clip)
{
    double largest = 1.0;
    for (const Keyframe &k : clip.motion.keys())
        largest = std::max({largest, std::abs(k.scale.x), std::abs(k.scale.y), std::abs(k.scale.z)});
    return largest;
}

BakeTolerance MotionBaker::toleranceFor(const Clip &clip, double degrees)
{
    BakeTolerance t;
    t.degrees = degrees;
    t.translation = degrees * BakeTolerance::kFractionPerDegree * translationExtent(clip);
    t.scale = degrees * BakeTolerance::kFractionPerDegree * scaleExtent(clip);
    return t;
}

double MotionBaker::keyEstimate(const Clip &clip, const BakeOptions &options)
{
    const BakeTolerance &t = options.tolerance;
    const QList<Keyframe> &keys = clip.motion.keys();
    double estimate = 6.0;
    for (qsizetype k = 0; k + 1 < keys.size() && keys[k].time < clip.length(); ++k) {
        const Keyframe &a = keys[k], &b = keys[k + 1];
        const double turn = ChannelBaker::eulerDistance(a.rotation, b.rotation);
        // A turn gets a rotation key every ten degrees or closer (slerp and the component blend
        // within 0.01 degrees need about twenty).
        estimate += 6.0 + turn / 10.0;
        const Easing::Type e = a.easing.type();
        if (e != Easing::Type::Linear && e != Easing::Type::Step) {
            // Sampled pieces: the error of a straight key-to-key line falls with the square of
            // the key spacing.
            const Vec3 dt = b.translation - a.translation, ds = b.scale - a.scale;
            const double ratio = std::max({ChannelBaker::eulerDistance(dt, {}) / t.translation, ChannelBaker::eulerDistance(ds, {}) / t.scale,
                                           turn / t.degrees});
            estimate += 12.0 * std::sqrt(ratio);
        }
    }
    return clip.loop == LoopMode::PingPong && options.unrollPingPong ? 2.0 * estimate : estimate;
}

BakedMotion MotionBaker::bake(const Clip &clip, const BakeOptions &options)
{
    const double length = clip.length();
    const bool unroll = options.unrollPingPong && clip.loop == LoopMode::PingPong && length > 0.0;
    BakedMotion out;
    out.translation = ChannelBaker::bake(clip.motion, length, ChannelBaker::Translation, options, unroll);
    out.rotation = ChannelBaker::bake(clip.motion, length, ChannelBaker::Rotation, options, unroll);
    out.scale = ChannelBaker::bake(clip.motion, length, ChannelBaker::Scale, options, unroll);
    out.duration = unroll ? 2.0 * length : length;
    return out;
}

} // namespace inbetween
