#pragma once

#include "beatgrid.h"

#include <QString>
#include <optional>

namespace inbetween {

class Clip;
class Document;

// The current clip's guides (DESIGN.md, "Timing to voice and beat"): markers added at a time (M
// at the playhead), renamed, moved and removed, and the beat grid set or cleared (Clips > Beat
// Grid..., tap tempo). Each is one undo step, a ClipGuidesCommand that restores the whole clip;
// a move or a grid with `mergeable` merges into the step before it when that one moved the same
// marker or set the grid (a drag, a series of taps: one step). Markers keep the order they were
// added in, so an index names the same marker through every edit but a removal. Each returns
// false (or -1) and pushes nothing when there is nothing to do or the value is not one the file
// takes (model/file/README.md: marker times 0 to maxTime, names to maxMarkerNameLength, bpm above
// 0 to maxBpm, offsets within maxTime).
namespace ClipGuideEdits {

// "M1", or the first of "M2", "M3", ... that no marker of `clip` is named.
QString newMarkerName(const Clip &clip);
// A marker at `time` named `name`; its index, or -1 when a marker is already at that time.
int addMarker(Document *doc, double time, const QString &name);
bool renameMarker(Document *doc, int index, const QString &name);
bool moveMarker(Document *doc, int index, double time, bool mergeable = false);
bool removeMarker(Document *doc, int index);
// Sets the beat grid, or clears it with nullopt.
bool setBeatGrid(Document *doc, const std::optional<BeatGrid> &grid, bool mergeable = false);

} // namespace ClipGuideEdits

} // namespace inbetween
