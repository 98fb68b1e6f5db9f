#include "export/unitycurve.h"

#include "export/bakemath.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace inbetween {

namespace {

using Vec = UnityKey::Vec;
constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kThird = 1.0 / 3.0;
// The smallest weight written. A CSS control point on an end's time (x1 = 0 or x2 = 1) is a
// vertical tangent, which no finite slope holds and which no number of float32-timed Hermite keys
// comes near (the curve goes as the cube root of the time there); a weight this small with the
// slope that puts the control point at the same height moves it by 1e-6 of the segment in time,
// which changes the value by about 3e-6 of the segment's change.
constexpr double kMinWeight = 1e-6;
constexpr double kCheckPoints[] = {0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9};
constexpr int kMaxDepth = 30;
constexpr size_t kMaxPieces = 100000; // a bound on what a pathological curve can cost

Vec partOf(const Vec3 &t, const Vec3 &r, const Vec3 &s, int channel)
{
    const Vec3 &v = channel == UnityCurveFitter::Translation ? t : channel == UnityCurveFitter::Rotation ? r : s;
    return {v.x, v.y, v.z};
}
Vec partOf(const Keyframe &k, int channel) { return partOf(k.translation, k.rotation, k.scale, channel); }
Vec partOf(const Pose &p, int channel) { return partOf(p.translation, p.rotation, p.scale, channel); }

Vec filled(double v) { return {v, v, v}; }

// One stretch between two keys of the curve, before the keys are joined.
struct Piece
{
    double t0 = 0.0, t1 = 0.0;
    Vec v0{}, v1{}, slope0{}, slope1{};
    Vec w0 = filled(kThird), w1 = filled(kThird);
    bool weighted = false;
    bool constant = false;
};

struct Point
{
    double x, y;
};
Point lerp(Point a, Point b, double u) { return {a.x + (b.x - a.x) * u, a.y + (b.y - a.y) * u}; }

double bezier1(double p0, double p1, double p2, double p3, double u)
{
    const double v = 1.0 - u;
    return v * v * v * p0 + 3 * v * v * u * p1 + 3 * v * u * u * p2 + u * u * u * p3;
}

// u in [0, 1] where the monotonic cubic with these x control points reaches x.
double solveX(double x0, double x1, double x2, double x3, double x)
{
    double lo = 0.0, hi = 1.0;
    for (int i = 0; i < 80; ++i) {
        const double mid = 0.5 * (lo + hi);
        (bezier1(x0, x1, x2, x3, mid) < x ? lo : hi) = mid;
    }
    return 0.5 * (lo + hi);
}

// One float32 step of seconds after t (ms): the nearest a Unity key comes to t from above.
double justAfter(double t)
{
    const float seconds = float(t / 1000.0);
    return double(std::nextafter(seconds, std::numeric_limits<float>::infinity())) * 1000.0;
}

class Fitter
{
public:
    Fitter(const MotionTrack &motion, double length, int channel, double tolerance)
        : m_motion(motion), m_length(length), m_channel(channel),
          m_tolerance(channel == UnityCurveFitter::Rotation ? tolerance / 3.0 : tolerance)
    {
    }

    std::vector<UnityKey> fit()
    {
        std::vector<double> bounds{0.0};
        for (const Keyframe &k : m_motion.keys()) {
            if (k.time > 0.0 && k.time < m_length)
                bounds.push_back(k.time);
        }
        bounds.push_back(m_length);
        for (size_t i = 0; i + 1 < bounds.size(); ++i)
            addSegmentPart(bounds[i], bounds[i + 1]);
        std::vector<UnityKey> keys;
        for (const Piece &p : m_pieces) {
            if (keys.empty() || keys.back().time < p.t0) {
                UnityKey k;
                k.time = p.t0;
                keys.push_back(k);
            }
            UnityKey &a = keys.back();
            a.value = p.v0;
            a.outSlope = p.constant ? filled(kInf) : p.slope0;
            a.outWeight = p.w0;
            a.weightedOut = p.weighted;
            if (keys.size() == 1) { // nothing comes in to the first key
                a.inSlope = a.outSlope;
                a.inWeight = a.outWeight;
            }
            UnityKey b;
            b.time = p.t1;
            b.value = p.v1;
            b.inSlope = p.constant ? filled(kInf) : p.slope1;
            b.inWeight = p.w1;
            b.weightedIn = p.weighted;
            b.outSlope = b.inSlope;
            b.outWeight = b.inWeight;
            keys.push_back(b);
        }
        return keys;
    }

private:
    Vec valueAt(int segment, double c) const
    {
        return partOf(MotionTrack::interpolate(m_motion.key(segment), m_motion.key(segment + 1), c), m_channel);
    }

