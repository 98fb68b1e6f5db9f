#include "timeline/dragcontroller.h"

#include "document/document.h"
#include "document/rowcommands.h"
#include "document/undoseries.h"
#include "projectlimits.h"

#include <QCoreApplication>
#include <algorithm>

namespace inbetween {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("DragController", text);
}
} // namespace

void DragController::begin(Kind kind, int index, double pressTime)
{
    m_kind = kind;
    m_index = index;
    m_pressTime = pressTime;
    m_lastTime = pressTime;
    m_clip = m_document->currentClip();
    m_series.begin(*m_document->undoStack());
}

void DragController::beginFrameEdge(int frame, double pressTime)
{
    const FrameTrack &frames = m_document->clip().frames;
    begin(Kind::FrameEdge, frame, pressTime);
    m_frame = frames.frame(frame);
    m_next = frame + 1 < frames.count() ? std::optional<Frame>(frames.frame(frame + 1)) : std::nullopt;
    m_value = m_frame.duration;
}

void DragController::beginKeyframe(int key, double pressTime)
{
    begin(Kind::Keyframe, key, pressTime);
    m_key = m_document->clip().motion.key(key);
    m_value = m_key.time;
}

void DragController::beginEvent(int row, double pressTime)
{
    begin(Kind::Event, row, pressTime);
    m_event = m_document->clip().events.at(row);
    m_value = m_event.time;
}

bool DragController::ourCommandOnTop() const
{
    return m_series.onTop(*m_document->undoStack());
}

void DragController::push(QUndoCommand *command)
{
    m_document->undoStack()->push(command);
    m_series.pushed(*m_document->undoStack());
}

bool DragController::rowsAsPressed() const
{
    const Clip &clip = m_document->clip();
    switch (m_kind) {
    case Kind::FrameEdge:
        return clip.frames.frame(m_index) == m_frame && (!m_next || clip.frames.frame(m_index + 1) == *m_next);
    case Kind::Keyframe: return clip.motion.key(m_index) == m_key;
    case Kind::Event: return clip.events.at(m_index) == m_event;
    case Kind::None: break;
    }
    return false;
}

bool DragController::stillOurs() const
{
    if (m_document->currentClip() != m_clip || !rowsStillThere())
        return false;
    // Nothing of the drag's on the stack (not moved yet, undone, or dragged back to nothing): the
    // rows must be those of the press. Else the drag's own step must be the top one.
    if (m_series.noStep(*m_document->undoStack()))
        return rowsAsPressed();
    return ourCommandOnTop();
}

void DragController::restartAt(double time)
{
    const Clip &clip = m_document->clip();
    const Kind kind = m_kind;
    begin(kind, m_index, time);
    if (kind == Kind::FrameEdge) {
        m_frame = clip.frames.frame(m_index);
        m_next = m_next ? std::optional<Frame>(clip.frames.frame(m_index + 1)) : std::nullopt;
    } else if (kind == Kind::Keyframe) {
        m_key = clip.motion.key(m_index);
    } else if (kind == Kind::Event) {
        m_event = clip.events.at(m_index);
    }
}

bool DragController::rowsStillThere() const
{
    const Clip &project = m_document->clip();
    switch (m_kind) {
    case Kind::FrameEdge:
        return m_index < project.frames.count() && (m_index + 1 < project.frames.count()) == m_next.has_value();
    case Kind::Keyframe: return m_index < project.motion.count();
    case Kind::Event: return m_index < project.events.size();
    case Kind::None: break;
    }
    return false;
}

void DragController::cancel()
{
    const QUndoStack &stack = *m_document->undoStack();
    // After a save under the drag, its step is the saved one: Escape leaves it (a push would be an
    // unnamed step of its own, as Qt merges nothing into a saved one).
    if (isActive() && stillOurs() && ourCommandOnTop() && !m_series.isSaved(stack)) {
        // The values at the press, merged into the drag's command: it adds up to nothing and
        // QUndoStack drops it.
        switch (m_kind) {
        case Kind::FrameEdge: {
            QList<int> rows{m_index};
            QList<Frame> values{m_frame};
            if (m_next) {
                rows.append(m_index + 1);
                values.append(*m_next);
            }
            pushFrameRetime(m_document, rows, values, QString(), true);
            break;
        }
        case Kind::Keyframe: push(new SetKeyframesCommand(m_document, {m_index}, {m_key}, QString(), true)); break;
        case Kind::Event: push(new SetEventsCommand(m_document, {m_index}, {m_event}, QString(), true)); break;
        case Kind::None: break;
        }
    }
    end();
}

