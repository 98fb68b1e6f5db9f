#pragma once

#include "clip.h"

#include <optional>

namespace inbetween {

class Document;

// The current clip's play range (DESIGN.md `playRange`: the part the preview loops), set from
// the timeline: an in point (I), an out point (O), both ends by a drag, or cleared (Alt+X). Each
// is one undo step, a SetClipsCommand of the current clip (undo shows that clip again). The
// range never changes sampling, crossings or exports. Each returns false and pushes nothing
// when there is nothing to do.
namespace PlayRangeEdits {

// The range starts at clip time `t`; it ends where it ended (or at the clip's end when that is
// not after `t`).
bool setIn(Document *doc, double t);
// The range ends at `t`; it starts where it started (or at 0 when that is not before `t`).
bool setOut(Document *doc, double t);
// Sets (or with nullopt clears) the range; from and to are kept inside [0, L], from < to, and
// none past the latest time the file holds (a clip longer than 11.5 days: ProjectLimits).
bool set(Document *doc, std::optional<PlayRange> range);
bool clear(Document *doc);

// Where I or O puts an end when the playhead is at clip time `t`, kept inside [0, L], snapped as
// every time the user drags (DESIGN.md, "The editor"; the timeline's SnapPolicy): with
// `snapToFrames`, on the project's fps grid, else to whole ms (O at 390.0 set 383.3 with
// snapping off: issue 39). A playhead on a frame's start or end (stepped there) keeps that time.
double markTime(const Clip &clip, double t, double fps, bool snapToFrames);

} // namespace PlayRangeEdits

} // namespace inbetween
