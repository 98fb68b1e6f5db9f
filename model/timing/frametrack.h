#pragma once

#include "frame.h"

#include <QList>
#include <vector>

namespace inbetween {

// The flipbook: frames in order, with prefix sums of their durations so that the frame at a
// clip time is a binary search (O(log n)), never a scan.
class FrameTrack
{
public:
    FrameTrack() = default;
    explicit FrameTrack(QList<Frame> frames);

    const QList<Frame> &frames() const { return m_frames; }
    const Frame &frame(int i) const { return m_frames.at(i); }
    int count() const { return int(m_frames.size()); }
    bool isEmpty() const { return m_frames.isEmpty(); }

    double length() const { return m_starts.back(); }
    // Start of frame i; start(count()) is length().
    double start(int i) const { return m_starts[size_t(i)]; }
    double end(int i) const { return m_starts[size_t(i) + 1]; }
    const std::vector<double> &starts() const { return m_starts; }

    // The frame whose half-open interval [start, end) holds c; c at or past the end gives the
    // last frame, c before 0 gives frame 0; -1 when there are no frames.
    int frameAt(double c) const;
    // The frames whose intervals meet [from, to), as a half-open index range [first, last).
    std::pair<int, int> framesIn(double from, double to) const;

    void setFrames(QList<Frame> frames);
    void setDuration(int i, double duration);
    // Many durations at once, with one pass over the start times.
    void setDurations(const QList<int> &rows, const QList<double> &durations);
    // The picture of frame i: its image and the region of it shown.
    void setImage(int i, const QString &image, const std::optional<QRect> &region = std::nullopt);
    // The pivot, boxes and points of frame i (its timing stays as it is).
    void setData(int i, const SharedFrameData &data) { m_frames[i].data = data; }
    void insert(int i, const Frame &frame);
    void remove(int i);
    void move(int from, int to);

private:
    void recomputeStartsFrom(int i);

    QList<Frame> m_frames;
    std::vector<double> m_starts{0.0}; // size count() + 1
};

} // namespace inbetween
