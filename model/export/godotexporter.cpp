#include "export/godotexporter.h"

#include "export/channelplayer.h"
#include "export/exportedevents.h"
#include "export/fidelityreport.h"
#include "export/godotatlastextures.h"
#include "export/godotscene.h"
#include "export/godottracks.h"
#include "export/motionbaker.h"
#include "export/projectexport.h"
#include "export/sheetsequence.h"

#include <algorithm>
#include <QFileInfo>
#include <QLocale>
#include <cmath>
#include <cstdio>
#include <cstring>

namespace inbetween {

namespace {

// The atlas pages beside OUT.tres: OUT-atlas.png (OUT-atlas-2.png...). The library's name has no
// tag of its own (hero.tres), so a plain OUT.png could be the project's own sheet.
const QString kAtlasSuffix = QStringLiteral("-atlas.png");

QByteArray godotString(const QString &s)
{
    return GodotExporter::stringText(s);
}

ExportFormat godotFormat()
{
    ExportFormat f;
    f.id = QStringLiteral("godot");
    f.displayName = QStringLiteral("Godot 4 AnimationLibrary");
    f.suffix = QStringLiteral("tres");
    f.summary = QStringLiteral("Godot 4 AnimationLibrary (or the Animation of --clip) and a ready 2D scene .tscn");
    f.holdsSound = true; // an audio track
    f.options = ExportOption::Tolerance | ExportOption::NodePath | ExportOption::PixelsPerUnit | ExportOption::Atlas;
    return f;
}

} // namespace

GodotExporter::GodotExporter() : Exporter(godotFormat()) {}

QString GodotExporter::problem(const Project &, const std::vector<int> &, const ExportOptions &options) const
{
    if (options.nodePath.contains(QLatin1Char('"')))
        return QStringLiteral("the node path must not contain '\"'");
    return {};
}

QStringList GodotExporter::notes(const Project &project, const std::vector<int> &clips) const
{
    return GodotScene::notes(project, clips);
}

BakeOptions GodotExporter::bakeOptions(const Clip &clip, const ExportOptions &options) const
{
    BakeOptions bake = standardBakeOptions(clip, options);
    bake.cubicSplines = false;
    bake.unrollPingPong = true; // GodotTracks::unrollsPingPong
    bake.valueOnlyReaders = false;
    return bake;
}

QStringList GodotExporter::filePaths(const Project &project, const std::vector<int> &clips, const QString &outPath) const
{
    const QString scene = besidePath(outPath, QStringLiteral(".tscn"));
    if (!SpriteAtlas::showsPictures(project, clips))
        return {outPath, scene};
    return {besidePath(outPath, kAtlasSuffix), outPath, scene};
}

bool GodotExporter::write(const ExportJob &job, std::vector<ExportFile> *files, QString *error) const
{
    SpriteAtlas atlas(job.project, job.clips);
    QStringList pages;
    if (SpriteAtlas::showsPictures(job.project, job.clips)) {
        // The pages beside the .tres (its AtlasTextures name them), written first.
        if (!atlas.draw(job.projectFolder, job.options.atlas, error))
            return false;
        const QString pngPath = besidePath(job.outPath, kAtlasSuffix);
        for (int page = 0; page < atlas.pageCount(); ++page) {
            const QString path = SpriteAtlas::pageFileName(pngPath, page);
            files->push_back({path, atlas.png(page)});
            pages.append(QFileInfo(path).fileName());
        }
    }
    files->push_back({job.outPath, toTres(job.project, job.clips, atlas, pages, job.options, job.soundPrefix())});
    // The 2D scene beside it, on the same pages (named relative to the same folder).
    files->push_back({besidePath(job.outPath, QStringLiteral(".tscn")),
                      GodotScene::toTscn(job.project, job.clips, atlas, pages, job.options, job.soundPrefix())});
    return true;
}

QList<ChannelReport> GodotExporter::report(const Clip &clip, const ExportOptions &options) const
{
    return FidelityReport::measureBaked(clip, bakeOptions(clip, options), false);
}

QByteArray GodotExporter::stringText(const QString &s)
{
    QByteArray out = "\"";
    for (const char c : s.toUtf8()) {
        if (c == '"' || c == '\\')
            out += '\\';
        if (c == '\n') {
            out += "\\n";
            continue;
        }
        out += c;
    }
    return out + '"';
}

namespace {

using GodotTracks::packedFloats;
using GodotTracks::scalarText;
using GodotTracks::trackHeader;

QByteArray transformTrack(int index, const char *type, const QString &path, const BakedChannel &channel, int width)
{
    std::vector<double> keys;
    const std::vector<float> seconds = ChannelPlayer::fileSeconds(channel.keys);
    for (size_t k = 0; k < channel.keys.size(); ++k) {
        keys.push_back(double(seconds[k]));
        keys.push_back(1.0); // transition: 3D tracks ignore it
        const std::array<float, 4> value = ChannelPlayer::fileValue(channel.keys[k].value, width);
        for (int c = 0; c < width; ++c)
            keys.push_back(double(value[size_t(c)]));
    }
    const int interp = channel.interpolation == BakedChannel::Interpolation::Step ? 0 : 1;
    return trackHeader(index, type, path, interp) + "tracks/" + QByteArray::number(index) + "/keys = "
           + packedFloats(keys) + '\n';
}

} // namespace

QByteArray GodotExporter::floatText(double value)
{
    const float f = float(value);
    if (f == 0.0f)
        return "0";
    char buffer[32];
    for (int precision = 1; precision <= 9; ++precision) {
        std::snprintf(buffer, sizeof buffer, "%.*g", precision, double(f));
        if (std::strtof(buffer, nullptr) == f)
            break;
    }
    const double shortest = std::strtod(buffer, nullptr);
    if (std::strchr(buffer, 'e') && std::abs(shortest) >= 1e-4 && std::abs(shortest) < 1e9)
        return QByteArray::number(shortest, 'f', QLocale::FloatingPointShortest); // "50", not "5e+01"
    return QByteArray(buffer);
}

namespace {

// The body of one clip's Animation (the lines after its section header).
QByteArray animationBody(const Clip &clip, int clipIndex, const GodotAtlasTextures *textures, const ExportOptions &options,
                         const GodotTracks::Sounds &sounds, const QString &soundPrefix)
{
    // The 3D tracks are linear (rotations: slerp) or nearest, so eased motion is sampled
    // adaptively; ping-pong is written out and back (GodotTracks::unrollsPingPong).
    const BakedMotion motion = exportBakedMotion(clip, options); // translations in world units
    const QString node = options.nodePath.isEmpty() ? QStringLiteral(".") : options.nodePath;
    const QString sprite = node == QLatin1String(".") ? QStringLiteral("Sprite3D") : node + QStringLiteral("/Sprite3D");

    QByteArray out = "resource_name = " + godotString(clip.name) + '\n';
    out += "length = " + scalarText(std::max(GodotTracks::animationLength(clip), 1.0) / 1000.0) + '\n';
    out += "loop_mode = " + QByteArray::number(clip.loop == LoopMode::Once ? 0 : 1) + '\n';
    out += "step = " + scalarText(1.0 / options.fps) + '\n';
    int index = 0;
    out += transformTrack(index++, "position_3d", node, motion.translation, 3);
    out += transformTrack(index++, "rotation_3d", node, motion.rotation, 4);
    out += transformTrack(index++, "scale_3d", node, motion.scale, 3);
    if (!clip.frames.isEmpty() && textures) {
        // The values are the frames' AtlasTextures (GodotAtlasTextures: picture and pivot), a
        // key at each step of the sequence (a ping-pong's way back too).
        const QList<SheetStep> steps = SheetSequence::of(clip);
        const std::vector<double> times = GodotTracks::stepSeconds(steps);
        QList<QByteArray> values;
        for (const SheetStep &step : steps)
            values.append("SubResource(" + textures->textureId(clipIndex, step.frame) + ')');
        out += GodotTracks::discreteTrack(index++, sprite + QStringLiteral(":texture"), times, values);
        // The picture's size: Sprite3D draws a w x h pixel frame as w x h x pixel_size units.
        out += GodotTracks::discreteTrack(index++, sprite + QStringLiteral(":pixel_size"), {0.0},
                             {scalarText(exportUnitsPerPixel(options))});
    }
    if (textures)
        out += GodotTracks::visibleTrack(index++, sprite + QStringLiteral(":visible"), clip);
    // The events that occur. Godot 4 plays a method key at the animation's length when playback
    // reaches it: at every wrap of a loop (its looped key range ends at the length, inclusive)
    // and at the end of a once, as DESIGN.md's rule has an event at L occur.
    const QList<ExportedEvent> events = GodotTracks::animationEvents(clip);
    if (!events.isEmpty())
        out += GodotTracks::methodTrack(index++, node, events);
    if (clip.audio) {
        const QString player = node == QLatin1String(".") ? QStringLiteral("AudioStreamPlayer")
                                                           : node + QStringLiteral("/AudioStreamPlayer");
        out += GodotTracks::audioTrack(index++, player, clip, sounds, soundPrefix);
    }
    return out;
}

} // namespace

QByteArray GodotExporter::toTres(const Project &project, const std::vector<int> &clips, const SpriteAtlas &atlas,
                                 const QStringList &pageFileNames, const ExportOptions &options,
                                 const QString &soundPrefix)
{
    const GodotTracks::Sounds sounds = GodotTracks::soundsOf(project, clips, soundPrefix);
    const bool pictures = atlas.pageCount() > 0;
    const GodotAtlasTextures atlasTextures(project, clips, atlas);
    const GodotAtlasTextures *textures = pictures ? &atlasTextures : nullptr;
    const QByteArray ext = sounds.extResources() + (pictures ? GodotAtlasTextures::extResources(pageFileNames) : QByteArray())
                           + (pictures ? atlasTextures.subResources() : QByteArray());
    const qsizetype steps = sounds.files.size() + (options.clip.isEmpty() ? qsizetype(clips.size()) : 0) + 1
                            + (pictures ? atlasTextures.resourceCount() : 0);
    const QByteArray loadSteps = steps > 1 ? " load_steps=" + QByteArray::number(steps) : QByteArray();
    if (!options.clip.isEmpty()) {
        return "[gd_resource type=\"Animation\"" + loadSteps + " format=3]\n" + ext + "\n[resource]\n"
               + animationBody(project.clips[size_t(clips.front())], clips.front(), textures, options, sounds, soundPrefix);
    }
    QByteArray out = "[gd_resource type=\"AnimationLibrary\"" + loadSteps + " format=3]\n" + ext;
    QByteArray data;
    for (int c : clips) {
        const QByteArray id = godotString(QStringLiteral("Animation_%1").arg(c));
        out += "\n[sub_resource type=\"Animation\" id=" + id + "]\n"
               + animationBody(project.clips[size_t(c)], c, textures, options, sounds, soundPrefix);
        data += (data.isEmpty() ? "" : ",\n") + QByteArray("&") + godotString(project.clips[size_t(c)].name)
                + ": SubResource(" + id + ')';
    }
    return out + "\n[resource]\n_data = {\n" + data + "\n}\n";
}

} // namespace inbetween
