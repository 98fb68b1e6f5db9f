#pragma once

#include <QString>
#include <vector>

namespace inbetween {

// A clip's sound laid on the review file's time line (DESIGN.md, "Review exports": MP4 only):
// decoded with FFmpeg (any format it reads), resampled to 48 kHz stereo float, started at the
// clip's offset (a negative offset cuts the sound's start) in every pass, and cut or padded with
// silence to the file's end.
class ReviewAudio
{
public:
    static constexpr int sampleRate = 48000;
    static constexpr int channels = 2;

    // file: the sound's path; offsetMs: the clip time it starts at; periodMs: one pass;
    // passes: how many. False, with *error, when the file cannot be read.
    bool load(const QString &file, double offsetMs, double periodMs, int passes, QString *error);

    // One plane of samples per channel, all of the file's length.
    const std::vector<float> &plane(int channel) const { return m_planes[size_t(channel)]; }
    qint64 sampleCount() const { return qint64(m_planes[0].size()); }

private:
    std::vector<float> m_planes[channels];
};

} // namespace inbetween
