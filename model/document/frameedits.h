#pragma once

#include "frame.h"

#include <QList>
#include <QString>
#include <optional>
#include <utility>

namespace inbetween {

class Document;

// The four ways the editor edits a clip's frames, each one undo step on the document's stack.
// When the document's keys and events follow frames (the default), the step moves them with the
// frames (AnchoredFrameEdit); otherwise it is the bare frame row command. Every frame edit of the
// editor goes through one of these: the timeline, the frame table, the window's actions.

// An insertion, a retime or a move that would carry a key or an event that follows the frames
// past the latest time the file holds (ProjectLimits::maxTime: in a clip of holds over 11.5
// days) is not made, the document saying so (Document::editRefused); the insertion and the retime
// return false, the move nothing. A removal only carries them earlier.

// Inserts `frames` before row `row` (add, duplicate, import, drop).
bool pushFrameInsert(Document *doc, int row, const QList<Frame> &frames, const QString &text);
// Why pushFrameInsert would not insert them (more frames than a clip holds, or a key or event
// carried past the file's latest time), empty when it would: for a step that must know first
// (a paste, which may declare boxes in the same step).
QString frameInsertProblem(const Document *doc, int row, const QList<Frame> &frames);
// Removes `rows` (any order).
void pushFrameRemoval(Document *doc, const QList<int> &rows, const QString &text);
// Sets `frames` on `rows` (durations; a table edit, Retime Frames, `[` `]`, one step of a drag),
// each hold at most ProjectLimits::maxDuration (the file's limit). With `mergeable`, it merges into
// the step before it when that set the same rows (a drag).
bool pushFrameRetime(Document *doc, const QList<int> &rows, const QList<Frame> &frames, const QString &text,
                     bool mergeable = false);
// Moves frames `rows` (sorted, without repeats) together before row `destination`, unless that
// changes nothing (RowEdits::movedRows: then nothing is pushed). Where the frames stand
// afterwards. The one way the table drop, the timeline drag and Move Up/Down reorder frames.
std::optional<std::pair<int, int>> pushFrameMove(Document *doc, const QList<int> &rows, int destination,
                                                 const QString &text);

} // namespace inbetween
