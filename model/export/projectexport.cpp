#include "projectexport.h"

#include "asepriteexporter.h"
#include "csvexporter.h"
#include "fidelityreport.h"
#include "godotexporter.h"
#include "gltfexporter.h"
#include "spineexporter.h"
#include "spriteatlas.h"
#include "spriteframesexporter.h"
#include "unityexporter.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <algorithm>
#include <cmath>

namespace inbetween {

namespace {

bool writeFile(const QString &path, const QByteArray &bytes, QString *error)
{
    // -o into folders that do not exist yet: they are made (as `import -o` makes them).
    if (!QDir().mkpath(QFileInfo(path).absolutePath())) {
        *error = QStringLiteral("%1: cannot make its folder").arg(path);
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        *error = QStringLiteral("%1: cannot write: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

// Most keys or rows one export writes: a clip of 1e9 ms baked at 60 fps would be 6e7 rows and
// gigabytes; such a project is refused with why instead of filling the disk or the memory.
constexpr double kMaxExportSamples = 5'000'000;

bool isSheet(const QString &format)
{
    return format == QLatin1String("aseprite") || format == QLatin1String("spriteframes");
}

double clipSampleEstimate(const Clip &clip, const ExportOptions &options)
{
    const double turns = clip.loop == LoopMode::PingPong ? 2.0 : 1.0; // out and back
    if (options.format == QLatin1String("csv"))
        return clip.length() * options.fps / 1000.0 + 2.0;
    if (isSheet(options.format))
        return clip.frames.count() * turns;
    const double flipbook = 2.0 * (clip.frames.count() + clip.events.size());
    return flipbook * turns + MotionBaker::keyEstimate(clip, exportBakeOptions(clip, options));
}

} // namespace

BakeOptions exportBakeOptions(const Clip &clip, const ExportOptions &options)
{
    BakeOptions bake;
    bake.tolerance = MotionBaker::toleranceFor(clip, options.toleranceDegrees);
    const bool godot = options.format == QLatin1String("godot");
    bake.cubicSplines = !godot;   // Godot's cubic tracks run through their neighbours, not tangents
    bake.unrollPingPong = !godot; // Godot plays ping-pong itself, by the preview's rule
    bake.valueOnlyReaders = !godot; // Blender 3.4 imports glTF's CUBICSPLINE without its tangents
    return bake;
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
    double samples = 0.0;
    for (int c : exportedClips(project, options))
        samples += clipSampleEstimate(project.clips[size_t(c)], options);
    return samples;
}

namespace {

// The atlas PNG written beside a sheet: same folder, same base name.
QString atlasPathFor(const QString &sheetPath)
{
    const QFileInfo info(sheetPath);
    return info.dir().filePath(info.completeBaseName() + QStringLiteral(".png"));
}

// The texture atlas text written beside a Spine skeleton: same folder, same base name.
QString spineAtlasPathFor(const QString &jsonPath)
{
    const QFileInfo info(jsonPath);
    return info.dir().filePath(info.completeBaseName() + QStringLiteral(".atlas"));
}

// The same file, whether or not it exists yet.
bool samePath(const QString &a, const QString &b)
{
    const QFileInfo fa(a), fb(b);
    if (fa.exists() && fb.exists())
        return fa.canonicalFilePath() == fb.canonicalFilePath();
    return fa.absoluteFilePath() == fb.absoluteFilePath();
}

// An export never overwrites one of the pictures it reads.
QString overwritesAnImage(const Project &project, const std::vector<int> &clips, const QString &projectFolder,
                          const std::vector<ExportFile> &files)
{
    for (int c : clips) {
        const FrameTrack &frames = project.clips[size_t(c)].frames;
        for (int i = 0; i < frames.count(); ++i) {
            const QString &image = frames.frame(i).image;
            if (image.isEmpty())
                continue;
            for (const ExportFile &target : files) {
                if (samePath(QDir(projectFolder).filePath(image), target.path))
                    return QStringLiteral("writing %1 would overwrite clips[%2].frames[%3].image").arg(target.path).arg(c).arg(i);
            }
        }
    }
    return {};
}

} // namespace

const QList<ExportFormat> &exportFormats()
{
    static const QList<ExportFormat> formats{
        {QStringLiteral("gltf"), QStringLiteral("glTF 2.0, embedded"), QStringLiteral("gltf")},
        {QStringLiteral("glb"), QStringLiteral("glTF 2.0 binary"), QStringLiteral("glb")},
        {QStringLiteral("aseprite"), QStringLiteral("Aseprite sprite sheet JSON"), QStringLiteral("json")},
        {QStringLiteral("godot"), QStringLiteral("Godot 4 AnimationLibrary"), QStringLiteral("tres")},
        {QStringLiteral("spriteframes"), QStringLiteral("Godot 4 SpriteFrames"), QStringLiteral("tres")},
        {QStringLiteral("spine"), QStringLiteral("Spine 4.2 skeleton JSON"), QStringLiteral("json")},
        {QStringLiteral("csv"), QStringLiteral("CSV, baked"), QStringLiteral("csv")},
        {QStringLiteral("unity"), QStringLiteral("Unity assets folder"), QString(), true},
    };
    return formats;
}

const ExportFormat *findExportFormat(const QString &id)
{
    for (const ExportFormat &f : exportFormats()) {
        if (f.id == id)
            return &f;
    }
    return nullptr;
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
    if (isSheet(options.format)) {
        const bool anyFrames = std::any_of(clips.begin(), clips.end(),
                                           [&](int c) { return !project.clips[size_t(c)].frames.isEmpty(); });
        if (!anyFrames)
            return QStringLiteral("%1 no frames: a sprite sheet is a flipbook and needs at least one frame (export the "
                                  "motion to gltf, glb, godot or csv)")
                .arg(clips.size() == 1 ? QStringLiteral("the clip has") : QStringLiteral("no clip has"));
    }
    if (options.format == QLatin1String("aseprite")) {
        for (int c : clips) {
            const QList<int> durations = AsepriteExporter::durations(project.clips[size_t(c)], options);
            for (int i = 0; i < durations.size(); ++i) {
                if (durations[i] < 1)
                    return QStringLiteral("clips[%1].frames[%2] rounds to 0 ms: Aseprite durations are whole "
                                          "milliseconds, at least 1")
                        .arg(c)
                        .arg(i);
            }
        }
    }
    if (options.format == QLatin1String("godot") && options.nodePath.contains(QLatin1Char('"')))
        return QStringLiteral("the node path must not contain '\"'");
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
    QStringList notes;
    // Only glTF (its extras) and Godot (an audio track) carry a clip's sound.
    const bool carriesSound = options.format == QLatin1String("gltf") || options.format == QLatin1String("glb")
                              || options.format == QLatin1String("godot") || options.format == QLatin1String("spine");
    for (int c : exportedClips(project, options)) {
        if (!carriesSound && project.clips[size_t(c)].audio)
            notes.append(QStringLiteral("clip \"%1\" has a sound: this format has no place for it")
                             .arg(project.clips[size_t(c)].name));
    }
    if (options.format == QLatin1String("spine"))
        notes.append(SpineExporter::notes(project, exportedClips(project, options)));
    if (!isSheet(options.format))
        return notes;
    for (int c : exportedClips(project, options)) {
        if (project.clips[size_t(c)].frames.isEmpty())
            notes.append(QStringLiteral("clip \"%1\" has no frames: it is left out of the sprite sheet")
                             .arg(project.clips[size_t(c)].name));
    }
    return notes;
}

QStringList exportLeftOut(const Project &project, const ExportOptions &options)
{
    QStringList out = exportNotes(project, options);
    // Events: Aseprite keeps them in its tags' data, glTF in its extras, Godot as method keys.
    const bool carriesEvents = options.format != QLatin1String("spriteframes") && options.format != QLatin1String("csv");
    for (int c : exportedClips(project, options)) {
        const Clip &clip = project.clips[size_t(c)];
        if (!carriesEvents && !clip.events.isEmpty())
            out.append(QStringLiteral("clip \"%1\" has events: this format has no place for them").arg(clip.name));
        if (isSheet(options.format) && !clip.frames.isEmpty() && !clip.motion.isEmpty())
            out.append(QStringLiteral("clip \"%1\" has motion keys: a sprite sheet keeps only the frames and their "
                                      "durations, not the motion")
                           .arg(clip.name));
    }
    return out;
}

QStringList exportedFilePaths(const Project &project, const ExportOptions &options, const QString &outPath)
{
    // The sheets write their atlas first (the sheet names it); spine its PNG and .atlas text.
    if (isSheet(options.format))
        return {atlasPathFor(outPath), outPath};
    if (options.format == QLatin1String("spine"))
        return {atlasPathFor(outPath), spineAtlasPathFor(outPath), outPath};
    if (options.format == QLatin1String("unity")) {
        QStringList out;
        for (const QString &name : UnityExporter::fileNames(project, exportedClips(project, options)))
            out << QDir(outPath).filePath(name);
        return out;
    }
    return {outPath};
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

bool exportFiles(const Project &project, const QString &projectFolder, const QString &outPath,
                 const ExportOptions &options, std::vector<ExportFile> *files, QString *error,
                 QList<ChannelReport> *report)
{
    const QString problem = exportProblem(project, options);
    if (!problem.isEmpty()) {
        *error = problem;
        return false;
    }
    const std::vector<int> clips = exportedClips(project, options);
    const QString &format = options.format;
    files->clear();
    if (report)
        *report = FidelityReport::measure(project, clips, options);
    if (format == QLatin1String("csv")) {
        files->push_back({outPath, CsvExporter::toCsv(project, clips, options.fps)});
        return true;
    }
    SpriteAtlas atlas(project, clips);
    if (format == QLatin1String("godot")) {
        files->push_back({outPath, GodotExporter::toTres(project, clips, atlas, options,
                                                         soundPrefixFor(projectFolder, outPath))});
        return true;
    }
    if (!atlas.draw(projectFolder, error))
        return false;
    if (format == QLatin1String("gltf")) {
        files->push_back({outPath, GltfExporter::toGltf(project, clips, atlas, options,
                                                        soundPrefixFor(projectFolder, outPath))});
        return true;
    }
    if (format == QLatin1String("unity")) {
        *files = UnityExporter::files(project, clips, atlas, outPath, options);
        return true;
    }
    if (format == QLatin1String("glb")) {
        files->push_back({outPath, GltfExporter::toGlb(project, clips, atlas, options,
                                                       soundPrefixFor(projectFolder, outPath))});
        return true;
    }
    // The sheets: the atlas first, so that the sheet never names a picture that is not there.
    const QString pngPath = atlasPathFor(outPath);
    const QString pngName = QFileInfo(pngPath).fileName();
    files->push_back({pngPath, atlas.png()});
    if (format == QLatin1String("spine")) {
        files->push_back({spineAtlasPathFor(outPath), SpineExporter::toAtlas(atlas, pngName)});
        files->push_back({outPath, SpineExporter::toJson(project, clips, atlas, options, soundPrefixFor(projectFolder, outPath))});
        return true;
    }
    if (format == QLatin1String("aseprite"))
        files->push_back({outPath, AsepriteExporter::toJson(project, clips, atlas, pngName, options)});
    else
        files->push_back({outPath, SpriteFramesExporter::toTres(project, clips, atlas, pngName, options.fps)});
    return true;
}

bool exportProject(const Project &project, const QString &projectFolder, const QString &outPath,
                   const ExportOptions &options, QString *error, QList<ChannelReport> *report)
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
    const QString clash = overwritesAnImage(project, exportedClips(project, options), projectFolder, targets);
    if (!clash.isEmpty()) {
        *error = clash;
        return false;
    }
    if (!exportFiles(project, projectFolder, outPath, options, &files, error, report))
        return false;
    for (const ExportFile &file : files) {
        if (!writeFile(file.path, file.bytes, error))
            return false;
    }
    return true;
}

} // namespace inbetween