    void addSegmentPart(double c0, double c1)
    {
        const int k = m_motion.segmentAt(c0);
        Piece p;
        p.t0 = c0;
        p.t1 = c1;
        if (k < 0 || k >= m_motion.count() - 1) {
            p.v0 = p.v1 = partOf(m_motion.sample(c0), m_channel);
            m_pieces.push_back(p);
            return;
        }
        const Keyframe &a = m_motion.key(k), &b = m_motion.key(k + 1);
        const Vec va = partOf(a, m_channel), vb = partOf(b, m_channel);
        const double dt = b.time - a.time;
        Vec d;
        for (size_t i = 0; i < 3; ++i)
            d[i] = (vb[i] - va[i]) / dt;
        const Easing::Type type = a.easing.type();
        if (va == vb) {
            p.v0 = p.v1 = va;
            m_pieces.push_back(p);
        } else if (type == Easing::Type::Step) {
            p.constant = true;
            p.v0 = va;
            p.v1 = partOf(m_motion.sample(c1), m_channel);
            m_pieces.push_back(p);
        } else if (type == Easing::Type::Bezier) {
            if (!addBezier(k, c0, c1))
                addSampled(k, c0, c1, 0);
        } else {
            // Linear and the named cubics: Hermite pieces with the exact end slopes; easeInOut
            // is two cubics joined at its middle.
            const double middle = 0.5 * (a.time + b.time);
            std::vector<double> cuts{c0};
            if (type == Easing::Type::EaseInOut && middle > c0 && middle < c1)
                cuts.push_back(middle);
            cuts.push_back(c1);
            for (size_t i = 0; i + 1 < cuts.size(); ++i) {
                Piece q;
                q.t0 = cuts[i];
                q.t1 = cuts[i + 1];
                q.v0 = valueAt(k, q.t0);
                q.v1 = valueAt(k, q.t1);
                const double e0 = bakemath::easingSlope(type, (q.t0 - a.time) / dt);
                const double e1 = bakemath::easingSlope(type, (q.t1 - a.time) / dt);
                for (size_t c = 0; c < 3; ++c) {
                    q.slope0[c] = d[c] * e0;
                    q.slope1[c] = d[c] * e1;
                }
                m_pieces.push_back(q);
            }
        }
    }

