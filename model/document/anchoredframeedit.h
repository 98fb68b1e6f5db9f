#pragma once

#include "clipevent.h"
#include "document/listtraits.h"
#include "document/rowcommands.h"
#include "keyframe.h"
#include "timing/frametrack.h"

#include <QUndoCommand>
#include <memory>

namespace inbetween {

class Document;

// A frame edit (a retime, an insertion, a removal, a reorder) with the keyframes and events that
// follow the frames (DESIGN.md, "Retiming frames moves what is anchored to them"): one undo step
// that applies the frame command it wraps, then moves the current clip's keys and events through
// FrameAnchoring from the frames before the edit to the frames after it. Undo puts the keys and
// events back, then undoes the frame edit. When keys and events do not follow frames (the
// document's switch when the edit was made), they stay where they are.
//
// Done or undone, it tells the document's views how clip times moved (Document::
// framesAboutToBeRemapped, framesRemapped: the mapping forward, or back for an undo), so that
// the playhead stays on its frame like an event (DESIGN.md, "The editor").
//
// A drag is one step: commands that wrap mergeable SetFramesCommands on the same rows merge, and
// the merged step maps the keys and events again from the state before its first step, so a
// drag that goes back and forth never lets them drift, and a drag back to the start leaves them
// exactly as they were (and the step obsolete).
class AnchoredFrameEdit : public QUndoCommand
{
public:
    // `frameEdit`: a frame row command made for the document's current clip (owned from now on).
    // `placement[i]`: where old frame i stands after it, -1 when removed (FrameAnchoring).
    // `moveAnchored`: whether the keys and events move with the frames.
    AnchoredFrameEdit(Document *doc, QUndoCommand *frameEdit, QList<int> placement, bool moveAnchored = true);
    ~AnchoredFrameEdit() override;

    int id() const override;
    void redo() override;
    void undo() override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    void mapFromBefore();
    QList<int> inversePlacement(int countAfter) const;
    void apply(const QList<Keyframe> &keys, const QList<ClipEvent> &events);

    Document *m_doc;
    ClipScope<Keyframe> m_scope;
    std::unique_ptr<QUndoCommand> m_edit;
    QList<int> m_placement;
    std::vector<double> m_startsBefore; // the frames' starts before the edit, and the length
    QList<Keyframe> m_keysBefore;
    QList<ClipEvent> m_eventsBefore;
    QList<Keyframe> m_keysAfter;
    QList<ClipEvent> m_eventsAfter;
    bool m_mapped = false;
    bool m_moveAnchored = true;
};

// The placement of a change of durations only: every frame stays where it is.
QList<int> unchangedPlacement(int count);

// Pushes `frameEdit` on the document's stack inside an AnchoredFrameEdit that moves the keys and
// events when the document's keys and events follow frames (Document::keysFollowFrames); as it
// is when the clip has no frames (nothing is anchored to them).
void pushFrameEdit(Document *doc, QUndoCommand *frameEdit, QList<int> placement);

} // namespace inbetween
