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

QList<SheetStep> AsepriteExporter::steps(const Clip &clip, const ExportOptions &options)
{
    return SheetSequence::of(clip, options.asepriteNativePingPong ? SheetSequence::PingPong::Native
                                                                  : SheetSequence::PingPong::Unrolled);
}

QList<int> AsepriteExporter::durations(const Clip &clip, const ExportOptions &options)
{
    return roundedDurations(steps(clip, options));
}

QList<int> AsepriteExporter::roundedDurations(const QList<SheetStep> &steps)
{
    QList<int> out;
    double start = 0.0;
    double rounded = 0.0;
    for (qsizetype i = 0; i < steps.size(); ++i) {
        // A switch half a ms from a whole ms: at that middle of a ms the preview shows the next
        // frame going out (its frames start there) and still the earlier one coming back (time
        // runs backwards, so a frame lasts to its hold's end): round towards what it shows.
        const double end = start + steps[i].duration;
        const bool nextComesBack = i + 1 < steps.size() && steps[i + 1].backwards;
        const double whole = nextComesBack ? std::floor(end + 0.5) : std::ceil(end - 0.5);
        out.append(int(whole - rounded));
        rounded = whole;
        start = end;
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
        const bool native = clip.loop == LoopMode::PingPong && options.asepriteNativePingPong;
        const QByteArray direction = native ? "pingpong" : "forward";
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
