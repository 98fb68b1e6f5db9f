#pragma once

#include "project.h"

#include <QList>
#include <QString>

namespace inbetween {

// What the caller chooses for an export. format is an ExportFormat id ("gltf", "glb",
// "aseprite", "godot", "csv").
struct ExportOptions
{
    QString format;
    double fps = 60.0;                      // grid on which eased motion is sampled (CSV: every row)
    QString nodePath = QStringLiteral("Square"); // godot: the node the motion tracks drive
    QString clip;                           // the clip to export by name; empty: the first clip
};

// One export format, for menus and file dialogs.
struct ExportFormat
{
    QString id;          // "gltf"
    QString displayName; // "glTF 2.0 (embedded)"
    QString suffix;      // "gltf" (no dot): the suffix of the file written at outPath
    QString filter() const { return QStringLiteral("%1 (*.%2)").arg(displayName, suffix); }
};

// The clip an export writes (options.clip, else the first); nullptr when no clip has that name.
const Clip *exportedClip(const Project &project, const ExportOptions &options);

// Every format, in menu order.
const QList<ExportFormat> &exportFormats();
const ExportFormat *findExportFormat(const QString &id);

// Why an export can or cannot be done, before asking for a file name: empty when it can.
// (The aseprite format needs frames; every format needs fps > 0.)
QString exportProblem(const Project &project, const ExportOptions &options);

// An upper bound on the keys (glTF, Godot) or rows (CSV) an export writes; exportProblem refuses
// an export above 5,000,000.
double exportSampleEstimate(const Project &project, const ExportOptions &options);

// Writes `project` to outPath in options.format (the aseprite format also writes a PNG beside
// it, same base name). Images are read relative to projectFolder. Files are written atomically;
// on failure nothing is left half-written and *error says why, in one line. Refuses to write
// over one of the frames' images; the caller keeps outPath off the project file itself (an
// aseprite export is a .json too: suggest "<name>-sheet.json").
bool exportProject(const Project &project, const QString &projectFolder, const QString &outPath,
                   const ExportOptions &options, QString *error);

} // namespace inbetween
