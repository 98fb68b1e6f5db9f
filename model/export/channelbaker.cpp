#include "export/channelbaker.h"

#include "export/bakemath.h"

#include <algorithm>
#include <cmath>

namespace inbetween {

namespace {

using namespace bakemath;


enum Channel { TranslationChannel, RotationChannel, ScaleChannel };

Vec3 partOf(const Pose &p, int channel)
{
    return channel == TranslationChannel ? p.translation : (channel == RotationChannel ? p.rotation : p.scale);
}

Value valueOf(const Vec3 &v, int channel)
{
    if (channel != RotationChannel)
        return {v.x, v.y, v.z, 0.0};
    const Quaternion q = Quaternion::fromEulerDegrees(v).normalized();
    return {q.x, q.y, q.z, q.w};
}

double eulerDistance(const Vec3 &a, const Vec3 &b)
{
    return ChannelBaker::eulerDistance(a, b);
}

int changedComponents(const Vec3 &a, const Vec3 &b)
{
    return int(a.x != b.x) + int(a.y != b.y) + int(a.z != b.z);
}

bool isNamedCubic(Easing::Type type)
{
    return type == Easing::Type::EaseIn || type == Easing::Type::EaseOut || type == Easing::Type::EaseInOut;
}

// A stretch of clip time [c0, c1] inside one motion segment (or before the first / after the
// last key), and how one channel changes over it.
struct Piece
{
    enum Kind { Constant, Hold, Linear, Cubic, Sampled };
    double c0 = 0.0;
    double c1 = 0.0;
    Kind kind = Constant;
    int segment = -1; // the key that starts the segment; -1 outside the keys
};

// Interior points at which a piece's played value is compared with the clip's.
constexpr double kCheckPoints[] = {0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9};
constexpr int kMaxDepth = 24;
// A piece is accepted within this share of the tolerance: the rest is for what the nine check
// points do not see and for the file's float rounding.
constexpr double kMargin = 0.8;

class ChannelBakerImpl
{
public:
    ChannelBakerImpl(const MotionTrack &motion, double length, int channel, const BakeOptions &options)
        : m_motion(motion), m_length(length), m_channel(channel), m_options(options)
    {
        m_tolerance = channel == TranslationChannel ? options.tolerance.translation
                      : channel == ScaleChannel     ? options.tolerance.scale
                                                    : options.tolerance.degrees;
    }

    BakedChannel bake(bool unroll)
    {
        BakedChannel out;
        if (m_length <= 0.0) {
            out.keys.push_back(key(0.0, valueAt(Piece(), 0.0)));
            return out;
        }
        const std::vector<Piece> pieces = this->pieces();
        auto any = [&](auto test) { return std::any_of(pieces.begin(), pieces.end(), test); };
        const bool held = any([](const Piece &p) { return p.kind == Piece::Hold; });
        const bool smooth = any([](const Piece &p) { return p.kind != Piece::Hold && p.kind != Piece::Constant; });
        const bool curved = any([](const Piece &p) { return p.kind == Piece::Cubic || p.kind == Piece::Sampled; });
        out.interpolation = held && !smooth ? BakedChannel::Interpolation::Step
                            : curved && m_channel != RotationChannel && m_options.cubicSplines
                                ? BakedChannel::Interpolation::CubicSpline
                                : BakedChannel::Interpolation::Linear;
        m_cubic = out.interpolation == BakedChannel::Interpolation::CubicSpline;
        m_fastest = fastest();
        m_keys.clear();
        for (const Piece &p : pieces) {
            if (out.interpolation == BakedChannel::Interpolation::Step) {
                push(key(p.c0, valueAt(p, p.c0)));
            } else if (p.kind == Piece::Hold) {
                push(key(p.c0, valueAt(p, p.c0)));
                if (m_cubic && m_options.valueOnlyReaders) {
                    std::vector<double> fine;
                    graded(p.c0, p.c1, &fine);
                    fine.pop_back();
                    for (double c : fine)
                        push(key(c, valueAt(p, p.c0)));
                }
                BakedKey hold = key(p.c1, valueAt(p, p.c0));
                hold.placement = KeyPlacement::JustBeforeNext;
                push(hold);
            } else {
                addSmooth(p);
            }
        }
        push(key(m_length, valueOf(partOf(m_motion.sample(m_length), m_channel), m_channel)));
        out.keys = std::move(m_keys);
        if (unroll)
            mirror(out);
        if (m_channel == RotationChannel)
            keepSigns(out.keys);
        return out;
    }

private:
    static BakedKey key(double time, const Value &value)
    {
        BakedKey k;
        k.time = time;
        k.value = value;
        return k;
    }

