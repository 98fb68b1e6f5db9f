#pragma once

#include "export/bakedchannel.h"

#include <array>
#include <vector>

namespace inbetween {

// Plays a baked channel as a reader of the written file does: key times as the file's float
// seconds (a step's hair-apart keys one float step apart), values as floats (quaternions
// normalised first), and the reader's own interpolation: LINEAR / STEP / CUBICSPLINE by the glTF
// rules, and for rotations either slerp along the shorter arc (glTF's rule, three.js, Godot) or
// a blend of the quaternion components, normalised (Blender's importer makes one F-curve per
// component).
class ChannelPlayer
{
public:
    enum class Rotation { Slerp, ComponentBlend };

    // width: 3 (translation, scale) or 4 (a rotation quaternion).
    ChannelPlayer(const BakedChannel &channel, int width);

    // The value at playback time ms (before the first key: the first; after the last: the last).
    std::array<double, 4> valueAt(double ms, Rotation rotation = Rotation::Slerp) const;

    // The float seconds the keys are written at: strictly increasing after the rounding.
    static std::vector<float> fileSeconds(const std::vector<BakedKey> &keys);
    // A key's value as written: floats, a quaternion normalised first.
    static std::array<float, 4> fileValue(const std::array<double, 4> &value, int width);

    // The intervals between the written keys, in ms (from the float seconds).
    const std::vector<double> &keyTimesMs() const { return m_timesMs; }

private:
    BakedChannel::Interpolation m_interpolation;
    int m_width;
    std::vector<double> m_seconds;
    std::vector<double> m_timesMs;
    std::vector<std::array<double, 4>> m_values, m_in, m_out;
};

} // namespace inbetween
