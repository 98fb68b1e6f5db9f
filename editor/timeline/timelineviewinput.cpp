// TimelineView's mouse and keyboard handling (the rest is in timelineview.cpp).
#include "timelineview.h"

#include "document.h"
#include "frametablemodel.h"
#include "playrangeedits.h"
#include "rowcommands.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QScrollBar>
#include <QTimer>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

namespace inbetween {

namespace {
bool isTimelineKey(const QKeyEvent *e)
{
    switch (e->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Home:
    case Qt::Key_End:
    case Qt::Key_Space:
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
    case Qt::Key_BracketLeft:
    case Qt::Key_BracketRight:
    case Qt::Key_Escape: return true;
    default: return false;
    }
}
} // namespace

bool TimelineView::event(QEvent *event)
{
    // Our keys win over window shortcuts (Delete, Space) while the timeline has focus.
    if (event->type() == QEvent::ShortcutOverride) {
        auto *key = static_cast<QKeyEvent *>(event);
        const bool dragging = m_drag.isActive() || m_frameMove.isActive() || m_soundDrag.isActive() || m_playRange.isActive();
        const bool ours = isTimelineKey(key) && (key->key() != Qt::Key_Escape || dragging);
        if (ours && !(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))) {
            event->accept();
            return true;
        }
    }
    return QAbstractScrollArea::event(event);
}

void TimelineView::setPlayheadFromUser(double ms)
{
    const double t = std::clamp(ms, 0.0, std::max(0.0, m_document->clip().length()));
    setPlayheadTime(t);
    emit playheadScrubbed(t);
}

void TimelineView::scrubTo(double ms, Qt::KeyboardModifiers modifiers)
{
    setPlayheadFromUser(snapPolicy().snap(ms, modifiers));
    m_dragLabel = m_frameModel->durationFormat().formatBoth(m_playhead);
    viewport()->update();
}

void TimelineView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QAbstractScrollArea::mousePressEvent(event);
        return;
    }
    setFocus(Qt::MouseFocusReason);
    cancelFrameMove(); // one whose release never came (a dialog took the mouse)
    const QPoint pos = event->position().toPoint();
    const Qt::KeyboardModifiers mods = event->modifiers();
    m_pressPos = pos;
    m_pressHit = hitAt(pos);
    // An end of the play range, on the ruler: dragged before anything else there is.
    if (const auto end = PlayRangeBar::endAt(pos, rowLayout(), m_axis, shownPlayRange()); end != PlayRangeBar::End::None) {
        m_gesture = Gesture::PlayRange;
        m_playRange.begin(end, *shownPlayRange());
        m_dragLabel = m_frameModel->durationFormat().formatBoth(m_playRange.value());
        viewport()->update();
        return;
    }
    m_gesture = Gesture::PendingClick;
    using Kind = TimelineHit::Kind;
    switch (m_pressHit.kind) {
    case Kind::Ruler:
        m_gesture = Gesture::Scrub;
        scrubTo(m_pressHit.time, mods);
        break;
    case Kind::Playhead: m_gesture = Gesture::Scrub; break;
    case Kind::FrameEdge:
        m_gesture = Gesture::DocumentDrag;
        m_drag.beginFrameEdge(m_pressHit.index, m_pressHit.time);
        break;
    case Kind::Keyframe:
    case Kind::Event: {
        const ListKind list = m_pressHit.kind == Kind::Keyframe ? ListKind::Keyframes : ListKind::Events;
        // A press on an unselected marker selects it; on a selected one it keeps the selection.
        if (mods != Qt::NoModifier || !selectionOf(list).isSelected(m_pressHit.index))
            selectionOf(list).click(m_pressHit.index, mods);
        m_activeKind = list;
        m_gesture = Gesture::DocumentDrag;
        if (list == ListKind::Keyframes)
            m_drag.beginKeyframe(m_pressHit.index, m_pressHit.time);
        else
            m_drag.beginEvent(m_pressHit.index, m_pressHit.time);
        break;
    }
    case Kind::Sound:
        if (m_soundDrag.begin(m_pressHit.time))
            m_gesture = Gesture::SoundDrag;
        break;
    case Kind::FrameBody:
    case Kind::None: break;
    }
}

