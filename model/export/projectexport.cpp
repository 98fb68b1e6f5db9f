#include "projectexport.h"

#include "asepriteexporter.h"
#include "csvexporter.h"
#include "godotexporter.h"
#include "gltfexporter.h"
#include "spriteatlas.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <cmath>

namespace inbetween {

namespace {

bool writeFile(const QString &path, const QByteArray &bytes, QString *error)
{
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

} // namespace

const Clip *exportedClip(const Project &project, const ExportOptions &options)
{
    const int index = options.clip.isEmpty() ? 0 : project.clipIndex(options.clip);
    return index >= 0 && size_t(index) < project.clips.size() ? &project.clips[size_t(index)] : nullptr;
}

double exportSampleEstimate(const Project &whole, const ExportOptions &options)
{
    const Clip *picked = exportedClip(whole, options);
    if (!picked)
        return 0.0;
    const Clip &project = *picked;
    const double perMs = options.fps / 1000.0;
    const double turns = project.loop == LoopMode::PingPong ? 2.0 : 1.0; // glTF writes out and back
    if (options.format == QLatin1String("csv"))
        return project.length() * perMs + 2.0;
    if (options.format == QLatin1String("aseprite"))
        return project.frames.count();
    double samples = 2.0 * (project.frames.count() + project.events.size());
    const QList<Keyframe> &keys = project.motion.keys();
    for (qsizetype k = 0; k + 1 < keys.size(); ++k) {
        const double dt = keys[k + 1].time - keys[k].time;
        const Vec3 turn = keys[k + 1].rotation - keys[k].rotation;
        // Eased and multi-axis segments are sampled on the fps grid (MotionBaker); every 90
        // degrees of turn is a key.
        const Easing::Type e = keys[k].easing.type();
        const int axes = (turn.x != 0.0) + (turn.y != 0.0) + (turn.z != 0.0);
        const bool sampled = (e != Easing::Type::Linear && e != Easing::Type::Step) || axes > 1;
        samples += (sampled ? dt * perMs : 0.0) + 2.0 + (std::abs(turn.x) + std::abs(turn.y) + std::abs(turn.z)) / 90.0;
    }
    return samples * turns;
}

namespace {

// The atlas PNG written beside an aseprite JSON: same folder, same base name.
QString atlasPathFor(const QString &jsonPath)
{
    const QFileInfo info(jsonPath);
    return info.dir().filePath(info.completeBaseName() + QStringLiteral(".png"));
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
QString overwritesAnImage(const Clip &project, const QString &projectFolder, const QStringList &targets)
{
    for (int i = 0; i < project.frames.count(); ++i) {
        const QString &image = project.frames.frame(i).image;
        if (image.isEmpty())
            continue;
        for (const QString &target : targets) {
            if (samePath(QDir(projectFolder).filePath(image), target))
                return QStringLiteral("writing %1 would overwrite frames[%2].image").arg(target).arg(i);
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
        {QStringLiteral("godot"), QStringLiteral("Godot 4 Animation"), QStringLiteral("tres")},
        {QStringLiteral("csv"), QStringLiteral("CSV, baked"), QStringLiteral("csv")},
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

QString exportProblem(const Project &whole, const ExportOptions &options)
{
    const Clip *picked = exportedClip(whole, options);
    if (!picked)
        return QStringLiteral("no clip is named \"%1\" (the clips: %2)")
            .arg(options.clip, whole.clipNames().join(QStringLiteral(", ")));
    const Clip &project = *picked;
    if (!findExportFormat(options.format))
        return QStringLiteral("unknown export format '%1'").arg(options.format);
    if (!std::isfinite(options.fps) || options.fps <= 0.0 || options.fps > 10000.0)
        return QStringLiteral("the sampling rate must be a number of frames per second in (0, 10000] (got %1)")
            .arg(options.fps);
    if (options.format == QLatin1String("aseprite")) {
        if (project.frames.isEmpty())
            return QStringLiteral("the project has no frames: an Aseprite sprite sheet is a flipbook and needs at "
                                  "least one frame (export the motion to gltf, glb, godot or csv)");
        const QList<int> durations = AsepriteExporter::roundedDurations(AsepriteExporter::exactDurations(project));
        for (int i = 0; i < durations.size(); ++i) {
            if (durations[i] < 1)
                return QStringLiteral("frames[%1] rounds to 0 ms: Aseprite durations are whole milliseconds, at least 1")
                    .arg(i);
        }
    }
    if (options.format == QLatin1String("godot") && options.nodePath.contains(QLatin1Char('"')))
        return QStringLiteral("the node path must not contain '\"'");
    const double samples = exportSampleEstimate(whole, options);
    if (samples > kMaxExportSamples)
        return QStringLiteral("the clip (%1 ms at %2 fps) would take about %3 keys or rows, more than the %4 an export "
                              "writes; lower --fps or shorten the clip")
            .arg(project.length())
            .arg(options.fps)
            .arg(samples, 0, 'g', 3)
            .arg(kMaxExportSamples, 0, 'f', 0);
    return {};
}

bool exportProject(const Project &whole, const QString &projectFolder, const QString &outPath,
                   const ExportOptions &options, QString *error)
{
    QString scratch;
    if (!error)
        error = &scratch;
    const QString problem = exportProblem(whole, options);
    if (!problem.isEmpty()) {
        *error = problem;
        return false;
    }
    const Clip &project = *exportedClip(whole, options);
    const QString &format = options.format;
    const QString pngPath = atlasPathFor(outPath);
    const QString clash = overwritesAnImage(project, projectFolder,
                                            format == QLatin1String("aseprite") ? QStringList{outPath, pngPath}
                                                                                : QStringList{outPath});
    if (!clash.isEmpty()) {
        *error = clash;
        return false;
    }
    if (format == QLatin1String("csv"))
        return writeFile(outPath, CsvExporter::toCsv(project, options.fps), error);
    if (format == QLatin1String("godot"))
        return writeFile(outPath, GodotExporter::toTres(project, options), error);

    SpriteAtlas atlas;
    if (!atlas.build(project.frames, projectFolder, error))
        return false;
    if (format == QLatin1String("gltf"))
        return writeFile(outPath, GltfExporter::toGltf(project, atlas, options), error);
    if (format == QLatin1String("glb"))
        return writeFile(outPath, GltfExporter::toGlb(project, atlas, options), error);
    // aseprite: the atlas first, so that the JSON never names a picture that is not there.
    if (!writeFile(pngPath, atlas.png(), error))
        return false;
    return writeFile(outPath, AsepriteExporter::toJson(project, atlas, QFileInfo(pngPath).fileName()), error);
}

} // namespace inbetween
