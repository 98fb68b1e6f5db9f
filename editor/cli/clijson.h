#pragma once

#include "project.h"
#include "timing/crossing.h"
#include "timing/sample.h"
#include "timing/tickreport.h"

#include <QByteArray>

namespace inbetween {

// The CLI's one-line JSON objects (DESIGN.md, "The command line").
QByteArray sampleLine(const Sample &sample);
QByteArray crossingLine(const Crossing &crossing);
// `info`: the project's name and fps, the clip's loop mode, length and counts, the clip's name and
// every clip's name in order.
QByteArray infoLine(const Project &project, const Clip &clip);
// `info --tick HZ`: the same, with "tick": {"hz", "tickMs", "frames": [{"frame", "hold", "minTicks",
// "maxTicks", "worstErrorMs"}, ...], "worstErrorMs"} (DESIGN.md, "Game tick").
QByteArray infoLine(const Project &project, const Clip &clip, const TickReport &tick);

} // namespace inbetween