void TimelineView::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    const Qt::KeyboardModifiers mods = event->modifiers();
    if (!(event->buttons() & Qt::LeftButton) || m_gesture == Gesture::None) {
        if (m_gesture == Gesture::FrameMove)
            cancelFrameMove(); // the button went up where we did not see it
        updateHover(pos);
        return;
    }
    continueGesture(pos, mods);
    // Near the viewport's ends, the view scrolls on its own while the button is held.
    const int edge = autoScrollMargin;
    const bool nearEnd = pos.x() < edge || pos.x() >= viewport()->width() - edge;
    if (nearEnd && m_gesture != Gesture::PendingClick && m_gesture != Gesture::None)
        m_autoScroll->start();
    else
        m_autoScroll->stop();
}

void TimelineView::continueGesture(QPoint pos, Qt::KeyboardModifiers mods)
{
    m_lastPos = pos;
    m_lastModifiers = mods;
    const double t = m_axis.timeForX(pos.x());
    switch (m_gesture) {
    case Gesture::Scrub: scrubTo(t, mods); break;
    case Gesture::DocumentDrag: {
        m_drag.moveTo(t, mods, snapPolicy());
        if (!m_drag.isActive()) { // its rows went away under it
            m_gesture = Gesture::None;
            m_dragLabel.clear();
            break;
        }
        const DurationFormat format = m_frameModel->durationFormat();
        m_dragLabel = format.formatBoth(m_drag.value());
        viewport()->update();
        break;
    }
    case Gesture::PendingClick:
        if ((pos - m_pressPos).manhattanLength() < QApplication::startDragDistance())
            break;
        // From a selected block without modifiers the selection is picked up to be moved;
        // from anywhere else the drag is a rubber band.
        if (m_pressHit.kind == TimelineHit::Kind::FrameBody && mods == Qt::NoModifier
            && selectionOf(ListKind::Frames).isSelected(m_pressHit.index)) {
            m_gesture = Gesture::FrameMove;
            m_frameMove.begin(selectionOf(ListKind::Frames).rows());
            m_frameMove.moveTo(t, m_document->clip().frames);
            viewport()->update();
            break;
        }
        m_gesture = Gesture::RubberBand;
        for (TimelineSelection &s : m_selections)
            m_rubberBase[size_t(&s - m_selections.data())] =
                (mods & Qt::ControlModifier) ? s.model()->selection() : QItemSelection();
        updateRubberBand(pos, mods);
        break;
    case Gesture::RubberBand: updateRubberBand(pos, mods); break;
    case Gesture::FrameMove:
        m_frameMove.moveTo(t, m_document->clip().frames);
        viewport()->update();
        break;
    case Gesture::SoundDrag:
        m_soundDrag.moveTo(t, mods, snapPolicy(), m_playhead, m_axis.msPerPixel());
        if (!m_soundDrag.isActive()) {
            m_gesture = Gesture::None;
            m_dragLabel.clear();
        } else {
            m_dragLabel = tr("sound at %1").arg(m_frameModel->durationFormat().formatBoth(m_soundDrag.offset()));
        }
        viewport()->update();
        break;
    case Gesture::PlayRange:
        m_playRange.moveTo(t, m_document->clip().length(), snapPolicy(), mods);
        m_dragLabel = m_frameModel->durationFormat().formatBoth(m_playRange.value());
        viewport()->update();
        break;
    case Gesture::None: break;
    }
}

void TimelineView::cancelFrameMove()
{
    if (!m_frameMove.isActive())
        return;
    m_frameMove.cancel();
    m_autoScroll->stop();
    if (m_gesture == Gesture::FrameMove)
        m_gesture = Gesture::None;
    viewport()->update();
}

void TimelineView::focusOutEvent(QFocusEvent *event)
{
    cancelFrameMove();
    QAbstractScrollArea::focusOutEvent(event);
}

void TimelineView::autoScrollStep()
{
    if (m_gesture == Gesture::None || m_gesture == Gesture::PendingClick) {
        m_autoScroll->stop();
        return;
    }
    const int width = viewport()->width();
    const int x = m_lastPos.x();
    const int depth = x < autoScrollMargin ? x - autoScrollMargin : x - (width - autoScrollMargin - 1);
    QScrollBar *bar = horizontalScrollBar();
    const int before = bar->value();
    bar->setValue(before + depth * 2);
    if (bar->value() == before)
        return;
    // The press point scrolled with the content; the rubber band starts from where it is now.
    m_pressPos.setX(int(std::lround(m_axis.xForTime(m_pressHit.time))));
    continueGesture(m_lastPos, m_lastModifiers);
}

