#include "godotexporter.h"

#include "channelplayer.h"
#include "motionbaker.h"

#include <algorithm>
#include <QLocale>
#include <cmath>
#include <cstdio>
#include <cstring>

namespace inbetween {

namespace {

QByteArray godotString(const QString &s)
{
    return GodotExporter::stringText(s);
}

} // namespace

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

// A float property: Godot writes "1.0", not "1".
QByteArray scalarText(double value)
{
    QByteArray text = GodotExporter::floatText(value);
    if (!text.contains('.') && !text.contains('e') && !text.contains("inf") && !text.contains("nan"))
        text += ".0";
    return text;
}

QByteArray packedFloats(const std::vector<double> &values)
{
    QByteArray out = "PackedFloat32Array(";
    for (size_t i = 0; i < values.size(); ++i) {
        if (i > 0)
            out += ", ";
        out += GodotExporter::floatText(values[i]);
    }
    return out + ')';
}

QByteArray trackHeader(int index, const char *type, const QString &path, int interp)
{
    const QByteArray p = "tracks/" + QByteArray::number(index) + '/';
    return p + "type = \"" + type + "\"\n" + p + "imported = false\n" + p + "enabled = true\n" + p
           + "path = NodePath(" + godotString(path) + ")\n" + p + "interp = " + QByteArray::number(interp) + '\n' + p
           + "loop_wrap = true\n";
}

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
QByteArray animationBody(const Clip &clip, int clipIndex, const SpriteAtlas &atlas, const ExportOptions &options)
{
    // Godot plays ping-pong itself, by the preview's rule: the clip is written once; its 3D
    // tracks are linear (rotations: slerp) or nearest, so eased motion is sampled adaptively.
    const BakedMotion motion = MotionBaker::bake(clip, exportBakeOptions(clip, options));
    const QString node = options.nodePath.isEmpty() ? QStringLiteral(".") : options.nodePath;
    const QString sprite = node == QLatin1String(".") ? QStringLiteral("Sprite3D") : node + QStringLiteral("/Sprite3D");
    const int loopMode = clip.loop == LoopMode::Once ? 0 : (clip.loop == LoopMode::Loop ? 1 : 2);

    QByteArray out = "resource_name = " + godotString(clip.name) + '\n';
    out += "length = " + scalarText(std::max(clip.length(), 1.0) / 1000.0) + '\n';
    out += "loop_mode = " + QByteArray::number(loopMode) + '\n';
    out += "step = " + scalarText(1.0 / options.fps) + '\n';
    int index = 0;
    out += transformTrack(index++, "position_3d", node, motion.translation, 3);
    out += transformTrack(index++, "rotation_3d", node, motion.rotation, 4);
    out += transformTrack(index++, "scale_3d", node, motion.scale, 3);
    if (!clip.frames.isEmpty()) {
        // The values are cells of the shared atlas (Sprite3D hframes = its columns).
        std::vector<double> times, transitions;
        QByteArray values = "[";
        for (int i = 0; i < clip.frames.count(); ++i) {
            times.push_back(clip.frames.start(i) / 1000.0);
            transitions.push_back(1.0);
            values += (i > 0 ? ", " : "") + QByteArray::number(atlas.cellOf(clipIndex, i));
        }
        out += trackHeader(index, "value", sprite + QStringLiteral(":frame"), 0);
        out += "tracks/" + QByteArray::number(index++) + "/keys = {\n\"times\": " + packedFloats(times)
               + ",\n\"transitions\": " + packedFloats(transitions) + ",\n\"update\": 1,\n\"values\": " + values
               + "]\n}\n";
    }
    QList<ClipEvent> events = clip.events;
    std::stable_sort(events.begin(), events.end(), [](const ClipEvent &a, const ClipEvent &b) { return a.time < b.time; });
    if (!events.isEmpty()) {
        std::vector<double> times, transitions;
        QByteArray values = "[";
        for (qsizetype i = 0; i < events.size(); ++i) {
            times.push_back(events[i].time / 1000.0);
            transitions.push_back(1.0);
            values += (i > 0 ? ", {\n" : "{\n") + QByteArray("\"args\": [") + godotString(events[i].name)
                      + "],\n\"method\": &\"clip_event\"\n}";
        }
        out += trackHeader(index, "method", node, 1);
        out += "tracks/" + QByteArray::number(index++) + "/keys = {\n\"times\": " + packedFloats(times)
               + ",\n\"transitions\": " + packedFloats(transitions) + ",\n\"values\": " + values + "]\n}\n";
    }
    return out;
}

} // namespace

QByteArray GodotExporter::toTres(const Project &project, const std::vector<int> &clips, const SpriteAtlas &atlas,
                                 const ExportOptions &options)
{
    if (!options.clip.isEmpty()) {
        return "[gd_resource type=\"Animation\" format=3]\n\n[resource]\n"
               + animationBody(project.clips[size_t(clips.front())], clips.front(), atlas, options);
    }
    QByteArray out = "[gd_resource type=\"AnimationLibrary\" load_steps=" + QByteArray::number(qsizetype(clips.size()) + 1)
                     + " format=3]\n";
    QByteArray data;
    for (int c : clips) {
        const QByteArray id = godotString(QStringLiteral("Animation_%1").arg(c));
        out += "\n[sub_resource type=\"Animation\" id=" + id + "]\n"
               + animationBody(project.clips[size_t(c)], c, atlas, options);
        data += (data.isEmpty() ? "" : ",\n") + QByteArray("&") + godotString(project.clips[size_t(c)].name)
                + ": SubResource(" + id + ')';
    }
    return out + "\n[resource]\n_data = {\n" + data + "\n}\n";
}

} // namespace inbetween
