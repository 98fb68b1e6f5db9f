#include "export/spinetimeline.h"

#include <algorithm>
#include <cmath>

namespace inbetween {

namespace {

// Spine draws a Bezier curve as this many straight pieces (CurveTimeline's BEZIER_SIZE / 2 + 1).
constexpr int kBezierPieces = 10;
constexpr int kPointsPerInterval = 32;

double bernstein(double p0, double p1, double p2, double p3, double u)
{
    const double v = 1.0 - u;
    return v * v * v * p0 + 3.0 * v * v * u * p1 + 3.0 * v * u * u * p2 + u * u * u * p3;
}

} // namespace

const char *SpineTimeline::name(Channel channel)
{
    return channel == Translate ? "translate" : channel == Rotate ? "rotate" : "scale";
}

double SpineTimeline::valueAt(double t, int component, bool asWritten) const
{
    if (keys.empty())
        return channel == Scale ? 1.0 : 0.0;
    // The runtime keeps times (seconds) and values in float arrays.
    auto seconds = [&](double ms) { return asWritten ? double(float(ms / 1000.0)) : ms / 1000.0; };
    auto number = [&](double v) { return asWritten ? double(float(v)) : v; };
    const double s = t / 1000.0;
    // The last key at or before s (before the first key the setup pose, which is the identity).
    const auto after = std::upper_bound(keys.begin(), keys.end(), s,
                                        [&](double time, const SpineKey &k) { return time < seconds(k.time); });
    if (after == keys.begin())
        return channel == Scale ? 1.0 : 0.0;
    const SpineKey &k = *(after - 1);
    const auto c = size_t(component);
    const double y0 = number(k.value[c]);
    if (after == keys.end() || k.curve == SpineKey::Curve::Stepped)
        return y0;
    const SpineKey &next = *after;
    const double x0 = seconds(k.time), x3 = seconds(next.time), y3 = number(next.value[c]);
    if (k.curve == SpineKey::Curve::Linear)
        return y0 + (s - x0) / (x3 - x0) * (y3 - y0);
    // The Bezier as the runtime samples it: nine inner points, joined by straight lines.
    const std::array<double, 4> &h = k.handles[c];
    const double x1 = seconds(h[0]), y1 = number(h[1]), x2 = seconds(h[2]), y2 = number(h[3]);
    double px = x0, py = y0;
    for (int i = 1; i <= kBezierPieces; ++i) {
        const double u = double(i) / kBezierPieces;
        const double x = i == kBezierPieces ? x3 : number(bernstein(x0, x1, x2, x3, u));
        const double y = i == kBezierPieces ? y3 : number(bernstein(y0, y1, y2, y3, u));
        if (x >= s || i == kBezierPieces)
            return x == px ? y : py + (s - px) / (x - px) * (y - py);
        px = x;
        py = y;
    }
    return y3;
}

double SpineTimeline::clipValue(const Clip &clip, Channel channel, int component, double c)
{
    const Pose pose = clip.motion.sample(c);
    switch (channel) {
    case Translate: return component == 0 ? pose.translation.x : pose.translation.y;
    case Rotate: return pose.rotation.z;
    case Scale: return component == 0 ? pose.scale.x : pose.scale.y;
    }
    return 0.0;
}

double SpineTimeline::maxError(const Clip &clip, bool unrolled) const
{
    const double length = clip.length();
    auto truth = [&](double t, int component) {
        const double c = std::clamp(unrolled && t > length ? 2.0 * length - t : t, 0.0, length);
        return clipValue(clip, channel, component, c);
    };
    double worst = 0.0;
    for (size_t k = 0; k < keys.size(); ++k) {
        const double a = keys[k].time;
        const double b = k + 1 < keys.size() ? keys[k + 1].time : a;
        if (k + 1 < keys.size() && keys[k].curve == SpineKey::Curve::Stepped && b - a < 1e-2)
            continue; // the hair before a jump written on the way back
        const int points = k + 1 < keys.size() ? kPointsPerInterval : 1;
        for (int j = 0; j < points; ++j) {
            // At a key: the runtime at the key's float time against the clip at its exact time.
            const double played = j == 0 ? double(float(a / 1000.0)) * 1000.0 : a + (b - a) * j / points;
            const double exact = j == 0 ? a : played;
            for (int c = 0; c < width(); ++c)
                worst = std::max(worst, std::abs(valueAt(played, c, true) - truth(exact, c)));
        }
    }
    return worst;
}

} // namespace inbetween
