#include "document/frameedits.h"

#include "document/anchoredframeedit.h"
#include "document/document.h"
#include "document/editrefusal.h"
#include "document/rowcommands.h"
#include "projectlimits.h"
#include "timing/frameanchoring.h"

#include <QCoreApplication>
#include <algorithm>

namespace inbetween {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("FrameEdits", text);
}

// Why an edit of the current clip's frames would carry a key or an event that follows them past
// the file's latest time (empty when it would not): `holdsAfter` the frames' holds after it,
// `placement` where each old frame goes (FrameAnchoring), both asked for only then. The quick bound first (times in the
// clip stay in it, times at or past its end shift by the change of length, keys may be nudged
// 0.001 ms apart); only near the limit are they mapped.
template <typename Holds, typename Placement>
QString carriedPastFile(const Document *doc, double lengthAfter, Holds holdsAfter, Placement placement)
{
    const Clip &clip = doc->clip();
    if (!doc->keysFollowFrames() || clip.frames.isEmpty())
        return {};
    const double before = clip.frames.length();
    double latest = clip.motion.lastTime();
    for (const ClipEvent &e : clip.events)
        latest = std::max(latest, e.time);
    const double limit = ProjectLimits().maxTime;
    const double gaps = FrameAnchoring::minimumKeyGap * clip.motion.count();
    if (std::max(lengthAfter, latest >= before ? latest + lengthAfter - before : 0.0) + gaps <= limit)
        return {};
    const std::vector<double> startsBefore = clip.frames.starts();
    std::vector<double> startsAfter{0.0};
    for (double hold : holdsAfter())
        startsAfter.push_back(startsAfter.back() + hold);
    const auto anchoring = FrameAnchoring::viewing(startsBefore, startsAfter, placement());
    double mapped = 0.0;
    if (!clip.motion.isEmpty())
        mapped = anchoring.mapKeys(clip.motion.keys()).back().time;
    for (const ClipEvent &e : anchoring.mapEvents(clip.events))
        mapped = std::max(mapped, e.time);
    if (mapped <= limit)
        return {};
    return tr("it would carry keyframes or events past %1 ms, the latest time the project file holds").arg(limit, 0, 'f', 0);
}

// The holds of `frames`.
std::vector<double> holdsOf(const QList<Frame> &frames)
{
    std::vector<double> out;
    out.reserve(size_t(frames.size()));
    for (const Frame &f : frames)
        out.push_back(f.duration);
    return out;
}

} // namespace

QString frameInsertProblem(const Document *doc, int row, const QList<Frame> &frames)
{
    const FrameTrack &track = doc->clip().frames;
    if (QString why = countProblem(track.count(), frames.size(), ProjectLimits().maxFrames, "a clip holds", "frames"); !why.isEmpty())
        return why;
    double added = 0.0;
    for (const Frame &f : frames)
        added += f.duration;
    const int count = track.count();
    const auto holdsAfter = [&] {
        std::vector<double> holds = holdsOf(track.frames());
        const std::vector<double> inserted = holdsOf(frames);
        holds.insert(holds.begin() + std::clamp(row, 0, count), inserted.begin(), inserted.end());
        return holds;
    };
    return carriedPastFile(doc, track.length() + added, holdsAfter,
                           [&] { return FrameAnchoring::afterInsert(count, row, int(frames.size())); });
}

bool pushFrameInsert(Document *doc, int row, const QList<Frame> &frames, const QString &text)
{
    if (refused(doc, frameInsertProblem(doc, row, frames)))
        return false;
    const int count = doc->clip().frames.count();
    pushFrameEdit(doc, new InsertFramesCommand(doc, row, frames, text),
                  FrameAnchoring::afterInsert(count, row, int(frames.size())));
    return true;
}

void pushFrameRemoval(Document *doc, const QList<int> &rows, const QString &text)
{
    const int count = doc->clip().frames.count();
    pushFrameEdit(doc, new RemoveFramesCommand(doc, rows, text), FrameAnchoring::afterRemove(count, rows));
}

bool pushFrameRetime(Document *doc, const QList<int> &rows, const QList<Frame> &frames, const QString &text,
                     bool mergeable)
{
    const int count = doc->clip().frames.count();
    QList<Frame> kept = frames; // every hold within what the file holds, whichever tool set it
    double length = doc->clip().frames.length();
    for (qsizetype i = 0; i < kept.size(); ++i) {
        kept[i].duration = std::min(kept[i].duration, ProjectLimits().maxDuration);
        if (i < rows.size() && rows[i] >= 0 && rows[i] < count)
            length += kept[i].duration - doc->clip().frames.frame(rows[i]).duration;
    }
    const auto holdsAfter = [&] {
        std::vector<double> holds = holdsOf(doc->clip().frames.frames());
        for (qsizetype i = 0; i < kept.size() && i < rows.size(); ++i) {
            if (rows[i] >= 0 && rows[i] < count)
                holds[size_t(rows[i])] = kept[i].duration;
        }
        return holds;
    };
    if (refused(doc, carriedPastFile(doc, length, holdsAfter, [count] { return unchangedPlacement(count); })))
        return false;
    pushFrameEdit(doc, new SetFramesCommand(doc, rows, kept, text, mergeable), unchangedPlacement(count));
    return true;
}

std::optional<std::pair<int, int>> pushFrameMove(Document *doc, const QList<int> &rows, int destination,
                                                 const QString &text)
{
    const auto moved = RowEdits::movedRows(rows, destination);
    if (moved) {
        const FrameTrack &track = doc->clip().frames;
        QList<int> placement = FrameAnchoring::afterMove(track.count(), rows, destination);
        const auto holdsAfter = [&] {
            const std::vector<double> before = holdsOf(track.frames());
            std::vector<double> holds(before.size());
            for (qsizetype i = 0; i < placement.size(); ++i)
                holds[size_t(placement[i])] = before[size_t(i)];
            return holds;
        };
        if (refused(doc, carriedPastFile(doc, track.length(), holdsAfter, [&placement] { return placement; })))
            return std::nullopt;
        pushFrameEdit(doc, new MoveFramesCommand(doc, rows, destination, text), std::move(placement));
    }
    return moved;
}

} // namespace inbetween
