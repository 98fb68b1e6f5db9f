#include "export/unityexporter.h"

#include "export/exportedevents.h"
#include "export/motionbaker.h"
#include "export/projectexport.h"
#include "export/sheetsequence.h"
#include "export/unitycontroller.h"
#include "export/unityfidelity.h"
#include "export/unityframedata.h"
#include "export/unityprefab.h"
#include "export/unityspritesheet.h"
#include "export/unityyaml.h"

#include <QDir>
#include <QSet>
#include <algorithm>

namespace inbetween {

namespace {

// Unity is left-handed: the preview's right-handed axes (x right, y up, z towards the viewer)
// are Unity's with z turned round. Positions keep x and y and negate z; mirroring z turns
// rotations about x and y the other way and keeps those about z (Unity's Euler order is Qt's,
// z then x then y); scale stays. Positions are also in world units: picture pixels over the
// sprites' Pixels Per Unit (DESIGN.md, "One scale everywhere").
void toUnityAxes(std::vector<UnityKey> &keys, const UnityKey::Vec &factor)
{
    for (UnityKey &k : keys) {
        for (size_t c = 0; c < 3; ++c) {
            k.value[c] *= factor[c];
            k.inSlope[c] *= factor[c];
            k.outSlope[c] *= factor[c];
        }
    }
}

ExportFormat unityFormat()
{
    ExportFormat f;
    f.id = QStringLiteral("unity");
    f.displayName = QStringLiteral("Unity assets folder");
    f.folder = true;
    f.nameTag = QStringLiteral("-unity");
    f.summary = QStringLiteral("a folder for a Unity project's Assets/: atlas and sprites, one .anim per clip, an "
                               "AnimatorController; -o names the folder");
    f.options = ExportOption::Tolerance | ExportOption::PixelsPerUnit | ExportOption::Atlas;
    return f; // events call ClipEvent(string); no sound
}

} // namespace

UnityExporter::UnityExporter() : Exporter(unityFormat()) {}

QStringList UnityExporter::filePaths(const Project &project, const std::vector<int> &clips, const QString &outPath) const
{
    QStringList out;
    for (const QString &name : fileNames(project, clips))
        out << QDir(outPath).filePath(name);
    return out;
}

bool UnityExporter::write(const ExportJob &job, std::vector<ExportFile> *files, QString *error) const
{
    SpriteAtlas atlas(job.project, job.clips);
    if (!atlas.draw(job.projectFolder, job.options.atlas, error))
        return false;
    *files = UnityExporter::files(job.project, job.clips, atlas, job.outPath, job.options);
    return true;
}

QList<ChannelReport> UnityExporter::report(const Clip &clip, const ExportOptions &options) const
{
    return UnityFidelity::measure(clip, options);
}

QString UnityExporter::baseName(const Project &project)
{
    return unityyaml::fileSafe(project.name);
}

QStringList UnityExporter::animFileNames(const Project &project)
{
    QStringList out;
    QSet<QString> taken;
    for (const Clip &clip : project.clips) {
        const QString base = unityyaml::fileSafe(clip.name);
        QString name = base;
        for (int n = 2; taken.contains(name.toLower()); ++n)
            name = base + QStringLiteral(" %1").arg(n);
        taken.insert(name.toLower());
        out.append(name + QStringLiteral(".anim"));
    }
    return out;
}

QStringList UnityExporter::fileNames(const Project &project, const std::vector<int> &clips)
{
    const QString name = baseName(project);
    const QStringList anims = animFileNames(project);
    QStringList out{name + QStringLiteral(".png"), name + QStringLiteral(".png.meta")};
    for (int c : clips)
        out << anims[c] << anims[c] + QStringLiteral(".meta");
    out << name + QStringLiteral(".controller") << name + QStringLiteral(".controller.meta");
    out << name + QStringLiteral(".prefab") << name + QStringLiteral(".prefab.meta");
    return out;
}

UnityClipData UnityExporter::clipData(const Project &project, int clipIndex, const UnitySpriteSheet &sheet,
                                      const QList<QByteArray> &pageGuids, const ExportOptions &options)
{
    const Clip &clip = project.clips[size_t(clipIndex)];
    const double length = clip.length();
    const bool unroll = clip.loop == LoopMode::PingPong && length > 0.0;
    UnityClipData out;
    out.name = clip.name;
    out.fps = options.fps;
    out.stopTime = unroll ? 2.0 * length : length;
    out.loop = clip.loop != LoopMode::Once;
    out.hasMotion = !clip.motion.isEmpty();
    if (out.hasMotion) {
        const BakeTolerance t = MotionBaker::toleranceFor(clip, options.toleranceDegrees);
        out.position = UnityCurveFitter::fit(clip.motion, length, UnityCurveFitter::Translation, t.translation, unroll);
        out.euler = UnityCurveFitter::fit(clip.motion, length, UnityCurveFitter::Rotation, t.degrees, unroll);
        out.scale = UnityCurveFitter::fit(clip.motion, length, UnityCurveFitter::Scale, t.scale, unroll);
        const double unit = exportUnitsPerPixel(options);
        toUnityAxes(out.position, {unit, unit, -unit});
        toUnityAxes(out.euler, {-1, -1, 1});
    }
    if (!clip.frames.isEmpty()) {
        // Every frame start, ping-pong out and back (SheetSequence), and a last key at the end
        // so that the curve spans the whole period.
        double time = 0.0;
        UnityClipData::SpriteKey last;
        for (const SheetStep &step : SheetSequence::of(clip, SheetSequence::PingPong::Unrolled)) {
            const UnitySpriteSheet::Sprite *s = sheet.spriteOf(clipIndex, step.frame);
            last = s ? UnityClipData::SpriteKey{0.0, s->internalId, pageGuids[s->page]} : UnityClipData::SpriteKey{};
            last.time = time;
            out.sprites.push_back(last);
            time += step.duration;
        }
        last.time = out.stopTime;
        out.sprites.push_back(last);
    }
    UnityFrameData::Curves frameData = UnityFrameData::of(project, clip, options);
    out.floats = std::move(frameData.floats);
    out.childPositions = std::move(frameData.positions);
    // The events that occur, on the way out and (ping-pong) back; one at a turn once.
    for (const ExportedEvent &e : exportedEvents(clip)) {
        out.events.push_back({e.time, e.name});
        if (unroll && e.time > 0.0 && e.time < length)
            out.events.push_back({2.0 * length - e.time, e.name});
    }
    std::stable_sort(out.events.begin(), out.events.end(),
                     [](const UnityClipData::Event &a, const UnityClipData::Event &b) { return a.time < b.time; });
    return out;
}

std::vector<ExportFile> UnityExporter::files(const Project &project, const std::vector<int> &clips,
                                             const SpriteAtlas &atlas, const QString &folder, const ExportOptions &options)
{
    const QDir dir(folder);
    const QString name = baseName(project);
    const QStringList anims = animFileNames(project);
    const UnitySpriteSheet sheet(atlas, project, clips, options.pixelsPerUnit);
    // One texture a page (NAME.png, NAME-2.png...), each with its .meta and GUID.
    std::vector<ExportFile> out;
    QList<QByteArray> pageGuids;
    for (int page = 0; page < atlas.pageCount(); ++page) {
        const QString file = SpriteAtlas::pageFileName(name + QStringLiteral(".png"), page);
        pageGuids.append(unityyaml::guid(project.name, file));
        out.push_back({dir.filePath(file), atlas.png(page)});
        out.push_back({dir.filePath(file + QStringLiteral(".meta")), sheet.textureMeta(page, pageGuids.last())});
    }
    QList<UnityController::State> states;
    UnityClipData::SpriteKey firstSprite; // the prefab's: the first exported frame's
    for (int c : clips) {
        UnityClipData data = clipData(project, c, sheet, pageGuids, options);
        if (firstSprite.fileId == 0 && !data.sprites.empty())
            firstSprite = data.sprites.front();
        const QByteArray guid = unityyaml::guid(project.name, anims[c]);
        out.push_back({dir.filePath(anims[c]), UnityClipWriter::toAnim(data)});
        out.push_back({dir.filePath(anims[c] + QStringLiteral(".meta")), unityyaml::nativeMeta(guid, 7400000)});
        states.append({project.clips[size_t(c)].name, guid});
    }
    const QString controller = name + QStringLiteral(".controller");
    out.push_back({dir.filePath(controller), UnityController::toController(name, states)});
    const QByteArray controllerGuid = unityyaml::guid(project.name, controller);
    out.push_back({dir.filePath(controller + QStringLiteral(".meta")), unityyaml::nativeMeta(controllerGuid, 9100000)});
    const QString prefab = name + QStringLiteral(".prefab");
    out.push_back({dir.filePath(prefab), UnityPrefab::toPrefab(project, name, controllerGuid, firstSprite, options.pixelsPerUnit)});
    out.push_back({dir.filePath(prefab + QStringLiteral(".meta")), UnityPrefab::meta(unityyaml::guid(project.name, prefab))});
    return out;
}

} // namespace inbetween
