#include "export/spinecurvesplitter.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

namespace inbetween {

namespace {

// A point of an easing: (s, e) = (progress through the segment's time, eased progress).
using Point = std::array<double, 2>;
// A cubic Bezier through four such points: the easing, or a part of it.
using Cubic = std::array<Point, 4>;

constexpr int kBezierPieces = 10; // what Spine's runtime draws a Bezier as
constexpr double kChecks[] = {0.25, 0.5, 0.75}; // inside each of those pieces
// A part is accepted within this share of the tolerance: the rest is for what the checks do not
// see and for the file's float rounding.
constexpr double kMargin = 0.8;
constexpr int kMaxDepth = 30;

Point mix(const Point &a, const Point &b, double u)
{
    return {a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u};
}

Point pointAt(const Cubic &c, double u)
{
    const Point ab = mix(c[0], c[1], u), bc = mix(c[1], c[2], u), cd = mix(c[2], c[3], u);
    return mix(mix(ab, bc, u), mix(bc, cd, u), u);
}

// de Casteljau: the two parts of c at parameter u, each exactly the same curve.
std::pair<Cubic, Cubic> split(const Cubic &c, double u)
{
    const Point ab = mix(c[0], c[1], u), bc = mix(c[1], c[2], u), cd = mix(c[2], c[3], u);
    const Point abc = mix(ab, bc, u), bcd = mix(bc, cd, u);
    const Point middle = mix(abc, bcd, u);
    return {Cubic{c[0], ab, abc, middle}, Cubic{middle, bcd, cd, c[3]}};
}

// The part of c between parameters u0 < u1.
Cubic part(const Cubic &c, double u0, double u1)
{
    const Cubic right = u0 > 0.0 ? split(c, u0).second : c;
    return u1 < 1.0 ? split(right, (u1 - u0) / (1.0 - u0)).first : right;
}

// The parameter at which c's time reaches s: its x never turns back (the handles' x lie in the
// segment), so halving finds it.
double parameterAt(const Cubic &c, double s)
{
    if (s <= c[0][0])
        return 0.0;
    if (s >= c[3][0])
        return 1.0;
    double lo = 0.0, hi = 1.0;
    for (int i = 0; i < 60; ++i) {
        const double u = 0.5 * (lo + hi);
        (pointAt(c, u)[0] < s ? lo : hi) = u;
    }
    return 0.5 * (lo + hi);
}

// The easing as cubic Beziers in (s, e). The named easings are cubic polynomials of s, so their
// x handles sit at the thirds (x runs evenly with the parameter): easeIn s^3 (y 0, 0, 0, 1),
// easeOut 1 - (1 - s)^3 (y 0, 1, 1, 1), easeInOut 4s^3 then 1 - (2 - 2s)^3 / 2, two halves.
std::vector<Cubic> easingCubics(const Easing &easing)
{
    constexpr double third = 1.0 / 3.0;
    switch (easing.type()) {
    case Easing::Type::EaseIn: return {Cubic{Point{0, 0}, Point{third, 0}, Point{2 * third, 0}, Point{1, 1}}};
    case Easing::Type::EaseOut: return {Cubic{Point{0, 0}, Point{third, 1}, Point{2 * third, 1}, Point{1, 1}}};
    case Easing::Type::EaseInOut:
        return {Cubic{Point{0, 0}, Point{third / 2, 0}, Point{third, 0}, Point{0.5, 0.5}},
                Cubic{Point{0.5, 0.5}, Point{2 * third, 1}, Point{5 * third / 2, 1}, Point{1, 1}}};
    case Easing::Type::Bezier: {
        const std::array<double, 4> &b = easing.bezierPoints();
        return {Cubic{Point{0, 0}, Point{b[0], b[1]}, Point{b[2], b[3]}, Point{1, 1}}};
    }
    default: return {Cubic{Point{0, 0}, Point{third, third}, Point{2 * third, 2 * third}, Point{1, 1}}};
    }
}

SpineKey makeKey(double time, const std::array<double, 2> &value, SpineKey::Curve curve)
{
    SpineKey k;
    k.time = time;
    k.value = value;
    k.curve = curve;
    return k;
}

// Appends a key; one at the time of the last key (the end of the way out, where the way back
// starts) gives that key its curve towards the next.
void push(std::vector<SpineKey> &keys, const SpineKey &k)
{
    if (!keys.empty() && keys.back().time >= k.time - 1e-9) {
        keys.back().curve = k.curve;
        keys.back().handles = k.handles;
        return;
    }
    keys.push_back(k);
}

// One float step (of the file's seconds) after `ms`.
double floatStepAfter(double ms)
{
    return double(std::nextafter(float(ms / 1000.0), std::numeric_limits<float>::infinity())) * 1000.0;
}

class Splitter
{
public:
    Splitter(const Clip &clip, SpineTimeline::Channel channel, double tolerance, bool unroll)
        : m_clip(clip), m_channel(channel), m_tolerance(tolerance)
    {
        m_width = channel == SpineTimeline::Rotate ? 1 : 2;
        // Parts shorter than a few float steps of the file's seconds are not cut again.
        const float period = float((unroll ? 2.0 : 1.0) * clip.length() / 1000.0);
        m_shortest = 8.0 * double(std::nextafter(period, std::numeric_limits<float>::infinity()) - period) * 1000.0;
    }

