#pragma once

#include "export/exporter.h"
#include "export/spriteatlas.h"
#include "export/unityclipwriter.h"
#include "export/unityspritesheet.h"

#include <QStringList>
#include <vector>

namespace inbetween {

// The `unity` export (DESIGN.md, "Engine exports"): a folder to drop into a Unity project's
// Assets/ holding NAME.png (the shared atlas; NAME-2.png... for more pages) and its
// TextureImporter .meta (UnitySpriteSheet),
// one CLIP.anim per clip (UnityClipWriter, curves by UnityCurveFitter, the frame data on the
// children by UnityFrameData), NAME.controller (UnityController) and NAME.prefab (UnityPrefab:
// the object that plays them, with its box and point children), each with a .meta whose GUID
// depends only on the project's name and the file's name. NAME is the project's name made file-safe. The sprites' Pixels Per Unit is
// options.pixelsPerUnit and the positions are divided by it (DESIGN.md, "One scale everywhere").
class UnityExporter : public Exporter
{
public:
    UnityExporter();
    // The folder's files (fileNames) under outPath.
    QStringList filePaths(const Project &project, const std::vector<int> &clips, const QString &outPath) const override;
    bool write(const ExportJob &job, std::vector<ExportFile> *files, QString *error) const override;
    // The curves as Unity's rules play them (UnityFidelity), and the sprite keys' starts.
    QList<ChannelReport> report(const Clip &clip, const ExportOptions &options) const override;

    // "Hero" for a project named "Hero" (unityyaml::fileSafe).
    static QString baseName(const Project &project);
    // The .anim file name of each clip of the project, by project clip index: the clip's name
    // made file-safe, unique without regard to case (" 2", " 3"... added), whatever clips an
    // export writes, so that a --clip export names (and GUIDs) a clip as a full one does.
    static QStringList animFileNames(const Project &project);
    // Every file name an export of these clips writes into the folder, in writing order (the
    // atlas's first page; its further pages, NAME-2.png..., follow it once packed).
    static QStringList fileNames(const Project &project, const std::vector<int> &clips);

    // The clip as Unity plays it: curves in Unity's axes, sprite keys, events, loop settings.
    // sheet: the sprites (each frame's picture and pivot), pageGuids: each atlas page's GUID.
    static UnityClipData clipData(const Project &project, int clip, const UnitySpriteSheet &sheet,
                                  const QList<QByteArray> &pageGuids, const ExportOptions &options);

    // The files of the export into `folder` (atlas drawn).
    static std::vector<ExportFile> files(const Project &project, const std::vector<int> &clips, const SpriteAtlas &atlas,
                                         const QString &folder, const ExportOptions &options);
};

} // namespace inbetween
