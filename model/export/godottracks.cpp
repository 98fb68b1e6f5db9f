#include "export/godottracks.h"

#include "export/godotexporter.h"
#include "export/projectexport.h"

#include <algorithm>

namespace inbetween {

namespace {

QByteArray godotString(const QString &s)
{
    return GodotExporter::stringText(s);
}

// Godot imports WAV, Ogg Vorbis and MP3 each as its own stream type; another file (FLAC, which
// Godot 4 does not import) is named as a plain AudioStream.
QByteArray streamType(const QString &file)
{
    const QString suffix = file.section(QLatin1Char('.'), -1).toLower();
    if (suffix == QLatin1String("wav"))
        return "AudioStreamWAV";
    if (suffix == QLatin1String("ogg") || suffix == QLatin1String("oga"))
        return "AudioStreamOggVorbis";
    if (suffix == QLatin1String("mp3"))
        return "AudioStreamMP3";
    return "AudioStream";
}

} // namespace

QByteArray GodotTracks::scalarText(double value)
{
    QByteArray text = GodotExporter::floatText(value);
    if (!text.contains('.') && !text.contains('e') && !text.contains("inf") && !text.contains("nan"))
        text += ".0";
    return text;
}

QByteArray GodotTracks::packedFloats(const std::vector<double> &values)
{
    QByteArray out = "PackedFloat32Array(";
    for (size_t i = 0; i < values.size(); ++i) {
        if (i > 0)
            out += ", ";
        out += GodotExporter::floatText(values[i]);
    }
    return out + ')';
}

QByteArray GodotTracks::trackHeader(int index, const char *type, const QString &path, int interp)
{
    const QByteArray p = "tracks/" + QByteArray::number(index) + '/';
    return p + "type = \"" + type + "\"\n" + p + "imported = false\n" + p + "enabled = true\n" + p
           + "path = NodePath(" + godotString(path) + ")\n" + p + "interp = " + QByteArray::number(interp) + '\n' + p
           + "loop_wrap = true\n";
}

QByteArray GodotTracks::valueTrack(int index, const QString &path, const std::vector<double> &times,
                                   const QList<QByteArray> &values, int update, int interp)
{
    return trackHeader(index, "value", path, interp) + "tracks/" + QByteArray::number(index) + "/keys = {\n\"times\": "
           + packedFloats(times) + ",\n\"transitions\": " + packedFloats(std::vector<double>(times.size(), 1.0))
           + ",\n\"update\": " + QByteArray::number(update) + ",\n\"values\": [" + values.join(", ") + "]\n}\n";
}

bool GodotTracks::unrollsPingPong(const Clip &clip)
{
    return clip.loop == LoopMode::PingPong && clip.length() > 0.0;
}

double GodotTracks::animationLength(const Clip &clip)
{
    return unrollsPingPong(clip) ? 2.0 * clip.length() : clip.length();
}

std::vector<double> GodotTracks::stepSeconds(const QList<SheetStep> &steps)
{
    std::vector<double> out = SheetSequence::starts(steps);
    for (double &s : out)
        s /= 1000.0;
    return out;
}

QByteArray GodotTracks::visibleTrack(int index, const QString &path, const Clip &clip)
{
    return discreteTrack(index, path, {0.0}, {clip.frames.isEmpty() ? "false" : "true"});
}

QList<ExportedEvent> GodotTracks::animationEvents(const Clip &clip)
{
    QList<ExportedEvent> out = exportedEvents(clip);
    const double length = clip.length();
    if (unrollsPingPong(clip)) {
        for (qsizetype i = 0, n = out.size(); i < n; ++i) {
            if (out[i].time > 0.0 && out[i].time < length)
                out.append({2.0 * length - out[i].time, out[i].name, false});
        }
    }
    return out;
}

QByteArray GodotTracks::methodTrack(int index, const QString &path, QList<ExportedEvent> events)
{
    std::stable_sort(events.begin(), events.end(), [](const ExportedEvent &a, const ExportedEvent &b) { return a.time < b.time; });
    std::vector<double> times, transitions;
    QByteArray values = "[";
    for (qsizetype i = 0; i < events.size(); ++i) {
        times.push_back(events[i].time / 1000.0);
        transitions.push_back(1.0);
        values += (i > 0 ? ", {\n" : "{\n") + QByteArray("\"args\": [") + godotString(events[i].name)
                  + "],\n\"method\": &\"clip_event\"\n}";
    }
    return trackHeader(index, "method", path, 1) + "tracks/" + QByteArray::number(index) + "/keys = {\n\"times\": "
           + packedFloats(times) + ",\n\"transitions\": " + packedFloats(transitions) + ",\n\"values\": " + values + "]\n}\n";
}

QByteArray GodotTracks::Sounds::extResources() const
{
    QByteArray out;
    for (const QString &file : files)
        out += "\n[ext_resource type=\"" + streamType(file) + "\" path=" + godotString(file) + " id=" + godotString(idOf(file))
               + "]\n";
    return out;
}

GodotTracks::Sounds GodotTracks::soundsOf(const Project &project, const std::vector<int> &clips, const QString &soundPrefix)
{
    Sounds out;
    for (int c : clips) {
        const Clip &clip = project.clips[size_t(c)];
        if (clip.audio) {
            const QString file = soundExportPath(clip.audio->file, soundPrefix);
            if (!out.files.contains(file))
                out.files.append(file);
        }
    }
    return out;
}

QByteArray GodotTracks::audioTrack(int index, const QString &player, const Clip &clip, const Sounds &sounds,
                                   const QString &soundPrefix)
{
    const double offset = clip.audio->offset / 1000.0;
    const QByteArray p = "tracks/" + QByteArray::number(index) + '/';
    const QString id = sounds.idOf(soundExportPath(clip.audio->file, soundPrefix));
    return p + "type = \"audio\"\n" + p + "imported = false\n" + p + "enabled = true\n" + p
           + "path = NodePath(" + godotString(player) + ")\n" + p + "use_blend = true\n" + p
           + "keys = {\n\"clips\": [{\n\"end_offset\": 0.0,\n\"start_offset\": " + scalarText(std::max(0.0, -offset))
           + ",\n\"stream\": ExtResource(" + godotString(id) + ")\n}],\n\"times\": "
           + packedFloats({std::max(0.0, offset)}) + "\n}\n";
}

} // namespace inbetween