    std::vector<SpineKey> build(bool unroll)
    {
        const double length = m_clip.length();
        if (!(length > 0.0))
            return {makeKey(0.0, valuesAt(0.0), SpineKey::Curve::Linear)};
        const MotionTrack &motion = m_clip.motion;
        std::vector<double> bounds{0.0};
        for (const Keyframe &k : motion.keys()) {
            if (k.time > 0.0 && k.time < length)
                bounds.push_back(k.time);
        }
        bounds.push_back(length);
        for (size_t i = 0; i + 1 < bounds.size(); ++i) {
            const double c0 = bounds[i], c1 = bounds[i + 1];
            const int k = motion.segmentAt(c0);
            if (k < 0 || k + 1 >= motion.count()) {
                m_keys.push_back(makeKey(c0, valuesAt(c0), SpineKey::Curve::Linear)); // before or after the keys
                continue;
            }
            const Keyframe &a = motion.key(k), &b = motion.key(k + 1);
            const std::array<double, 2> va = valuesOf(a), vb = valuesOf(b);
            const Easing::Type type = a.easing.type();
            if (va == vb || type == Easing::Type::Linear)
                m_keys.push_back(makeKey(c0, valuesAt(c0), SpineKey::Curve::Linear));
            else if (type == Easing::Type::Step)
                m_keys.push_back(makeKey(c0, va, SpineKey::Curve::Stepped));
            else
                addEased(a, b, va, vb, c0, c1);
        }
        m_keys.push_back(makeKey(length, valuesAt(length), SpineKey::Curve::Linear));
        if (unroll)
            mirror(length);
        return std::move(m_keys);
    }

private:
    std::array<double, 2> valuesAt(double c) const
    {
        std::array<double, 2> out{0.0, 0.0};
        for (int i = 0; i < m_width; ++i)
            out[size_t(i)] = SpineTimeline::clipValue(m_clip, m_channel, i, c);
        return out;
    }

    std::array<double, 2> valuesOf(const Keyframe &k) const
    {
        switch (m_channel) {
        case SpineTimeline::Translate: return {k.translation.x, k.translation.y};
        case SpineTimeline::Rotate: return {k.rotation.z, 0.0};
        case SpineTimeline::Scale: return {k.scale.x, k.scale.y};
        }
        return {0.0, 0.0};
    }

    // The eased segment a -> b over clip times [c0, c1]: the parts of its cubics there, cut as
    // finely as the runtime's ten straight pieces need.
    void addEased(const Keyframe &a, const Keyframe &b, const std::array<double, 2> &va, const std::array<double, 2> &vb,
                  double c0, double c1)
    {
        Segment seg{&a, a.time, b.time - a.time, va, {vb[0] - va[0], vb[1] - va[1]}};
        seg.range = std::max(std::abs(seg.change[0]), m_width > 1 ? std::abs(seg.change[1]) : 0.0);
        const double s0 = (c0 - a.time) / seg.duration, s1 = (c1 - a.time) / seg.duration;
        for (const Cubic &whole : easingCubics(a.easing)) {
            const double lo = std::max(s0, whole[0][0]), hi = std::min(s1, whole[3][0]);
            if (hi > lo)
                subdivide(seg, part(whole, parameterAt(whole, lo), parameterAt(whole, hi)), 0);
        }
    }

    struct Segment
    {
        const Keyframe *start;
        double time;     // ms at s = 0
        double duration; // ms from s = 0 to s = 1
        std::array<double, 2> from;
        std::array<double, 2> change;
        double range = 0.0; // the largest change of a value
    };

