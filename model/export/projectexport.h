#pragma once

#include "export/exporttypes.h"
#include "export/motionbaker.h"
#include "project.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <vector>

namespace inbetween {

// How options.format bakes a clip's motion (Exporter::bakeOptions; for an id no format has,
// Exporter::standardBakeOptions).
BakeOptions exportBakeOptions(const Clip &clip, const ExportOptions &options);
// The world units of one picture pixel in options.format (DESIGN.md, "One scale everywhere"):
// 1 / options.pixelsPerUnit for the formats that measure in world units (ExportOption::
// PixelsPerUnit: unity, gltf, glb, godot), 1 for those that measure in picture pixels.
double exportUnitsPerPixel(const ExportOptions &options);
// The clip's motion baked as options.format bakes it (exportBakeOptions), its translation keys and
// tangents times exportUnitsPerPixel; rotation and scale as baked.
BakedMotion exportBakedMotion(const Clip &clip, const ExportOptions &options);

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

// Every format, in menu order, as ExportRegistry lists them; the one of an id, or null.
const QList<ExportFormat> &exportFormats();
const ExportFormat *findExportFormat(const QString &id);

// Why an export can or cannot be done, before asking for a file name: empty when it can.
// (An unknown clip name lists the clips; an unknown format; fps in (0, 10000]; a tolerance in
// (0, 10] degrees; pixels per unit in (0, kMaxPixelsPerUnit]; a flipbook format needs frames;
// then the format's own Exporter::problem; at most 5,000,000 keys or rows.)
QString exportProblem(const Project &project, const ExportOptions &options);
// What an export that can be done leaves out, one line each: a sound the format cannot hold, the
// format's own Exporter::notes, a clip without frames in a flipbook format; empty when it
// writes everything.
QStringList exportNotes(const Project &project, const ExportOptions &options);
// exportNotes, and the events and motion keys of clips whose format cannot hold them
// (ExportFormat::holdsEvents, holdsMotion). The editor's report of an export lists these;
// `inbetween-cli export` warns of them.
QStringList exportLeftOut(const Project &project, const ExportOptions &options);
// Every file an export of `project` to outPath writes, in writing order (Exporter::filePaths).
QStringList exportedFilePaths(const Project &project, const ExportOptions &options, const QString &outPath);

// An upper bound on the keys or rows an export writes (Exporter::sampleEstimate); exportProblem
// refuses an export above 5,000,000.
double exportSampleEstimate(const Project &project, const ExportOptions &options);

// The files an export of `project` to outPath writes, in the order they are to be written (an
// atlas before the file that names it; Exporter::write). Images are read relative to
// projectFolder. False, with *error in
// one line, when the export cannot be done. With `report`, also what each channel holds and how
// far it strays (FidelityReport).
bool exportFiles(const Project &project, const QString &projectFolder, const QString &outPath,
                 const ExportOptions &options, std::vector<ExportFile> *files, QString *error,
                 QList<ChannelReport> *report = nullptr);

// Writes the files of exportFiles all or none: each to a temporary file first, then all renamed
// into place, so a failure leaves every file it would have replaced as it was (only a rename
// failing after others succeeded leaves some new) and *error says why, in one line. Refuses to
// write over a file the project reads, of any clip, exported or not ("writing X would overwrite
// clips[1].frames[0].image", clips[0].audio.file, mouths.A.image); the caller
// keeps outPath off the project file itself (a .json format suggests "<name><nameTag>.json":
// ExportFormat::nameTag). With `written`, the paths of the files written, in order (an atlas of
// several pages writes more than exportedFilePaths knew before packing).
bool exportProject(const Project &project, const QString &projectFolder, const QString &outPath,
                   const ExportOptions &options, QString *error, QList<ChannelReport> *report = nullptr,
                   QStringList *written = nullptr);

} // namespace inbetween