    // The CSS curve of segment k as one weighted Unity segment over [c0, c1] (c1 may cut it
    // short at the clip's end). False when a weight would be too small to hold its slope.
    bool addBezier(int k, double c0, double c1)
    {
        const Keyframe &a = m_motion.key(k), &b = m_motion.key(k + 1);
        const auto [x1, y1, x2, y2] = a.easing.bezierPoints();
        const double dt = b.time - a.time;
        Point q0{0, 0}, q1{x1, y1}, q2{x2, y2}, q3{1, 1};
        const double s1 = (c1 - a.time) / dt;
        if (s1 < 1.0) {
            // de Casteljau: the part of the curve over s in [0, s1].
            const double u = solveX(0.0, x1, x2, 1.0, s1);
            const Point p01 = lerp(q0, q1, u), p12 = lerp(q1, q2, u), p23 = lerp(q2, q3, u);
            const Point p012 = lerp(p01, p12, u), p123 = lerp(p12, p23, u);
            q1 = p01;
            q2 = p012;
            q3 = lerp(p012, p123, u);
        }
        const double width = q3.x - q0.x;
        const double w0 = std::max(kMinWeight, (q1.x - q0.x) / width), w1 = std::max(kMinWeight, (q3.x - q2.x) / width);
        if (!(width > 0.0) || w0 > 1.0 || w1 > 1.0)
            return false;
        Piece p;
        p.t0 = c0;
        p.t1 = c1;
        p.weighted = true;
        p.w0 = filled(w0);
        p.w1 = filled(w1);
        const Vec va = partOf(a, m_channel), vb = partOf(b, m_channel);
        for (size_t c = 0; c < 3; ++c) {
            const double dv = vb[c] - va[c];
            p.v0[c] = va[c];
            p.v1[c] = va[c] + q3.y * dv;
            p.slope0[c] = (q1.y - q0.y) / (w0 * width) * dv / dt;
            p.slope1[c] = (q3.y - q2.y) / (w1 * width) * dv / dt;
        }
        p.v1 = valueAt(k, c1); // the clip's own value at the end (the same, without the rounding)
        if (errorOf(k, p) > 0.8 * m_tolerance)
            return false;
        m_pieces.push_back(p);
        return true;
    }

    // The slope (per ms) of segment k at c, by a central difference kept inside [lo, hi].
    Vec slopeAt(int k, double c, double lo, double hi) const
    {
        const double h = 1e-7 * (hi - lo);
        const double a = std::max(lo, c - h), b = std::min(hi, c + h);
        const Vec va = valueAt(k, a), vb = valueAt(k, b);
        return {(vb[0] - va[0]) / (b - a), (vb[1] - va[1]) / (b - a), (vb[2] - va[2]) / (b - a)};
    }

    double errorOf(int k, const Piece &p) const
    {
        UnityKey a, b;
        a.time = p.t0;
        a.value = p.v0;
        a.outSlope = p.slope0;
        a.outWeight = p.w0;
        a.weightedOut = p.weighted;
        b.time = p.t1;
        b.value = p.v1;
        b.inSlope = p.slope1;
        b.inWeight = p.w1;
        b.weightedIn = p.weighted;
        const std::vector<UnityKey> keys{a, b};
        double worst = 0.0;
        // The nine points inside, and (for a vertical end) points closing in on both ends.
        std::vector<double> points(std::begin(kCheckPoints), std::end(kCheckPoints));
        for (double d = 1e-2; d > 1e-7; d *= 0.1)
            points.insert(points.end(), {d, 1.0 - d});
        for (double u : points) {
            const double t = p.t0 + (p.t1 - p.t0) * u;
            const Vec truth = valueAt(k, t);
            for (int c = 0; c < 3; ++c)
                worst = std::max(worst, std::abs(UnityCurveFitter::evaluate(keys, t, c) - truth[size_t(c)]));
        }
        return worst;
    }

    // Hermite pieces with the curve's own slopes, else straight ones, cut in two until they play
    // within the tolerance.
    void addSampled(int k, double c0, double c1, int depth)
    {
        Piece p;
        p.t0 = c0;
        p.t1 = c1;
        p.v0 = valueAt(k, c0);
        p.v1 = valueAt(k, c1);
        p.slope0 = slopeAt(k, c0, c0, c1);
        p.slope1 = slopeAt(k, c1, c0, c1);
        const double limit = 0.8 * m_tolerance;
        if (errorOf(k, p) > limit) {
            for (size_t c = 0; c < 3; ++c)
                p.slope0[c] = p.slope1[c] = (p.v1[c] - p.v0[c]) / (c1 - c0);
            // Never two keys closer than float32 seconds keep apart.
            const double narrowest = std::max(1e-3, 64.0 * (justAfter(c1) - c1));
            if (errorOf(k, p) > limit && depth < kMaxDepth && c1 - c0 > 2.0 * narrowest && m_pieces.size() < kMaxPieces) {
                const double middle = 0.5 * (c0 + c1);
                addSampled(k, c0, middle, depth + 1);
                addSampled(k, middle, c1, depth + 1);
                return;
            }
        }
        m_pieces.push_back(p);
    }

