// CurveView: the mouse and the keys.
#include "curves/curveview.h"

#include "curves/easinghandles.h"
#include "document/document.h"
#include "document/rowcommands.h"
#include "projectlimits.h"
#include "timeline/guidepainter.h"
#include "timeline/snappolicy.h"

#include <QContextMenuEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>
#include <memory>

namespace inbetween {

void CurveView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    setFocus(Qt::MouseFocusReason);
    const QPointF pos = event->position();
    m_pressPos = pos;
    m_pressHit = hitAt(pos);
    m_lastPos = pos;
    m_keysAtPress = m_document->clip().motion.keys();
    m_clipAtPress = m_document->currentClip();
    m_series.begin(*m_document->undoStack());
    m_moved = false;
    switch (m_pressHit.kind) {
    case CurveHit::Kind::Handle:
        m_drag = Drag::Handle;
        m_handleAtPress = pressedHandlePosition(m_pressPos);
        break;
    case CurveHit::Kind::Key:
        pressPoint(m_pressHit, event->modifiers());
        m_drag = Drag::Points;
        break;
    case CurveHit::Kind::Segment:
        if (!(event->modifiers() & (Qt::ControlModifier | Qt::ShiftModifier)))
            setSelection({});
        selectSegment(m_pressHit.key);
        break;
    case CurveHit::Kind::None:
        m_drag = Drag::RubberBand;
        m_selectionAtPress = event->modifiers() & (Qt::ControlModifier | Qt::ShiftModifier) ? m_selection : QList<KeyPoint>();
        if (m_selectionAtPress.isEmpty()) {
            setSelection({});
            selectSegment(-1);
        }
        break;
    }
    event->accept();
}

void CurveView::pressPoint(const CurveHit &hit, Qt::KeyboardModifiers modifiers)
{
    const KeyPoint point{hit.key, hit.channel};
    QList<KeyPoint> selection = m_selection;
    if (modifiers & Qt::ControlModifier) {
        if (selection.contains(point))
            selection.removeAll(point);
        else
            selection.append(point);
    } else if (modifiers & Qt::ShiftModifier) {
        selection.append(point);
    } else if (!selection.contains(point)) {
        selection = {point}; // a press on a selected point drags the whole selection
    }
    setSelection(selection);
    // The segment the key starts (the last key: the one it ends).
    const int count = m_document->clip().motion.count();
    selectSegment(hit.key + 1 < count ? hit.key : hit.key - 1);
}

void CurveView::mouseMoveEvent(QMouseEvent *event)
{
    const QPointF pos = event->position();
    if (m_drag != Drag::None && !(event->buttons() & Qt::LeftButton))
        endDrag(); // the release went elsewhere (a dialog opened under the drag): as far as it went
    switch (m_drag) {
    case Drag::None: {
        const CurveHit hit = hitAt(pos);
        setCursor(hit.kind == CurveHit::Kind::Handle || hit.kind == CurveHit::Kind::Key ? Qt::SizeAllCursor
                                                                                         : Qt::ArrowCursor);
        return;
    }
    case Drag::Points:
    case Drag::Handle:
        // A press that has not moved a few pixels yet is a click: nothing snaps or moves.
        if (!m_moved && (pos - m_pressPos).manhattanLength() < 3)
            return;
        m_moved = true;
        if (!stillOurs()) {
            endDrag();
            break;
        }
        if (m_series.isSaved(*m_document->undoStack()))
            restartAt(m_lastPos); // saved under the drag: a second step from here
        m_lastPos = pos;
        m_drag == Drag::Points ? dragPoints(pos, event->modifiers()) : dragHandle(pos);
        break;
    case Drag::RubberBand:
        m_rubberBand = QRectF(m_pressPos, pos).normalized().toAlignedRect();
        update();
        break;
    }
    event->accept();
}

