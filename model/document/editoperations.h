#pragma once

#include "document/listkind.h"
#include "framedata.h"
#include "timing/loopmode.h"

#include <QList>
#include <QStringList>
#include <utility>

namespace inbetween {

class Clip;
class Document;

// The window's row and clip actions as undo commands on the document, given the rows they act
// on (the window passes the selection). Each returns the rows to select afterwards, or nothing
// when there was nothing to do.
class EditOperations
{
public:
    explicit EditOperations(Document *document) : m_document(document) {}

    using Rows = std::pair<int, int>; // first, last; first > last: none

    Rows addFrame(int row);
    Rows duplicateFrames(const QList<int> &rows);
    void removeFrames(const QList<int> &rows);
    // One step up (delta -1) or down (+1); the block stops at either end.
    Rows moveFrames(const QList<int> &rows, int delta);
    bool retimeFrames(const QList<int> &rows, const QList<double> &durations);
    // Frames of the images at `paths` (absolute), inserted at `row`, in natural order. A file the
    // project cannot hold (not an image, past ProjectLimits' size or side) is left out, named with
    // why in *refused ("huge.png: 9000 x 2 pixels, ..."): saved, it would keep the file from opening.
    Rows addImages(const QStringList &paths, int row, QStringList *refused = nullptr);

    // A key at the clip time of the playhead, with the pose sampled there; -1 when a key is
    // already there, or past the latest time the file holds (ProjectLimits::maxTime).
    int addKeyframeAt(double clipTime);
    void removeKeyframes(const QList<int> &rows);

    // An event at the clip time, its row; -1 past the latest time the file holds.
    int addEventAt(double clipTime);
    void removeEvents(const QList<int> &rows);

    // Pastes the `kind` rows of `pasted` (a ClipboardFragment) into the current clip at clip
    // time `at`, as one undo step: frames after the frame there, keys moved so that the first is
    // at `at` (replacing a key at the same time), events likewise. The rows pasted, in the list
    // of `kind` as it is afterwards (first..last, which for keys and events may hold rows that
    // were there before). Pasted frames that use boxes or points the project does not declare
    // declare them in the same step, after its own, each box with its kind in `boxes` (the
    // fragment's declarations, ClipboardFragment::Pasted), else other. Rows that would land past
    // the latest time the file holds, or more than a clip holds (ProjectLimits), are not pasted,
    // none of them, *refused saying why (rows {0, -1}).
    Rows paste(const Clip &pasted, ListKind kind, double at, const QList<BoxDeclaration> &boxes = {},
               QString *refused = nullptr);
    // Removes `rows` of `kind` (Cut): one undo step ("Cut 3 frames").
    void cut(ListKind kind, const QList<int> &rows);

    // The clip list (ClipEdits; each shows the clip it made or changed). Indices: -1 when nothing
    // was done.
    int addClip();
    int duplicateClip(int index);
    bool renameClip(int index, const QString &name, QString *problem = nullptr);
    bool removeClip(int index);
    // One place up (delta -1) or down (+1).
    int moveClip(int index, int delta);
    // What a clip holds, for the question before deleting it ("3 frames and 1 event"); empty
    // for an empty clip.
    QString clipContents(int index) const;

    // Of the current clip.
    void setLoopMode(LoopMode mode);
    void setFps(double fps);

    static constexpr double defaultFrameDuration = 100.0;

private:
    Document *m_document;
};

} // namespace inbetween
