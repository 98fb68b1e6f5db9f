#include "export/exporter.h"

#include "export/projectexport.h"

#include <QDir>
#include <QFileInfo>

namespace inbetween {

QString ExportJob::soundPrefix() const
{
    return soundPrefixFor(projectFolder, outPath);
}

Exporter::Exporter(ExportFormat format) : m_format(std::move(format)) {}

Exporter::~Exporter() = default;

QString Exporter::problem(const Project &, const std::vector<int> &, const ExportOptions &) const
{
    return {};
}

QStringList Exporter::notes(const Project &, const std::vector<int> &) const
{
    return {};
}

BakeOptions Exporter::bakeOptions(const Clip &clip, const ExportOptions &options) const
{
    return standardBakeOptions(clip, options);
}

BakeOptions Exporter::standardBakeOptions(const Clip &clip, const ExportOptions &options)
{
    BakeOptions bake;
    bake.tolerance = MotionBaker::toleranceFor(clip, options.toleranceDegrees);
    bake.cubicSplines = true;
    bake.unrollPingPong = true;
    bake.valueOnlyReaders = true; // Blender 3.4 imports glTF's CUBICSPLINE without its tangents
    return bake;
}

double Exporter::sampleEstimate(const Clip &clip, const ExportOptions &options) const
{
    const double turns = clip.loop == LoopMode::PingPong ? 2.0 : 1.0; // out and back
    const double flipbook = 2.0 * (clip.frames.count() + clip.events.size());
    return flipbook * turns + MotionBaker::keyEstimate(clip, bakeOptions(clip, options));
}

QStringList Exporter::filePaths(const Project &, const std::vector<int> &, const QString &outPath) const
{
    return {outPath};
}

QString Exporter::besidePath(const QString &outPath, const QString &suffix)
{
    const QFileInfo info(outPath);
    return info.dir().filePath(info.completeBaseName() + suffix);
}

} // namespace inbetween
