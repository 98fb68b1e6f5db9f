#pragma once

#include "motionbaker.h"
#include "project.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <vector>

namespace inbetween {

// What the caller chooses for an export. format is an ExportFormat id ("gltf", "glb",
// "aseprite", "godot", "spriteframes", "spine", "csv", "unity").
struct ExportOptions
{
    QString format;
    double fps = 60.0;                      // CSV: a row every 1000/fps ms
    QString nodePath = QStringLiteral("Square"); // godot: the node the motion tracks drive
    QString clip;                           // only the clip of this name; empty: every clip
    // glTF and Godot motion: the largest rotation error in degrees; translation and scale within
    // toleranceDegrees x 1e-3 of the clip's extent (MotionBaker::toleranceFor).
    double toleranceDegrees = 0.01; // (spine: the same tolerances)
    // aseprite ping-pong: exact (a forward tag over the clip unrolled out and back) or Aseprite's
    // own "pingpong" tag (SheetSequence).
    bool asepriteNativePingPong = false;
};

// What one export wrote for one channel of one clip, and how far it strays from Clip::sample
// as measured on the written numbers (the fidelity report, `export --report`).
struct ChannelReport
{
    QString clip;
    QString channel;       // "translation", "rotation", "scale", "frames", "rows"
    QString interpolation; // "LINEAR", "STEP", "CUBICSPLINE"; for frames and rows: "frames", "rows"
    int keys = 0;          // keys, frames or rows written
    double maxError = 0.0; // the largest error measured
    double tolerance = 0.0;
    QString unit;          // "degrees", "units", "ms"
    QString readers;       // who was measured: "slerp, component blend", "slerp", ...
};

// One export format, for menus and file dialogs.
struct ExportFormat
{
    QString id;          // "gltf"
    QString displayName; // "glTF 2.0 (embedded)"
    QString suffix;      // "gltf" (no dot): the suffix of the file written at outPath
    bool folder = false; // outPath names a folder the export fills (unity); suffix is empty
    QString filter() const
    {
        return folder ? QStringLiteral("%1 (*)").arg(displayName) : QStringLiteral("%1 (*.%2)").arg(displayName, suffix);
    }
};

// One file an export writes.
struct ExportFile
{
    QString path;
    QByteArray bytes;
};

// How glTF (cubic splines, ping-pong unrolled) and Godot (no cubic splines, its own ping-pong)
// bake a clip's motion for these options.
BakeOptions exportBakeOptions(const Clip &clip, const ExportOptions &options);

// The clips an export writes, as indexes into project.clips in project order: every clip, or
// the one options.clip names; empty when no clip has that name.
std::vector<int> exportedClips(const Project &project, const ExportOptions &options);

// A clip's sound file (Clip::audio, relative to the project's folder or absolute) as an export
// names it: relative to the exported file's folder, which is `prefix` away from the project's
// folder (empty: the same folder). An absolute path stays as it is.
QString soundExportPath(const QString &file, const QString &prefix);
// That prefix for an export written at outPath of a project in projectFolder (empty when the
// folder is not known or is the same).
QString soundPrefixFor(const QString &projectFolder, const QString &outPath);

// Every format, in menu order.
const QList<ExportFormat> &exportFormats();
const ExportFormat *findExportFormat(const QString &id);

// Why an export can or cannot be done, before asking for a file name: empty when it can.
// (An unknown clip name lists the clips; aseprite and spriteframes need frames; fps > 0; a
// tolerance in (0, 10] degrees.)
QString exportProblem(const Project &project, const ExportOptions &options);
// What an export that can be done leaves out, one line each (a clip without frames has no
// place on a sprite sheet); empty when it writes everything.
QStringList exportNotes(const Project &project, const ExportOptions &options);
// exportNotes, and what a format never holds: a sprite sheet's motion keys, SpriteFrames' and
// CSV's events. The editor's report of an export lists these; `inbetween-cli export` warns of them.
QStringList exportLeftOut(const Project &project, const ExportOptions &options);
// Every file an export of `project` to outPath writes (aseprite and spriteframes: the atlas PNG
// beside outPath, then outPath; spine: the PNG, the .atlas, outPath; unity: the folder's files).
QStringList exportedFilePaths(const Project &project, const ExportOptions &options, const QString &outPath);

// An upper bound on the keys (glTF, Godot) or rows (CSV) an export writes; exportProblem refuses
// an export above 5,000,000.
double exportSampleEstimate(const Project &project, const ExportOptions &options);

// The files an export of `project` to outPath writes, in the order they are to be written (an
// atlas before the file that names it): aseprite and spriteframes write the atlas PNG beside
// outPath (same base name), spine the PNG and its .atlas text; unity writes its files into the
// folder outPath. Images are read relative to projectFolder. False, with *error in
// one line, when the export cannot be done. With `report`, also what each channel holds and how
// far it strays (FidelityReport).
bool exportFiles(const Project &project, const QString &projectFolder, const QString &outPath,
                 const ExportOptions &options, std::vector<ExportFile> *files, QString *error,
                 QList<ChannelReport> *report = nullptr);

// Writes the files of exportFiles atomically; on failure nothing is left half-written and
// *error says why, in one line. Refuses to write over one of the frames' images; the caller
// keeps outPath off the project file itself (an aseprite export is a .json too: suggest
// "<name>-sheet.json").
bool exportProject(const Project &project, const QString &projectFolder, const QString &outPath,
                   const ExportOptions &options, QString *error, QList<ChannelReport> *report = nullptr);

} // namespace inbetween
