#include "export/channelplayer.h"

#include "timing/quaternion.h"

#include <algorithm>
#include <cmath>

namespace inbetween {

std::vector<float> ChannelPlayer::fileSeconds(const std::vector<BakedKey> &keys)
{
    std::vector<float> out(keys.size());
    for (size_t i = 0; i < keys.size(); ++i)
        out[i] = float(keys[i].time / 1000.0);
    // A hair: one float step from the neighbour it leans on.
    for (size_t i = 0; i < keys.size(); ++i) {
        if (keys[i].placement == KeyPlacement::JustBeforeNext && i + 1 < keys.size())
            out[i] = std::nextafter(out[i + 1], -1e30f);
        else if (keys[i].placement == KeyPlacement::JustAfterPrevious && i > 0)
            out[i] = std::nextafter(out[i - 1], 1e30f);
    }
    for (size_t i = 1; i < out.size(); ++i) {
        if (out[i] <= out[i - 1])
            out[i] = std::nextafter(out[i - 1], 1e30f);
    }
    return out;
}

std::array<float, 4> ChannelPlayer::fileValue(const std::array<double, 4> &value, int width)
{
    double norm = 1.0;
    if (width == 4)
        norm = std::sqrt(value[0] * value[0] + value[1] * value[1] + value[2] * value[2] + value[3] * value[3]);
    std::array<float, 4> out{0, 0, 0, 0};
    for (int c = 0; c < width; ++c)
        out[size_t(c)] = float(value[size_t(c)] / norm);
    return out;
}

ChannelPlayer::ChannelPlayer(const BakedChannel &channel, int width)
    : m_interpolation(channel.interpolation), m_width(width)
{
    for (float s : fileSeconds(channel.keys)) {
        m_seconds.push_back(double(s));
        m_timesMs.push_back(double(s) * 1000.0);
    }
    auto floats = [](const std::array<double, 4> &v, double scale) {
        std::array<double, 4> out;
        for (size_t c = 0; c < 4; ++c)
            out[c] = double(float(v[c] * scale));
        return out;
    };
    for (const BakedKey &k : channel.keys) {
        const std::array<float, 4> v = fileValue(k.value, width);
        m_values.push_back({double(v[0]), double(v[1]), double(v[2]), double(v[3])});
        m_in.push_back(floats(k.inTangent, 1000.0)); // per second, as the file holds them
        m_out.push_back(floats(k.outTangent, 1000.0));
    }
}

std::array<double, 4> ChannelPlayer::valueAt(double ms, Rotation rotation) const
{
    const double s = ms / 1000.0;
    if (m_seconds.empty())
        return {0, 0, 0, 1};
    if (s <= m_seconds.front())
        return m_values.front();
    if (s >= m_seconds.back())
        return m_values.back();
    const size_t k = size_t(std::upper_bound(m_seconds.begin(), m_seconds.end(), s) - m_seconds.begin()) - 1;
    if (m_interpolation == BakedChannel::Interpolation::Step)
        return m_values[k];
    const double dt = m_seconds[k + 1] - m_seconds[k];
    const double u = (s - m_seconds[k]) / dt;
    const std::array<double, 4> &a = m_values[k];
    const std::array<double, 4> &b = m_values[k + 1];
    std::array<double, 4> out{0, 0, 0, 0};
    if (m_interpolation == BakedChannel::Interpolation::CubicSpline) {
        const double u2 = u * u, u3 = u2 * u;
        const double h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u, h01 = -2 * u3 + 3 * u2, h11 = u3 - u2;
        for (size_t c = 0; c < size_t(m_width); ++c)
            out[c] = h00 * a[c] + h10 * dt * m_out[k][c] + h01 * b[c] + h11 * dt * m_in[k + 1][c];
        return out;
    }
    if (m_width != 4) {
        for (size_t c = 0; c < 3; ++c)
            out[c] = a[c] + (b[c] - a[c]) * u;
        return out;
    }
    if (rotation == Rotation::ComponentBlend) {
        double n = 0;
        for (size_t c = 0; c < 4; ++c) {
            out[c] = a[c] + (b[c] - a[c]) * u;
            n += out[c] * out[c];
        }
        n = std::sqrt(n);
        for (double &x : out)
            x /= n > 0 ? n : 1.0;
        return out;
    }
    const Quaternion q = Quaternion::slerpShorter({a[0], a[1], a[2], a[3]}, {b[0], b[1], b[2], b[3]}, u);
    return {q.x, q.y, q.z, q.w};
}

} // namespace inbetween