    std::vector<Piece> pieces() const
    {
        std::vector<double> bounds{0.0};
        for (const Keyframe &k : m_motion.keys()) {
            if (k.time > 0.0 && k.time < m_length)
                bounds.push_back(k.time);
        }
        bounds.push_back(m_length);
        std::vector<Piece> out;
        for (size_t i = 0; i + 1 < bounds.size(); ++i) {
            Piece p;
            p.c0 = bounds[i];
            p.c1 = bounds[i + 1];
            const int k = m_motion.segmentAt(p.c0);
            if (k >= 0 && k < m_motion.count() - 1) {
                p.segment = k;
                const Keyframe &a = m_motion.key(k);
                const Keyframe &b = m_motion.key(k + 1);
                const Vec3 va = partOf({a.translation, a.rotation, a.scale}, m_channel);
                const Vec3 vb = partOf({b.translation, b.rotation, b.scale}, m_channel);
                const Easing::Type e = a.easing.type();
                if (va == vb)
                    p.kind = Piece::Constant;
                else if (e == Easing::Type::Step)
                    p.kind = Piece::Hold;
                else if (m_channel == RotationChannel)
                    p.kind = e == Easing::Type::Linear && changedComponents(va, vb) == 1 ? Piece::Linear : Piece::Sampled;
                else
                    p.kind = e == Easing::Type::Linear ? Piece::Linear : isNamedCubic(e) ? Piece::Cubic : Piece::Sampled;
            }
            out.push_back(p);
        }
        return out;
    }

    // The channel's Euler/vector value at c, from the piece's own segment (so that c1 gives the
    // end of the segment, not the next one's start).
    Vec3 eulerAt(const Piece &p, double c) const
    {
        if (p.segment < 0)
            return partOf(m_motion.sample(c), m_channel);
        return partOf(MotionTrack::interpolate(m_motion.key(p.segment), m_motion.key(p.segment + 1), c), m_channel);
    }

    Value valueAt(const Piece &p, double c) const { return valueOf(eulerAt(p, c), m_channel); }

    // d value / d ms inside the piece: exact for the named cubics and straight lines, else a
    // central difference kept inside the piece.
    Value slopeAt(const Piece &p, double c) const
    {
        if (p.segment >= 0 && (p.kind == Piece::Cubic || p.kind == Piece::Linear)) {
            const Keyframe &a = m_motion.key(p.segment), &b = m_motion.key(p.segment + 1);
            const double dt = b.time - a.time;
            const double s = (c - a.time) / dt;
            const double e = p.kind == Piece::Linear ? 1.0 : easingSlope(a.easing.type(), s);
            const Vec3 d = partOf({b.translation, b.rotation, b.scale}, m_channel)
                           - partOf({a.translation, a.rotation, a.scale}, m_channel);
            return {d.x * e / dt, d.y * e / dt, d.z * e / dt, 0.0};
        }
        if (p.kind == Piece::Constant || p.segment < 0)
            return {0, 0, 0, 0};
        const double h = 1e-6 * (p.c1 - p.c0);
        const double lo = std::max(p.c0, c - h), hi = std::min(p.c1, c + h);
        const Value a = valueAt(p, lo), b = valueAt(p, hi);
        Value out{0, 0, 0, 0};
        for (size_t i = 0; i < 3; ++i)
            out[i] = (b[i] - a[i]) / (hi - lo);
        return out;
    }

    // The largest difference, at the check points, between what a reader plays from keys at a
    // and b (with their slopes for a cubic channel) and the clip's value.
    double errorOver(const Piece &p, double a, double b) const
    {
        const Value va = valueAt(p, a);
        Value vb = valueAt(p, b);
        double worst = 0.0;
        if (m_channel == RotationChannel) {
            if (eulerDistance(eulerAt(p, a), eulerAt(p, b)) > MotionBaker::kMaxTurn)
                return 1e30; // never so far apart that slerp could take another way (subdivide cuts first)
            if (dot4(va, vb) < 0)
                vb = scaled(vb, -1.0);
            for (double u : kCheckPoints) {
                const Value truth = valueAt(p, a + (b - a) * u);
                worst = std::max({worst, angleDegrees(asValue(Quaternion::slerp(asQuaternion(va), asQuaternion(vb), u)), truth), angleDegrees(blend(va, vb, u), truth)});
            }
            return worst;
        }
        const Value ta = m_cubic ? slopeAt(p, a) : Value{}, tb = m_cubic ? slopeAt(p, b) : Value{};
        const bool straight = !m_cubic || m_options.valueOnlyReaders;
        for (double u : kCheckPoints) {
            const Value truth = valueAt(p, a + (b - a) * u);
            if (m_cubic)
                worst = std::max(worst, vectorDistance(hermite(va, ta, vb, tb, b - a, u), truth));
            if (straight)
                worst = std::max(worst, vectorDistance(blend(va, vb, u), truth));
        }
        return worst;
    }

