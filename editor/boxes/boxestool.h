#pragma once

#include "boxes/boxesgesture.h"
#include "preview/frameplacement.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <optional>

namespace inbetween {

class EditorSession;
class PreviewWidget;

// The Boxes tool (B; DESIGN.md, "Frame data for games"): while on, the mouse on a preview edits
// the current frame's data (the frame at the playhead, of the current clip): a drag on empty
// picture draws box drawName() (replacing its rect when the frame has it), a drag inside a box
// moves it, on its edges and corners resizes it, on the pivot cross moves the pivot (the boxes
// and points stay where they are on the picture), on a point moves it. The mouse maps to picture
// pixels through the preview's own camera, pan, flip and the pose at the playhead
// (FramePlacement). A press while playing pauses playback first, so the frame edited is the one
// shown. During a drag only the preview changes; the release pushes one undo step
// (FrameDataEdits::setFrameData), Escape cancels and pushes none. Delete or Backspace (the
// preview having the keys) removes the selected box from the frame, one step.
class BoxesTool : public QObject
{
    Q_OBJECT

public:
    explicit BoxesTool(EditorSession *session, QObject *parent = nullptr);

    // A preview the tool works on (the docked one, the floating one once made).
    void addPreview(PreviewWidget *preview);
    bool isActive() const { return m_active; }
    void setActive(bool active);
    QString drawName() const { return m_drawName; }
    void setDrawName(const QString &name);
    QString selectedBox() const { return m_selected; }
    bool isDragging() const { return m_gesture.has_value(); }
    // Ends a drag as if it had not happened (Escape).
    void cancel();
    // Removes the selected box from the current frame; false when there is none there.
    bool deleteSelectedBox();

signals:
    // A press on a box picked it: it is the box to draw from now on.
    void drawNameChanged(const QString &name);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    PreviewWidget *previewOf(QObject *watched) const;
    bool mouseEvent(PreviewWidget *preview, QEvent *event);
    bool keyEvent(QEvent *event);
    void press(PreviewWidget *preview, const QPointF &at);
    void drag(const QPointF &at, bool free);
    void release();
    void select(const QString &box);
    void showState();
    bool selectedBoxShown() const; // the selected box is on the current frame
    // What a press at `at` on the preview would take hold of on the frame it shows (none when it
    // shows no frame of the current clip).
    // What the press at `at` takes hold of on the shown frame; *onFixedPivot: it is at the pivot
    // of a frame without an image of its own, which does not move.
    std::optional<BoxesGesture::Target> targetAt(PreviewWidget *preview, const QPointF &at, bool *onFixedPivot = nullptr) const;

    EditorSession *m_session;
    QList<QPointer<PreviewWidget>> m_previews;
    bool m_active = false;
    QString m_drawName;
    QString m_selected;
    // The drag under way: its preview, the frame, its placement at the press (kept: a pivot
    // moved during the drag moves the picture only on release).
    std::optional<BoxesGesture> m_gesture;
    QPointer<PreviewWidget> m_dragPreview;
    int m_frame = -1;
    FramePlacement m_place;
};

} // namespace inbetween
