#pragma once

#include "frame.h"
#include "framedata.h"

#include <QList>
#include <QString>

namespace inbetween {

class Document;
class Project;
struct ProjectSettings;

// The frame data's edits (DESIGN.md, "Frame data for games"), each one undo step on the
// document's stack: the project's declared boxes and points (the Frame Data panel: add, rename,
// set a box's kind, delete) and the frames' pivots, boxes and points (the Boxes tool's gestures,
// Copy Frame Data to Selected Frames). Every name a frame uses stays declared: a rename renames
// it in every frame of every clip, a delete drops it from them, in the same step. Names are
// trimmed, non-empty, at most ProjectLimits::maxFrameDataNameLength characters and unique in
// their list (case-sensitive). Each returns false and pushes nothing when there is nothing to do
// or the name is refused (*problem then says why).
namespace FrameDataEdits {

enum class Names { Boxes, Points };

// Why `name` cannot name entry `index` of the list (an index past the end: a new one), or "".
QString nameProblem(const Project &project, Names list, int index, const QString &name);
// How many frames, in all clips, list `name` of the list: what deleting it drops (the panel
// asks first when there are any).
int framesUsing(const Project &project, Names list, const QString &name);

bool addBox(Document *doc, const QString &name, BoxKind kind = BoxKind::Other, QString *problem = nullptr);
bool addPoint(Document *doc, const QString &name, QString *problem = nullptr);
bool rename(Document *doc, Names list, int index, const QString &name, QString *problem = nullptr);
bool setBoxKind(Document *doc, int index, BoxKind kind);
bool remove(Document *doc, Names list, int index);

// The data of the current clip's frames `rows` (a gesture of the Boxes tool: its first step not
// `mergeable`, the rest mergeable, so that the gesture is one step). The names must be declared.
// Refused whole (false, nothing changed) when a frame's data is not what the file holds: a pivot
// on a frame without an image of its own, a number beyond the largest image's side
// (ProjectLimits::maxImageSide), a box without width or height.
bool setFrameData(Document *doc, const QList<int> &rows, const QList<FrameData> &data, const QString &text,
                  bool mergeable = false);
// Copy Frame Data to Selected Frames: frame `from`'s boxes and points onto the current clip's
// frames `rows`. Each frame keeps its own pivot: the boxes and points are relative to the pivot,
// which sits where that frame's picture stands.
bool copyFrameData(Document *doc, int from, const QList<int> &rows);

// The project's settings with the declarations `frames` need and the project lacks added after
// its own (a paste from another project): each with its kind in `boxes` (the pasted fragment's
// declarations), else Other.
ProjectSettings declaring(const Project &project, const QList<Frame> &frames, const QList<BoxDeclaration> &boxes);

} // namespace FrameDataEdits

} // namespace inbetween
