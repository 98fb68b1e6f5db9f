#include "motionbaker.h"

#include <algorithm>
#include <cmath>

namespace inbetween {

namespace {

enum Channel { TranslationChannel, RotationChannel, ScaleChannel };

Vec3 partOf(const Pose &p, int channel)
{
    return channel == TranslationChannel ? p.translation : (channel == RotationChannel ? p.rotation : p.scale);
}

std::array<double, 4> valueOf(const Vec3 &v, int channel)
{
    if (channel != RotationChannel)
        return {v.x, v.y, v.z, 0.0};
    const Quaternion q = Quaternion::fromEulerDegrees(v).normalized();
    return {q.x, q.y, q.z, q.w};
}

// Sum of the angle changes: an upper bound of the turn between two Euler rotations.
double eulerDistance(const Vec3 &a, const Vec3 &b)
{
    return std::abs(a.x - b.x) + std::abs(a.y - b.y) + std::abs(a.z - b.z);
}

int changedComponents(const Vec3 &a, const Vec3 &b)
{
    return int(a.x != b.x) + int(a.y != b.y) + int(a.z != b.z);
}

// A stretch of clip time [c0, c1] inside one motion segment (or before the first / after the
// last key), and how one channel changes over it.
struct Piece
{
    enum Kind { Constant, Hold, Linear, Sampled };
    double c0 = 0.0;
    double c1 = 0.0;
    Kind kind = Constant;
    int segment = -1; // the key that starts the segment; -1 outside the keys
};

class ChannelBaker
{
public:
    ChannelBaker(const MotionTrack &motion, double length, double fps, int channel)
        : m_motion(motion), m_length(length), m_grid(1000.0 / fps), m_channel(channel)
    {
    }

    BakedChannel bake(bool unroll) const
    {
        BakedChannel out;
        if (m_length <= 0.0) {
            out.keys.push_back({0.0, valueOf(partOf(m_motion.sample(0.0), m_channel), m_channel)});
            return out;
        }
        const std::vector<Piece> pieces = this->pieces();
        const bool anyHold = std::any_of(pieces.begin(), pieces.end(), [](const Piece &p) { return p.kind == Piece::Hold; });
        const bool allHeld = std::all_of(pieces.begin(), pieces.end(), [](const Piece &p) {
            return p.kind == Piece::Hold || p.kind == Piece::Constant;
        });
        const bool step = anyHold && allHeld;
        out.interpolation = step ? BakedChannel::Interpolation::Step : BakedChannel::Interpolation::Linear;
        for (const Piece &p : pieces) {
            if (step || p.kind == Piece::Hold) {
                push(out.keys, p.c0, valueAt(p, p.c0));
                if (!step)
                    push(out.keys, p.c1 - holdGap(p.c0, p.c1), valueAt(p, p.c0));
                continue;
            }
            for (double c : timesIn(p))
                push(out.keys, c, valueAt(p, c));
        }
        push(out.keys, m_length, valueOf(partOf(m_motion.sample(m_length), m_channel), m_channel));
        if (unroll)
            mirror(out, step);
        if (m_channel == RotationChannel)
            keepSigns(out.keys);
        return out;
    }

private:
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
                if (va == vb)
                    p.kind = Piece::Constant;
                else if (a.easing.type() == Easing::Type::Step)
                    p.kind = Piece::Hold;
                else if (a.easing.type() == Easing::Type::Linear
                         && (m_channel != RotationChannel || changedComponents(va, vb) == 1))
                    p.kind = Piece::Linear;
                else
                    p.kind = Piece::Sampled;
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

    std::array<double, 4> valueAt(const Piece &p, double c) const { return valueOf(eulerAt(p, c), m_channel); }

