#pragma once

#include "clip.h"

#include <QByteArray>

namespace inbetween {

// The clip baked on a grid: one row every 1000/fps ms of clip time from 0 to the clip length
// inclusive (the last row at the length itself), with the frame shown (empty without frames),
// the translation, the rotation as a unit quaternion and the scale. Numbers in their shortest
// exact form. Loop modes do not change the rows: they are the clip, played once.
class CsvExporter
{
public:
    static QByteArray toCsv(const Clip &project, double fps);
    static QList<double> rowTimes(double length, double fps);
};

} // namespace inbetween