void DragController::moveTo(double time, Qt::KeyboardModifiers modifiers, const SnapPolicy &snap)
{
    // Another command pushed under the drag (Delete, a menu's shortcut), the clip switched, the
    // rows gone or changed: the drag ends where it was, its rows are no longer the ones it took.
    if (!stillOurs()) {
        end();
        return;
    }
    if (m_series.isSaved(*m_document->undoStack()))
        restartAt(m_lastTime); // saved under the drag: a second step from here
    m_lastTime = time;
    // Back at the press: the values of the press, exactly, neither snapped nor clamped, so that
    // the step adds up to nothing.
    const double delta = time - m_pressTime;
    const double step = snap.step(modifiers);
    const bool merge = ourCommandOnTop();
    const Clip &project = m_document->clip();
    switch (m_kind) {
    case Kind::None: return;
    case Kind::FrameEdge: {
        // The edge onto a beat or marker near it, else the duration onto the grid.
        double d = delta == 0 ? m_frame.duration
                              : snap.snapEnd(project.frames.start(m_index), m_frame.duration + delta, modifiers);
        QList<int> rows{m_index};
        Frame edited = m_frame;
        edited.duration = d;
        QList<Frame> values{edited};
        // Both rows every time, so the commands of one drag always merge even when Alt is
        // pressed or released on the way.
        if (m_next) {
            Frame next = *m_next;
            if (modifiers & Qt::AltModifier) {
                // Roll: the neighbour gives or takes the time; neither goes below the step.
                const double total = m_frame.duration + m_next->duration;
                if (total - step < step || delta == 0) {
                    d = m_frame.duration;
                } else {
                    d = std::clamp(d, step, total - step);
                }
                next.duration = d == m_frame.duration ? m_next->duration : total - d; // total - d can be off by an ulp
                values.front().duration = d;
            }
            rows.append(m_index + 1);
            values.append(next);
        }
        m_value = d;
        pushFrameRetime(m_document, rows, values, tr("Drag duration of frame %1").arg(m_index), merge);
        m_series.pushed(*m_document->undoStack());
        return;
    }
    case Kind::Keyframe: {
        const MotionTrack &motion = project.motion;
        const double lo = m_index > 0 ? motion.key(m_index - 1).time + step : 0.0;
        double hi = ProjectLimits().maxTime; // the latest time the file holds
        if (m_index + 1 < motion.count())
            hi = motion.key(m_index + 1).time - step;
        else if (!project.frames.isEmpty())
            hi = std::min(hi, std::max(project.frames.length(), m_key.time)); // keys past the clip never play
        double t = delta == 0 ? m_key.time : snap.snap(m_key.time + delta, modifiers);
        // Strictly between the neighbours; when they are closer than two steps the key stays.
        t = delta == 0 || lo > hi ? m_key.time : std::clamp(t, lo, hi);
        m_value = t;
        Keyframe key = m_key;
        key.time = t;
        push(new SetKeyframesCommand(m_document, {m_index}, {key}, tr("Drag keyframe %1").arg(m_index), merge));
        return;
    }
    case Kind::Event: {
        // Up to the clip's end, or where it already is past it (as a key); anywhere the file holds
        // in a clip of no frames (a lip sync's events before its pictures).
        const double maxTime = ProjectLimits().maxTime;
        const double hi = project.frames.isEmpty() ? maxTime : std::min(maxTime, std::max(project.length(), m_event.time));
        const double t = delta == 0 ? m_event.time : std::clamp(snap.snap(m_event.time + delta, modifiers), 0.0, hi);
        m_value = t;
        ClipEvent e = m_event;
        e.time = t;
        push(new SetEventsCommand(m_document, {m_index}, {e}, tr("Drag event %1").arg(e.name), merge));
        return;
    }
    }
}

double DragController::anchorTime() const
{
    const Clip &project = m_document->clip();
    switch (m_kind) {
    case Kind::FrameEdge: return project.frames.end(m_index);
    case Kind::Keyframe:
    case Kind::Event: return m_value;
    case Kind::None: break;
    }
    return 0.0;
}

void DragController::end()
{
    m_kind = Kind::None;
    m_index = -1;
    m_next.reset();
}

} // namespace inbetween
