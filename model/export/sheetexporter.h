#pragma once

#include "export/exporter.h"
#include "export/spriteatlas.h"

#include <QByteArray>
#include <QStringList>

namespace inbetween {

// A flipbook format (a sprite sheet): the shared atlas's pages written beside the sheet (same
// folder, same base name: OUT.png, then OUT-2.png... for more pages; written first so that the
// sheet never names a missing picture) and the sheet naming them. A sheet holds the frames and their holds, never motion keys (format()
// says so whatever the subclass gives), and needs frames: a clip without them is left out.
class SheetExporter : public Exporter
{
public:
    explicit SheetExporter(ExportFormat format);

    // The frames, out and back for ping-pong.
    double sampleEstimate(const Clip &clip, const ExportOptions &options) const override;
    // The atlas's first page, then outPath (further pages are known once the pictures are packed).
    QStringList filePaths(const Project &project, const std::vector<int> &clips, const QString &outPath) const override;
    bool write(const ExportJob &job, std::vector<ExportFile> *files, QString *error) const override;

protected:
    // The sheet's bytes, naming the atlas pages pageFileNames written beside it; the atlas drawn.
    virtual QByteArray sheet(const ExportJob &job, const SpriteAtlas &atlas, const QStringList &pageFileNames) const = 0;
};

} // namespace inbetween
