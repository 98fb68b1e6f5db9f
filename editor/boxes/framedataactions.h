#pragma once

#include <QObject>

class QAction;
class QActionGroup;
class QMenu;
class QWidget;

namespace inbetween {

class BoxesTool;
class EditorSession;
class FloatingPreview;
class PreviewWidget;

// The frame data's actions in the Edit menu (DESIGN.md, "Frame data for games"): Boxes Tool (B,
// checkable: BoxesTool on the preview, the floating one too), the Box to Draw submenu (the
// declared boxes; a press on a box picks it too) and Copy Frame Data to Selected Frames (the
// current frame's boxes and points onto the frames selected in the Frames table, one undo step;
// enabled when frames other than the current one are selected and the current frame has boxes
// or points).
class FrameDataActions : public QObject
{
    Q_OBJECT

public:
    // The actions are `window`'s (their shortcuts work everywhere in it) and go at the end of `menu`.
    FrameDataActions(EditorSession *session, PreviewWidget *preview, FloatingPreview *floating, QMenu *menu,
                     QWidget *window);

    QAction *toolAction() const { return m_tool; }
    QAction *copyAction() const { return m_copy; }
    QMenu *drawMenu() const { return m_drawMenu; }
    BoxesTool *tool() const { return m_boxes; }

private:
    void rebuildDrawMenu();
    void updateCopy();
    void copyToSelected();
    int currentFrame() const;

    EditorSession *m_session;
    BoxesTool *m_boxes;
    QAction *m_tool;
    QAction *m_copy;
    QMenu *m_drawMenu;
    QActionGroup *m_drawGroup;
};

} // namespace inbetween
