#include "spriteframesexporter.h"

#include "godotexporter.h"
#include "jsontext.h"
#include "sheetsequence.h"

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

QByteArray atlasTextureId(int cell)
{
    return "\"AtlasTexture_" + QByteArray::number(cell) + '"';
}

} // namespace

QByteArray SpriteFramesExporter::toTres(const Project &project, const std::vector<int> &clips,
                                        const SpriteAtlas &atlas, const QString &imageFileName, double fps)
{
    QByteArray out = "[gd_resource type=\"SpriteFrames\" load_steps=" + QByteArray::number(atlas.cellCount() + 2)
                     + " format=3]\n\n";
    out += "[ext_resource type=\"Texture2D\" path=" + GodotExporter::stringText(imageFileName) + " id=\"1_atlas\"]\n";
    for (int cell = 0; cell < atlas.cellCount(); ++cell) {
        const QRect r = atlas.cell(cell);
        out += "\n[sub_resource type=\"AtlasTexture\" id=" + atlasTextureId(cell) + "]\n";
        out += "atlas = ExtResource(\"1_atlas\")\n";
        out += "region = Rect2(" + QByteArray::number(r.x()) + ", " + QByteArray::number(r.y()) + ", "
               + QByteArray::number(r.width()) + ", " + QByteArray::number(r.height()) + ")\n";
    }
    QByteArray animations;
    for (int c : clips) {
        const Clip &clip = project.clips[size_t(c)];
        if (clip.frames.isEmpty())
            continue; // nothing to show (exportNotes says so)
        QByteArray frames;
        for (const SheetStep &step : SheetSequence::of(clip)) {
            frames += frames.isEmpty() ? "{\n" : ", {\n";
            frames += "\"duration\": " + godotFloat(step.duration * fps / 1000.0) + ",\n";
            frames += "\"texture\": SubResource(" + atlasTextureId(atlas.cellOf(c, step.frame)) + ")\n}";
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
