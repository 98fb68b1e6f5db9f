#pragma once

#include "clip.h"

#include <QUndoCommand>

namespace inbetween {

class Document;

// One change of a clip's guides, its markers and beat grid (DESIGN.md, "Timing to voice and
// beat"), as one undo step. It keeps the clip as it was and as it is after, whole, so undo and
// redo put back exactly the clip they found; before each the clip is made current, so undo shows
// the clip the edit was made in.
//
// A gesture that pushes one command per step (a marker dragged, taps of the tempo) gives each a
// `mergeKey` naming what it changes ("marker 2", "beat") and, after the first, `mergeable`: such
// a command merges into the one before it when that has the same key on the same clip, so the
// whole gesture is one step; one that comes back to the clip it started from is obsolete (Qt then
// drops it).
class ClipGuidesCommand : public QUndoCommand
{
public:
    ClipGuidesCommand(Document *doc, int clip, const Clip &after, const QString &text, const QString &mergeKey = QString(),
                      bool mergeable = false);

    int id() const override;
    void redo() override;
    void undo() override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    void show(const Clip &clip);

    Document *m_doc;
    int m_clip;
    Clip m_before;
    Clip m_after;
    QString m_mergeKey;
    bool m_mergeable;
};

} // namespace inbetween
