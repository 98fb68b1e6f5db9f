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
    QByteArray out = "clip,time_ms,frame,tx,ty,tz,qx,qy,qz,qw,sx,sy,sz\n";
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
            out += '\n';
        }
    }
    return out;
}

} // namespace inbetween