    // How far the runtime's ten straight pieces through c stray from the clip, in the channel's
    // unit.
    double errorOf(const Segment &seg, const Cubic &c) const
    {
        std::array<Point, kBezierPieces + 1> corners;
        for (int i = 0; i <= kBezierPieces; ++i)
            corners[size_t(i)] = pointAt(c, double(i) / kBezierPieces);
        double worst = 0.0;
        for (int i = 0; i < kBezierPieces; ++i) {
            const Point &p0 = corners[size_t(i)], &p1 = corners[size_t(i) + 1];
            if (!(p1[0] > p0[0]))
                continue; // no time passes: nothing to draw
            for (double f : kChecks) {
                const Point p = pointAt(c, (i + f) / kBezierPieces);
                const double drawn = p0[1] + (p[0] - p0[0]) / (p1[0] - p0[0]) * (p1[1] - p0[1]);
                worst = std::max(worst, std::abs(drawn - seg.start->easing.apply(p[0])) * seg.range);
            }
        }
        return worst;
    }

    void subdivide(const Segment &seg, const Cubic &c, int depth)
    {
        const double error = errorOf(seg, c);
        const double span = (c[3][0] - c[0][0]) * seg.duration;
        if (error <= kMargin * m_tolerance || depth >= kMaxDepth || span < m_shortest) {
            addPart(seg, c);
            return;
        }
        // The error falls with the square of a part's length: cut into as many parts as that asks
        // for, at most 16 at a time; a part still too far off is cut again.
        const double ratio = std::min(error / (kMargin * m_tolerance), 1e12);
        const int n = std::clamp(int(std::ceil(1.2 * std::sqrt(ratio))), 2, 16);
        Cubic rest = c;
        for (int i = 0; i + 1 < n; ++i) {
            const auto [left, right] = split(rest, 1.0 / (n - i));
            subdivide(seg, left, depth + 1);
            rest = right;
        }
        subdivide(seg, rest, depth + 1);
    }

    // A key at the start of c with c's handles, in ms and the channel's values.
    void addPart(const Segment &seg, const Cubic &c)
    {
        auto time = [&](const Point &p) { return seg.time + p[0] * seg.duration; };
        auto value = [&](const Point &p, int i) { return seg.from[size_t(i)] + p[1] * seg.change[size_t(i)]; };
        SpineKey k = makeKey(time(c[0]), {value(c[0], 0), value(c[0], 1)}, SpineKey::Curve::Bezier);
        for (int i = 0; i < m_width; ++i)
            k.handles[size_t(i)] = {time(c[1]), value(c[1], i), time(c[2]), value(c[2], i)};
        if (m_width == 1)
            k.value[1] = 0.0;
        m_keys.push_back(k);
    }

    // Appends the way back: playback time 2L - c shows clip time c, for c from L down to 0.
    void mirror(double length)
    {
        const std::vector<SpineKey> out = m_keys;
        const double twice = 2.0 * length;
        for (size_t i = out.size() - 1; i-- > 0;) {
            const SpineKey &from = out[i], &to = out[i + 1];
            const double start = twice - to.time;
            if (from.curve == SpineKey::Curve::Stepped) {
                // Held at from's value after to's time: the way in ends at to's value, and the
                // hold starts one float step later.
                push(m_keys, makeKey(start, to.value, SpineKey::Curve::Stepped));
                if (from.value != to.value)
                    push(m_keys, makeKey(floatStepAfter(start), from.value, SpineKey::Curve::Stepped));
                continue;
            }
            SpineKey back = makeKey(start, to.value, from.curve);
            for (size_t c = 0; c < 2; ++c) {
                const std::array<double, 4> &h = from.handles[c];
                back.handles[c] = {twice - h[2], h[3], twice - h[0], h[1]};
            }
            push(m_keys, back);
        }
        push(m_keys, makeKey(twice, out.front().value, SpineKey::Curve::Linear));
    }

    const Clip &m_clip;
    SpineTimeline::Channel m_channel;
    double m_tolerance;
    int m_width = 2;
    double m_shortest = 0.0;
    std::vector<SpineKey> m_keys;
};

} // namespace

SpineTimeline SpineCurveSplitter::build(const Clip &clip, SpineTimeline::Channel channel, double tolerance, bool unroll)
{
    SpineTimeline out;
    out.channel = channel;
    out.keys = Splitter(clip, channel, tolerance, unroll).build(unroll);
    // Keys closer than a float step (a hair key against a very short segment) never go back in
    // time: Spine finds a key by searching sorted times.
    for (size_t i = 1; i < out.keys.size(); ++i)
        out.keys[i].time = std::max(out.keys[i].time, out.keys[i - 1].time);
    return out;
}

} // namespace inbetween