    const MotionTrack &m_motion;
    double m_length;
    int m_channel;
    double m_tolerance;
    std::vector<Piece> m_pieces;
};

bool isConstant(const UnityKey &a, const UnityKey &b)
{
    return std::isinf(a.outSlope[0]) || std::isinf(b.inSlope[0]);
}

// Appends the way back: clip time runs from length down to 0 over length..2*length.
void mirror(std::vector<UnityKey> &keys, double length)
{
    const std::vector<UnityKey> forward = keys;
    const size_t n = forward.size();
    const double twice = 2.0 * length;
    for (size_t j = n - 1; j-- > 0;) {
        const UnityKey &a = forward[j], &b = forward[j + 1];
        UnityKey &turn = keys.back(); // the mirror of b
        UnityKey back = a;
        back.time = twice - a.time;
        if (isConstant(a, b)) {
            // Coming back, a's value holds from just after b's mirror to a's mirror.
            turn.outSlope = filled(kInf);
            turn.weightedOut = false;
            if (a.value != b.value) {
                UnityKey hair;
                hair.time = justAfter(turn.time);
                hair.value = a.value;
                hair.inSlope = hair.outSlope = filled(kInf);
                if (hair.time < back.time)
                    keys.push_back(hair);
            }
            back.inSlope = filled(kInf);
            back.weightedIn = false;
        } else {
            for (size_t c = 0; c < 3; ++c) {
                turn.outSlope[c] = -b.inSlope[c];
                back.inSlope[c] = -a.outSlope[c];
            }
            turn.outWeight = b.inWeight;
            turn.weightedOut = b.weightedIn;
            back.inWeight = a.outWeight;
            back.weightedIn = a.weightedOut;
        }
        back.outSlope = back.inSlope;
        back.outWeight = back.inWeight;
        back.weightedOut = false;
        keys.push_back(back);
    }
}

} // namespace

std::vector<UnityKey> UnityCurveFitter::fit(const MotionTrack &motion, double length, Channel channel,
                                            double tolerance, bool unroll)
{
    if (!(length > 0.0)) {
        UnityKey k;
        k.value = partOf(motion.sample(0.0), channel);
        return {k};
    }
    std::vector<UnityKey> keys = Fitter(motion, length, channel, tolerance).fit();
    if (unroll)
        mirror(keys, length);
    return keys;
}

double UnityCurveFitter::evaluate(const std::vector<UnityKey> &keys, double t, int c)
{
    const size_t i = size_t(c);
    if (keys.empty())
        return 0.0;
    if (t <= keys.front().time)
        return keys.front().value[i];
    if (t >= keys.back().time)
        return keys.back().value[i];
    const auto it = std::upper_bound(keys.begin(), keys.end(), t, [](double x, const UnityKey &k) { return x < k.time; });
    const UnityKey &a = *(it - 1), &b = *it;
    if (std::isinf(a.outSlope[i]) || std::isinf(b.inSlope[i]))
        return a.value[i];
    const double dt = b.time - a.time;
    const double s = (t - a.time) / dt;
    const double m0 = a.outSlope[i] * dt, m1 = b.inSlope[i] * dt;
    const double v0 = a.value[i], v1 = b.value[i];
    if (!a.weightedOut && !b.weightedIn) {
        const double s2 = s * s, s3 = s2 * s;
        return (2 * s3 - 3 * s2 + 1) * v0 + (s3 - 2 * s2 + s) * m0 + (-2 * s3 + 3 * s2) * v1 + (s3 - s2) * m1;
    }
    const double w0 = a.weightedOut ? a.outWeight[i] : kThird, w1 = b.weightedIn ? b.inWeight[i] : kThird;
    const double u = solveX(0.0, w0, 1.0 - w1, 1.0, s);
    return bezier1(v0, v0 + m0 * w0, v1 - m1 * w1, v1, u);
}

} // namespace inbetween
