#include "export/unityfidelity.h"

#include "export/fidelityreport.h"
#include "export/motionbaker.h"
#include "export/unitycurve.h"

#include <algorithm>
#include <cmath>

namespace inbetween {

namespace {

constexpr int kPointsPerInterval = 32;

// The keys as the file holds them: float32 seconds, values, slopes per second and weights.
std::vector<UnityKey> asWritten(std::vector<UnityKey> keys)
{
    auto f = [](double v) { return double(float(v)); };
    for (UnityKey &k : keys) {
        k.time = f(k.time / 1000.0) * 1000.0;
        for (size_t c = 0; c < 3; ++c) {
            k.value[c] = f(k.value[c]);
            k.inSlope[c] = std::isinf(k.inSlope[c]) ? k.inSlope[c] : f(k.inSlope[c] * 1000.0) / 1000.0;
            k.outSlope[c] = std::isinf(k.outSlope[c]) ? k.outSlope[c] : f(k.outSlope[c] * 1000.0) / 1000.0;
            k.inWeight[c] = f(k.inWeight[c]);
            k.outWeight[c] = f(k.outWeight[c]);
        }
    }
    return keys;
}

} // namespace

QList<ChannelReport> UnityFidelity::measure(const Clip &clip, const ExportOptions &options)
{
    QList<ChannelReport> out;
    const double length = clip.length();
    const bool unroll = clip.loop == LoopMode::PingPong && length > 0.0;
    const BakeTolerance tolerance = MotionBaker::toleranceFor(clip, options.toleranceDegrees);
    const char *names[] = {"translation", "rotation", "scale"};
    const double tolerances[] = {tolerance.translation, tolerance.degrees, tolerance.scale};
    for (int channel = 0; channel < 3 && !clip.motion.isEmpty(); ++channel) {
        const std::vector<UnityKey> keys = asWritten(UnityCurveFitter::fit(
            clip.motion, length, UnityCurveFitter::Channel(channel), tolerances[channel], unroll));
        double worst = 0.0;
        bool weighted = false;
        for (size_t k = 0; k + 1 < keys.size(); ++k) {
            weighted = weighted || keys[k].weightedOut;
            const double a = keys[k].time, b = keys[k + 1].time;
            if (b - a < 1e-3)
                continue; // a step's jump coming back, one float step wide
            for (int i = 1; i < kPointsPerInterval; ++i) {
                const double t = a + (b - a) * i / kPointsPerInterval;
                const Pose pose = clip.motion.sample(std::clamp(unroll && t > length ? 2.0 * length - t : t, 0.0, length));
                // The fitted curves are in the preview's axes and picture pixels (the writer turns
                // them into Unity's, which flips signs and divides positions by the pixels per
                // unit, exact up to rounding); unityplay.py checks the file's axes and units.
                const Vec3 v{UnityCurveFitter::evaluate(keys, t, 0), UnityCurveFitter::evaluate(keys, t, 1),
                             UnityCurveFitter::evaluate(keys, t, 2)};
                if (channel == 1) {
                    const Quaternion q = Quaternion::fromEulerDegrees(v), p = pose.quaternion();
                    worst = std::max(worst, Quaternion::angleDegrees(q, p));
                } else {
                    const Vec3 &truth = channel == 0 ? pose.translation : pose.scale;
                    worst = std::max({worst, std::abs(v.x - truth.x), std::abs(v.y - truth.y), std::abs(v.z - truth.z)});
                }
            }
        }
        out.append({clip.name, QLatin1String(names[channel]),
                     weighted ? QStringLiteral("HERMITE, WEIGHTED") : QStringLiteral("HERMITE"), int(keys.size()), worst,
                     tolerances[channel], channel == 1 ? QStringLiteral("degrees") : QStringLiteral("units"),
                     QStringLiteral("Unity's curve rules")});
    }
    out.append(FidelityReport::sheetFrameStarts(clip));
    return out;
}

} // namespace inbetween
