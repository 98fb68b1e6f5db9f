#pragma once

#include "export/exporter.h"
#include "export/spriteatlas.h"

#include <QByteArray>

namespace inbetween {

// A flipbook format (a sprite sheet): the shared atlas PNG written beside the sheet (same
// folder, same base name, written first so that the sheet never names a missing picture) and
// the sheet naming it. A sheet holds the frames and their holds, never motion keys (format()
// says so whatever the subclass gives), and needs frames: a clip without them is left out.
class SheetExporter : public Exporter
{
public:
    explicit SheetExporter(ExportFormat format);

    // The frames, out and back for ping-pong.
    double sampleEstimate(const Clip &clip, const ExportOptions &options) const override;
    // The atlas PNG, then outPath.
    QStringList filePaths(const Project &project, const std::vector<int> &clips, const QString &outPath) const override;
    bool write(const ExportJob &job, std::vector<ExportFile> *files, QString *error) const override;

protected:
    // The sheet's bytes, naming the atlas imageFileName written beside it; the atlas drawn.
    virtual QByteArray sheet(const ExportJob &job, const SpriteAtlas &atlas, const QString &imageFileName) const = 0;
};

} // namespace inbetween
