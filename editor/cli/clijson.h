#pragma once

#include "crossing.h"
#include "project.h"
#include "sample.h"

#include <QByteArray>

namespace inbetween {

// The CLI's one-line JSON objects (DESIGN.md, "The command line").
QByteArray sampleLine(const Sample &sample);
QByteArray crossingLine(const Crossing &crossing);
QByteArray infoLine(const Project &project);

} // namespace inbetween
