// TimelineView's events, split from timelineview.cpp: the mouse to TimelineGestures (a
// double-click on a marker's flag to MarkerRenamer), the keys to TimelineKeys, the wheel to
// TimelineZoom, the tooltips, and the marker selected on the ruler.
#include "timeline/timelineview.h"

#include "document/document.h"
#include "itemmodels/frametablemodel.h"
#include "timeline/guidepainter.h"
#include "timeline/timelinetooltip.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>
#include <cmath>

namespace inbetween {

// --- The marker selected on the ruler ------------------------------------------------------

void TimelineView::checkMarkerSelection(bool clipSwitched)
{
    const int marker = m_selections.marker();
    if (marker >= 0 && (clipSwitched || marker >= m_document->clip().markers.size()))
        m_selections.setMarker(-1);
    if (clipSwitched)
        m_renamer->cancel();
}

void TimelineView::selectMarker(int index)
{
    m_selections.setMarker(index >= 0 && index < m_document->clip().markers.size() ? index : -1);
    viewport()->update();
}

void TimelineView::renameMarker(int index)
{
    const QList<ClipMarker> &markers = m_document->clip().markers;
    if (index < 0 || index >= markers.size())
        return;
    selectMarker(index);
    m_zoom.ensureVisible(markers[index].time);
    const double x = std::round(m_axis.xForTime(markers[index].time));
    m_renamer->start(index, GuidePainter::flagRect(x, markers[index].name, rowLayout().rect(TimelineLayout::Row::Ruler))
                                .toAlignedRect());
}

// --- Tooltips ----------------------------------------------------------------------------

QString TimelineView::toolTipAt(QPoint pos) const
{
    const TimelineHit hit = hitAt(pos);
    const QString text = TimelineToolTip::text(m_document->clip(), hit, m_frameModel->durationFormat());
    const bool frame = hit.kind == TimelineHit::Kind::FrameBody || hit.kind == TimelineHit::Kind::FrameEdge;
    const QString tick = frame ? m_tickMarks->toolTip(hit.index) : QString();
    return tick.isEmpty() ? text : text + QLatin1Char('\n') + tick;
}

// --- The wheel (TimelineZoom) -------------------------------------------------------------

void TimelineView::wheelEvent(QWheelEvent *event)
{
    const QPoint angle = event->angleDelta();
    if (event->modifiers() & Qt::ControlModifier) {
        // Around the cursor: the time under it stays under it.
        m_zoom.zoomBy(std::pow(1.0015, -angle.y()), event->position().x());
    } else {
        const QPoint pixels = event->pixelDelta();
        const int delta = !pixels.isNull() ? pixels.x() + pixels.y() : (angle.x() + angle.y()) / 2;
        QScrollBar *bar = horizontalScrollBar();
        bar->setValue(bar->value() - delta);
    }
    event->accept();
}

// --- Events: the mouse to TimelineGestures, the keys to TimelineKeys ------------------------

bool TimelineView::event(QEvent *event)
{
    // Our keys win over window shortcuts (Delete, Space) while the timeline has focus.
    if (event->type() == QEvent::ShortcutOverride && m_keys.overridesShortcut(static_cast<QKeyEvent *>(event))) {
        event->accept();
        return true;
    }
    return QAbstractScrollArea::event(event);
}

bool TimelineView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QString text = toolTipAt(help->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, viewport());
        return true;
    }
    if (event->type() == QEvent::Leave)
        m_gestures.leave();
    return QAbstractScrollArea::viewportEvent(event);
}

void TimelineView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QAbstractScrollArea::mousePressEvent(event);
        return;
    }
    setFocus(Qt::MouseFocusReason);
    m_gestures.press(event->position().toPoint(), event->modifiers());
}

void TimelineView::mouseMoveEvent(QMouseEvent *event)
{
    m_gestures.move(event->position().toPoint(), event->buttons(), event->modifiers());
}

void TimelineView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QAbstractScrollArea::mouseReleaseEvent(event);
        return;
    }
    m_gestures.release(event->position().toPoint(), event->modifiers());
}

void TimelineView::mouseDoubleClickEvent(QMouseEvent *event)
{
    // A double-click on a marker's flag renames it; anywhere else it is a press as any other.
    const TimelineHit hit = hitAt(event->position().toPoint());
    if (event->button() == Qt::LeftButton && hit.kind == TimelineHit::Kind::Marker) {
        renameMarker(hit.index);
        return;
    }
    QAbstractScrollArea::mouseDoubleClickEvent(event);
}

void TimelineView::keyPressEvent(QKeyEvent *event)
{
    if (!m_keys.press(event)) {
        QAbstractScrollArea::keyPressEvent(event);
        return;
    }
    event->accept();
}

void TimelineView::focusOutEvent(QFocusEvent *event)
{
    m_gestures.cancelFrameMove();
    QAbstractScrollArea::focusOutEvent(event);
}

} // namespace inbetween
