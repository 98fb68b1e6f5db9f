#pragma once

#include "clipevent.h"
#include "keyframe.h"
#include "timing/frametrack.h"

#include <QList>
#include <vector>

namespace inbetween {

// How an edit of frame durations or order moves the keys and events anchored to the frames
// (DESIGN.md, "Retiming frames moves what is anchored to them"): a time in old frame i, at
// fraction f of its hold, goes to the new start of the same frame + f x its new duration; times
// at or past the old length shift by the change of length; a removed frame's times go to where
// it started (the new end of the frame before it). With no frames before the edit nothing moves.
class FrameAnchoring
{
public:
    // `placement[i]`: the new index of old frame i, or -1 when it was removed; empty: every frame
    // stays where it is (a retime). Keeps copies of the tracks' start times.
    FrameAnchoring(const FrameTrack &before, const FrameTrack &after, QList<int> placement);
    // The same from the frames' start times (FrameTrack::starts(): 0, every start, the length),
    // read where they are, not copied: both must outlive the mapping and stay as they are. For an
    // undo step, which keeps 8 bytes a frame rather than the frames and maps on every step of a
    // drag over 100,000 frames.
    static FrameAnchoring viewing(const std::vector<double> &startsBefore, const std::vector<double> &startsAfter,
                                  QList<int> placement)
    {
        return FrameAnchoring(&startsBefore, &startsAfter, std::move(placement));
    }
    Q_DISABLE_COPY_MOVE(FrameAnchoring)

    double map(double time) const;
    // Mapped and sorted by time; where two would share a time (or cross), the later keeps a time
    // 0.001 ms after the earlier, so times stay strictly increasing.
    QList<Keyframe> mapKeys(const QList<Keyframe> &keys) const;
    // Each event keeps its row and name.
    QList<ClipEvent> mapEvents(const QList<ClipEvent> &events) const;

    // The placements of the frame edits (counts and rows of the list before the edit).
    static QList<int> afterInsert(int count, int row, int inserted);
    static QList<int> afterRemove(int count, const QList<int> &removedRows);
    // MoveRowsCommand's rule: `rows` (sorted) together, in order, before old row `destination`.
    static QList<int> afterMove(int count, const QList<int> &rows, int destination);

    static constexpr double minimumKeyGap = 0.001; // ms

private:
    FrameAnchoring(const std::vector<double> *startsBefore, const std::vector<double> *startsAfter,
                   QList<int> placement);
    void findRemovedTargets();
    int placed(int i) const { return m_placement.isEmpty() ? i : i < m_placement.size() ? m_placement[i] : -1; }

    std::vector<double> m_ownBefore, m_ownAfter; // the copies, when not viewing
    const std::vector<double> *m_before;         // starts, then the length
    const std::vector<double> *m_after;
    QList<int> m_placement;
    QList<double> m_removedTo; // for each old frame: where its times go when it was removed
                               // (empty when none was)
};

} // namespace inbetween
