#pragma once

#include "curves/curvehittester.h"
#include "curves/curvemapping.h"
#include "curves/curvepainter.h"
#include "curves/keypointdrag.h"
#include "curves/motionchannel.h"
#include "document/undoseries.h"
#include "timing/easing.h"

#include <QWidget>

class QMenu;

namespace inbetween {

class Document;

// The curve view of the current clip's motion (DESIGN.md, "The editor", Curves): each picked
// channel's value over clip time, on the time axis the timeline shows (setTimeAxis: the two
// share zoom and scroll) with its playhead. Keys are points: click to select (Ctrl toggles,
// Shift adds), drag a rubber band, drag the selected points in time (snapped to the fps grid,
// Shift off) and value, all in one undo step (a dragged point or handle stays inside the view).
// Clicking a key or a segment selects the segment it starts: its easing shows as two Bezier
// handles; dragging one makes the easing a {"bezier": [...]} in one undo step, live. Right-click
// a segment for the easing presets. F frames the selection, A all; the wheel zooms values,
// Ctrl+wheel time; Escape cancels a drag.
// A drag edits only the keys it took at the press, in the clip it began in (the timeline's rule,
// editor/timeline/README.md "What a drag edits"): another command pushed under it, or a release
// the view never saw, ends it; a save under it starts a second step from there.
//
// It reads the document and edits it only through undo commands; it reacts to the document's
// signals.
class CurveView : public QWidget
{
    Q_OBJECT

public:
    explicit CurveView(Document *document, QWidget *parent = nullptr);

    // The shared time axis: x of clip time 0 in this widget and the zoom (the timeline's).
    void setTimeAxis(double xAtZero, double msPerPixel);
    // A clip time in [0, length] (the timeline's playhead).
    void setPlayheadTime(double ms);

    QList<MotionChannel> channels() const { return m_channels; }
    void setChannels(QList<MotionChannel> channels);
    const QList<KeyPoint> &selection() const { return m_selection; }
    void setSelection(QList<KeyPoint> points);
    // The segment whose easing is shown as handles and in the spacing chart (the key that
    // starts it), or -1.
    int selectedSegment() const { return m_segment; }
    void selectSegment(int key);

    CurveMapping mapping() const;
    QRect plotRect() const { return rect(); }
    std::pair<double, double> valueRange() const { return {m_valueLo, m_valueHi}; }
    void setValueRange(double lo, double hi);
    CurveHit hitAt(QPointF pos) const;
    bool isDragging() const { return m_drag != Drag::None; }

    // F: the selected points (or the selected segment), A: every key of the picked channels;
    // values here, times by timeRangeRequested.
    void frameSelection();
    void frameAll();
    // The segments starting at `keys` take `easing`, as one undo step.
    void setEasing(const QList<int> &keys, const Easing &easing);
    // The presets, each setting `keys`' easing; the current one checked.
    QMenu *easingMenu(const QList<int> &keys, QWidget *parent);

    // Paints the exposed part as the widget shows it (the benchmark paints into a QImage).
    CurvePainter::Stats paintCurves(QPainter &painter, const QRect &exposed);
    QSize sizeHint() const override { return {800, 260}; }
    QSize minimumSizeHint() const override { return {200, 80}; }

signals:
    void selectedSegmentChanged(int key);
    void selectionChanged();
    void channelsChanged();
    // Framing asks the timeline to show these clip times; Ctrl+wheel to zoom around one.
    void timeRangeRequested(double from, double to);
    void timeZoomRequested(double factor, double aroundTime);
    void statusMessage(const QString &message);

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    enum class Drag { None, Points, Handle, RubberBand };

    // curveview.cpp: state, the document, painting
    void onKeysChanged();
    void onClipChanged();
    void frameKeys(const QList<int> &keys, const QList<MotionChannel> &channels);
    // Frame All's values, leaving the time axis (the timeline's) as it is.
    void frameAllValues();

    // curveviewinput.cpp: the mouse and the keys
    void pressPoint(const CurveHit &hit, Qt::KeyboardModifiers modifiers);
    void dragPoints(QPointF pos, Qt::KeyboardModifiers modifiers);
    void dragHandle(QPointF pos);
    // Whether the next move may edit: the clip of the press, its keys there, and the stack's top
    // the drag's step (or no step of it and the keys as pressed).
    bool stillOurs() const;
    // Takes the keys as they are now, and `pos`, as a new press (a second step, after a save).
    void restartAt(QPointF pos);
    void pushKeys(const QList<int> &rows, const QList<Keyframe> &keys, const QString &text);
    // Where the pressed Bezier handle is now (`otherwise` when the segment has none).
    QPointF pressedHandlePosition(QPointF otherwise) const;
    void finishRubberBand(Qt::KeyboardModifiers modifiers);
    void cancelDrag();
    void endDrag();
    // `pos` moved inside the plot: a point or a handle dragged past an edge stops there, whole,
    // and never ends up under the bar above or off the view.
    QPointF insidePlot(QPointF pos) const;

    Document *m_document;
    QList<MotionChannel> m_channels;
    QList<KeyPoint> m_selection; // sorted
    int m_segment = -1;
    double m_xAtZero = 12.0;
    double m_msPerPixel = 1.0;
    double m_valueLo = -1.0;
    double m_valueHi = 1.0;
    bool m_framedOnce = false;
    double m_playhead = 0.0;

    Drag m_drag = Drag::None;
    QPointF m_pressPos;
    CurveHit m_pressHit;
    QPointF m_handleAtPress;
    bool m_moved = false;
    QPointF m_lastPos; // of the last move that edited
    QList<Keyframe> m_keysAtPress;
    int m_clipAtPress = -1;
    UndoSeries m_series; // the drag's step on the undo stack
    QRect m_rubberBand;
    QList<KeyPoint> m_selectionAtPress;
};

} // namespace inbetween
