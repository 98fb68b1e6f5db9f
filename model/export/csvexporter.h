#pragma once

#include "export/exporter.h"
#include "project.h"

#include <vector>

#include <QByteArray>

namespace inbetween {

// The clips baked on a grid, one after another: for each, one row every 1000/fps ms of clip time
// from 0 to the clip length inclusive (the last row at the length itself), with the clip's name,
// the frame shown (empty without frames), the translation, the rotation as a unit quaternion and
// the scale. Numbers in their shortest exact form; a name with a comma, quote or line break is
// quoted as RFC 4180 says. Loop modes do not change the rows: they are the clip, played once.
// Frame data (DESIGN.md, "Frame data for games"), when the project declares a box or a point or a
// frame has a pivot: then `pivot_x,pivot_y` (the frame's pivot; empty: the picture's centre, as
// `sample`'s null), `box.NAME.x,box.NAME.y,box.NAME.w,box.NAME.h` per declared box and
// `point.NAME.x,point.NAME.y` per declared point, in declared order, as the file and `sample`
// give them (picture pixels from the pivot, y down), empty while off. Header cells are fields too.
class CsvExporter : public Exporter
{
public:
    CsvExporter();
    // The rows, one every 1000/fps ms and one at the length.
    double sampleEstimate(const Clip &clip, const ExportOptions &options) const override;
    bool write(const ExportJob &job, std::vector<ExportFile> *files, QString *error) const override;
    // The rows are samples: error 0 at each, nothing promised between them.
    QList<ChannelReport> report(const Clip &clip, const ExportOptions &options) const override;

    // clips: indexes into project.clips, in export order.
    static QByteArray toCsv(const Project &project, const std::vector<int> &clips, double fps);
    static QByteArray field(const QString &text);
    static QList<double> rowTimes(double length, double fps);
};

} // namespace inbetween
