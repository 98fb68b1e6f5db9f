#include "document/editoperations.h"

#include "document/clipboardfragment.h"
#include "document/clipedits.h"
#include "document/document.h"
#include "document/editrefusal.h"
#include "document/framedataedits.h"
#include "document/projectsettingscommand.h"
#include "document/rowcommands.h"
#include "document/rowedits.h"
#include "media/imagecheck.h"
#include "projectlimits.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <algorithm>

namespace inbetween {

namespace {
QString tr(const char *text, int n = -1)
{
    return QCoreApplication::translate("EditOperations", text, nullptr, n);
}
} // namespace

EditOperations::Rows EditOperations::addFrame(int row)
{
    const int count = m_document->clip().frames.count();
    row = row < 0 || row > count ? count : row;
    if (!pushFrameInsert(m_document, row, {Frame{defaultFrameDuration, {}}}, tr("Add frame")))
        return {0, -1};
    return {row, row};
}

EditOperations::Rows EditOperations::duplicateFrames(const QList<int> &rows)
{
    const RowEdits::Copies copies = RowEdits::duplicateFrames(m_document->clip().frames, rows);
    if (copies.frames.isEmpty())
        return {0, -1};
    const int n = int(copies.frames.size());
    if (!pushFrameInsert(m_document, copies.row, copies.frames, tr("Duplicate %n frames", n)))
        return {0, -1};
    return {copies.row, copies.row + n - 1};
}

void EditOperations::removeFrames(const QList<int> &rows)
{
    if (!rows.isEmpty())
        pushFrameRemoval(m_document, rows, tr("Remove %n frames", int(rows.size())));
}

EditOperations::Rows EditOperations::moveFrames(const QList<int> &rows, int delta)
{
    if (rows.isEmpty())
        return {0, -1};
    const auto [lo, hi] = std::minmax_element(rows.begin(), rows.end());
    const int count = m_document->clip().frames.count();
    if ((delta < 0 && *lo == 0) || (delta > 0 && *hi == count - 1))
        return {0, -1};
    // The block lands together, before the row above the first (up) or after the row below the
    // last (down).
    const int destination = delta < 0 ? *lo - 1 : *hi + 2;
    QList<int> sorted = rows;
    std::sort(sorted.begin(), sorted.end());
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    const auto moved = pushFrameMove(m_document, sorted, destination, delta < 0 ? tr("Move frames up") : tr("Move frames down"));
    return moved ? *moved : Rows{0, -1};
}

bool EditOperations::retimeFrames(const QList<int> &rows, const QList<double> &durations)
{
    if (rows.isEmpty() || rows.size() != durations.size())
        return false;
    const QList<Frame> &all = m_document->clip().frames.frames();
    QList<Frame> frames;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        if (!(durations[i] > 0.0))
            return false;
        Frame f = all.at(rows[i]);
        f.duration = durations[i];
        frames.append(f);
    }
    return pushFrameRetime(m_document, rows, frames, tr("Retime %n frames", int(rows.size())));
}

EditOperations::Rows EditOperations::addImages(const QStringList &paths, int row, QStringList *refused)
{
    QStringList usable;
    for (const QString &path : paths) {
        if (const QString why = imageFileProblem(path); why.isEmpty())
            usable.append(path);
        else if (refused)
            refused->append(QStringLiteral("%1: %2").arg(QFileInfo(path).fileName(), why));
    }
    const QList<Frame> frames = RowEdits::framesForImages(usable, m_document->folder(), defaultFrameDuration);
    if (frames.isEmpty())
        return {0, -1};
    const int count = m_document->clip().frames.count();
    row = row < 0 || row > count ? count : row;
    if (!pushFrameInsert(m_document, row, frames, tr("Import %n images", int(frames.size()))))
        return {0, -1};
    return {row, row + int(frames.size()) - 1};
}

int EditOperations::addKeyframeAt(double clipTime)
{
    if (clipTime > ProjectLimits().maxTime) // a clip of holds longer than 11.5 days
        return -1;
    if (refused(m_document, countProblem(m_document->clip().motion.count(), 1, ProjectLimits().maxKeyframes, "a clip holds", "keyframes")))
        return -1;
    const auto key = RowEdits::keyframeAt(m_document->clip().motion, clipTime);
    if (!key)
        return -1;
    // One step: the easing of the segment cut, and the keys that cut it.
    QUndoStack *stack = m_document->undoStack();
    stack->beginMacro(m_document->inCurrentClip(tr("Add keyframe")));
    if (key->segmentRow >= 0 && key->segmentStart != m_document->clip().motion.key(key->segmentRow))
        stack->push(new SetKeyframesCommand(m_document, {key->segmentRow}, {key->segmentStart}, tr("Add keyframe")));
    stack->push(new InsertKeyframesCommand(m_document, key->segmentRow >= 0 ? key->segmentRow + 1 : key->row, key->added,
                                           tr("Add keyframe")));
    stack->endMacro();
    return key->row;
}