void CurveView::dragPoints(QPointF pos, Qt::KeyboardModifiers modifiers)
{
    if (m_pressHit.key < 0 || m_pressHit.key >= m_keysAtPress.size() || m_selection.isEmpty())
        return;
    const CurveMapping m = mapping();
    const Clip &clip = m_document->clip();
    // The pressed key lands on the fps grid, or on a beat or marker near it as on the timeline above
    // (Shift: anywhere); the others move by as much.
    SnapPolicy snap(true, m_document->project().fps);
    snap.setGuides(GuidePainter::snapGuides(clip, m.msPerPixel));
    const double pressedTime = m_keysAtPress[m_pressHit.key].time;
    // The pressed point goes where the mouse has moved it, as far as the plot's edges.
    const QPointF pressedAt = m.point(pressedTime, MotionChannels::value(m_keysAtPress[m_pressHit.key], m_pressHit.channel));
    pos = m_pressPos + (insidePlot(pressedAt + (pos - m_pressPos)) - pressedAt);
    // Back at the press's pixel: the time of the press, exactly, neither snapped nor clamped.
    const double target =
        pos.x() == m_pressPos.x() ? pressedTime : snap.snap(pressedTime + m.time(pos.x()) - m.time(m_pressPos.x()), modifiers);
    const double dv = pos.y() == m_pressPos.y() ? 0.0 : m.value(pos.y()) - m.value(m_pressPos.y());
    // Keys past the clip never play: the last key goes no further than the clip's end (or where
    // it already was), as on the timeline.
    const double lastLimit = std::min(ProjectLimits().maxTime, // the latest time the file holds
                                      clip.frames.isEmpty() ? std::numeric_limits<double>::infinity()
                                                            : std::max(clip.frames.length(), m_keysAtPress.back().time));
    const KeyPointDrag::Result r =
        KeyPointDrag::moved(m_keysAtPress, m_selection, target - pressedTime, dv, snap.step(modifiers), lastLimit);
    if (r.rows.isEmpty())
        return;
    const QString text = r.rows.size() == 1 ? tr("Drag key %1").arg(r.rows.front()) : tr("Drag %1 keys").arg(r.rows.size());
    pushKeys(r.rows, r.keys, text);
    emit statusMessage(tr("%1 ms, %2").arg(pressedTime + r.dt, 0, 'f', 1).arg(dv, 0, 'g', 5));
}

void CurveView::dragHandle(QPointF pos)
{
    const MotionTrack &motion = m_document->clip().motion;
    const int k = m_pressHit.key;
    if (k < 0 || k + 1 >= motion.count())
        return;
    const CurveMapping m = mapping();
    // Where the handle was at the press, moved as far as the mouse has.
    const QPointF to = insidePlot(m_handleAtPress + (pos - m_pressPos));
    Keyframe key = motion.key(k);
    const auto easing = EasingHandles::dragged(key.easing, key, motion.key(k + 1), m_pressHit.channel, m_pressHit.handle,
                                               m.time(to.x()), m.value(to.y()), ProjectLimits().maxBezierY);
    if (!easing || *easing == key.easing)
        return;
    key.easing = *easing;
    pushKeys({k}, {key}, tr("Shape easing of key %1").arg(k));
    emit statusMessage(easing->roundedText());
}

void CurveView::pushKeys(const QList<int> &rows, const QList<Keyframe> &keys, const QString &text)
{
    QUndoStack &stack = *m_document->undoStack();
    stack.push(new SetKeyframesCommand(m_document, rows, keys, text, m_series.onTop(stack)));
    m_series.pushed(stack);
}

bool CurveView::stillOurs() const
{
    const MotionTrack &motion = m_document->clip().motion;
    if (m_document->currentClip() != m_clipAtPress || motion.count() != m_keysAtPress.size())
        return false;
    const QUndoStack &stack = *m_document->undoStack();
    return m_series.noStep(stack) ? motion.keys() == m_keysAtPress : m_series.onTop(stack);
}

void CurveView::restartAt(QPointF pos)
{
    m_pressPos = pos;
    m_keysAtPress = m_document->clip().motion.keys();
    if (m_drag == Drag::Handle)
        m_handleAtPress = pressedHandlePosition(pos);
    m_series.begin(*m_document->undoStack());
}

QPointF CurveView::pressedHandlePosition(QPointF otherwise) const
{
    return CurveHitTester(m_document->clip().motion, m_channels, mapping(), m_segment)
        .handlePosition(m_pressHit.key, m_pressHit.channel, m_pressHit.handle)
        .value_or(otherwise);
}

void CurveView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mouseReleaseEvent(event);
        return;
    }
    if (m_drag == Drag::RubberBand)
        finishRubberBand(event->modifiers());
    endDrag();
    event->accept();
}

