#include "document/anchoredframeedit.h"

#include "document/document.h"
#include "document/mergeid.h"
#include "timing/frameanchoring.h"

namespace inbetween {

AnchoredFrameEdit::AnchoredFrameEdit(Document *doc, QUndoCommand *frameEdit, QList<int> placement, bool moveAnchored)
    : QUndoCommand(frameEdit->text()), m_doc(doc), m_scope(doc), m_edit(frameEdit), m_placement(std::move(placement)),
      m_startsBefore(doc->clip().frames.starts()), m_keysBefore(doc->clip().motion.keys()), m_eventsBefore(doc->clip().events),
      m_moveAnchored(moveAnchored)
{
    // A frame edit that changes nothing (a drag step back to where it started) is pushed but
    // never applied; the keys and events then stay as they are too.
    setObsolete(m_edit->isObsolete());
}

AnchoredFrameEdit::~AnchoredFrameEdit() = default;

int AnchoredFrameEdit::id() const
{
    // Only wrapped SetFramesCommands merge; the id is our own so that a wrapped command never
    // meets a bare one in mergeWith.
    return m_edit->id() == -1 ? -1 : int(MergeId::AnchoredFrameDurations);
}

void AnchoredFrameEdit::mapFromBefore()
{
    const auto anchoring = FrameAnchoring::viewing(m_startsBefore, m_doc->clip().frames.starts(), m_placement);
    m_keysAfter = anchoring.mapKeys(m_keysBefore);
    m_eventsAfter = anchoring.mapEvents(m_eventsBefore);
    m_mapped = true;
}

// Where each frame after the edit stood before it (-1: a frame the edit inserted).
QList<int> AnchoredFrameEdit::inversePlacement(int countAfter) const
{
    if (m_placement.isEmpty())
        return {};
    QList<int> inverse(countAfter, -1);
    for (qsizetype i = 0; i < m_placement.size(); ++i) {
        if (m_placement[i] >= 0 && m_placement[i] < countAfter)
            inverse[m_placement[i]] = int(i);
    }
    return inverse;
}

void AnchoredFrameEdit::redo()
{
    m_scope.enter(m_doc); // the document is as it was before the edit (a merged drag: before its first step)
    emit m_doc->framesAboutToBeRemapped();
    m_edit->redo(); // makes the clip current, then edits its frames
    if (m_moveAnchored) {
        if (!m_mapped)
            mapFromBefore();
        apply(m_keysAfter, m_eventsAfter);
    }
    emit m_doc->framesRemapped(FrameAnchoring::viewing(m_startsBefore, m_doc->clip().frames.starts(), m_placement));
}

void AnchoredFrameEdit::undo()
{
    m_scope.enter(m_doc);
    const std::vector<double> startsAfter = m_doc->clip().frames.starts();
    emit m_doc->framesAboutToBeRemapped();
    if (m_moveAnchored)
        apply(m_keysBefore, m_eventsBefore);
    m_edit->undo();
    emit m_doc->framesRemapped(FrameAnchoring::viewing(startsAfter, m_doc->clip().frames.starts(),
                                                       inversePlacement(int(startsAfter.size()) - 1)));
}

// Sets only the rows that differ, so that an edit after the last key signals no key at all.
void AnchoredFrameEdit::apply(const QList<Keyframe> &keys, const QList<ClipEvent> &events)
{
    const QList<Keyframe> &nowKeys = m_doc->clip().motion.keys();
    QList<int> rows;
    QList<Keyframe> values;
    for (qsizetype i = 0; i < keys.size() && i < nowKeys.size(); ++i) {
        if (keys[i] != nowKeys[i]) {
            rows.append(int(i));
            values.append(keys[i]);
        }
    }
    if (!rows.isEmpty())
        m_doc->setKeyframes(rows, values);
    const QList<ClipEvent> &nowEvents = m_doc->clip().events;
    QList<int> eventRows;
    QList<ClipEvent> eventValues;
    for (qsizetype i = 0; i < events.size() && i < nowEvents.size(); ++i) {
        if (events[i] != nowEvents[i]) {
            eventRows.append(int(i));
            eventValues.append(events[i]);
        }
    }
    if (!eventRows.isEmpty())
        m_doc->setEvents(eventRows, eventValues);
}

bool AnchoredFrameEdit::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const AnchoredFrameEdit *>(other);
    if (o->m_moveAnchored != m_moveAnchored || !m_edit->mergeWith(o->m_edit.get()))
        return false;
    if (!m_moveAnchored) {
        setObsolete(m_edit->isObsolete());
        return true;
    }
    // The document shows the other step's result, its keys mapped from the state between the
    // two steps: map them again from before this one.
    mapFromBefore();
    apply(m_keysAfter, m_eventsAfter);
    setObsolete(m_edit->isObsolete() && m_keysAfter == m_keysBefore && m_eventsAfter == m_eventsBefore);
    return true;
}

QList<int> unchangedPlacement(int)
{
    return {}; // FrameAnchoring: every frame stays where it is
}

void pushFrameEdit(Document *doc, QUndoCommand *frameEdit, QList<int> placement)
{
    if (!doc->clip().frames.isEmpty())
        doc->undoStack()->push(new AnchoredFrameEdit(doc, frameEdit, std::move(placement), doc->keysFollowFrames()));
    else
        doc->undoStack()->push(frameEdit);
}

} // namespace inbetween
