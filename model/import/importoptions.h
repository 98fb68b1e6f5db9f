#pragma once

#include "import/lipsynctrack.h"
#include "import/sheetgrid.h"
#include "mouthpicture.h"
#include "project.h"
#include "projectlimits.h"

#include <QDir>
#include <QFileInfo>
#include <QMap>
#include <QString>
#include <optional>

namespace inbetween {

// What the caller of an import decides (DESIGN.md, `inbetween-cli import`).
struct ImportOptions
{
    // The folder the project will be saved in: image paths in the result are relative to it.
    QString projectFolder;
    // Animated images: the folder their frames are written into as PNG files (the CLI's
    // OUT-frames/ beside OUT.json, or OUT-frames 2/ when that is taken). Empty:
    // "<source base name>-frames" in projectFolder.
    QString framesFolder;
    // The project's name; empty: the source file's base name.
    QString name;
    // A still image: how it is cut (required for one). Its frames each hold `duration` ms.
    std::optional<SheetGrid> grid;
    double duration = 100.0;
    // A lip-sync file: how to read it (a .dat's frame rate, `--fps`), and the mouth chart the
    // project starts with (`--chart`; image paths relative to projectFolder), which also tells
    // the shapes that have no picture yet (the open project's chart for an import into it).
    LipSyncOptions lipSync;
    QMap<QString, MouthPicture> mouthChart;
    ProjectLimits limits;

    // The folder image paths are relative to: projectFolder, else the source's own folder.
    QString folderFor(const QString &sourcePath) const;
    // The project's (and a single clip's) name: `name`, else the source's base name, else "clip".
    QString nameFor(const QString &sourcePath) const;
    // An image's path as the project names it: relative to folderFor(sourcePath), with '/'.
    QString projectPath(const QString &sourcePath, const QString &imagePath) const;

    // Where an import's frames go in `parent`: "<name>-frames", else "<name>-frames 2", ... the
    // first that does not exist, so an import never writes into a folder another project may use.
    static QString unusedFramesFolder(const QString &parent, const QString &name);
};

inline QString ImportOptions::folderFor(const QString &sourcePath) const
{
    return projectFolder.isEmpty() ? QFileInfo(sourcePath).absolutePath() : QDir(projectFolder).absolutePath();
}

inline QString ImportOptions::nameFor(const QString &sourcePath) const
{
    if (!name.trimmed().isEmpty())
        return name;
    const QString base = QFileInfo(sourcePath).completeBaseName(); // " .png": blank, as no clip may be named
    return base.trimmed().isEmpty() ? Project::defaultClipName() : base;
}

inline QString ImportOptions::projectPath(const QString &sourcePath, const QString &imagePath) const
{
    const QString absolute = QFileInfo(imagePath).absoluteFilePath();
    return QDir::fromNativeSeparators(QDir(folderFor(sourcePath)).relativeFilePath(absolute));
}

inline QString ImportOptions::unusedFramesFolder(const QString &parent, const QString &name)
{
    const QDir dir(parent);
    const QString base = name + QStringLiteral("-frames");
    QString candidate = base;
    for (int n = 2; dir.exists(candidate); ++n)
        candidate = QStringLiteral("%1 %2").arg(base).arg(n);
    return dir.absoluteFilePath(candidate);
}

} // namespace inbetween
