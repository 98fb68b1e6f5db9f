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

// continuesUndoStep for an edit that also knows its own command (a drag): the index alone is
// fooled by another command pushed under the edit once its own step went (merged back to nothing,
// or undone), or by one pushed before its first; the command at baseIndex must be the one the
// edit pushed. Only compared, never dereferenced.
class UndoSeries
{
public:
    // As the edit begins, before its first command.
    void begin(const QUndoStack &stack)
    {
        m_base = stack.index();
        m_ours = nullptr;
    }
    // After each command of the edit is pushed: its step, or none when Qt dropped it as obsolete.
    void pushed(const QUndoStack &stack) { m_ours = continuesUndoStep(stack, m_base) ? stack.command(m_base) : nullptr; }
    // The edit's step is the stack's top, done: the next command merges into it.
    bool onTop(const QUndoStack &stack) const
    {
        return m_ours && continuesUndoStep(stack, m_base) && stack.command(m_base) == m_ours;
    }
    // The edit's step is the saved state (a save under the edit): Qt merges nothing into it, and
    // a command to undo the edit would be an unnamed step of its own.
    bool isSaved(const QUndoStack &stack) const { return onTop(stack) && stack.cleanIndex() == stack.index(); }
    // After a save under the edit, its next command starts a second step: the series begins
    // again from the saved one. True when it did (the edit takes its values as they are now).
    bool beginAgainIfSaved(const QUndoStack &stack)
    {
        if (!isSaved(stack))
            return false;
        begin(stack);
        return true;
    }
    // No step of the edit's on the stack, and nothing else pushed since it began (it has not
    // pushed yet, was undone, or went back to nothing).
    bool noStep(const QUndoStack &stack) const { return m_base >= 0 && stack.index() == m_base; }

private:
    int m_base = -1;
    const QUndoCommand *m_ours = nullptr;
};

} // namespace inbetween