    // The times that cut [a, b] into pieces a reader plays within the tolerance; b included.
    void subdivide(const Piece &p, double a, double b, int depth, std::vector<double> *out) const
    {
        if (m_channel == RotationChannel && depth < kMaxDepth) {
            const double turn = eulerDistance(eulerAt(p, a), eulerAt(p, b));
            if (turn > MotionBaker::kMaxTurn) {
                // Never so far apart that slerp could take another way: cut at once into pieces
                // of at most kMaxTurn of the angles' (linear) change.
                const int n = std::min(1 << 16, int(std::ceil(turn / MotionBaker::kMaxTurn)) + 1);
                for (int i = 0; i < n; ++i)
                    subdivide(p, a + (b - a) * i / n, i + 1 == n ? b : a + (b - a) * (i + 1) / n, depth + 1, out);
                return;
            }
        }
        const double error = errorOver(p, a, b);
        if (error <= kMargin * m_tolerance || depth >= kMaxDepth || b - a < 1e-6) {
            out->push_back(b);
            return;
        }
        // The error falls with the square of the piece's length (a one-axis turn's component
        // blend: the cube; Hermite pieces: the fourth power): cut into as many as that asks for,
        // at most 16 at a time; a piece still too far off is cut again.
        const double order = m_cubic && !m_options.valueOnlyReaders
                                 ? 4.0
                                 : (m_channel == RotationChannel && p.kind == Piece::Linear ? 3.0 : 2.0);
        const double ratio = std::min(error / (kMargin * m_tolerance), 1e12);
        const int n = std::clamp(int(std::ceil(1.2 * std::pow(ratio, 1.0 / order))), 2, 16);
        for (int i = 0; i < n; ++i)
            subdivide(p, a + (b - a) * i / n, i + 1 == n ? b : a + (b - a) * (i + 1) / n, depth + 1, out);
    }

    void addSmooth(const Piece &p)
    {
        std::vector<double> times{p.c0};
        const bool exact = p.kind == Piece::Constant
                           || (m_channel != RotationChannel && (p.kind == Piece::Linear || (p.kind == Piece::Cubic && m_cubic)));
        if (exact) {
            // easeInOut is two cubics, joined at its middle.
            const Keyframe *a = p.segment >= 0 ? &m_motion.key(p.segment) : nullptr;
            const double middle = a ? 0.5 * (a->time + m_motion.key(p.segment + 1).time) : 0.0;
            if (p.kind == Piece::Cubic && a->easing.type() == Easing::Type::EaseInOut && middle > p.c0 && middle < p.c1)
                times.push_back(middle);
            times.push_back(p.c1);
            if (m_cubic && m_options.valueOnlyReaders) {
                std::vector<double> fine{p.c0};
                for (size_t i = 1; i < times.size(); ++i) {
                    if (p.kind == Piece::Cubic)
                        subdivide(p, times[i - 1], times[i], 0, &fine);
                    else
                        graded(times[i - 1], times[i], &fine);
                }
                times = fine;
            }
        } else {
            subdivide(p, p.c0, p.c1, 0, &times);
        }
        if (m_cubic && m_options.valueOnlyReaders && times.size() > 2) {
            // Close in on the piece's ends too: a smoothing reader bends a corner there.
            std::vector<double> fine{times[0]};
            for (size_t i = 1; i < times.size(); ++i) {
                if (i == 1 || i + 1 == times.size())
                    graded(times[i - 1], times[i], &fine);
                else
                    fine.push_back(times[i]);
            }
            times = fine;
        }
        for (size_t i = 0; i < times.size(); ++i) {
            BakedKey k = key(times[i], valueAt(p, times[i]));
            if (m_cubic) {
                k.inTangent = slopeAt(p, times[i]);
                k.outTangent = k.inTangent;
            }
            push(k);
        }
    }

