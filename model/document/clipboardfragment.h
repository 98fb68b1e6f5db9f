#pragma once

#include "document/listkind.h"
#include "project.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <optional>

namespace inbetween {

// Frames, keyframes or events copied from a clip, as the clipboard holds them: the project file's
// own JSON (a project of one clip, "clipboard", holding only what was copied, and the boxes and
// points the copied frames use declared), so that
// another running editor, a text editor or a script reads it as any project, and a paste is read
// by the same reader with every rule of the file. Image and sound paths in it are absolute; a
// paste makes them relative to the project it goes into (as Save As rebases them).
namespace ClipboardFragment {

// The clipboard's own format, besides the same bytes as text.
QString mimeType();

// The JSON of `rows` of `kind` (Frames, Keyframes or Events) of `clip`, whose paths are relative
// to `folder`. Frames keep their pictures, regions and frame data (the names they use declared
// as `project` declares them: a name it does not declare is a box of kind other); keys and
// events their times.
QByteArray copy(const Clip &clip, ListKind kind, const QList<int> &rows, const QString &folder,
                const Project &project = Project());

// What a paste brings: the one clip of the JSON, its paths relative to `folder` (absolute where
// none reaches), or why it cannot be pasted ("not an Inbetween clipboard: line 1, column 1: ...").
struct Pasted
{
    std::optional<Clip> clip;
    QString problem;
    QList<BoxDeclaration> boxes = {}; // what the fragment declares (the kinds of the pasted boxes)
};
Pasted read(const QByteArray &json, const QString &folder);

// Which list a paste of `clip` goes into: the only one it fills, else `active` (a whole project
// pasted as text), else none (nothing to paste).
std::optional<ListKind> kindOf(const Clip &clip, ListKind active);

// Where pasted frames go: after the frame at clip time `at` (at the end past the last frame, at
// row 0 in an empty clip).
int frameRow(const FrameTrack &frames, double at);

// The keys moved in time together so that the first is at `at` (times stay >= 0 and increasing).
QList<Keyframe> keysAt(const QList<Keyframe> &keys, double at);
// The events likewise.
QList<ClipEvent> eventsAt(const QList<ClipEvent> &events, double at);

// `pasted` (increasing times) merged into `existing`: an existing key at the time of a pasted
// one is replaced by it. The whole list afterwards, in time order.
QList<Keyframe> mergedKeys(const QList<Keyframe> &existing, const QList<Keyframe> &pasted);

} // namespace ClipboardFragment

} // namespace inbetween
