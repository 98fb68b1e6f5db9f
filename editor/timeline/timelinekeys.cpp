// TimelineView's keys, split from the view's input handling (timelinegestures.cpp has the mouse).
#include "timeline/timelinekeys.h"

#include "document/clipguideedits.h"
#include "document/document.h"
#include "document/frameedits.h"
#include "document/rowcommands.h"
#include "timeline/timelineselections.h"

#include <QKeyEvent>
#include <algorithm>

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

bool TimelineKeys::overridesShortcut(const QKeyEvent *key) const
{
    // Our keys win over window shortcuts (Delete, Space) while the timeline has focus.
    const bool dragging = m_host.isDragging();
    // Left, Right, Home and End move the playhead; in the window those are the window's
    // shortcuts (the same keys in every panel), so they are not claimed here. Without such
    // shortcuts (the timeline on its own) they still come to press().
    const bool playheadKey = key->key() == Qt::Key_Left || key->key() == Qt::Key_Right || key->key() == Qt::Key_Home
                             || key->key() == Qt::Key_End;
    const bool ours = isTimelineKey(key) && !playheadKey && (key->key() != Qt::Key_Escape || dragging);
    return ours && !(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier));
}

bool TimelineKeys::press(const QKeyEvent *key)
{
    switch (key->key()) {
    case Qt::Key_Escape: return m_host.cancelDrag(); // a drag ends with no undo step
    case Qt::Key_Left: stepToBoundary(-1); break;
    case Qt::Key_Right: stepToBoundary(+1); break;
    case Qt::Key_Home: m_host.scrubPlayhead(0.0); break;
    case Qt::Key_End: m_host.scrubPlayhead(m_document->clip().length()); break;
    case Qt::Key_Space: m_host.requestPlayPause(); break;
    case Qt::Key_Delete:
    case Qt::Key_Backspace: removeSelection(); break;
    case Qt::Key_BracketLeft: nudgeSelectedDurations(-1); break;
    case Qt::Key_BracketRight: nudgeSelectedDurations(+1); break;
    default: return false;
    }
    return true;
}

void TimelineKeys::stepToBoundary(int direction)
{
    const Clip &project = m_document->clip();
    const std::vector<double> &starts = project.frames.starts(); // 0, the starts, the length
    const double playhead = m_host.playheadTime();
    double t = playhead;
    if (project.frames.isEmpty()) {
        t += direction * m_host.snapPolicy().frameMs();
    } else if (direction > 0) {
        const auto it = std::upper_bound(starts.begin(), starts.end(), playhead + 1e-9);
        t = it == starts.end() ? starts.back() : *it;
    } else {
        const auto it = std::lower_bound(starts.begin(), starts.end(), playhead - 1e-9);
        t = it == starts.begin() ? 0.0 : *(it - 1);
    }
    m_host.scrubPlayhead(t);
}

void TimelineKeys::removeSelection()
{
    // A marker selected on the ruler goes first: it was the last thing clicked.
    if (const int marker = m_selections.marker(); marker >= 0) {
        m_selections.setMarker(-1);
        ClipGuideEdits::removeMarker(m_document, marker);
        return;
    }
    const ListKind kind = m_selections.active();
    TimelineSelection &selection = m_selections.of(kind);
    const QList<int> rows = selection.rows();
    if (rows.isEmpty())
        return;
    const int n = int(rows.size());
    QUndoCommand *command = nullptr;
    switch (kind) {
    case ListKind::Frames:
        selection.clear();
        pushFrameRemoval(m_document, rows,
                         n == 1 ? tr("Remove frame") : tr("Remove %1 frames").arg(n));
        return;
    case ListKind::Keyframes:
        command = new RemoveKeyframesCommand(m_document, rows,
                                             n == 1 ? tr("Remove keyframe")
                                                    : tr("Remove %1 keyframes").arg(n));
        break;
    case ListKind::Events:
        command = new RemoveEventsCommand(m_document, rows,
                                          n == 1 ? tr("Remove event")
                                                 : tr("Remove %1 events").arg(n));
        break;
    case ListKind::Clips: return; // the timeline shows one clip's lists only
    }
    selection.clear();
    m_document->undoStack()->push(command);
}

void TimelineKeys::nudgeSelectedDurations(int direction)
{
    const QList<int> rows = m_selections.of(ListKind::Frames).rows();
    if (rows.isEmpty())
        return;
    const SnapPolicy snap = m_host.snapPolicy();
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
    const QString text = direction > 0 ? tr("Lengthen %1 frames").arg(rows.size())
                                       : tr("Shorten %1 frames").arg(rows.size());
    pushFrameRetime(m_document, rows, values, text);
}

} // namespace inbetween
