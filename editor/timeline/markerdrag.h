#pragma once

#include "document/undoseries.h"
#include "timeline/snappolicy.h"

#include <Qt>

namespace inbetween {

class Document;

// A drag of one of the current clip's markers by its flag on the ruler: the marker follows the
// mouse from where it was, snapping as every drag does (to the beats and the other markers within
// the snap distance, else to the grid; Shift: not at all), kept at 0 or later. Each move pushes a
// ClipGuideEdits::moveMarker, the first not mergeable and every later one merged into it, so the
// whole drag is one undo step (UndoSeries says whether our step is still on top, as for
// DragController: another command pushed under the drag ends it); Escape (cancel) puts the marker
// back and leaves no step.
class MarkerDrag
{
public:
    explicit MarkerDrag(Document *document) : m_document(document) {}

    bool isActive() const { return m_index >= 0; }
    int index() const { return m_index; }
    void begin(int index, double pressTime);
    void moveTo(double time, Qt::KeyboardModifiers modifiers, const SnapPolicy &snap);
    void end() { m_index = -1; }
    void cancel();
    // The dragged marker's time now.
    double time() const { return m_time; }

private:
    bool ourCommandOnTop() const;
    // False when the marker went away under the drag (an undo, another clip).
    bool stillThere() const;

    Document *m_document;
    int m_index = -1;
    int m_clip = -1;
    double m_pressTime = 0.0;
    double m_startTime = 0.0;
    double m_baseTime = 0.0; // where its step began: the press, or the save under the drag
    double m_time = 0.0;
    UndoSeries m_series;
};

} // namespace inbetween
