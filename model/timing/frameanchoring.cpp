#include "frameanchoring.h"

#include <algorithm>
#include <numeric>

namespace inbetween {

FrameAnchoring::FrameAnchoring(FrameTrack before, FrameTrack after, QList<int> placement)
    : m_before(std::move(before)), m_after(std::move(after)), m_placement(std::move(placement))
{
    // A removed frame's times go to the new end of the nearest kept frame before it (0 if none).
    double end = 0.0;
    for (int i = 0; i < m_before.count(); ++i) {
        const int j = i < m_placement.size() ? m_placement[i] : -1;
        if (j >= 0 && j < m_after.count())
            end = m_after.end(j);
        m_removedTo.append(end);
    }
}

double FrameAnchoring::map(double time) const
{
    if (m_before.isEmpty())
        return time;
    const double oldLength = m_before.length();
    if (time >= oldLength)
        return time + (m_after.length() - oldLength);
    const int i = m_before.frameAt(time);
    const int j = i < m_placement.size() ? m_placement[i] : -1;
    if (j < 0 || j >= m_after.count())
        return m_removedTo[i];
    const double start = m_before.start(i), duration = m_before.frame(i).duration;
    const double newStart = m_after.start(j), newDuration = m_after.frame(j).duration;
    if (start == newStart && duration == newDuration)
        return time; // unchanged: the same bits, not a recomputed fraction
    return newStart + (time - start) / duration * newDuration;
}

QList<Keyframe> FrameAnchoring::mapKeys(const QList<Keyframe> &keys) const
{
    QList<Keyframe> out = keys;
    for (Keyframe &k : out)
        k.time = map(k.time);
    // A reorder can change the keys' order: a stable sort keeps the earlier key first on a tie.
    std::stable_sort(out.begin(), out.end(), [](const Keyframe &a, const Keyframe &b) { return a.time < b.time; });
    for (qsizetype i = 1; i < out.size(); ++i) {
        if (!(out[i].time > out[i - 1].time))
            out[i].time = out[i - 1].time + minimumKeyGap;
    }
    return out;
}

QList<ClipEvent> FrameAnchoring::mapEvents(const QList<ClipEvent> &events) const
{
    QList<ClipEvent> out = events;
    for (ClipEvent &e : out)
        e.time = map(e.time);
    return out;
}

QList<int> FrameAnchoring::afterInsert(int count, int row, int inserted)
{
    QList<int> placement(qsizetype(std::max(count, 0)));
    for (int i = 0; i < count; ++i)
        placement[i] = i < row ? i : i + inserted;
    return placement;
}

QList<int> FrameAnchoring::afterRemove(int count, const QList<int> &removedRows)
{
    QList<int> placement(qsizetype(std::max(count, 0)), 0);
    for (int r : removedRows) {
        if (r >= 0 && r < count)
            placement[r] = -1;
    }
    int next = 0;
    for (int i = 0; i < count; ++i)
        placement[i] = placement[i] < 0 ? -1 : next++;
    return placement;
}

QList<int> FrameAnchoring::afterMove(int count, const QList<int> &rows, int destination)
{
    // The new order: the rows not moved, with the moved ones inserted before `destination`.
    QList<bool> moved(qsizetype(std::max(count, 0)), false);
    for (int r : rows) {
        if (r >= 0 && r < count)
            moved[r] = true;
    }
    QList<int> order;
    order.reserve(std::max(count, 0));
    for (int i = 0; i <= count; ++i) {
        if (i == destination)
            order += rows;
        if (i < count && !moved[i])
            order.append(i);
    }
    QList<int> placement(qsizetype(std::max(count, 0)));
    for (qsizetype j = 0; j < order.size(); ++j)
        placement[order[j]] = j;
    return placement;
}

} // namespace inbetween
