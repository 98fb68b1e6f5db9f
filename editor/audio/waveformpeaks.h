#pragma once

#include <QList>
#include <vector>

namespace inbetween {

// The min/max peaks of a sound, kept per zoom level so that any zoom draws from a summary no
// finer than it needs: level 0 holds the min and max of every `baseBin` samples, each further
// level those of `factor` bins of the level below. A column of the timeline (a pixel's span of
// time) is the min and max of the few bins of the coarsest level whose bins are no wider than
// the pixel, so a paint costs a few reads a pixel at any zoom and any length of sound.
//
// Built once from the decoded samples (mono, in [-1, 1], at sampleRate), appended in pieces as
// the decoder delivers them; read-only and shared between threads after finish().
class WaveformPeaks
{
public:
    static constexpr int baseBin = 16; // samples: a third of a millisecond at 48 kHz
    static constexpr int factor = 4;

    struct Peak
    {
        float min = 0.0f;
        float max = 0.0f;
        friend bool operator==(const Peak &a, const Peak &b) { return a.min == b.min && a.max == b.max; }
    };

    explicit WaveformPeaks(int sampleRate = 48000) : m_sampleRate(sampleRate) {}

    // The builder's side.
    void append(const float *samples, qsizetype count);
    void finish(); // the last partial bin, and the levels above level 0

    int sampleRate() const { return m_sampleRate; }
    qint64 sampleCount() const { return m_samples; }
    double durationMs() const { return m_sampleRate > 0 ? double(m_samples) * 1000.0 / m_sampleRate : 0.0; }
    int levelCount() const { return int(m_levels.size()); }
    // Samples per bin of a level (baseBin * factor^level).
    qint64 binSamples(int level) const;
    const std::vector<Peak> &level(int level) const { return m_levels[size_t(level)]; }
    // Bytes held by the levels.
    qint64 memoryBytes() const;

    // The peak of the sound over [fromMs, toMs) (an empty Peak where there is no sound), from
    // the coarsest level whose bins fit in the span.
    Peak peakIn(double fromMs, double toMs) const;
    // `count` columns of `msPerColumn` each, from `startMs` (times in the sound: 0 is its start).
    std::vector<Peak> columns(double startMs, double msPerColumn, int count) const;
    // The level columns of that width read from.
    int levelFor(double msPerColumn) const;

private:
    int m_sampleRate;
    qint64 m_samples = 0;
    int m_fill = 0;     // samples in the open level-0 bin
    Peak m_open;        // the open bin
    std::vector<std::vector<Peak>> m_levels{1};
};

} // namespace inbetween
