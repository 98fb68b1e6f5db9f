#pragma once

#include "clipevent.h"
#include "document/undoseries.h"
#include "frame.h"
#include "keyframe.h"
#include "timeline/snappolicy.h"

#include <QString>
#include <optional>

class QUndoCommand;

namespace inbetween {

class Document;

// One drag of the timeline that edits the document: a frame's right edge (ripple, or roll with
// Alt), a keyframe, or an event. Each mouse move computes the new values from the values at the
// press and the time moved (snapped by the SnapPolicy: a key, an event or an edge near a beat or
// marker lands on it), and pushes a SetRowsCommand; the first with mergeable = false, every
// later one mergeable into it, so the whole drag is one undo step. Whether our command is on top
// is read from the stack's index and the command there (a drag back to the start makes it
// obsolete and Qt removes it: the next move must start a new command, not merge into an older one
// on the same rows). The drag edits only the rows it took, in the clip it began in: another
// command pushed under it, a switch of clip, or rows changed another way end it; a save under it
// (which Qt merges nothing into) starts a second step from there.
class DragController
{
public:
    enum class Kind { None, FrameEdge, Keyframe, Event };

    explicit DragController(Document *document) : m_document(document) {}

    Kind kind() const { return m_kind; }
    bool isActive() const { return m_kind != Kind::None; }
    int index() const { return m_index; }

    void beginFrameEdge(int frame, double pressTime);
    void beginKeyframe(int key, double pressTime);
    void beginEvent(int row, double pressTime);
    // The mouse is now at `time`; modifiers decide snapping (Shift: off) and roll (Alt).
    void moveTo(double time, Qt::KeyboardModifiers modifiers, const SnapPolicy &snap);
    void end();
    // Puts the dragged rows back as they were at the press and ends the drag; the drag's undo
    // command, merged back to nothing, goes away.
    void cancel();

    // The value being dragged: a duration, or a key's or event's time.
    double value() const { return m_value; }
    // The time of the dragged edge or marker, where the label goes.
    double anchorTime() const;

private:
    void begin(Kind kind, int index, double pressTime);
    void push(QUndoCommand *command);
    bool ourCommandOnTop() const;
    // False when the rows dragged are gone (an undo or a reset under the drag).
    bool rowsStillThere() const;
    bool rowsAsPressed() const;
    // Whether the next move may edit: same clip, the rows there, and the stack's top the drag's
    // step (or no step of it and the rows as pressed).
    bool stillOurs() const;
    // Takes the rows as they are now, at `time`, as a new press (a second step).
    void restartAt(double time);

    Document *m_document;
    Kind m_kind = Kind::None;
    int m_index = -1;
    double m_pressTime = 0.0;
    double m_value = 0.0;
    double m_lastTime = 0.0; // the time of the last move
    int m_clip = -1;
    UndoSeries m_series; // the drag's step on the undo stack
    // The dragged rows as they were at the press.
    Frame m_frame;
    std::optional<Frame> m_next;
    Keyframe m_key;
    ClipEvent m_event;
};

} // namespace inbetween
