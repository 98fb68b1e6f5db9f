// TimelineView's mouse gestures, split from the view's input handling (timelineview.cpp keeps
// the events, timelinekeys.cpp the keys).
#include "timeline/timelinegestures.h"

#include "document/document.h"
#include "document/playrangeedits.h"
#include "itemmodels/frametablemodel.h"
#include "timeline/sortedevents.h"
#include "timeline/timeaxis.h"
#include "timeline/timelineselections.h"
#include "timing/playrangeclip.h"

#include <QApplication>
#include <algorithm>
#include <cmath>

namespace inbetween {

TimelineGestures::TimelineGestures(Host &host, Document *document, TimelineSelections &selections, const TimeAxis &axis)
    : m_host(host), m_document(document), m_selections(selections), m_axis(axis), m_drag(document), m_soundDrag(document),
      m_markerDrag(document)
{
    m_autoScroll.setInterval(30);
    QObject::connect(&m_autoScroll, &QTimer::timeout, [this] { autoScrollStep(); });
}

std::optional<PlayRange> TimelineGestures::shownPlayRange() const
{
    if (m_playRange.isActive())
        return m_playRange.range();
    return PlayRangeClip::effectiveRange(m_document->clip());
}

void TimelineGestures::scrubTo(double ms, Qt::KeyboardModifiers modifiers)
{
    m_host.scrubPlayhead(m_host.snapPolicy().snap(ms, modifiers));
    m_label = m_host.durationFormat().formatBoth(m_host.playheadTime());
    m_host.updateViewport();
}

void TimelineGestures::press(QPoint pos, Qt::KeyboardModifiers mods)
{
    cancelFrameMove(); // one whose release never came (a dialog took the mouse)
    m_pressPos = pos;
    m_pressClip = m_document->currentClip();
    m_dragMoved = false;
    m_pressHit = m_host.hitAt(pos);
    // An end of the play range, on the ruler: dragged before anything else there is.
    const std::optional<PlayRange> shown = shownPlayRange();
    const PlayRangeBar::End end = PlayRangeBar::endAt(pos, m_host.rowLayout(), m_axis, shown);
    if (end != PlayRangeBar::End::None) {
        m_gesture = Gesture::PlayRange;
        m_playRange.begin(end, *shown);
        m_label = m_host.durationFormat().formatBoth(m_playRange.value());
        m_host.updateViewport();
        return;
    }
    m_gesture = Gesture::PendingClick;
    using Kind = TimelineHit::Kind;
    // A press anywhere but on a marker lets the marker selected go (Delete acts on the lists again).
    if (m_pressHit.kind != Kind::Marker && m_selections.marker() >= 0) {
        m_selections.setMarker(-1);
        m_host.updateViewport();
    }
    switch (m_pressHit.kind) {
    case Kind::Marker:
        m_selections.setMarker(m_pressHit.index);
        m_markerDrag.begin(m_pressHit.index, m_pressHit.time);
        m_gesture = Gesture::MarkerDrag;
        m_host.updateViewport();
        break;
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
        TimelineSelection &selection = m_selections.of(list);
        // A press on an unselected marker selects it; on a selected one it keeps the selection.
        if (mods != Qt::NoModifier || !selection.isSelected(m_pressHit.index))
            selection.click(m_pressHit.index, mods);
        m_selections.setActive(list);
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

void TimelineGestures::move(QPoint pos, Qt::MouseButtons buttons, Qt::KeyboardModifiers mods)
{
    if (!(buttons & Qt::LeftButton) || m_gesture == Gesture::None) {
        // The button went up where we did not see it (a dialog opened under the drag): a frame
        // move is dropped, a drag stays as far as it went, a play range is left as it was.
        if (m_gesture == Gesture::FrameMove)
            cancelFrameMove();
        else if (m_gesture != Gesture::None)
            abandon();
        updateHover(pos);
        return;
    }
    continueGesture(pos, mods);
    // Near the viewport's ends, the view scrolls on its own while the button is held.
    const int edge = autoScrollMargin;
    const bool nearEnd = pos.x() < edge || pos.x() >= m_host.viewportWidth() - edge;
    const bool clickSoFar = m_gesture == Gesture::PendingClick || (m_gesture == Gesture::DocumentDrag && !m_dragMoved);
    if (nearEnd && !clickSoFar && m_gesture != Gesture::None)
        m_autoScroll.start();
    else
        m_autoScroll.stop();
}

void TimelineGestures::continueGesture(QPoint pos, Qt::KeyboardModifiers mods)
{
    m_lastPos = pos;
    m_lastModifiers = mods;
    const double t = m_axis.timeForX(pos.x());
    switch (m_gesture) {
    case Gesture::Scrub: scrubTo(t, mods); break;
    case Gesture::DocumentDrag: {
        // A click's jitter is no drag: the value moves once the mouse went 3 px (as in the curve
        // view; the platform's drag distance, 10 px, would keep fine moves at a deep zoom away).
        if (!m_dragMoved && (pos - m_pressPos).manhattanLength() < 3)
            break;
        m_dragMoved = true;
        m_drag.moveTo(t, mods, m_host.snapPolicy());
        if (!m_drag.isActive()) { // its rows went away under it
            m_gesture = Gesture::None;
            m_label.clear();
            break;
        }
        const DurationFormat format = m_host.durationFormat();
        m_label = format.formatBoth(m_drag.value());
        m_host.updateViewport();
        break;
    }
    case Gesture::PendingClick: {
        if ((pos - m_pressPos).manhattanLength() < QApplication::startDragDistance())
            break;
        // From a selected block without modifiers the selection is picked up to be moved;
        // from anywhere else the drag is a rubber band.
        TimelineSelection &frames = m_selections.of(ListKind::Frames);
        if (m_pressHit.kind == TimelineHit::Kind::FrameBody && mods == Qt::NoModifier
            && frames.isSelected(m_pressHit.index)) {
            m_gesture = Gesture::FrameMove;
            m_frameMove.begin(frames.rows());
            m_frameMove.moveTo(t, m_document->clip().frames);
            m_host.updateViewport();
            break;
        }
        m_gesture = Gesture::RubberBand;
        for (const ListKind kind : {ListKind::Frames, ListKind::Keyframes, ListKind::Events})
            m_rubberBase[size_t(kind)] = (mods & Qt::ControlModifier) ? m_selections.of(kind).model()->selection()
                                                                      : QItemSelection();
        updateRubberBand(pos);
        break;
    }
    case Gesture::RubberBand: updateRubberBand(pos); break;
    case Gesture::FrameMove:
        m_frameMove.moveTo(t, m_document->clip().frames);
        m_host.updateViewport();
        break;
    case Gesture::SoundDrag:
        m_soundDrag.moveTo(t, mods, m_host.snapPolicy(), m_host.playheadTime(), m_axis.msPerPixel());
        if (!m_soundDrag.isActive()) {
            m_gesture = Gesture::None;
            m_label.clear();
        } else {
            const QString offset = m_host.durationFormat().formatBoth(m_soundDrag.offset());
            m_label = tr("sound at %1").arg(offset);
        }
        m_host.updateViewport();
        break;
    case Gesture::MarkerDrag:
        m_markerDrag.moveTo(t, mods, m_host.snapPolicy());
        if (!m_markerDrag.isActive()) { // the marker went away under it
            m_gesture = Gesture::None;
            m_label.clear();
        } else {
            m_label = m_host.durationFormat().formatBoth(m_markerDrag.time());
        }
        m_host.updateViewport();
        break;
    case Gesture::PlayRange:
        m_playRange.moveTo(t, m_document->clip().length(), m_host.snapPolicy(), mods);
        m_label = m_host.durationFormat().formatBoth(m_playRange.value());
        m_host.updateViewport();
        break;
    case Gesture::None: break;
    }
}

void TimelineGestures::cancelFrameMove()
{
    if (!m_frameMove.isActive())
        return;
    m_frameMove.cancel();
    m_autoScroll.stop();
    if (m_gesture == Gesture::FrameMove)
        m_gesture = Gesture::None;
    m_host.updateViewport();
}

void TimelineGestures::autoScrollStep()
{
    if (m_gesture == Gesture::None || m_gesture == Gesture::PendingClick) {
        m_autoScroll.stop();
        return;
    }
    const int width = m_host.viewportWidth();
    const int x = m_lastPos.x();
    const int depth = x < autoScrollMargin ? x - autoScrollMargin : x - (width - autoScrollMargin - 1);
    if (!m_host.scrollBy(depth * 2))
        return;
    // The press point scrolled with the content; the rubber band starts from where it is now.
    m_pressPos.setX(int(std::lround(m_axis.xForTime(m_pressHit.time))));
    continueGesture(m_lastPos, m_lastModifiers);
}

void TimelineGestures::release(QPoint pos, Qt::KeyboardModifiers modifiers)
{
    if (m_gesture == Gesture::PendingClick) {
        if (m_pressHit.kind == TimelineHit::Kind::FrameBody) {
            m_selections.of(ListKind::Frames).click(m_pressHit.index, modifiers);
            m_selections.setActive(ListKind::Frames);
            // A plain click goes to the frame: the playhead at its start (one highlight, the
            // frame selected is the one shown), unless it is in that frame already; Shift or Ctrl
            // only change the selection.
            const FrameTrack &frames = m_document->clip().frames;
            if (modifiers == Qt::NoModifier && frames.frameAt(m_host.playheadTime()) != m_pressHit.index)
                m_host.scrubPlayhead(frames.start(m_pressHit.index));
        } else if (modifiers == Qt::NoModifier) {
            // A click on nothing clears the selection of the row clicked.
            using Row = TimelineLayout::Row;
            const Row row = m_pressHit.row;
            if (row == Row::Frames || row == Row::Keyframes || row == Row::Events)
                m_selections.of(ListKind(int(row) - int(Row::Frames))).clear();
        }
    }
    if (m_gesture == Gesture::PlayRange) {
        const auto range = m_playRange.finish();
        if (range && m_document->currentClip() == m_pressClip) // not onto another clip switched to
            PlayRangeEdits::set(m_document, *range);          // the whole drag: one undo step
    }
    if (m_gesture == Gesture::FrameMove) {
        if (const auto moved = m_frameMove.drop(m_document)) {
            TimelineSelection &frames = m_selections.of(ListKind::Frames);
            frames.click(moved->first, Qt::NoModifier); // the anchor and current row too
            frames.selectRange(moved->first, moved->second, false);
        }
        m_selections.setActive(ListKind::Frames);
    }
    m_autoScroll.stop();
    m_drag.end();
    m_soundDrag.end();
    m_markerDrag.end();
    m_gesture = Gesture::None;
    m_rubberBand = QRect();
    m_label.clear();
    updateHover(pos);
    m_host.updateViewport();
}

bool TimelineGestures::cancel()
{
    // The dragged rows go back to where they were, with no undo step.
    if (m_frameMove.isActive()) {
        cancelFrameMove();
        return true;
    }
    if (m_soundDrag.isActive()) {
        m_soundDrag.cancel();
        m_autoScroll.stop();
        m_gesture = Gesture::None;
        m_label.clear();
        m_host.updateViewport();
        return true;
    }
    if (m_markerDrag.isActive()) {
        m_markerDrag.cancel();
        m_gesture = Gesture::None;
        m_label.clear();
        m_autoScroll.stop();
        m_host.updateViewport();
        return true;
    }
    if (m_playRange.isActive()) {
        m_playRange.cancel();
        m_gesture = Gesture::None;
        m_label.clear();
        m_autoScroll.stop();
        m_host.updateViewport();
        return true;
    }
    if (!m_drag.isActive())
        return false;
    m_drag.cancel();
    m_autoScroll.stop();
    m_gesture = Gesture::None;
    m_label.clear();
    m_host.updateViewport();
    return true;
}

void TimelineGestures::abandon()
{
    m_drag.end();
    m_soundDrag.end();
    m_markerDrag.end();
    if (m_playRange.isActive())
        m_playRange.cancel();
    m_autoScroll.stop();
    m_gesture = Gesture::None;
    m_label.clear();
    m_rubberBand = QRect();
    m_host.updateViewport();
}

void TimelineGestures::updateRubberBand(QPoint pos)
{
    m_rubberBand = QRect(m_pressPos, pos).normalized();
    const TimelineLayout layout = m_host.rowLayout();
    const Clip &project = m_document->clip();
    const double t0 = std::max(0.0, m_axis.timeForX(m_rubberBand.left()));
    const double t1 = m_axis.timeForX(m_rubberBand.right() + 1);
    using Row = TimelineLayout::Row;
    for (Row row : {Row::Frames, Row::Keyframes, Row::Events}) {
        const ListKind kind = ListKind(int(row) - int(Row::Frames));
        TimelineSelection &sel = m_selections.of(kind);
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
                const SortedEvents &events = m_host.sortedEvents();
                const auto [first, last] = events.indexRange(t0, t1);
                for (int k = first; k < last; ++k)
                    addRows(events.row(k), events.row(k));
            }
            if (!wanted.isEmpty())
                m_selections.setActive(kind);
        }
        if (wanted != sel.model()->selection())
            sel.model()->select(wanted, QItemSelectionModel::ClearAndSelect);
    }
    m_host.updateViewport();
}

void TimelineGestures::updateHover(QPoint pos)
{
    const TimelineHit hit = m_host.hitAt(pos);
    const bool rangeEnd =
        PlayRangeBar::endAt(pos, m_host.rowLayout(), m_axis, shownPlayRange()) != PlayRangeBar::End::None;
    const int edge = hit.kind == TimelineHit::Kind::FrameEdge ? hit.index : -1;
    if (edge != m_hoverEdge) {
        m_hoverEdge = edge;
        m_host.updateViewport();
    }
    const bool horizontal = edge >= 0 || hit.kind == TimelineHit::Kind::Keyframe || hit.kind == TimelineHit::Kind::Event
                            || hit.kind == TimelineHit::Kind::Playhead || hit.kind == TimelineHit::Kind::Sound
                            || hit.kind == TimelineHit::Kind::Marker || rangeEnd;
    m_host.setViewportCursor(horizontal ? Qt::SizeHorCursor : Qt::ArrowCursor);
    m_hoverTime = hit.row == TimelineLayout::Row::Frames ? hit.time : -1.0;
    m_host.hoverChanged();
}

void TimelineGestures::leave()
{
    m_hoverTime = -1.0;
    if (m_hoverEdge >= 0) {
        m_hoverEdge = -1;
        m_host.updateViewport();
    }
    m_host.hoverChanged();
}

} // namespace inbetween
