#include "timing/frameanchoring.h"

#include <algorithm>
#include <numeric>

namespace inbetween {

FrameAnchoring::FrameAnchoring(const FrameTrack &before, const FrameTrack &after, QList<int> placement)
    : FrameAnchoring(nullptr, nullptr, std::move(placement))
{
    m_ownBefore = before.starts();
    m_ownAfter = after.starts();
    m_before = &m_ownBefore;
    m_after = &m_ownAfter;
    findRemovedTargets();
}

FrameAnchoring::FrameAnchoring(const std::vector<double> *startsBefore, const std::vector<double> *startsAfter,
                               QList<int> placement)
    : m_before(startsBefore), m_after(startsAfter), m_placement(std::move(placement))
{
    if (m_before && m_after)
        findRemovedTargets();
}

void FrameAnchoring::findRemovedTargets()
{
    const int before = int(m_before->size()) - 1, after = int(m_after->size()) - 1;
    const auto kept = [&](int i) {
        const int j = placed(i);
        return j >= 0 && j < after;
    };
    bool anyRemoved = false;
    for (int i = 0; i < before && !anyRemoved && !m_placement.isEmpty(); ++i)
        anyRemoved = !kept(i);
    if (!anyRemoved)
        return; // a retime or a reorder: every frame has a place
    // A removed frame's times go to the new end of the nearest kept frame before it (0 if none).
    double end = 0.0;
    m_removedTo.reserve(before);
    for (int i = 0; i < before; ++i) {
        if (kept(i))
            end = (*m_after)[size_t(placed(i)) + 1];
        m_removedTo.append(end);
    }
}

double FrameAnchoring::map(double time) const
{
    const std::vector<double> &b = *m_before, &a = *m_after;
    const int before = int(b.size()) - 1, after = int(a.size()) - 1;
    if (before <= 0)
        return time;
    const double oldLength = b.back();
    if (time >= oldLength)
        return time + ((after >= 0 ? a.back() : 0.0) - oldLength);
    // The frame holding the time: the last start <= time (frame 0 for a time before 0).
    const auto it = std::upper_bound(b.begin(), b.end(), time);
    const int i = std::clamp(int(it - b.begin()) - 1, 0, before - 1);
    const int j = placed(i);
    if (j < 0 || j >= after)
        return m_removedTo[i];
    const double start = b[size_t(i)], duration = b[size_t(i) + 1] - start;
    const double newStart = a[size_t(j)], newDuration = a[size_t(j) + 1] - newStart;
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
