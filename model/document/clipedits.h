#pragma once

#include "timing/loopmode.h"

#include <QString>

namespace inbetween {

class Document;
class Project;

// The clip list's edits (DESIGN.md, "The editor": add, duplicate, rename, delete, reorder), each
// one undo step on the document's stack (a ClipListCommand, so that undo shows the clip that was
// current when the edit was made). Names stay unique and non-empty; the last clip is never
// removed. Each returns false (or -1) and pushes nothing when there is nothing to do.
namespace ClipEdits {

// Why `name` cannot name clip `index` (an index past the end: a new clip), or "" when it can.
// Names are compared as trimmed, case-sensitive, as the file's rule says.
QString nameProblem(const Project &project, int index, const QString &name);
// A free name for a copy of the clip named `name`: "walk" gives "walk 2", "walk 2" gives "walk 3"
// (or the next number free).
QString copyName(const Project &project, const QString &name);

// A new empty clip after the current one, named "clip" (or "clip 2", ...); its index.
int add(Document *doc);
// A copy of clip `index` right after it, under copyName; its index.
int duplicate(Document *doc, int index);
// False (and *problem says why) for a name nameProblem refuses; true without a step for the name
// it has. The export targets of that clip alone are renamed with it, in the same step.
bool rename(Document *doc, int index, const QString &name, QString *problem = nullptr);
// The export targets of a removed clip stay: run, they fail saying no clip has that name.
bool remove(Document *doc, int index);
// Moves clip `index` to stand before clip `destination` of the list as it is (clipCount: the
// end); the index it has afterwards, or -1 when it stays where it is.
int move(Document *doc, int index, int destination);
bool setLoopMode(Document *doc, int index, LoopMode mode);

// Clip > Set Sound... (or a sound file dropped on the lane or the window): clip `index` plays the
// file at `soundPath` (absolute, or relative to the working folder), stored as `audio.file`
// relative to the project's folder (Document::folder()), as the images are. A clip with a sound
// keeps its offset; a clip without one starts the sound at 0 ms. False (nothing pushed) when the
// clip already plays that file.
bool setSound(Document *doc, int index, const QString &soundPath);
// Clip > Remove Sound: false when the clip has none.
bool removeSound(Document *doc, int index);
// The clip time at which clip `index`'s sound starts (typed in the Clip panel; the lane's drag
// is another way). False when the clip has no sound, the offset is the same or not finite, or it
// is past the file's limits.
bool setSoundOffset(Document *doc, int index, double offset);

} // namespace ClipEdits

} // namespace inbetween
