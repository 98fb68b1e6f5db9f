#pragma once

#include "timeline/snappolicy.h"

#include <QCoreApplication>

class QKeyEvent;

namespace inbetween {

class Document;
class TimelineSelections;

// TimelineView's keys (split from the view's input handling), which win over the window's
// shortcuts while the timeline has focus: Left and Right step the playhead to the previous or
// next frame boundary (by a frame of the fps without frames), Home and End to the clip's ends,
// Space plays or pauses, Delete and Backspace remove the marker selected on the ruler, else the
// selected rows of the list selected last (one undo step), [ and ] shorten and lengthen the selected frames by a snap step (one undo
// step), Escape cancels a drag.
//
// It edits the document through undo commands and the selections directly; of the view it knows
// only Host.
class TimelineKeys
{
    Q_DECLARE_TR_FUNCTIONS(TimelineKeys)

public:
    // What the keys need of the view that owns them.
    class Host
    {
    public:
        virtual ~Host() = default;
        virtual double playheadTime() const = 0;
        // Moves the playhead as the user's move: kept inside the clip, and told to the clock.
        virtual void scrubPlayhead(double ms) = 0;
        virtual SnapPolicy snapPolicy() const = 0;
        virtual void requestPlayPause() = 0;
        // A mouse drag is on that Escape would cancel; cancelDrag() ends it with no undo step
        // (false when there was none).
        virtual bool isDragging() const = 0;
        virtual bool cancelDrag() = 0;
    };

    // All three outlive this.
    TimelineKeys(Host &host, Document *document, TimelineSelections &selections)
        : m_host(host), m_document(document), m_selections(selections)
    {
    }

    // A ShortcutOverride: true when the key is the timeline's (the view accepts it, so that it
    // comes as a key press).
    bool overridesShortcut(const QKeyEvent *key) const;
    // A key press: false when the key is not the timeline's (the view passes it on).
    bool press(const QKeyEvent *key);

private:
    void stepToBoundary(int direction);
    void removeSelection();
    void nudgeSelectedDurations(int direction);

    Host &m_host;
    Document *m_document;
    TimelineSelections &m_selections;
};

} // namespace inbetween