void EditOperations::removeKeyframes(const QList<int> &rows)
{
    if (!rows.isEmpty())
        m_document->undoStack()->push(
            new RemoveKeyframesCommand(m_document, rows, tr("Remove %n keyframes", int(rows.size()))));
}

int EditOperations::addEventAt(double clipTime)
{
    if (clipTime > ProjectLimits().maxTime)
        return -1;
    if (refused(m_document, countProblem(m_document->clip().events.size(), 1, ProjectLimits().maxEvents, "a clip holds", "events")))
        return -1;
    const RowEdits::NewEvent e = RowEdits::eventAt(m_document->clip().events, clipTime);
    m_document->undoStack()->push(new InsertEventsCommand(m_document, e.row, {e.event}, tr("Add event")));
    return e.row;
}

void EditOperations::removeEvents(const QList<int> &rows)
{
    if (!rows.isEmpty())
        m_document->undoStack()->push(new RemoveEventsCommand(m_document, rows, tr("Remove %n events", int(rows.size()))));
}

namespace {

// Why times up to `last` cannot be pasted as `n` rows of `what` ("keyframes"); empty when they can.
QString pastTheLimit(double last, int n, const char *what)
{
    const double limit = ProjectLimits().maxTime;
    if (last <= limit)
        return {};
    return QCoreApplication::translate("EditOperations", "the last of the %1 %2 would be at %3 ms, past the latest time the file holds (%4 ms)")
        .arg(n)
        .arg(QLatin1String(what))
        .arg(last, 0, 'f', 0)
        .arg(limit, 0, 'f', 0);
}

} // namespace

EditOperations::Rows EditOperations::paste(const Clip &pasted, ListKind kind, double at, const QList<BoxDeclaration> &boxes,
                                           QString *refused)
{
    QString why;
    const Clip &clip = m_document->clip();
    QUndoStack *stack = m_document->undoStack();
    switch (kind) {
    case ListKind::Frames: {
        const QList<Frame> &frames = pasted.frames.frames();
        if (frames.isEmpty())
            return {0, -1};
        const int row = ClipboardFragment::frameRow(clip.frames, at);
        if (why = frameInsertProblem(m_document, row, frames); !why.isEmpty())
            break;
        const QString text = tr("Paste %n frames", int(frames.size()));
        const ProjectSettings declared = FrameDataEdits::declaring(m_document->project(), frames, boxes);
        if (declared == ProjectSettings::of(m_document->project())) {
            pushFrameInsert(m_document, row, frames, text);
        } else {
            stack->beginMacro(m_document->inCurrentClip(text));
            stack->push(new ProjectSettingsCommand(m_document, declared, text));
            pushFrameInsert(m_document, row, frames, text);
            stack->endMacro();
        }
        return {row, row + int(frames.size()) - 1};
    }
    case ListKind::Keyframes: {
        const QList<Keyframe> keys = ClipboardFragment::keysAt(pasted.motion.keys(), at);
        if (keys.isEmpty())
            return {0, -1};
        if (why = pastTheLimit(keys.back().time, int(keys.size()), "keyframes"); !why.isEmpty())
            break;
        const QList<Keyframe> &existing = clip.motion.keys();
        const QList<Keyframe> merged = ClipboardFragment::mergedKeys(existing, keys);
        if (why = countProblem(merged.size(), 0, ProjectLimits().maxKeyframes, "a clip holds", "keyframes"); !why.isEmpty())
            break;
        // Existing keys at a pasted key's time go first; then each pasted key goes in at its row
        // of the merged list, lowest first, so that every row before it is already in place.
        QList<int> replaced;
        for (int i = 0; i < existing.size(); ++i)
            if (std::any_of(keys.cbegin(), keys.cend(), [&](const Keyframe &k) { return k.time == existing[i].time; }))
                replaced << i;
        const QString text = tr("Paste %n keyframes", int(keys.size()));
        stack->beginMacro(m_document->inCurrentClip(text));
        if (!replaced.isEmpty())
            stack->push(new RemoveKeyframesCommand(m_document, replaced, text));
        int first = -1, last = -1;
        for (int row = 0, next = 0; row < merged.size() && next < keys.size(); ++row) {
            if (merged[row].time != keys[next].time)
                continue;
            stack->push(new InsertKeyframesCommand(m_document, row, {keys[next++]}, text));
            first = first < 0 ? row : first;
            last = row;
        }
        stack->endMacro();
        return {first, last};
    }
    case ListKind::Events: {
        QList<ClipEvent> events = ClipboardFragment::eventsAt(pasted.events, at);
        if (events.isEmpty())
            return {0, -1};
        std::stable_sort(events.begin(), events.end(), [](const ClipEvent &a, const ClipEvent &b) { return a.time < b.time; });
        if (why = pastTheLimit(events.back().time, int(events.size()), "events"); !why.isEmpty())
            break;
        if (why = countProblem(clip.events.size(), events.size(), ProjectLimits().maxEvents, "a clip holds", "events"); !why.isEmpty())
            break;
        const QString text = tr("Paste %n events", int(events.size()));
        // Each after the events at or before its time (as Add Event places one), earliest first.
        QList<ClipEvent> list = clip.events;
        int first = -1, last = -1;
        stack->beginMacro(m_document->inCurrentClip(text));
        for (const ClipEvent &e : events) {
            const int row = int(std::upper_bound(list.cbegin(), list.cend(), e.time,
                                                 [](double t, const ClipEvent &x) { return t < x.time; })
                                - list.cbegin());
            list.insert(row, e);
            stack->push(new InsertEventsCommand(m_document, row, {e}, text));
            first = first < 0 ? row : std::min(first, row);
            last = std::max(last, row);
        }
        stack->endMacro();
        return {first, last};
    }
    case ListKind::Clips: break;
    }
    if (refused)
        *refused = why;
    return {0, -1};
}

