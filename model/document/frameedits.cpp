#include "document/frameedits.h"

#include "document/anchoredframeedit.h"
#include "document/rowcommands.h"
#include "projectlimits.h"
#include "timing/frameanchoring.h"

#include <algorithm>

namespace inbetween {

void pushFrameInsert(Document *doc, int row, const QList<Frame> &frames, const QString &text)
{
    const int count = doc->clip().frames.count();
    pushFrameEdit(doc, new InsertFramesCommand(doc, row, frames, text),
                  FrameAnchoring::afterInsert(count, row, int(frames.size())));
}

void pushFrameRemoval(Document *doc, const QList<int> &rows, const QString &text)
{
    const int count = doc->clip().frames.count();
    pushFrameEdit(doc, new RemoveFramesCommand(doc, rows, text), FrameAnchoring::afterRemove(count, rows));
}

void pushFrameRetime(Document *doc, const QList<int> &rows, const QList<Frame> &frames, const QString &text,
                     bool mergeable)
{
    const int count = doc->clip().frames.count();
    QList<Frame> kept = frames; // every hold within what the file holds, whichever tool set it
    for (Frame &f : kept)
        f.duration = std::min(f.duration, ProjectLimits().maxDuration);
    pushFrameEdit(doc, new SetFramesCommand(doc, rows, kept, text, mergeable), unchangedPlacement(count));
}

std::optional<std::pair<int, int>> pushFrameMove(Document *doc, const QList<int> &rows, int destination,
                                                 const QString &text)
{
    const auto moved = RowEdits::movedRows(rows, destination);
    if (moved) {
        const int count = doc->clip().frames.count();
        pushFrameEdit(doc, new MoveFramesCommand(doc, rows, destination, text),
                      FrameAnchoring::afterMove(count, rows, destination));
    }
    return moved;
}

} // namespace inbetween