void TimelineView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QAbstractScrollArea::mouseReleaseEvent(event);
        return;
    }
    if (m_gesture == Gesture::PendingClick) {
        if (m_pressHit.kind == TimelineHit::Kind::FrameBody) {
            selectionOf(ListKind::Frames).click(m_pressHit.index, event->modifiers());
            m_activeKind = ListKind::Frames;
        } else if (event->modifiers() == Qt::NoModifier) {
            // A click on nothing clears the selection of the row clicked.
            using Row = TimelineLayout::Row;
            const Row row = m_pressHit.row;
            if (row == Row::Frames || row == Row::Keyframes || row == Row::Events)
                selectionOf(ListKind(int(row) - int(Row::Frames))).clear();
        }
    }
    if (m_gesture == Gesture::PlayRange) {
        if (const auto range = m_playRange.finish())
            PlayRangeEdits::set(m_document, *range); // the whole drag: one undo step
    }
    if (m_gesture == Gesture::FrameMove) {
        if (const auto moved = m_frameMove.drop(m_document)) {
            TimelineSelection &frames = selectionOf(ListKind::Frames);
            frames.click(moved->first, Qt::NoModifier); // the anchor and current row too
            frames.selectRange(moved->first, moved->second, false);
        }
        m_activeKind = ListKind::Frames;
    }
    m_autoScroll->stop();
    m_drag.end();
    m_soundDrag.end();
    m_gesture = Gesture::None;
    m_rubberBand = QRect();
    m_dragLabel.clear();
    updateHover(event->position().toPoint());
    viewport()->update();
}

void TimelineView::updateRubberBand(QPoint pos, Qt::KeyboardModifiers modifiers)
{
    Q_UNUSED(modifiers);
    m_rubberBand = QRect(m_pressPos, pos).normalized();
    const TimelineLayout layout = rowLayout();
    const Clip &project = m_document->clip();
    const double t0 = std::max(0.0, m_axis.timeForX(m_rubberBand.left()));
    const double t1 = m_axis.timeForX(m_rubberBand.right() + 1);
    using Row = TimelineLayout::Row;
    for (Row row : {Row::Frames, Row::Keyframes, Row::Events}) {
        const ListKind kind = ListKind(int(row) - int(Row::Frames));
        TimelineSelection &sel = selectionOf(kind);
        QItemSelection wanted = m_rubberBase[size_t(kind)];
        if (m_rubberBand.intersects(layout.rect(row)) && t1 > t0) {
            const QAbstractItemModel *model = sel.model()->model();
            const int lastColumn = model->columnCount() - 1;
            const auto addRows = [&](int first, int last) {
                if (first <= last)
                    wanted.merge(QItemSelection(model->index(first, 0), model->index(last, lastColumn)),
                                 QItemSelectionModel::Select);
            };
            if (kind == ListKind::Frames) {
                const auto [first, last] = project.frames.framesIn(t0, t1);
                addRows(first, last - 1);
            } else if (kind == ListKind::Keyframes) {
                addRows(project.motion.insertionIndex(t0), project.motion.insertionIndex(t1) - 1);
            } else {
                const SortedEvents &events = sortedEvents();
                const auto [first, last] = events.indexRange(t0, t1);
                for (int k = first; k < last; ++k)
                    addRows(events.row(k), events.row(k));
            }
            if (!wanted.isEmpty())
                m_activeKind = kind;
        }
        if (wanted != sel.model()->selection())
            sel.model()->select(wanted, QItemSelectionModel::ClearAndSelect);
    }
    viewport()->update();
}

void TimelineView::updateHover(QPoint pos)
{
    const TimelineHit hit = hitAt(pos);
    const bool rangeEnd = PlayRangeBar::endAt(pos, rowLayout(), m_axis, shownPlayRange()) != PlayRangeBar::End::None;
    const int edge = hit.kind == TimelineHit::Kind::FrameEdge ? hit.index : -1;
    if (edge != m_hoverEdge) {
        m_hoverEdge = edge;
        viewport()->update();
    }
    const bool horizontal = edge >= 0 || hit.kind == TimelineHit::Kind::Keyframe || hit.kind == TimelineHit::Kind::Event
                            || hit.kind == TimelineHit::Kind::Playhead || hit.kind == TimelineHit::Kind::Sound || rangeEnd;
    viewport()->setCursor(horizontal ? Qt::SizeHorCursor : Qt::ArrowCursor);
    m_hoverTime = hit.row == TimelineLayout::Row::Frames ? hit.time : -1.0;
    updateStatus();
}