void EditOperations::cut(ListKind kind, const QList<int> &rows)
{
    if (rows.isEmpty())
        return;
    const int n = int(rows.size());
    switch (kind) {
    case ListKind::Frames: pushFrameRemoval(m_document, rows, tr("Cut %n frames", n)); break;
    case ListKind::Keyframes:
        m_document->undoStack()->push(new RemoveKeyframesCommand(m_document, rows, tr("Cut %n keyframes", n)));
        break;
    case ListKind::Events:
        m_document->undoStack()->push(new RemoveEventsCommand(m_document, rows, tr("Cut %n events", n)));
        break;
    case ListKind::Clips: break;
    }
}

int EditOperations::addClip()
{
    return ClipEdits::add(m_document);
}

int EditOperations::duplicateClip(int index)
{
    return ClipEdits::duplicate(m_document, index);
}

bool EditOperations::renameClip(int index, const QString &name, QString *problem)
{
    return ClipEdits::rename(m_document, index, name, problem);
}

bool EditOperations::removeClip(int index)
{
    return ClipEdits::remove(m_document, index);
}

int EditOperations::moveClip(int index, int delta)
{
    // Before the clip above (up), or before the one after the clip below (down).
    return ClipEdits::move(m_document, index, delta < 0 ? index - 1 : index + 2);
}

QString EditOperations::clipContents(int index) const
{
    if (index < 0 || index >= m_document->clipCount())
        return QString();
    const Clip &c = m_document->project().clips[size_t(index)];
    QStringList parts;
    if (!c.frames.isEmpty())
        parts << tr("%n frames", c.frames.count());
    if (!c.motion.isEmpty())
        parts << tr("%n keyframes", c.motion.count());
    if (!c.events.isEmpty())
        parts << tr("%n events", int(c.events.size()));
    if (c.audio)
        parts << tr("a sound");
    if (parts.size() > 1)
        return tr("%1 and %2").arg(parts.mid(0, parts.size() - 1).join(QStringLiteral(", ")), parts.last());
    return parts.value(0);
}

void EditOperations::setLoopMode(LoopMode mode)
{
    ClipEdits::setLoopMode(m_document, m_document->currentClip(), mode);
}

void EditOperations::setFps(double fps)
{
    if (!(fps > 0.0) || fps > ProjectLimits().maxFps) // the Frame Rate question's range is within them
        return;
    ProjectSettings s = ProjectSettings::of(m_document->project());
    s.fps = fps;
    m_document->undoStack()->push(new ProjectSettingsCommand(m_document, s, tr("Set frame rate to %1").arg(fps)));
}

} // namespace inbetween
