#pragma once

#include "keyframe.h"
#include "timing/pose.h"

#include <QList>

namespace inbetween {

// Motion keys with strictly increasing times >= 0, sampled by DESIGN.md's rules: the first pose
// before the first key, the last after the last, and between two keys each component
// interpolated by the eased progress of the segment.
class MotionTrack
{
public:
    MotionTrack() = default;
    explicit MotionTrack(QList<Keyframe> keys) : m_keys(std::move(keys)) {}

    const QList<Keyframe> &keys() const { return m_keys; }
    const Keyframe &key(int i) const { return m_keys.at(i); }
    int count() const { return int(m_keys.size()); }
    bool isEmpty() const { return m_keys.isEmpty(); }
    double lastTime() const { return m_keys.isEmpty() ? 0.0 : m_keys.back().time; }

    Pose sample(double c) const;
    // Index of the key that starts the segment holding c: the last key with time <= c, or -1
    // before the first key.
    int segmentAt(double c) const;
    // The index a key at time t would take to keep the times increasing.
    int insertionIndex(double t) const;

    void setKeys(QList<Keyframe> keys) { m_keys = std::move(keys); }
    void setKey(int i, const Keyframe &key) { m_keys[i] = key; }
    void insert(int i, const Keyframe &key) { m_keys.insert(i, key); }
    void remove(int i) { m_keys.removeAt(i); }

    static Pose interpolate(const Keyframe &a, const Keyframe &b, double c);

private:
    QList<Keyframe> m_keys;
};

} // namespace inbetween