    // Keys closing in on both ends of [a, b] (b included): the first a tolerance's worth of the
    // channel's fastest motion away from the end, each next twice as far, so that a reader
    // smoothing its own curve through the values keeps a corner or a jump to a hair.
    void graded(double a, double b, std::vector<double> *out) const
    {
        const double first = std::max(1e-3, m_tolerance / std::max(m_fastest, 1e-12));
        std::vector<double> steps;
        for (double d = first; d < 0.25 * (b - a); d *= 2.0)
            steps.push_back(d);
        for (double d : steps)
            out->push_back(a + d);
        for (auto it = steps.rbegin(); it != steps.rend(); ++it)
            out->push_back(b - *it);
        out->push_back(b);
    }

    // The largest rate of change (per ms) of the channel's components over the clip's segments.
    double fastest() const
    {
        double out = 0.0;
        for (int k = 0; k + 1 < m_motion.count(); ++k) {
            const Keyframe &a = m_motion.key(k), &b = m_motion.key(k + 1);
            const Vec3 d = partOf({b.translation, b.rotation, b.scale}, m_channel) - partOf({a.translation, a.rotation, a.scale}, m_channel);
            const double most = std::max({std::abs(d.x), std::abs(d.y), std::abs(d.z)});
            const double peak = a.easing.type() == Easing::Type::Linear ? 1.0 : 3.0;
            out = std::max(out, peak * most / (b.time - a.time));
        }
        return out;
    }

    // Appends a key; a key at the same time as the last one is the same key, whose out-tangent
    // the later piece gives (its value and in-tangent stay: the end of the earlier piece).
    void push(const BakedKey &k)
    {
        if (!m_keys.empty() && k.placement == KeyPlacement::AtTime && m_keys.back().placement == KeyPlacement::AtTime
            && k.time <= m_keys.back().time + 1e-9) {
            m_keys.back().outTangent = k.outTangent;
            return;
        }
        m_keys.push_back(k);
    }

    // Appends the way back: clip time runs from length down to 0 over length..2*length.
    void mirror(BakedChannel &channel) const
    {
        std::vector<BakedKey> &keys = channel.keys;
        const double twice = 2.0 * m_length;
        const size_t n = keys.size();
        if (channel.interpolation == BakedChannel::Interpolation::Step) {
            // Key i held over [c_i, c_i+1) going out holds over (2L - c_i+1, 2L - c_i] coming back.
            for (size_t i = n - 1; i-- > 0;) {
                if (i + 2 < n)
                    keys.push_back(key(twice - keys[i + 1].time, keys[i + 1].value));
                BakedKey hold = key(twice - keys[i + 1].time, keys[i].value);
                hold.placement = KeyPlacement::JustAfterPrevious;
                keys.push_back(hold);
            }
            keys.push_back(key(twice, keys[0].value));
            return;
        }
        keys[n - 1].outTangent = scaled(keys[n - 1].inTangent, -1.0);
        for (size_t i = n - 1; i-- > 0;) {
            BakedKey back = keys[i];
            back.time = twice - keys[i].time;
            back.inTangent = scaled(keys[i].outTangent, -1.0);
            back.outTangent = scaled(keys[i].inTangent, -1.0);
            back.placement = keys[i].placement == KeyPlacement::JustBeforeNext ? KeyPlacement::JustAfterPrevious
                             : keys[i].placement == KeyPlacement::JustAfterPrevious ? KeyPlacement::JustBeforeNext
                                                                                   : KeyPlacement::AtTime;
            keys.push_back(back);
        }
    }

    static void keepSigns(std::vector<BakedKey> &keys)
    {
        for (size_t i = 1; i < keys.size(); ++i) {
            if (dot4(keys[i - 1].value, keys[i].value) < 0.0)
                keys[i].value = scaled(keys[i].value, -1.0);
        }
    }

    const MotionTrack &m_motion;
    double m_length;
    int m_channel;
    const BakeOptions &m_options;
    double m_tolerance = 0.0;
    bool m_cubic = false;
    double m_fastest = 0.0;
    std::vector<BakedKey> m_keys;
};

} // namespace

double ChannelBaker::eulerDistance(const Vec3 &a, const Vec3 &b)
{
    return std::abs(a.x - b.x) + std::abs(a.y - b.y) + std::abs(a.z - b.z);
}

BakedChannel ChannelBaker::bake(const MotionTrack &motion, double length, Channel channel, const BakeOptions &options,
                                bool unroll)
{
    return ChannelBakerImpl(motion, length, int(channel), options).bake(unroll);
}

} // namespace inbetween
