#include "export/asepriteexporter.h"

#include "export/asepriteslices.h"
#include "export/exportedevents.h"
#include "export/fidelityreport.h"
#include "json/jsontext.h"

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

// A frame's picture: its kept pixels on the page, whether margins were cut away, where the kept
// pixels lie in the whole picture and the whole picture's size, all in whole
// pixels, and its pivot as a share of the whole picture (TexturePacker's `pivot`, which Phaser
// reads as the frame's origin: the pivot at the sprite's position, as the preview puts it).
QByteArray pictureJson(const SpriteAtlas &atlas, int cell, const FrameData &data, const QByteArray &indent)
{
    const QRect kept = atlas.trimmedRect(cell);
    const QSize whole = atlas.pictureSize(cell);
    const bool trimmed = kept != QRect(QPoint(0, 0), whole);
    const QPointF pivot = data.pivotIn(QSizeF(whole));
    return indent + "\"frame\": " + rectJson(atlas.pageRect(cell)) + ",\n" + indent + "\"rotated\": false,\n" + indent
           + "\"trimmed\": " + (trimmed ? "true" : "false") + ",\n" + indent + "\"spriteSourceSize\": " + rectJson(kept)
           + ",\n" + indent + "\"sourceSize\": " + sizeJson(whole) + ",\n" + indent + "\"pivot\": { \"x\": "
           + jsonNumber(pivot.x() / whole.width()) + ", \"y\": " + jsonNumber(pivot.y() / whole.height()) + " },\n";
}

QByteArray eventsText(const Clip &clip)
{
    // The events that occur; one at the clip's length says it occurs at the end.
    QByteArray out = "{\"events\":[";
    const QList<ExportedEvent> events = exportedEvents(clip);
    for (qsizetype i = 0; i < events.size(); ++i) {
        if (i > 0)
            out += ',';
        out += "{\"time\":" + jsonNumber(events[i].time) + ",\"name\":" + jsonString(events[i].name)
               + (events[i].atEnd ? ",\"atEnd\":true}" : "}");
    }
    return out + "]}";
}

ExportFormat asepriteFormat()
{
    ExportFormat f;
    f.id = QStringLiteral("aseprite");
    f.displayName = QStringLiteral("Aseprite sprite sheet JSON");
    f.suffix = QStringLiteral("json");
    f.nameTag = QStringLiteral("-sheet");
    f.summary = QStringLiteral("sprite-sheet JSON, PNG atlas beside it");
    f.options = ExportOption::AsepritePingPong | ExportOption::Atlas;
    return f; // events in the tags' data; no sound
}

} // namespace

AsepriteExporter::AsepriteExporter() : SheetExporter(asepriteFormat()) {}

QString AsepriteExporter::problem(const Project &project, const std::vector<int> &clips, const ExportOptions &options) const
{
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
    return {};
}

QStringList AsepriteExporter::notes(const Project &project, const std::vector<int> &clips) const
{
    return AsepriteSlices::roundingNotes(project, clips);
}

QList<ChannelReport> AsepriteExporter::report(const Clip &clip, const ExportOptions &options) const
{
    if (clip.frames.isEmpty())
        return {};
    const QList<SheetStep> sheetSteps = steps(clip, options);
    QList<double> exact, written;
    for (const SheetStep &s : sheetSteps)
        exact.append(s.duration);
    for (int d : roundedDurations(sheetSteps))
        written.append(d);
    return {FidelityReport::frameStarts(clip, int(sheetSteps.size()), FidelityReport::startError(exact, written), 0.5)};
}

QByteArray AsepriteExporter::sheet(const ExportJob &job, const SpriteAtlas &atlas, const QStringList &pageFileNames) const
{
    return toJson(job.project, job.clips, atlas, pageFileNames, job.options);
}

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
                                    const QStringList &pageFileNames, const ExportOptions &options)
{
    const bool multiAtlas = atlas.pageCount() > 1;
    QList<QByteArray> frames(atlas.pageCount()); // the frames on each page
    QByteArray tags;
    QList<AsepriteSlices::Step> sliceSteps; // every exported frame, in order
    int index = 0;
    for (int c : clips) {
        const Clip &clip = project.clips[size_t(c)];
        if (clip.frames.isEmpty())
            continue; // nothing to show on a sheet (exportNotes says so)
        const QList<SheetStep> sequence = steps(clip, options);
        const QList<int> durations = AsepriteExporter::durations(clip, options);
        const int from = index;
        for (int i = 0; i < durations.size(); ++i, ++index) {
            const int cell = atlas.cellOf(c, sequence[i].frame);
            const SharedFrameData &data = clip.frames.frame(sequence[i].frame).data;
            sliceSteps.append({data, atlas.pictureSize(cell)});
            QByteArray &page = frames[atlas.pageOf(cell)];
            if (!page.isEmpty())
                page += ",\n";
            const QByteArray name = jsonString(QString::number(index));
            page += multiAtlas ? "    { \"filename\": " + name + ",\n" : "   " + name + ": {\n";
            page += pictureJson(atlas, cell, data.get(), multiAtlas ? "     " : "    ");
            page += (multiAtlas ? "     " : "    ") + QByteArray("\"duration\": ") + QByteArray::number(durations[i])
                    + (multiAtlas ? "\n    }" : "\n   }");
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
    QByteArray meta = "  \"app\": \"https://www.aseprite.org/\",\n  \"version\": \"1.3\",\n";
    QByteArray out;
    if (multiAtlas) {
        QByteArray textures;
        for (int p = 0; p < atlas.pageCount(); ++p) {
            textures += (p > 0 ? ",\n" : "") + QByteArray("  { \"image\": ") + jsonString(pageFileNames[p])
                        + ", \"format\": \"RGBA8888\", \"size\": " + sizeJson(atlas.page(p).size())
                        + ", \"scale\": 1,\n   \"frames\": [\n" + frames[p] + "\n   ] }";
        }
        out = "{ \"textures\": [\n" + textures + "\n ],\n \"meta\": {\n" + meta;
    } else {
        out = "{ \"frames\": {\n" + frames.value(0) + "\n },\n \"meta\": {\n" + meta;
        out += "  \"image\": " + jsonString(pageFileNames.value(0)) + ",\n";
        out += "  \"format\": \"RGBA8888\",\n";
        out += "  \"size\": " + sizeJson(atlas.pageCount() > 0 ? atlas.page(0).size() : QSize()) + ",\n";
        out += "  \"scale\": \"1\",\n";
    }
    out += "  \"frameTags\": [\n" + tags + "\n  ],\n";
    out += "  \"layers\": [ { \"name\": \"Frames\", \"opacity\": 255, \"blendMode\": \"normal\" } ],\n";
    out += "  \"slices\": " + AsepriteSlices::json(project, sliceSteps) + "\n }\n}\n";
    return out;
}

} // namespace inbetween
