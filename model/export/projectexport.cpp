#include "export/projectexport.h"

#include "export/exportregistry.h"
#include "export/fidelityreport.h"
#include "media/framepicture.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QSet>
#include <memory>
#include <algorithm>
#include <cmath>

namespace inbetween {

namespace {

// Writes every file of an export or none: each goes to a temporary file beside it first
// (QSaveFile), and only once all of them are written whole are they renamed into place, in
// order. A file that cannot be written (its folder cannot be made, a full disk, a folder that
// is a file) leaves every file the export would have replaced as it was; what may remain of it
// is a folder it made. Only a rename failing after others succeeded (the disk taken away
// between two renames) leaves the first files new and the rest old: *error names the file.
bool writeFiles(const std::vector<ExportFile> &files, QString *error, QStringList *written)
{
    std::vector<std::unique_ptr<QSaveFile>> saves; // a save not committed removes its temporary
    for (const ExportFile &f : files) {
        // -o into folders that do not exist yet: they are made (as `import -o` makes them).
        if (!QDir().mkpath(QFileInfo(f.path).absolutePath())) {
            *error = QStringLiteral("%1: cannot make its folder").arg(f.path);
            return false;
        }
        auto file = std::make_unique<QSaveFile>(f.path);
        if (!file->open(QIODevice::WriteOnly) || file->write(f.bytes) != f.bytes.size()) {
            *error = QStringLiteral("%1: cannot write: %2").arg(f.path, file->errorString());
            return false;
        }
        saves.push_back(std::move(file));
    }
    for (size_t i = 0; i < saves.size(); ++i) {
        if (!saves[i]->commit()) {
            *error = QStringLiteral("%1: cannot write: %2").arg(files[i].path, saves[i]->errorString());
            return false;
        }
        if (written)
            written->append(files[i].path);
    }
    return true;
}

// Most keys or rows one export writes: a clip of 1e9 ms baked at 60 fps would be 6e7 rows and
// gigabytes; such a project is refused with why instead of filling the disk or the memory.
constexpr double kMaxExportSamples = 5'000'000;

const Exporter *exporterOf(const ExportOptions &options)
{
    return ExportRegistry::instance().find(options.format);
}

// The formats that hold motion, for a flipbook's refusal: "gltf, glb, ... or unity".
QString motionFormats()
{
    QStringList ids;
    for (const ExportFormat &format : ExportRegistry::instance().formats()) {
        if (format.holdsMotion)
            ids.append(format.id);
    }
    const QString last = ids.isEmpty() ? QString() : ids.takeLast();
    return ids.isEmpty() ? last : ids.join(QStringLiteral(", ")) + QStringLiteral(" or ") + last;
}

} // namespace

BakeOptions exportBakeOptions(const Clip &clip, const ExportOptions &options)
{
    if (const Exporter *exporter = exporterOf(options))
        return exporter->bakeOptions(clip, options);
    return Exporter::standardBakeOptions(clip, options);
}

double exportUnitsPerPixel(const ExportOptions &options)
{
    const Exporter *exporter = exporterOf(options);
    const bool worldUnits = exporter && exporter->format().options.testFlag(ExportOption::PixelsPerUnit);
    return worldUnits ? 1.0 / options.pixelsPerUnit : 1.0;
}

BakedMotion exportBakedMotion(const Clip &clip, const ExportOptions &options)
{
    BakedMotion motion = MotionBaker::bake(clip, exportBakeOptions(clip, options));
    const double factor = exportUnitsPerPixel(options);
    if (factor != 1.0) {
        for (BakedKey &key : motion.translation.keys) {
            for (size_t c = 0; c < 3; ++c) {
                key.value[c] *= factor;
                key.inTangent[c] *= factor;
                key.outTangent[c] *= factor;
            }
        }
    }
    return motion;
}

std::vector<int> exportedClips(const Project &project, const ExportOptions &options)
{
    std::vector<int> out;
    if (!options.clip.isEmpty()) {
        const int index = project.clipIndex(options.clip);
        if (index >= 0)
            out.push_back(index);
        return out;
    }
    for (size_t i = 0; i < project.clips.size(); ++i)
        out.push_back(int(i));
    return out;
}

double exportSampleEstimate(const Project &project, const ExportOptions &options)
{
    const Exporter *exporter = exporterOf(options);
    double samples = 0.0;
    for (int c : exporter ? exportedClips(project, options) : std::vector<int>())
        samples += exporter->sampleEstimate(project.clips[size_t(c)], options);
    return samples;
}

namespace {

// The same file, whether or not it exists yet.
bool samePath(const QString &a, const QString &b)
{
    const QFileInfo fa(a), fb(b);
    if (fa.exists() && fb.exists())
        return fa.canonicalFilePath() == fb.canonicalFilePath();
    return fa.absoluteFilePath() == fb.absoluteFilePath();
}

// An export never overwrites a file the project reads: a picture or sound of any clip (an export of
// one clip written beside another clip's sheet must not replace it), a mouth chart's picture. Each
// file is checked on the disk once (a sheet's frames name one image many times); the first place
// naming it is the one named.
QString overwritesAFileItReads(const Project &project, const QString &projectFolder, const std::vector<ExportFile> &files)
{
    QSet<QString> checked;
    const auto overwritten = [&](const QString &name, const QString &where) {
        if (name.isEmpty() || checked.contains(name))
            return QString();
        checked.insert(name);
        for (const ExportFile &target : files) {
            if (samePath(QDir(projectFolder).filePath(name), target.path))
                return QStringLiteral("writing %1 would overwrite %2").arg(target.path, where);
        }
        return QString();
    };
    for (size_t c = 0; c < project.clips.size(); ++c) {
        const Clip &clip = project.clips[c];
        for (int i = 0; i < clip.frames.count(); ++i) {
            if (QString clash = overwritten(clip.frames.frame(i).image, QStringLiteral("clips[%1].frames[%2].image").arg(c).arg(i));
                !clash.isEmpty())
                return clash;
        }
        if (clip.audio) {
            if (QString clash = overwritten(clip.audio->file, QStringLiteral("clips[%1].audio.file").arg(c)); !clash.isEmpty())
                return clash;
        }
    }
    for (auto it = project.mouths.cbegin(); it != project.mouths.cend(); ++it) {
        if (QString clash = overwritten(it->image, QStringLiteral("mouths.%1.image").arg(it.key())); !clash.isEmpty())
            return clash;
    }
    return {};
}

// The declared names (boxes or points) that a frame of the clip lists, in declared order.
template <typename Declaration, typename Map>
QStringList usedNames(const QList<Declaration> &declared, const Clip &clip, Map FrameData::*listed)
{
    QStringList names;
    const QList<Frame> &frames = clip.frames.frames();
    for (const Declaration &d : declared) {
        if (std::any_of(frames.cbegin(), frames.cend(), [&](const Frame &f) { return (f.data.get().*listed).contains(d.name); }))
            names.append(d.name);
    }
    return names;
}

} // namespace

const QList<ExportFormat> &exportFormats()
{
    return ExportRegistry::instance().formats();
}

const ExportFormat *findExportFormat(const QString &id)
{
    const Exporter *exporter = ExportRegistry::instance().find(id);
    return exporter ? &exporter->format() : nullptr;
}

QString exportProblem(const Project &project, const ExportOptions &options)
{
    const std::vector<int> clips = exportedClips(project, options);
    if (clips.empty())
        return QStringLiteral("no clip is named \"%1\" (the clips: %2)")
            .arg(options.clip, project.clipNames().join(QStringLiteral(", ")));
    if (!findExportFormat(options.format))
        return QStringLiteral("unknown export format '%1'").arg(options.format);
    if (!std::isfinite(options.fps) || options.fps <= 0.0 || options.fps > 10000.0)
        return QStringLiteral("the sampling rate must be a number of frames per second in (0, 10000] (got %1)")
            .arg(options.fps);
    if (!std::isfinite(options.toleranceDegrees) || options.toleranceDegrees <= 0.0 || options.toleranceDegrees > 10.0)
        return QStringLiteral("the tolerance must be a number of degrees in (0, 10] (got %1)").arg(options.toleranceDegrees);
    if (!std::isfinite(options.pixelsPerUnit) || options.pixelsPerUnit <= 0.0 || options.pixelsPerUnit > kMaxPixelsPerUnit)
        return QStringLiteral("the pixels per unit must be a number in (0, %1] (got %2)")
            .arg(kMaxPixelsPerUnit, 0, 'f', 0)
            .arg(options.pixelsPerUnit);
    const Exporter &exporter = *exporterOf(options);
    if (exporter.format().needsFrames) {
        const bool anyFrames = std::any_of(clips.begin(), clips.end(),
                                           [&](int c) { return !project.clips[size_t(c)].frames.isEmpty(); });
        if (!anyFrames)
            return QStringLiteral("%1 no frames: a sprite sheet is a flipbook and needs at least one frame (export the "
                                  "motion to %2)")
                .arg(clips.size() == 1 ? QStringLiteral("the clip has") : QStringLiteral("no clip has"), motionFormats());
    }
    const QString own = exporter.problem(project, clips, options);
    if (!own.isEmpty())
        return own;
    const double samples = exportSampleEstimate(project, options);
    if (samples > kMaxExportSamples) {
        double length = 0.0;
        for (int c : clips)
            length += project.clips[size_t(c)].length();
        return QStringLiteral("the clips (%1 ms in all, at %2 fps) would take about %3 keys or rows, more than the %4 "
                              "an export writes; lower --fps or shorten the clips")
            .arg(length)
            .arg(options.fps)
            .arg(samples, 0, 'g', 3)
            .arg(kMaxExportSamples, 0, 'f', 0);
    }
    return {};
}

QStringList exportNotes(const Project &project, const ExportOptions &options)
{
    const Exporter *exporter = exporterOf(options);
    if (!exporter)
        return {};
    const ExportFormat &format = exporter->format();
    const std::vector<int> clips = exportedClips(project, options);
    QStringList notes;
    for (int c : clips) {
        if (!format.holdsSound && project.clips[size_t(c)].audio)
            notes.append(QStringLiteral("clip \"%1\" has a sound: this format has no place for it")
                             .arg(project.clips[size_t(c)].name));
    }
    notes.append(exporter->notes(project, clips));
    // A mouth frame shows its chart picture in every export, as in the preview; one whose shape
    // the chart lacks exports as a frame without a picture (the preview's labelled placeholder
    // is the editor's, not art for a game).
    for (int c : clips) {
        const QStringList shapes = FramePicture::shapesWithoutPicture(project.clips[size_t(c)], project.mouths);
        if (!shapes.isEmpty())
            notes.append(QStringLiteral("clip \"%1\": the mouth chart has no picture for %2: %3 without a picture")
                             .arg(project.clips[size_t(c)].name, shapes.join(QStringLiteral(", ")),
                                  shapes.size() == 1 ? QStringLiteral("its frames export") : QStringLiteral("their frames export")));
    }
    for (int c : format.needsFrames ? clips : std::vector<int>()) {
        if (project.clips[size_t(c)].frames.isEmpty())
            notes.append(QStringLiteral("clip \"%1\" has no frames: it is left out of the sprite sheet")
                             .arg(project.clips[size_t(c)].name));
    }
    return notes;
}

QStringList exportLeftOut(const Project &project, const ExportOptions &options)
{
    QStringList out = exportNotes(project, options);
    const Exporter *exporter = exporterOf(options);
    if (!exporter)
        return out;
    const ExportFormat &format = exporter->format();
    for (int c : exportedClips(project, options)) {
        const Clip &clip = project.clips[size_t(c)];
        if (!format.holdsEvents && !clip.events.isEmpty())
            out.append(QStringLiteral("clip \"%1\" has events: this format has no place for them").arg(clip.name));
        // A flipbook without motion keeps a clip with frames, not its keys (one without frames
        // is left out whole: exportNotes).
        if (!format.holdsMotion && !clip.frames.isEmpty() && !clip.motion.isEmpty())
            out.append(QStringLiteral("clip \"%1\" has motion keys: a sprite sheet keeps only the frames and their "
                                      "durations, not the motion")
                           .arg(clip.name));
        const QStringList boxes = format.holdsBoxes ? QStringList() : usedNames(project.boxes, clip, &FrameData::boxes);
        if (!boxes.isEmpty())
            out.append(QStringLiteral("clip \"%1\" has boxes (%2): this format has no place for them")
                           .arg(clip.name, boxes.join(QStringLiteral(", "))));
        const QStringList points = format.holdsPoints ? QStringList() : usedNames(project.points, clip, &FrameData::points);
        if (!points.isEmpty())
            out.append(QStringLiteral("clip \"%1\" has points (%2): this format has no place for them")
                           .arg(clip.name, points.join(QStringLiteral(", "))));
    }
    return out;
}

QStringList exportedFilePaths(const Project &project, const ExportOptions &options, const QString &outPath)
{
    const Exporter *exporter = exporterOf(options);
    return exporter ? exporter->filePaths(project, exportedClips(project, options), outPath) : QStringList{outPath};
}

QString soundExportPath(const QString &file, const QString &prefix)
{
    if (prefix.isEmpty() || QDir::isAbsolutePath(file))
        return file;
    return QDir::cleanPath(prefix + QLatin1Char('/') + file);
}

QString soundPrefixFor(const QString &projectFolder, const QString &outPath)
{
    if (projectFolder.isEmpty() || outPath.isEmpty())
        return QString();
    const QString prefix = QDir(QFileInfo(outPath).absolutePath()).relativeFilePath(QDir(projectFolder).absolutePath());
    return prefix == QLatin1String(".") ? QString() : prefix;
}

namespace {

// exportFiles of an export exportProblem allows, `pictured` being the project with its mouth
// chart's pictures filled in (FramePicture::withChartPictures), built once by the caller.
bool picturedFiles(const Project &project, const Project &pictured, const std::vector<int> &clips,
                   const QString &projectFolder, const QString &outPath, const ExportOptions &options,
                   std::vector<ExportFile> *files, QString *error, QList<ChannelReport> *report)
{
    files->clear();
    if (report)
        *report = FidelityReport::measure(project, clips, options);
    return exporterOf(options)->write({pictured, clips, projectFolder, outPath, options}, files, error);
}

} // namespace

bool exportFiles(const Project &project, const QString &projectFolder, const QString &outPath,
                 const ExportOptions &options, std::vector<ExportFile> *files, QString *error,
                 QList<ChannelReport> *report)
{
    const QString problem = exportProblem(project, options);
    if (!problem.isEmpty()) {
        *error = problem;
        return false;
    }
    // The exporters see each mouth frame with its chart picture as its own (DESIGN.md, "Timing to
    // voice and beat"): every format shows what the preview shows.
    const Project pictured = FramePicture::withChartPictures(project);
    return picturedFiles(project, pictured, exportedClips(project, options), projectFolder, outPath, options, files,
                         error, report);
}

bool exportProject(const Project &project, const QString &projectFolder, const QString &outPath,
                   const ExportOptions &options, QString *error, QList<ChannelReport> *report, QStringList *written)
{
    QString scratch;
    if (!error)
        error = &scratch;
    std::vector<ExportFile> files;
    // The targets are checked before any image is read: an export never reads what it would
    // write over, and never writes over what it reads.
    const QString problem = exportProblem(project, options);
    if (!problem.isEmpty()) {
        *error = problem;
        return false;
    }
    std::vector<ExportFile> targets;
    for (const QString &path : exportedFilePaths(project, options, outPath))
        targets.push_back({path, {}});
    // The chart's pictures are read too; the same project goes on to the exporters (exportFiles).
    const Project pictured = FramePicture::withChartPictures(project);
    const std::vector<int> clips = exportedClips(project, options);
    const QString clash = overwritesAFileItReads(project, projectFolder, targets);
    if (!clash.isEmpty()) {
        *error = clash;
        return false;
    }
    if (!picturedFiles(project, pictured, clips, projectFolder, outPath, options, &files, error, report))
        return false;
    // An atlas of several pages writes more files than filePaths knew before packing: none of
    // them may be a file it reads either.
    const QString pageClash = overwritesAFileItReads(project, projectFolder, files);
    if (!pageClash.isEmpty()) {
        *error = pageClash;
        return false;
    }
    return writeFiles(files, error, written);
}

} // namespace inbetween