void CurveView::finishRubberBand(Qt::KeyboardModifiers)
{
    const QRectF band = m_rubberBand;
    if (band.width() < 3 && band.height() < 3)
        return; // a click on the background: the selection was cleared at the press
    const MotionTrack &motion = m_document->clip().motion;
    const CurveMapping m = mapping();
    QList<KeyPoint> selection = m_selectionAtPress;
    const int first = motion.insertionIndex(m.time(band.left()));
    const int last = motion.segmentAt(m.time(band.right()));
    for (int k = first; k <= last; ++k) {
        for (MotionChannel c : m_channels) {
            if (band.contains(m.point(motion.key(k).time, MotionChannels::value(motion.key(k), c))))
                selection.append({k, c});
        }
    }
    setSelection(selection);
    if (!m_selection.isEmpty()) {
        const int key = m_selection.front().key;
        selectSegment(key + 1 < motion.count() ? key : key - 1);
    }
}

void CurveView::cancelDrag()
{
    const QUndoStack &stack = *m_document->undoStack();
    // After a save under the drag, its step is the saved one: Escape leaves it (a push would be an
    // unnamed step of its own, as Qt merges nothing into a saved one).
    if ((m_drag == Drag::Points || m_drag == Drag::Handle) && stillOurs() && m_series.onTop(stack)
        && !m_series.isSaved(stack)) {
        // The values at the press, merged into the drag's command: it adds up to nothing and
        // the stack drops it.
        QList<int> rows;
        QList<Keyframe> values;
        if (m_drag == Drag::Handle) {
            rows = {m_pressHit.key};
        } else {
            for (const KeyPoint &p : m_selection) {
                if (!rows.contains(p.key))
                    rows.append(p.key);
            }
        }
        for (int r : rows)
            values.append(m_keysAtPress[r]);
        pushKeys(rows, values, QString());
    }
    if (m_drag == Drag::RubberBand)
        setSelection(m_selectionAtPress);
    endDrag();
}

QPointF CurveView::insidePlot(QPointF pos) const
{
    const QRectF plot = QRectF(plotRect()).adjusted(4, 4, -5, -5); // half a point in from the edges
    return {std::clamp(pos.x(), plot.left(), plot.right()), std::clamp(pos.y(), plot.top(), plot.bottom())};
}

void CurveView::endDrag()
{
    m_drag = Drag::None;
    m_rubberBand = QRect();
    m_keysAtPress.clear();
    update();
}

void CurveView::contextMenuEvent(QContextMenuEvent *event)
{
    const CurveHit hit = hitAt(event->pos());
    const int count = m_document->clip().motion.count();
    int key = hit.kind == CurveHit::Kind::None ? m_segment : hit.key;
    if (hit.kind == CurveHit::Kind::Key && key + 1 >= count)
        key = key - 1;
    if (key < 0 || key + 1 >= count)
        return;
    selectSegment(key);
    std::unique_ptr<QMenu> menu(easingMenu({key}, this));
    menu->exec(event->globalPos());
}

void CurveView::wheelEvent(QWheelEvent *event)
{
    const double steps = event->angleDelta().y() / 120.0;
    if (steps == 0.0)
        return;
    const double factor = std::pow(1.25, -steps);
    const CurveMapping m = mapping();
    if (event->modifiers() & Qt::ControlModifier) {
        emit timeZoomRequested(factor, m.time(event->position().x()));
    } else {
        // Values zoom around the one under the mouse.
        const double v = m.value(event->position().y());
        setValueRange(v + (m_valueLo - v) * factor, v + (m_valueHi - v) * factor);
    }
    event->accept();
}

bool CurveView::event(QEvent *event)
{
    // Delete here removes the keys selected here: never the window's Delete, which removes the
    // rows of the table clicked last (frames selected there would go instead).
    if (event->type() == QEvent::ShortcutOverride) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if ((key->key() == Qt::Key_Delete || key->key() == Qt::Key_Backspace) && key->modifiers() == Qt::NoModifier) {
            event->accept();
            return true;
        }
    }
    return QWidget::event(event);
}

void CurveView::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_F: frameSelection(); break;
    case Qt::Key_A: frameAll(); break;
    case Qt::Key_Escape:
        if (m_drag == Drag::None) {
            setSelection({});
            selectSegment(-1);
        } else {
            cancelDrag();
        }
        break;
    case Qt::Key_Delete:
    case Qt::Key_Backspace: {
        QList<int> rows;
        for (const KeyPoint &p : m_selection) {
            if (!rows.contains(p.key))
                rows.append(p.key);
        }
        if (!rows.isEmpty() && m_drag == Drag::None)
            m_document->undoStack()->push(new RemoveKeyframesCommand(
                m_document, rows, rows.size() == 1 ? tr("Remove keyframe") : tr("Remove %1 keyframes").arg(rows.size())));
        break;
    }
    default: QWidget::keyPressEvent(event); return;
    }
    event->accept();
}

} // namespace inbetween
