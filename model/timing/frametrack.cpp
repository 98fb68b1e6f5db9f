#include "timing/frametrack.h"

#include <algorithm>

namespace inbetween {

FrameTrack::FrameTrack(QList<Frame> frames)
{
    setFrames(std::move(frames));
}

int FrameTrack::frameAt(double c) const
{
    if (m_frames.isEmpty())
        return -1;
    // The last start <= c; starts are strictly increasing since every duration is > 0.
    const auto it = std::upper_bound(m_starts.begin(), m_starts.end(), c);
    const int i = int(it - m_starts.begin()) - 1;
    return std::clamp(i, 0, count() - 1);
}

std::pair<int, int> FrameTrack::framesIn(double from, double to) const
{
    if (m_frames.isEmpty() || !(to > from))
        return {0, 0};
    const int first = frameAt(from);
    const auto it = std::lower_bound(m_starts.begin(), m_starts.end() - 1, to);
    const int last = std::max(first + 1, int(it - m_starts.begin()));
    return {first, std::min(last, count())};
}

void FrameTrack::setFrames(QList<Frame> frames)
{
    m_frames = std::move(frames);
    m_starts.assign(size_t(m_frames.size()) + 1, 0.0);
    recomputeStartsFrom(0);
}

void FrameTrack::setDuration(int i, double duration)
{
    m_frames[i].duration = duration;
    recomputeStartsFrom(i);
}

void FrameTrack::setDurations(const QList<int> &rows, const QList<double> &durations)
{
    if (rows.isEmpty())
        return;
    for (qsizetype k = 0; k < rows.size(); ++k)
        m_frames[rows[k]].duration = durations[k];
    recomputeStartsFrom(*std::min_element(rows.begin(), rows.end()));
}

void FrameTrack::setImage(int i, const QString &image, const std::optional<QRect> &region)
{
    m_frames[i].image = image;
    m_frames[i].region = region;
}

void FrameTrack::insert(int i, const Frame &frame)
{
    m_frames.insert(i, frame);
    m_starts.push_back(0.0);
    recomputeStartsFrom(i);
}

void FrameTrack::remove(int i)
{
    m_frames.removeAt(i);
    m_starts.pop_back();
    recomputeStartsFrom(i);
}

void FrameTrack::move(int from, int to)
{
    m_frames.move(from, to);
    recomputeStartsFrom(std::min(from, to));
}

void FrameTrack::recomputeStartsFrom(int i)
{
    // Summed in order from frame 0 so that the starts are the same whichever edit led here.
    for (size_t k = size_t(i); k < size_t(m_frames.size()); ++k)
        m_starts[k + 1] = m_starts[k] + m_frames[qsizetype(k)].duration;
}

} // namespace inbetween
