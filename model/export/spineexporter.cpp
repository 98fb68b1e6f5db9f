#include "export/spineexporter.h"

#include "export/exportedevents.h"
#include "export/fidelityreport.h"
#include "export/motionbaker.h"
#include "export/motionbeyond2d.h"
#include "export/projectexport.h"
#include "export/spinecurvesplitter.h"
#include "export/spineslots.h"
#include "json/jsontext.h"

#include <QFileInfo>
#include <QSet>
#include <algorithm>
#include <cmath>
#include <optional>

namespace inbetween {

namespace {

// Times (seconds) and values as the runtime keeps them: floats (spineNumber).
QByteArray number(double value)
{
    return spineNumber(value);
}

QByteArray seconds(double ms)
{
    return number(ms / 1000.0);
}

bool unrolled(const Clip &clip)
{
    return clip.loop == LoopMode::PingPong && clip.length() > 0.0;
}

// When a clip's sound starts, as an event time: its offset, or 0 when it starts before the clip;
// none when it starts after the clip's end (notes() says so).
std::optional<double> soundTime(const Clip &clip)
{
    if (!clip.audio || !(clip.length() > 0.0) || clip.audio->offset > clip.length())
        return std::nullopt;
    return std::max(0.0, clip.audio->offset);
}

// The sound events: one per distinct sound file of the exported clips ("sound", "sound2", ...,
// a name a clip's own events use taken by none of them).
struct SoundEvents
{
    QStringList files; // as written (soundExportPath), first use first
    QStringList names;
    QString nameOf(const QString &file) const { return names.value(files.indexOf(file)); }
};

SoundEvents soundEvents(const Project &project, const std::vector<int> &clips, const QString &soundPrefix)
{
    QSet<QString> used;
    for (int c : clips) {
        for (const ClipEvent &e : project.clips[size_t(c)].events)
            used.insert(e.name);
    }
    SoundEvents out;
    for (int c : clips) {
        const Clip &clip = project.clips[size_t(c)];
        if (!soundTime(clip))
            continue; // no sound, or one that starts after the clip (left out)
        const QString file = soundExportPath(clip.audio->file, soundPrefix);
        if (out.files.contains(file))
            continue;
        QString name = out.files.isEmpty() ? QStringLiteral("sound") : QStringLiteral("sound%1").arg(out.files.size() + 1);
        while (used.contains(name))
            name += QLatin1Char('_');
        used.insert(name);
        out.files.append(file);
        out.names.append(name);
    }
    return out;
}


// The events of one animation, in time order: the clip's events that occur, with ping-pong also
// on the way back (an event at 0 or at L occurs once at each turn: written once), and the sound,
// which starts once a period.
QList<ExportedEvent> animationEvents(const Clip &clip, const SoundEvents &sounds, const QString &soundPrefix)
{
    QList<ExportedEvent> out = exportedEvents(clip);
    const double length = clip.length();
    if (unrolled(clip)) {
        for (qsizetype i = 0, n = out.size(); i < n; ++i) {
            if (out[i].time > 0.0 && out[i].time < length)
                out.append({2.0 * length - out[i].time, out[i].name, false});
        }
    }
    if (const std::optional<double> at = soundTime(clip))
        out.append({*at, sounds.nameOf(soundExportPath(clip.audio->file, soundPrefix)), false});
    std::stable_sort(out.begin(), out.end(), [](const ExportedEvent &a, const ExportedEvent &b) { return a.time < b.time; });
    return out;
}

QByteArray curveText(const SpineKey &k, int width)
{
    if (k.curve == SpineKey::Curve::Stepped)
        return ", \"curve\": \"stepped\"";
    if (k.curve == SpineKey::Curve::Linear)
        return {};
    QByteArray out = ", \"curve\": [";
    for (int c = 0; c < width; ++c) {
        const std::array<double, 4> &h = k.handles[size_t(c)];
        out += (c > 0 ? ", " : "") + seconds(h[0]) + ", " + number(h[1]) + ", " + seconds(h[2]) + ", " + number(h[3]);
    }
    return out + ']';
}

QByteArray timelineText(const SpineTimeline &timeline, bool last)
{
    QByteArray out = "    \"" + QByteArray(SpineTimeline::name(timeline.channel)) + "\": [\n";
    for (size_t i = 0; i < timeline.keys.size(); ++i) {
        const SpineKey &k = timeline.keys[i];
        out += "     { \"time\": " + seconds(k.time);
        if (timeline.width() == 1)
            out += ", \"value\": " + number(k.value[0]);
        else
            out += ", \"x\": " + number(k.value[0]) + ", \"y\": " + number(k.value[1]);
        out += curveText(k, timeline.width());
        out += i + 1 < timeline.keys.size() ? " },\n" : " }\n";
    }
    return out + (last ? "    ]\n" : "    ],\n");
}

QByteArray animationText(const Clip &clip, int clipIndex, const SpineSlots &spineSlots, const ExportOptions &options,
                         const SoundEvents &sounds, const QString &soundPrefix)
{
    QByteArray out = " " + jsonString(clip.name) + ": {\n" + spineSlots.animationText(clipIndex);
    const std::array<SpineTimeline, 3> motion = SpineExporter::timelines(clip, options);
    out += "  \"bones\": {\n   \"square\": {\n";
    for (size_t i = 0; i < motion.size(); ++i)
        out += timelineText(motion[i], i + 1 == motion.size());
    out += "   }\n  }";
    const QList<ExportedEvent> events = animationEvents(clip, sounds, soundPrefix);
    if (!events.isEmpty()) {
        out += ",\n  \"events\": [\n";
        for (qsizetype i = 0; i < events.size(); ++i)
            out += "   { \"time\": " + seconds(events[i].time) + ", \"name\": " + jsonString(events[i].name)
                   + (i + 1 < events.size() ? " },\n" : " }\n");
        out += "  ]";
    }
    return out + "\n }";
}

ExportFormat spineFormat()
{
    ExportFormat f;
    f.id = QStringLiteral("spine");
    f.displayName = QStringLiteral("Spine 4.2 skeleton JSON");
    f.suffix = QStringLiteral("json");
    f.nameTag = QStringLiteral("-spine"); // a .json, as the project
    f.summary = QStringLiteral("Spine 4.2 skeleton JSON, its .atlas and PNG atlas beside it");
    f.holdsSound = true; // an event with an audio path
    f.options = ExportOption::Tolerance | ExportOption::Atlas;
    return f;
}

} // namespace

SpineExporter::SpineExporter() : Exporter(spineFormat()) {}

QStringList SpineExporter::filePaths(const Project &, const std::vector<int> &, const QString &outPath) const
{
    return {besidePath(outPath, QStringLiteral(".png")), besidePath(outPath, QStringLiteral(".atlas")), outPath};
}

bool SpineExporter::write(const ExportJob &job, std::vector<ExportFile> *files, QString *error) const
{
    SpriteAtlas atlas(job.project, job.clips);
    if (!atlas.draw(job.projectFolder, job.options.atlas, error))
        return false;
    // The pages, then the .atlas naming them, then the skeleton naming the atlas's regions.
    const QString pngPath = besidePath(job.outPath, QStringLiteral(".png"));
    QStringList pages;
    for (int page = 0; page < atlas.pageCount(); ++page) {
        const QString path = SpriteAtlas::pageFileName(pngPath, page);
        files->push_back({path, atlas.png(page)});
        pages.append(QFileInfo(path).fileName());
    }
    files->push_back({besidePath(job.outPath, QStringLiteral(".atlas")), toAtlas(atlas, pages)});
    files->push_back({job.outPath, toJson(job.project, job.clips, atlas, job.options, job.soundPrefix())});
    return true;
}

QString SpineExporter::attachmentName(int cell)
{
    return SpineSlots::regionName(cell);
}

std::array<SpineTimeline, 3> SpineExporter::timelines(const Clip &clip, const ExportOptions &options)
{
    const BakeTolerance tolerance = MotionBaker::toleranceFor(clip, options.toleranceDegrees);
    const bool unroll = unrolled(clip);
    return {SpineCurveSplitter::build(clip, SpineTimeline::Translate, tolerance.translation, unroll),
            SpineCurveSplitter::build(clip, SpineTimeline::Rotate, tolerance.degrees, unroll),
            SpineCurveSplitter::build(clip, SpineTimeline::Scale, tolerance.scale, unroll)};
}

QByteArray SpineExporter::toJson(const Project &project, const std::vector<int> &clips, const SpriteAtlas &atlas,
                                 const ExportOptions &options, const QString &soundPrefix)
{
    const SoundEvents sounds = soundEvents(project, clips, soundPrefix);
    const SpineSlots spineSlots(project, clips, atlas);
    const QSize cell = atlas.frameSize();
    QByteArray out = "{\n\"skeleton\": { \"spine\": \"4.2.00\", \"x\": " + number(-cell.width() / 2.0)
                     + ", \"y\": " + number(-cell.height() / 2.0) + ", \"width\": " + QByteArray::number(cell.width())
                     + ", \"height\": " + QByteArray::number(cell.height()) + ", \"audio\": \"./\" },\n";
    out += "\"bones\": [\n { \"name\": \"root\" },\n { \"name\": \"square\", \"parent\": \"root\" }\n],\n";
    out += spineSlots.slotsText() + spineSlots.skinsText();
    // One definition per event name, first use first; the sounds after.
    QStringList names;
    for (int c : clips) {
        for (const ExportedEvent &e : exportedEvents(project.clips[size_t(c)])) {
            if (!names.contains(e.name))
                names.append(e.name);
        }
    }
    QByteArray definitions;
    for (const QString &name : names)
        definitions += (definitions.isEmpty() ? "" : ",\n") + QByteArray(" ") + jsonString(name) + ": {}";
    for (qsizetype i = 0; i < sounds.files.size(); ++i)
        definitions += (definitions.isEmpty() ? "" : ",\n") + QByteArray(" ") + jsonString(sounds.names[i])
                       + ": { \"audio\": " + jsonString(sounds.files[i]) + " }";
    out += "\"events\": {\n" + definitions + (definitions.isEmpty() ? "},\n" : "\n},\n");
    QByteArray animations;
    for (int c : clips)
        animations += (animations.isEmpty() ? "" : ",\n")
                      + animationText(project.clips[size_t(c)], c, spineSlots, options, sounds, soundPrefix);
    return out + "\"animations\": {\n" + animations + "\n}\n}\n";
}

QByteArray SpineExporter::toAtlas(const SpriteAtlas &atlas, const QStringList &pageFileNames)
{
    QByteArray out;
    for (int page = 0; page < atlas.pageCount(); ++page) {
        const QSize size = atlas.page(page).size();
        out += (page > 0 ? "\n" : "") + pageFileNames[page].toUtf8() + "\n  size: " + QByteArray::number(size.width()) + ", "
               // Nearest, as the preview draws pictures and the Unity and glTF exports sample
               // them: pixel art stays crisp (Linear blurred it, issue 39).
               + QByteArray::number(size.height()) + "\n  filter: Nearest, Nearest\n";
        for (int c = 0; c < atlas.cellCount(); ++c) {
            if (!atlas.hasPicture(c) || atlas.pageOf(c) != page)
                continue;
            const QRect r = atlas.pageRect(c);
            const QRect kept = atlas.trimmedRect(c);
            const QSize whole = atlas.pictureSize(c);
            out += attachmentName(c).toUtf8() + "\n  bounds: " + QByteArray::number(r.x()) + ", " + QByteArray::number(r.y())
                   + ", " + QByteArray::number(r.width()) + ", " + QByteArray::number(r.height()) + '\n';
            if (kept != QRect(QPoint(0, 0), whole)) // offsets from the picture's bottom left, as Spine counts them
                out += "  offsets: " + QByteArray::number(kept.x()) + ", "
                       + QByteArray::number(whole.height() - kept.y() - kept.height()) + ", "
                       + QByteArray::number(whole.width()) + ", " + QByteArray::number(whole.height()) + '\n';
        }
    }
    return out;
}

QStringList SpineExporter::notes(const Project &project, const std::vector<int> &clips) const
{
    QStringList out;
    for (int c : clips) {
        const Clip &clip = project.clips[size_t(c)];
        const auto [z, xy, zScale] = MotionBeyond2D::of(clip);
        const QString name = clip.name;
        if (z)
            out.append(QStringLiteral("clip \"%1\": translation z is left out (Spine moves in x and y only)").arg(name));
        if (xy)
            out.append(QStringLiteral("clip \"%1\": rotation x and y are left out (Spine turns about z only)").arg(name));
        if (zScale)
            out.append(QStringLiteral("clip \"%1\": scale z is left out (Spine scales x and y only)").arg(name));
        if (clip.audio && !(clip.length() > 0.0))
            out.append(QStringLiteral("clip \"%1\": has no length: its sound is left out").arg(name));
        else if (clip.audio && !soundTime(clip))
            out.append(QStringLiteral("clip \"%1\": its sound starts at %2 ms, after the clip's end (%3 ms): left out")
                           .arg(name)
                           .arg(clip.audio->offset)
                           .arg(clip.length()));
    }
    return out;
}

QList<ChannelReport> SpineExporter::report(const Clip &clip, const ExportOptions &options) const
{
    const BakeTolerance tolerance = MotionBaker::toleranceFor(clip, options.toleranceDegrees);
    const double tolerances[] = {tolerance.translation, tolerance.degrees, tolerance.scale};
    const char *channels[] = {"translation", "rotation", "scale"};
    QList<ChannelReport> out;
    const std::array<SpineTimeline, 3> motion = timelines(clip, options);
    for (size_t i = 0; i < motion.size(); ++i) {
        const std::vector<SpineKey> &keys = motion[i].keys;
        auto any = [&](SpineKey::Curve curve) {
            return std::any_of(keys.begin(), keys.end() - 1, [&](const SpineKey &k) { return k.curve == curve; });
        };
        ChannelReport r;
        r.clip = clip.name;
        r.channel = QLatin1String(channels[i]);
        r.interpolation = any(SpineKey::Curve::Bezier) ? QStringLiteral("BEZIER")
                          : any(SpineKey::Curve::Linear) || keys.size() < 2 ? QStringLiteral("LINEAR")
                                                                            : QStringLiteral("STEPPED");
        r.keys = int(keys.size());
        r.maxError = motion[i].maxError(clip, unrolled(clip));
        r.tolerance = tolerances[i];
        r.unit = i == 1 ? QStringLiteral("degrees") : QStringLiteral("units");
        r.readers = QStringLiteral("spine-core (a Bezier as ten straight pieces)");
        out.append(r);
    }
    out.append(FidelityReport::sheetFrameStarts(clip));
    return out;
}

} // namespace inbetween