void TimelineView::wheelEvent(QWheelEvent *event)
{
    const QPoint angle = event->angleDelta();
    if (event->modifiers() & Qt::ControlModifier) {
        // Around the cursor: the time under it stays under it.
        zoomBy(std::pow(1.0015, -angle.y()), event->position().x());
    } else {
        const QPoint pixels = event->pixelDelta();
        const int delta = !pixels.isNull() ? pixels.x() + pixels.y() : (angle.x() + angle.y()) / 2;
        QScrollBar *bar = horizontalScrollBar();
        bar->setValue(bar->value() - delta);
    }
    event->accept();
}

void TimelineView::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Escape:
        // Cancels a drag: the dragged rows go back to where they were, with no undo step.
        if (m_frameMove.isActive()) {
            cancelFrameMove();
            return;
        }
        if (m_soundDrag.isActive()) {
            m_soundDrag.cancel();
            m_autoScroll->stop();
            m_gesture = Gesture::None;
            m_dragLabel.clear();
            viewport()->update();
            return;
        }
        if (m_playRange.isActive()) {
            m_playRange.cancel();
            m_gesture = Gesture::None;
            m_dragLabel.clear();
            m_autoScroll->stop();
            viewport()->update();
            return;
        }
        if (!m_drag.isActive()) {
            QAbstractScrollArea::keyPressEvent(event);
            return;
        }
        m_drag.cancel();
        m_autoScroll->stop();
        m_gesture = Gesture::None;
        m_dragLabel.clear();
        viewport()->update();
        break;
    case Qt::Key_Left: stepToBoundary(-1); break;
    case Qt::Key_Right: stepToBoundary(+1); break;
    case Qt::Key_Home: setPlayheadFromUser(0.0); break;
    case Qt::Key_End: setPlayheadFromUser(m_document->clip().length()); break;
    case Qt::Key_Space: emit playPauseRequested(); break;
    case Qt::Key_Delete:
    case Qt::Key_Backspace: removeSelection(); break;
    case Qt::Key_BracketLeft: nudgeSelectedDurations(-1); break;
    case Qt::Key_BracketRight: nudgeSelectedDurations(+1); break;
    default: QAbstractScrollArea::keyPressEvent(event); return;
    }
    event->accept();
}

void TimelineView::stepToBoundary(int direction)
{
    const Clip &project = m_document->clip();
    const std::vector<double> &starts = project.frames.starts(); // 0, the starts, the length
    double t = m_playhead;
    if (project.frames.isEmpty()) {
        t += direction * snapPolicy().frameMs();
    } else if (direction > 0) {
        const auto it = std::upper_bound(starts.begin(), starts.end(), m_playhead + 1e-9);
        t = it == starts.end() ? starts.back() : *it;
    } else {
        const auto it = std::lower_bound(starts.begin(), starts.end(), m_playhead - 1e-9);
        t = it == starts.begin() ? 0.0 : *(it - 1);
    }
    setPlayheadFromUser(t);
}

void TimelineView::removeSelection()
{
    const QList<int> rows = selectionOf(m_activeKind).rows();
    if (rows.isEmpty())
        return;
    const int n = int(rows.size());
    QUndoCommand *command = nullptr;
    switch (m_activeKind) {
    case ListKind::Frames:
        selectionOf(m_activeKind).clear();
        pushFrameRemoval(m_document, rows, n == 1 ? tr("Remove frame") : tr("Remove %1 frames").arg(n));
        return;
    case ListKind::Keyframes:
        command = new RemoveKeyframesCommand(m_document, rows,
                                             n == 1 ? tr("Remove keyframe") : tr("Remove %1 keyframes").arg(n));
        break;
    case ListKind::Events:
        command = new RemoveEventsCommand(m_document, rows, n == 1 ? tr("Remove event") : tr("Remove %1 events").arg(n));
        break;
    case ListKind::Clips: return; // the timeline shows one clip's lists only
    }
    selectionOf(m_activeKind).clear();
    m_document->undoStack()->push(command);
}

void TimelineView::nudgeSelectedDurations(int direction)
{
    const QList<int> rows = selectionOf(ListKind::Frames).rows();
    if (rows.isEmpty())
        return;
    const SnapPolicy snap = snapPolicy();
    const double step = snap.step();
    const FrameTrack &frames = m_document->clip().frames;
    QList<Frame> values;
    values.reserve(rows.size());
    for (int row : rows) {
        Frame f = frames.frame(row);
        // On the grid after the step (a duration between grid points lands on the next one).
        f.duration = snap.snapDuration(f.duration + direction * step, Qt::NoModifier);
        values.append(f);
    }
    const QString text = direction > 0 ? tr("Lengthen %1 frames").arg(rows.size()) : tr("Shorten %1 frames").arg(rows.size());
    pushFrameRetime(m_document, rows, values, text);
}

} // namespace inbetween
