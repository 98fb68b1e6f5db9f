#include "export/csvexporter.h"

#include "json/jsontext.h"

#include <cmath>

namespace inbetween {

namespace {

ExportFormat csvFormat()
{
    ExportFormat f;
    f.id = QStringLiteral("csv");
    f.displayName = QStringLiteral("CSV, baked");
    f.suffix = QStringLiteral("csv");
    f.summary = QStringLiteral("baked rows");
    f.holdsEvents = false;
    f.readsFiles = false;
    return f; // the motion as rows; no sound, no picture
}

// Whether the rows carry frame data: the project declares a box or a point, or an exported
// frame has a pivot. A project without any keeps the columns it always had.
bool hasFrameData(const Project &project, const std::vector<int> &clips)
{
    if (!project.boxes.isEmpty() || !project.points.isEmpty())
        return true;
    for (int index : clips) {
        for (const Frame &frame : project.clips[size_t(index)].frames.frames()) {
            if (frame.data->pivot)
                return true;
        }
    }
    return false;
}

QByteArray frameDataHeader(const Project &project)
{
    QByteArray out = ",pivot_x,pivot_y";
    for (const BoxDeclaration &box : project.boxes) {
        for (const char *part : {".x", ".y", ".w", ".h"})
            out += ',' + CsvExporter::field(QStringLiteral("box.") + box.name + QLatin1String(part));
    }
    for (const PointDeclaration &point : project.points) {
        for (const char *part : {".x", ".y"})
            out += ',' + CsvExporter::field(QStringLiteral("point.") + point.name + QLatin1String(part));
    }
    return out;
}

QByteArray number(double v)
{
    return ',' + jsonNumber(v);
}

// The frame's pivot (empty: the picture's centre), then each declared box's rect and point, as
// the file and `sample` give them (picture pixels from the pivot, y down); empty when off.
QByteArray frameDataCells(const Project &project, const FrameData &data)
{
    QByteArray out = data.pivot ? number(data.pivot->x()) + number(data.pivot->y()) : QByteArray(",,");
    for (const BoxDeclaration &box : project.boxes) {
        const auto it = data.boxes.constFind(box.name);
        out += it == data.boxes.cend() ? QByteArray(",,,,")
                                       : number(it->x()) + number(it->y()) + number(it->width()) + number(it->height());
    }
    for (const PointDeclaration &point : project.points) {
        const auto it = data.points.constFind(point.name);
        out += it == data.points.cend() ? QByteArray(",,") : number(it->x()) + number(it->y());
    }
    return out;
}

} // namespace

CsvExporter::CsvExporter() : Exporter(csvFormat()) {}

double CsvExporter::sampleEstimate(const Clip &clip, const ExportOptions &options) const
{
    return clip.length() * options.fps / 1000.0 + 2.0;
}

bool CsvExporter::write(const ExportJob &job, std::vector<ExportFile> *files, QString *) const
{
    files->push_back({job.outPath, toCsv(job.project, job.clips, job.options.fps)});
    return true;
}

QList<ChannelReport> CsvExporter::report(const Clip &clip, const ExportOptions &options) const
{
    const int rows = int(rowTimes(clip.length(), options.fps).size());
    return {{clip.name, QStringLiteral("rows"), QStringLiteral("rows"), rows, 0.0, 0.0, QStringLiteral("units"),
             QStringLiteral("the rows themselves")}};
}

QList<double> CsvExporter::rowTimes(double length, double fps)
{
    const double step = 1000.0 / fps;
    QList<double> times;
    for (qint64 j = 0;; ++j) {
        const double t = double(j) * step;
        if (t >= length - 1e-9)
            break;
        times.append(t);
    }
    times.append(length);
    return times;
}

QByteArray CsvExporter::field(const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    if (!bytes.contains(',') && !bytes.contains('"') && !bytes.contains('\n') && !bytes.contains('\r'))
        return bytes;
    QByteArray quoted = bytes;
    quoted.replace("\"", "\"\"");
    return '"' + quoted + '"';
}

QByteArray CsvExporter::toCsv(const Project &project, const std::vector<int> &clips, double fps)
{
    const bool frameData = hasFrameData(project, clips);
    QByteArray out = "clip,time_ms,frame,tx,ty,tz,qx,qy,qz,qw,sx,sy,sz" + (frameData ? frameDataHeader(project) : QByteArray())
                     + '\n';
    for (int index : clips) {
        const Clip &clip = project.clips[size_t(index)];
        const QByteArray name = field(clip.name);
        for (double c : rowTimes(clip.length(), fps)) {
            const Pose pose = clip.motion.sample(c);
            const int frame = clip.frames.frameAt(c);
            const Quaternion q = pose.quaternion().normalized();
            const double values[] = {pose.translation.x, pose.translation.y, pose.translation.z, q.x, q.y, q.z, q.w,
                                     pose.scale.x, pose.scale.y, pose.scale.z};
            out += name + ',' + jsonNumber(c) + ',' + (frame >= 0 ? QByteArray::number(frame) : QByteArray());
            for (double v : values)
                out += ',' + jsonNumber(v);
            if (frameData)
                out += frameDataCells(project, frame >= 0 ? clip.frames.frame(frame).data.get() : FrameData());
            out += '\n';
        }
    }
    return out;
}

} // namespace inbetween
