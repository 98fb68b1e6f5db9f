#pragma once

#include "export/exporttypes.h"
#include "export/motionbaker.h"
#include "project.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <vector>

namespace inbetween {

// One export as a format receives it.
struct ExportJob
{
    const Project &project;
    const std::vector<int> &clips; // indexes into project.clips, in export order, at least one
    const QString &projectFolder;  // images are read relative to it
    const QString &outPath;        // the file (or, for a folder format, the folder) to write
    const ExportOptions &options;

    // The way from outPath's folder to the project's, for the sound paths a format writes
    // (soundPrefixFor).
    QString soundPrefix() const;
};

// One engine export format (DESIGN.md, "Engine exports"), registered once in ExportRegistry:
// what it is called and can hold (format()), the checks and notes that are its own, the files
// it makes and how far what they hold strays from Clip::sample (report()). What every format
// shares lives in projectexport.cpp and reads format(): the checks of fps, tolerance, clip
// names and sizes; the notes of a sound, events or motion the format cannot hold and of clips
// without frames for a flipbook; the atomic writing of the files, never over a frame's image.
// An Exporter makes bytes in memory only, the same bytes for the same project.
class Exporter
{
public:
    explicit Exporter(ExportFormat format);
    virtual ~Exporter();
    Exporter(const Exporter &) = delete;
    Exporter &operator=(const Exporter &) = delete;

    const ExportFormat &format() const { return m_format; }

    // Why these clips cannot be exported in this format, beyond the shared checks (asked after
    // them); empty when they can.
    virtual QString problem(const Project &project, const std::vector<int> &clips, const ExportOptions &options) const;
    // What an export leaves out beyond what format() says it cannot hold, one line each, after
    // the sound notes and before the frameless-clip notes.
    virtual QStringList notes(const Project &project, const std::vector<int> &clips) const;
    // How the format bakes a clip's motion (default: standardBakeOptions).
    virtual BakeOptions bakeOptions(const Clip &clip, const ExportOptions &options) const;
    // An upper bound on the keys or rows the format writes for a clip (default: the flipbook's
    // and the events' keys, out and back for ping-pong, and the baked motion's).
    virtual double sampleEstimate(const Clip &clip, const ExportOptions &options) const;
    // Every file an export to outPath writes, in writing order (default: outPath alone).
    virtual QStringList filePaths(const Project &project, const std::vector<int> &clips, const QString &outPath) const;
    // The files, in writing order (an atlas before the file naming it). False with *error in one
    // line when a picture cannot be read. Called only when exportProblem is empty.
    virtual bool write(const ExportJob &job, std::vector<ExportFile> *files, QString *error) const = 0;
    // The fidelity report of one clip (FidelityReport): what each channel holds as written.
    virtual QList<ChannelReport> report(const Clip &clip, const ExportOptions &options) const = 0;

    // glTF's baking: cubic splines, ping-pong unrolled, keys fit for readers that ignore the
    // tangents, within options.toleranceDegrees (MotionBaker::toleranceFor).
    static BakeOptions standardBakeOptions(const Clip &clip, const ExportOptions &options);
    // A file written beside outPath: same folder, same base name, this suffix (".png").
    static QString besidePath(const QString &outPath, const QString &suffix);

private:
    ExportFormat m_format;
};

} // namespace inbetween
