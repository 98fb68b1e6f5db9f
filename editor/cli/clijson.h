#pragma once

#include "project.h"
#include "timing/boxticks.h"
#include "timing/crossing.h"
#include "timing/sample.h"
#include "timing/tickreport.h"

#include <QByteArray>

namespace inbetween {

// The CLI's one-line JSON objects (DESIGN.md, "The command line"). A sample ends with the frame's
// "pivot" ([x, y], or null: the picture's centre), "boxes" and "points" (objects by name); a box
// crossing is {"time", "kind": "box", "box", "on"}.
QByteArray sampleLine(const Sample &sample);
QByteArray crossingLine(const Crossing &crossing);
// `info`: the project's name and fps, the clip's loop mode, length and counts, the clip's name and
// every clip's name in order; then the clip's "markers" ([{"time", "name"}, ...], in the file's
// order) and "beat" ({"bpm", "offset"}), each only when the clip has it (DESIGN.md, "Timing to
// voice and beat").
QByteArray infoLine(const Project &project, const Clip &clip);
// `info --tick HZ`: the same, with "tick": {"hz", "tickMs", "frames": [{"frame", "hold", "minTicks",
// "maxTicks", "worstErrorMs"}, ...], "worstErrorMs", "boxes": [{"box", "kind", "windows":
// [[first, last], ...], "startup", "active", "recovery", "totalTicks"}, ...]} (DESIGN.md, "Game
// tick" and "Frame data for games"; a box never on has startup and recovery null).
QByteArray infoLine(const Project &project, const Clip &clip, const TickReport &tick, const QList<BoxTicks> &boxes);

} // namespace inbetween
