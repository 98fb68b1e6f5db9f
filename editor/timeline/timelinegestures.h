#pragma once

#include "document/listkind.h"
#include "itemmodels/durationformat.h"
#include "timeline/dragcontroller.h"
#include "timeline/framemovedrag.h"
#include "timeline/markerdrag.h"
#include "timeline/playrangebar.h"
#include "timeline/snappolicy.h"
#include "timeline/soundlanedrag.h"
#include "timeline/timelinehittester.h"
#include "timeline/timelinelayout.h"

#include <QCoreApplication>
#include <QItemSelection>
#include <QPoint>
#include <QRect>
#include <QString>
#include <QTimer>
#include <Qt>
#include <array>
#include <optional>

namespace inbetween {

class Document;
class SortedEvents;
class TimeAxis;
class TimelineSelections;

// TimelineView's mouse, from a press to its release (split from the view's input handling): a
// press on the ruler scrubs the playhead; on a frame edge, a keyframe or an event it drags it
// (DragController: one undo step); on an end of the play range it drags that end (PlayRangeBar);
// on a marker's flag on the ruler it selects the marker and drags it (MarkerDrag); on the sound
// lane it slides the sound (SoundLaneDrag). A press on a block, or on nothing, is a
// click that selects unless the mouse moves: then it picks up the selected blocks to move them
// (FrameMoveDrag) or draws a rubber band over the three rows. Near the viewport's ends the view
// scrolls on its own while the button is held; Escape cancels a drag. Without the button, the
// hover: the frame edge under the cursor, the cursor's shape, the time shown in the status.
//
// It keeps the gesture's state; TimelinePainter draws what it shows (the rubber band, where the
// picked-up frames would go, the drag's label). It edits the document through undo commands and
// the selections directly, reads the time axis, and knows of the view only Host.
class TimelineGestures
{
    Q_DECLARE_TR_FUNCTIONS(TimelineGestures)

public:
    // What the gestures need of the view that owns them.
    class Host
    {
    public:
        virtual ~Host() = default;
        // Where the rows are, and what lies under a viewport point.
        virtual TimelineLayout rowLayout() const = 0;
        virtual TimelineHit hitAt(QPoint viewportPos) const = 0;
        // The clip's events by time (for the rubber band).
        virtual const SortedEvents &sortedEvents() const = 0;
        // How dragged times snap, and how the drag's label writes them.
        virtual SnapPolicy snapPolicy() const = 0;
        virtual DurationFormat durationFormat() const = 0;
        virtual double playheadTime() const = 0;
        // Moves the playhead as the user's move: kept inside the clip, and told to the clock.
        virtual void scrubPlayhead(double ms) = 0;
        virtual int viewportWidth() const = 0;
        // The gesture's state changed: the viewport is painted again.
        virtual void updateViewport() = 0;
        virtual void setViewportCursor(Qt::CursorShape shape) = 0;
        // Scrolls the content by `pixels` (the auto-scroll at the viewport's ends); false when
        // it was already at that end.
        virtual bool scrollBy(int pixels) = 0;
        // The frame or time under the cursor changed (the status shows it).
        virtual void hoverChanged() = 0;
    };

    // All four outlive this.
    TimelineGestures(Host &host, Document *document, TimelineSelections &selections, const TimeAxis &axis);

    // The left button only (the view passes the others on).
    void press(QPoint pos, Qt::KeyboardModifiers modifiers);
    void move(QPoint pos, Qt::MouseButtons buttons, Qt::KeyboardModifiers modifiers);
    void release(QPoint pos, Qt::KeyboardModifiers modifiers);
    // Escape: the drag on ends with what it dragged where it was, with no undo step; false when
    // there was none.
    bool cancel();
    // A frame move whose release never came (a dialog took the mouse, the focus went) or whose
    // rows changed under it ends without a step.
    void cancelFrameMove();
    // Ends every gesture as it stands, no edit undone or made (a release never seen).
    void abandon();
    // The cursor left the viewport.
    void leave();

    // A press is held (the playhead does not follow the clock off screen meanwhile).
    bool isActive() const { return m_gesture != Gesture::None; }
    // A drag that Escape would cancel is on.
    bool isDragging() const
    {
        return m_drag.isActive() || m_frameMove.isActive() || m_soundDrag.isActive() || m_playRange.isActive()
               || m_markerDrag.isActive();
    }
    // Scrubs the playhead to `ms` (snapped), with its label.
    void scrubTo(double ms, Qt::KeyboardModifiers modifiers);
    // The play range as drawn: the one being dragged, else the clip's (cut to its length).
    std::optional<PlayRange> shownPlayRange() const;

    // What the painter shows.
    const DragController &drag() const { return m_drag; }
    const FrameMoveDrag &frameMove() const { return m_frameMove; }
    const SoundLaneDrag &soundDrag() const { return m_soundDrag; }
    const PlayRangeBar &playRange() const { return m_playRange; }
    const MarkerDrag &markerDrag() const { return m_markerDrag; }
    QRect rubberBand() const { return m_rubberBand; }
    // "150 ms, 9 f" while a drag is on; empty otherwise.
    QString label() const { return m_label; }
    // The frame edge under the cursor (-1: none).
    int hoverEdge() const { return m_hoverEdge; }
    // The clip time under the cursor on the frame row (-1: elsewhere).
    double hoverTime() const { return m_hoverTime; }

private:
    enum class Gesture { None, Scrub, DocumentDrag, PendingClick, RubberBand, FrameMove, SoundDrag, PlayRange, MarkerDrag };
    static constexpr int autoScrollMargin = 16; // px at each end of the viewport

    void continueGesture(QPoint pos, Qt::KeyboardModifiers modifiers);
    void autoScrollStep();
    void updateRubberBand(QPoint pos);
    void updateHover(QPoint pos);

    Host &m_host;
    Document *m_document;
    TimelineSelections &m_selections;
    const TimeAxis &m_axis;
    DragController m_drag;
    FrameMoveDrag m_frameMove; // selected blocks dragged to another place
    SoundLaneDrag m_soundDrag; // the sound lane dragged to another offset
    PlayRangeBar m_playRange;  // an end of the play range dragged on the ruler
    MarkerDrag m_markerDrag;   // a marker's flag dragged on the ruler

    Gesture m_gesture = Gesture::None;
    QPoint m_pressPos;
    int m_pressClip = -1;    // the clip the press was in
    bool m_dragMoved = false; // a document drag went past the drag distance
    QPoint m_lastPos; // of the gesture, for the auto-scroll at the viewport's edges
    Qt::KeyboardModifiers m_lastModifiers;
    QTimer m_autoScroll;
    TimelineHit m_pressHit;
    QRect m_rubberBand;
    std::array<QItemSelection, 3> m_rubberBase; // what Ctrl keeps, by ListKind
    QString m_label;
    int m_hoverEdge = -1;
    double m_hoverTime = -1.0;
};

} // namespace inbetween