    std::vector<double> timesIn(const Piece &p) const
    {
        std::vector<double> times;
        if (p.kind == Piece::Constant) {
            times = {p.c0, p.c1};
        } else if (p.kind == Piece::Linear) {
            // A one-axis rotation: slerp is exact, but only up to kMaxTurn degrees a step.
            const double turn = m_channel == RotationChannel ? eulerDistance(eulerAt(p, p.c0), eulerAt(p, p.c1)) : 0.0;
            const int n = std::max(1, int(std::ceil(turn / MotionBaker::kMaxTurn - 1e-9)));
            for (int j = 0; j <= n; ++j)
                times.push_back(j == n ? p.c1 : p.c0 + (p.c1 - p.c0) * j / n);
        } else {
            times.push_back(p.c0);
            for (double j = std::floor(p.c0 / m_grid) + 1.0;; j += 1.0) {
                const double c = j * m_grid;
                if (c >= p.c1 - 1e-6)
                    break;
                if (c > p.c0 + 1e-6)
                    times.push_back(c);
            }
            times.push_back(p.c1);
            if (m_channel == RotationChannel)
                times = refined(p, times);
        }
        return times;
    }

    // Halves every step whose turn could exceed kMaxTurn, so slerp cannot take a shortcut.
    std::vector<double> refined(const Piece &p, const std::vector<double> &times) const
    {
        std::vector<double> out{times.front()};
        for (size_t i = 1; i < times.size(); ++i)
            refine(p, times[i - 1], times[i], 0, &out);
        return out;
    }

    void refine(const Piece &p, double a, double b, int depth, std::vector<double> *out) const
    {
        if (depth < 30 && eulerDistance(eulerAt(p, a), eulerAt(p, b)) > MotionBaker::kMaxTurn) {
            const double mid = 0.5 * (a + b);
            refine(p, a, mid, depth + 1, out);
            refine(p, mid, b, depth + 1, out);
            return;
        }
        out->push_back(b);
    }

    static double holdGap(double c0, double c1) { return std::min(MotionBaker::kHoldGap, (c1 - c0) / 4.0); }

    static void push(std::vector<BakedKey> &keys, double time, const std::array<double, 4> &value)
    {
        if (!keys.empty() && time <= keys.back().time + 1e-9)
            return; // the same instant: the earlier key (the end of the previous piece) stands
        keys.push_back({time, value});
    }

    // Appends the way back: clip time runs from length down to 0 over length..2*length.
    void mirror(BakedChannel &channel, bool step) const
    {
        std::vector<BakedKey> &keys = channel.keys;
        const double twice = 2.0 * m_length;
        const size_t n = keys.size();
        for (size_t i = n - 1; i-- > 0;) {
            if (step) {
                // Key i held over [c_i, c_i+1) going out holds over (2L - c_i+1, 2L - c_i] coming back.
                keys.push_back({twice - keys[i + 1].time + holdGap(keys[i].time, keys[i + 1].time), keys[i].value});
            } else {
                keys.push_back({twice - keys[i].time, keys[i].value});
            }
        }
        if (step)
            keys.push_back({twice, keys[0].value});
    }

    static void keepSigns(std::vector<BakedKey> &keys)
    {
        for (size_t i = 1; i < keys.size(); ++i) {
            const auto &a = keys[i - 1].value;
            auto &b = keys[i].value;
            if (a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3] < 0.0) {
                for (double &x : b)
                    x = -x;
            }
        }
    }

    const MotionTrack &m_motion;
    double m_length;
    double m_grid;
    int m_channel;
};

} // namespace

BakedMotion MotionBaker::bake(const Clip &project, double fps, bool unrollPingPong)
{
    const double length = project.length();
    const bool unroll = unrollPingPong && project.loop == LoopMode::PingPong && length > 0.0;
    BakedMotion out;
    out.translation = ChannelBaker(project.motion, length, fps, TranslationChannel).bake(unroll);
    out.rotation = ChannelBaker(project.motion, length, fps, RotationChannel).bake(unroll);
    out.scale = ChannelBaker(project.motion, length, fps, ScaleChannel).bake(unroll);
    out.duration = unroll ? 2.0 * length : length;
    return out;
}

} // namespace inbetween
