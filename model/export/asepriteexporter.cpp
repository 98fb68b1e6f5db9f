#include "asepriteexporter.h"

#include "jsontext.h"

#include <cmath>

namespace inbetween {

namespace {

QByteArray rectJson(const QRect &r)
{
    return "{ \"x\": " + QByteArray::number(r.x()) + ", \"y\": " + QByteArray::number(r.y()) + ", \"w\": "
           + QByteArray::number(r.width()) + ", \"h\": " + QByteArray::number(r.height()) + " }";
}

QByteArray sizeJson(const QSize &s)
{
    return "{ \"w\": " + QByteArray::number(s.width()) + ", \"h\": " + QByteArray::number(s.height()) + " }";
}

QByteArray eventsText(const Clip &clip)
{
    QByteArray out = "{\"events\":[";
    for (qsizetype i = 0; i < clip.events.size(); ++i) {
        if (i > 0)
            out += ',';
        out += "{\"time\":" + jsonNumber(clip.events[i].time) + ",\"name\":" + jsonString(clip.events[i].name) + '}';
    }
    return out + "]}";
}

} // namespace

QList<SheetStep> AsepriteExporter::steps(const Clip &clip, const ExportOptions &)
{
    return SheetSequence::of(clip, SheetSequence::PingPong::Native);
}

QList<int> AsepriteExporter::durations(const Clip &clip, const ExportOptions &options)
{
    QList<double> exact;
    for (const SheetStep &step : steps(clip, options))
        exact.append(step.duration);
    return roundedDurations(exact);
}

QList<int> AsepriteExporter::roundedDurations(const QList<double> &exact)
{
    QList<int> out;
    double start = 0.0;
    double rounded = 0.0;
    for (double d : exact) {
        const double end = std::round(start + d);
        out.append(int(end - rounded));
        rounded = end;
        start += d;
    }
    return out;
}

QByteArray AsepriteExporter::toJson(const Project &project, const std::vector<int> &clips, const SpriteAtlas &atlas,
                                    const QString &imageFileName, const ExportOptions &options)
{
    const QSize cell = atlas.cellSize();
    QByteArray frames, tags;
    int index = 0;
    for (int c : clips) {
        const Clip &clip = project.clips[size_t(c)];
        if (clip.frames.isEmpty())
            continue; // nothing to show on a sheet (exportNotes says so)
        const QList<SheetStep> sequence = steps(clip, options);
        const QList<int> durations = AsepriteExporter::durations(clip, options);
        const int from = index;
        for (int i = 0; i < durations.size(); ++i, ++index) {
            if (!frames.isEmpty())
                frames += ",\n";
            frames += "   " + jsonString(QString::number(index)) + ": {\n";
            frames += "    \"frame\": " + rectJson(atlas.cell(atlas.cellOf(c, sequence[i].frame))) + ",\n";
            frames += "    \"rotated\": false,\n    \"trimmed\": false,\n";
            frames += "    \"spriteSourceSize\": " + rectJson(QRect(QPoint(0, 0), cell)) + ",\n";
            frames += "    \"sourceSize\": " + sizeJson(cell) + ",\n";
            frames += "    \"duration\": " + QByteArray::number(durations[i]) + "\n   }";
        }
        const QByteArray direction = clip.loop == LoopMode::PingPong ? "pingpong" : "forward";
        if (!tags.isEmpty())
            tags += ",\n";
        tags += "   { \"name\": " + jsonString(clip.name) + ", \"from\": " + QByteArray::number(from)
                + ", \"to\": " + QByteArray::number(index - 1) + ", \"direction\": \"" + direction + "\"";
        if (clip.loop == LoopMode::Once)
            tags += ", \"repeat\": \"1\"";
        tags += ", \"color\": \"#000000ff\", \"data\": " + jsonString(QString::fromUtf8(eventsText(clip))) + " }";
    }
    QByteArray out = "{ \"frames\": {\n" + frames + "\n },\n \"meta\": {\n";
    out += "  \"app\": \"https://www.aseprite.org/\",\n  \"version\": \"1.3\",\n";
    out += "  \"image\": " + jsonString(imageFileName) + ",\n";
    out += "  \"format\": \"RGBA8888\",\n";
    out += "  \"size\": " + sizeJson(atlas.image().size()) + ",\n";
    out += "  \"scale\": \"1\",\n";
    out += "  \"frameTags\": [\n" + tags + "\n  ],\n";
    out += "  \"layers\": [ { \"name\": \"Frames\", \"opacity\": 255, \"blendMode\": \"normal\" } ],\n";
    out += "  \"slices\": [ ]\n }\n}\n";
    return out;
}

} // namespace inbetween
