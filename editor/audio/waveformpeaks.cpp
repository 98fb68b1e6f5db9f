#include "audio/waveformpeaks.h"

#include <algorithm>
#include <cmath>

namespace inbetween {

void WaveformPeaks::append(const float *samples, qsizetype count)
{
    std::vector<Peak> &bins = m_levels[0];
    for (qsizetype i = 0; i < count; ++i) {
        const float s = samples[i];
        if (m_fill == 0) {
            m_open = {s, s};
        } else {
            m_open.min = std::min(m_open.min, s);
            m_open.max = std::max(m_open.max, s);
        }
        if (++m_fill == baseBin) {
            bins.push_back(m_open);
            m_fill = 0;
        }
    }
    m_samples += count;
}

void WaveformPeaks::finish()
{
    if (m_fill > 0) {
        m_levels[0].push_back(m_open);
        m_fill = 0;
    }
    m_levels.resize(1);
    // Each level a factor coarser, up to the one of a single bin.
    while (m_levels.back().size() > 1) {
        const std::vector<Peak> &below = m_levels.back();
        std::vector<Peak> above;
        above.reserve(below.size() / factor + 1);
        for (size_t i = 0; i < below.size(); i += factor) {
            Peak p = below[i];
            for (size_t j = i + 1; j < std::min(below.size(), i + factor); ++j) {
                p.min = std::min(p.min, below[j].min);
                p.max = std::max(p.max, below[j].max);
            }
            above.push_back(p);
        }
        m_levels.push_back(std::move(above));
    }
}

qint64 WaveformPeaks::binSamples(int level) const
{
    qint64 n = baseBin;
    for (int i = 0; i < level; ++i)
        n *= factor;
    return n;
}

qint64 WaveformPeaks::memoryBytes() const
{
    qint64 bytes = 0;
    for (const auto &l : m_levels)
        bytes += qint64(l.capacity() * sizeof(Peak));
    return bytes;
}

int WaveformPeaks::levelFor(double msPerColumn) const
{
    const double samplesPerColumn = msPerColumn * m_sampleRate / 1000.0;
    int level = 0;
    while (level + 1 < levelCount() && double(binSamples(level + 1)) <= samplesPerColumn)
        ++level;
    return level;
}

WaveformPeaks::Peak WaveformPeaks::peakIn(double fromMs, double toMs) const
{
    const int level = levelFor(toMs - fromMs);
    const std::vector<Peak> &bins = m_levels[size_t(level)];
    const double binMs = double(binSamples(level)) * 1000.0 / m_sampleRate;
    // The bins that overlap [from, to): at least the one holding `from`.
    const double first = std::floor(std::max(fromMs, 0.0) / binMs);
    const double last = std::ceil(toMs / binMs); // exclusive
    if (toMs <= 0.0 || first >= double(bins.size()) || bins.empty())
        return {};
    const size_t a = size_t(first);
    const size_t b = std::min(bins.size(), std::max(a + 1, size_t(last)));
    Peak p = bins[a];
    for (size_t i = a + 1; i < b; ++i) {
        p.min = std::min(p.min, bins[i].min);
        p.max = std::max(p.max, bins[i].max);
    }
    return p;
}

std::vector<WaveformPeaks::Peak> WaveformPeaks::columns(double startMs, double msPerColumn, int count) const
{
    std::vector<Peak> out(size_t(std::max(0, count)));
    for (int i = 0; i < count; ++i)
        out[size_t(i)] = peakIn(startMs + i * msPerColumn, startMs + (i + 1) * msPerColumn);
    return out;
}

} // namespace inbetween
