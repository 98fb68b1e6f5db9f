#pragma once

#include <QUndoStack>

namespace inbetween {

// The merge rule of an edit pushed as many commands that make one undo step (a drag, the taps of
// Tap Tempo): `baseIndex` is the stack's index taken as the edit began, before its first command.
// The next command continues the edit, and merges into its step, only while that step is the
// stack's current top, done: the index is still baseIndex + 1. Another command pushed, or the
// step undone, in between ends the series, and the next command is a step of its own. A negative
// `baseIndex` is no series yet.
inline bool continuesUndoStep(const QUndoStack &stack, int baseIndex)
{
    return baseIndex >= 0 && stack.index() == baseIndex + 1;
}

} // namespace inbetween
