#include "export/spriteframesexporter.h"

#include "export/fidelityreport.h"
#include "export/godotatlastextures.h"
#include "export/godotexporter.h"
#include "export/sheetsequence.h"
#include "json/jsontext.h"

namespace inbetween {

namespace {

// A float as Godot writes one: "6.0", not "6".
QByteArray godotFloat(double value)
{
    QByteArray text = jsonNumber(value);
    if (!text.contains('.') && !text.contains('e'))
        text += ".0";
    return text;
}

ExportFormat spriteFramesFormat()
{
    ExportFormat f;
    f.id = QStringLiteral("spriteframes");
    f.displayName = QStringLiteral("Godot 4 SpriteFrames");
    f.suffix = QStringLiteral("tres");
    f.nameTag = QStringLiteral("-frames"); // not the AnimationLibrary's name
    f.summary = QStringLiteral("Godot 4 SpriteFrames .tres, PNG atlas beside it");
    f.holdsEvents = false;
    f.holdsBoxes = false; // an AnimatedSprite2D shows pictures only (Godot's .tscn has the boxes)
    f.holdsPoints = false;
    f.options = ExportOption::Atlas;
    return f;
}

} // namespace

SpriteFramesExporter::SpriteFramesExporter() : SheetExporter(spriteFramesFormat()) {}

QList<ChannelReport> SpriteFramesExporter::report(const Clip &clip, const ExportOptions &options) const
{
    if (clip.frames.isEmpty())
        return {};
    QList<double> exact, written;
    const QList<SheetStep> steps = SheetSequence::of(clip);
    for (const SheetStep &s : steps)
        exact.append(s.duration);
    for (double d : exact) // a relative duration at speed fps, as Godot turns it back into seconds
        written.append(d * options.fps / 1000.0 / options.fps * 1000.0);
    return {FidelityReport::frameStarts(clip, int(steps.size()), FidelityReport::startError(exact, written),
                                        FidelityReport::kFloatTimeTolerance)};
}

QByteArray SpriteFramesExporter::sheet(const ExportJob &job, const SpriteAtlas &atlas, const QStringList &pageFileNames) const
{
    return toTres(job.project, job.clips, atlas, pageFileNames, job.options.fps);
}

QByteArray SpriteFramesExporter::toTres(const Project &project, const std::vector<int> &clips,
                                        const SpriteAtlas &atlas, const QStringList &pageFileNames, double fps)
{
    const GodotAtlasTextures textures(project, clips, atlas);
    QByteArray out = "[gd_resource type=\"SpriteFrames\" load_steps=" + QByteArray::number(textures.resourceCount() + 1)
                     + " format=3]\n\n";
    out += GodotAtlasTextures::extResources(pageFileNames);
    out += textures.subResources();
    QByteArray animations;
    for (int c : clips) {
        const Clip &clip = project.clips[size_t(c)];
        if (clip.frames.isEmpty())
            continue; // nothing to show (exportNotes says so)
        QByteArray frames;
        for (const SheetStep &step : SheetSequence::of(clip)) {
            frames += frames.isEmpty() ? "{\n" : ", {\n";
            frames += "\"duration\": " + godotFloat(step.duration * fps / 1000.0) + ",\n";
            frames += "\"texture\": SubResource(" + textures.textureId(c, step.frame) + ")\n}";
        }
        animations += animations.isEmpty() ? "{\n" : ", {\n";
        animations += "\"frames\": [" + frames + "],\n";
        animations += QByteArray("\"loop\": ") + (clip.loop == LoopMode::Once ? "false" : "true") + ",\n";
        animations += "\"name\": &" + GodotExporter::stringText(clip.name) + ",\n";
        animations += "\"speed\": " + godotFloat(fps) + "\n}";
    }
    return out + "\n[resource]\nanimations = [" + animations + "]\n";
}

} // namespace inbetween
