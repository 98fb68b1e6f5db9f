#include "timeline/markerdrag.h"

#include "document/clipguideedits.h"
#include "document/document.h"
#include "document/undoseries.h"
#include "projectlimits.h"

#include <algorithm>

namespace inbetween {

void MarkerDrag::begin(int index, double pressTime)
{
    const Clip &clip = m_document->clip();
    if (index < 0 || index >= clip.markers.size())
        return;
    m_index = index;
    m_clip = m_document->currentClip();
    m_pressTime = pressTime;
    m_startTime = m_time = m_baseTime = clip.markers[index].time;
    m_series.begin(*m_document->undoStack());
}

bool MarkerDrag::ourCommandOnTop() const
{
    return m_series.onTop(*m_document->undoStack());
}

bool MarkerDrag::stillThere() const
{
    if (!isActive() || m_document->currentClip() != m_clip || m_index >= m_document->clip().markers.size())
        return false;
    // Another command under the drag (Delete of the marker the press selected) ends it: the
    // marker that took its row is not the one dragged.
    const QUndoStack &stack = *m_document->undoStack();
    return m_series.noStep(stack) ? m_document->clip().markers[m_index].time == m_baseTime : m_series.onTop(stack);
}

void MarkerDrag::moveTo(double time, Qt::KeyboardModifiers modifiers, const SnapPolicy &snap)
{
    if (!stillThere()) {
        end();
        return;
    }
    const double t = std::clamp(snap.withoutMarker(m_index).snap(m_startTime + (time - m_pressTime), modifiers), 0.0,
                                ProjectLimits().maxTime);
    if (t == m_document->clip().markers[m_index].time)
        return;
    m_time = t;
    QUndoStack *stack = m_document->undoStack();
    if (m_series.beginAgainIfSaved(*stack)) // saved under the drag: a second step
        m_baseTime = m_document->clip().markers[m_index].time;
    ClipGuideEdits::moveMarker(m_document, m_index, t, ourCommandOnTop());
    m_series.pushed(*stack);
}

void MarkerDrag::cancel()
{
    if (stillThere() && ourCommandOnTop()) {
        // The time at the press, merged into the drag's step: it adds up to nothing and
        // QUndoStack drops it.
        m_time = m_startTime;
        ClipGuideEdits::moveMarker(m_document, m_index, m_startTime, true);
    }
    end();
}

} // namespace inbetween
