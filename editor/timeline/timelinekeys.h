#pragma once

class QKeyEvent;

namespace inbetween {

class Document;
class TimelineView;

// TimelineView's keys (split from the view's input handling), which win over the window's
// shortcuts while the timeline has focus: Left and Right step the playhead to the previous or
// next frame boundary (by a frame of the fps without frames), Home and End to the clip's ends,
// Space plays or pauses, Delete and Backspace remove the selected rows of the list selected last
// (one undo step), [ and ] shorten and lengthen the selected frames by a snap step (one undo
// step), Escape cancels a drag.
class TimelineKeys
{
public:
    TimelineKeys(TimelineView *view, Document *document) : m_view(view), m_document(document) {}

    // A ShortcutOverride: true when the key is the timeline's (the view accepts it, so that it
    // comes as a key press).
    bool overridesShortcut(const QKeyEvent *key) const;
    // A key press: false when the key is not the timeline's (the view passes it on).
    bool press(const QKeyEvent *key);

private:
    void stepToBoundary(int direction);
    void removeSelection();
    void nudgeSelectedDurations(int direction);

    TimelineView *m_view;
    Document *m_document;
};

} // namespace inbetween
