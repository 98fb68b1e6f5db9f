#pragma once

#include "project.h"

#include <QStringList>
#include <optional>
#include <utility>

namespace inbetween {

// The data side of the window's row actions (duplicate, add a key at the playhead, import
// images), kept here so that it is tested without widgets. Each returns what an undo command
// then inserts; none changes a document.
namespace RowEdits {

// Copies of `rows` (sorted, without repeats) in their order, and the row after the last one,
// where a duplicate goes.
struct Copies
{
    int row = 0;
    QList<Frame> frames;
};
Copies duplicateFrames(const FrameTrack &track, QList<int> rows);

// A key at clip time `time` holding the pose sampled there, and the row it takes. Empty when a
// key already sits at that time or the time is not finite and >= 0. Inside a segment the key
// cuts it without changing the motion (SegmentSplit): the segment's first key gets a new easing
// and an exact cut may need a key more (easeInOut away from its middle); `added` are all the
// keys to insert, in order, from row `segmentRow` + 1 (or from `row` outside any segment).
struct NewKey
{
    int row = 0;
    Keyframe key;
    int segmentRow = -1;   // the key that starts the segment cut, -1 when none is
    Keyframe segmentStart; // that key with its new easing
    QList<Keyframe> added;
};
std::optional<NewKey> keyframeAt(const MotionTrack &motion, double time);

// An event at `time` named "event", "event 2", ... (the first name not yet taken), placed
// after the events at or before that time.
struct NewEvent
{
    int row = 0;
    ClipEvent event;
};
NewEvent eventAt(const QList<ClipEvent> &events, double time);

// Where `rows` (sorted, without repeats) stand after a move that puts them together, in their
// order, before row `destination` of the list as it was (MoveRowsCommand's rule): the first and
// last row. Empty when the move changes nothing (a block put where it already stands).
std::optional<std::pair<int, int>> movedRows(const QList<int> &rows, int destination);

// File names in natural order: "f2.png" before "f10.png", case ignored.
QStringList naturallySorted(QStringList paths);

// One frame per image, in natural order, its path relative to `folder` (with '/').
QList<Frame> framesForImages(const QStringList &paths, const QString &folder, double duration);

} // namespace RowEdits

} // namespace inbetween
