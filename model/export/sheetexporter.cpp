#include "export/sheetexporter.h"

#include <QFileInfo>

namespace inbetween {

namespace {

ExportFormat asSheet(ExportFormat format)
{
    format.holdsMotion = false;
    format.needsFrames = true;
    return format;
}

} // namespace

SheetExporter::SheetExporter(ExportFormat format) : Exporter(asSheet(std::move(format))) {}

double SheetExporter::sampleEstimate(const Clip &clip, const ExportOptions &) const
{
    const double turns = clip.loop == LoopMode::PingPong ? 2.0 : 1.0; // out and back
    return clip.frames.count() * turns;
}

QStringList SheetExporter::filePaths(const Project &, const std::vector<int> &, const QString &outPath) const
{
    return {besidePath(outPath, QStringLiteral(".png")), outPath};
}

bool SheetExporter::write(const ExportJob &job, std::vector<ExportFile> *files, QString *error) const
{
    SpriteAtlas atlas(job.project, job.clips);
    if (!atlas.draw(job.projectFolder, job.options.atlas, error))
        return false;
    const QString pngPath = besidePath(job.outPath, QStringLiteral(".png"));
    QStringList names;
    for (int page = 0; page < atlas.pageCount(); ++page) {
        const QString path = SpriteAtlas::pageFileName(pngPath, page);
        files->push_back({path, atlas.png(page)});
        names.append(QFileInfo(path).fileName());
    }
    files->push_back({job.outPath, sheet(job, atlas, names)});
    return true;
}

} // namespace inbetween
