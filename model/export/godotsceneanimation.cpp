#include "export/godotsceneanimation.h"

#include "export/channelplayer.h"
#include "export/exporter.h"
#include "export/framedatakeys.h"
#include "export/godotexporter.h"
#include "export/motionbaker.h"
#include "export/projectexport.h"
#include "export/sheetsequence.h"

#include <algorithm>
#include <cmath>

namespace inbetween {

namespace {

using GodotTracks::scalarText;

QByteArray vector2(double x, double y)
{
    return "Vector2(" + GodotExporter::floatText(x) + ", " + GodotExporter::floatText(y) + ')';
}

// A baked channel as a continuous value track: each key's value made by `value` (width: 3 for a
// vector, 4 for a quaternion, as ChannelPlayer writes them).
template <typename Value>
QByteArray motionTrack(int index, const QString &path, const BakedChannel &channel, int width, Value value)
{
    std::vector<double> times;
    QList<QByteArray> values;
    const std::vector<float> seconds = ChannelPlayer::fileSeconds(channel.keys);
    for (size_t k = 0; k < channel.keys.size(); ++k) {
        times.push_back(double(seconds[k]));
        values.append(value(ChannelPlayer::fileValue(channel.keys[k].value, width)));
    }
    const int interp = channel.interpolation == BakedChannel::Interpolation::Step ? 0 : 1;
    return GodotTracks::valueTrack(index, path, times, values, 0, interp);
}

// The z angle (radians, counter-clockwise, y up) where a quaternion turns the x axis, the
// nearest to `previous` of its turns (keys are at most 90 degrees apart: the unwrapping is sure).
double zAngle(const std::array<float, 4> &q, double previous)
{
    const double x = q[0], y = q[1], z = q[2], w = q[3];
    const double angle = std::atan2(2.0 * (x * y + w * z), 1.0 - 2.0 * (y * y + z * z));
    return angle + 2.0 * M_PI * std::round((previous - angle) / (2.0 * M_PI));
}

QList<QByteArray> booleans(const QList<bool> &values)
{
    QList<QByteArray> out;
    for (bool v : values)
        out.append(v ? "true" : "false");
    return out;
}

} // namespace

QByteArray GodotSceneAnimation::body(const Project &project, int clipIndex, const GodotAtlasTextures *textures,
                                     const GodotSceneNodes &nodes, const ExportOptions &options,
                                     const GodotTracks::Sounds &sounds, const QString &soundPrefix)
{
    const Clip &clip = project.clips[size_t(clipIndex)];
    // Baked as the library's (GodotExporter::bakeOptions), in pixels, y up.
    const BakedMotion motion = MotionBaker::bake(clip, exportBakeOptions(clip, options));
    const double period = GodotTracks::animationLength(clip);

    QByteArray out = "resource_name = " + GodotExporter::stringText(clip.name) + '\n';
    out += "length = " + scalarText(std::max(period, 1.0) / 1000.0) + '\n';
    out += "loop_mode = " + QByteArray::number(clip.loop == LoopMode::Once ? 0 : 1) + '\n';
    out += "step = " + scalarText(1.0 / options.fps) + '\n';
    int index = 0;
    // Godot 2D: y down, rotation clockwise positive; the preview: y up, counter-clockwise.
    out += motionTrack(index++, QStringLiteral(".:position"), motion.translation, 3,
                       [](const std::array<float, 4> &v) { return vector2(v[0], -double(v[1])); });
    double angle = 0.0;
    out += motionTrack(index++, QStringLiteral(".:rotation"), motion.rotation, 4, [&angle](const std::array<float, 4> &q) {
        angle = zAngle(q, angle);
        return scalarText(-angle);
    });
    out += motionTrack(index++, QStringLiteral(".:scale"), motion.scale, 3,
                       [](const std::array<float, 4> &v) { return vector2(v[0], v[1]); });

    // The frames as the animation plays them (ping-pong out and back), each step's start in s.
    const QList<SheetStep> steps = SheetSequence::of(clip);
    const std::vector<double> starts = GodotTracks::stepSeconds(steps);
    const QList<SharedFrameData> data = SheetSequence::frameData(clip, steps);
    if (!steps.isEmpty() && textures) {
        out += GodotTracks::discreteTrack(index++, nodes.sprite + QStringLiteral(":animation"), {0.0},
                                          {'&' + GodotExporter::stringText(clip.name)});
        QList<QByteArray> frames;
        for (const SheetStep &s : steps)
            frames.append(QByteArray::number(s.frame));
        out += GodotTracks::discreteTrack(index++, nodes.sprite + QStringLiteral(":frame"), starts, frames);
    }
    if (textures)
        out += GodotTracks::visibleTrack(index++, nodes.sprite + QStringLiteral(":visible"), clip);

    // Boxes and points: keys where they change; a clip without frames has every box off.
    const FrameDataKeys keys = FrameDataKeys::of(project, data);
    for (int b = 0; b < keys.boxes.size(); ++b) {
        const QString shape = nodes.boxes[b] + QStringLiteral("/Shape");
        std::vector<double> onTimes, times;
        QList<QByteArray> positions, sizes;
        QList<bool> disabled;
        for (const BoxKey &k : keys.boxes[b].keys) {
            times.push_back(starts[size_t(k.step)]);
            disabled.append(!k.rect);
            if (k.rect) {
                onTimes.push_back(starts[size_t(k.step)]);
                positions.append(vector2(k.rect->center().x(), k.rect->center().y()));
                sizes.append(vector2(k.rect->width(), k.rect->height()));
            }
        }
        if (times.empty()) {
            times.push_back(0.0);
            disabled.append(true);
        }
        if (!onTimes.empty()) {
            out += GodotTracks::discreteTrack(index++, shape + QStringLiteral(":position"), onTimes, positions);
            out += GodotTracks::discreteTrack(index++, shape + QStringLiteral(":shape:size"), onTimes, sizes);
        }
        out += GodotTracks::discreteTrack(index++, shape + QStringLiteral(":disabled"), times, booleans(disabled));
    }
    for (int p = 0; p < keys.points.size(); ++p) {
        std::vector<double> onTimes, times;
        QList<QByteArray> positions;
        QList<bool> visible;
        for (const PointKey &k : keys.points[p].keys) {
            times.push_back(starts[size_t(k.step)]);
            visible.append(k.point.has_value());
            if (k.point) {
                onTimes.push_back(starts[size_t(k.step)]);
                positions.append(vector2(k.point->x(), k.point->y()));
            }
        }
        if (times.empty()) {
            times.push_back(0.0);
            visible.append(false);
        }
        if (!onTimes.empty())
            out += GodotTracks::discreteTrack(index++, nodes.points[p] + QStringLiteral(":position"), onTimes, positions);
        out += GodotTracks::discreteTrack(index++, nodes.points[p] + QStringLiteral(":visible"), times, booleans(visible));
    }

    const QList<ExportedEvent> events = GodotTracks::animationEvents(clip);
    if (!events.isEmpty())
        out += GodotTracks::methodTrack(index++, QStringLiteral("."), events);
    if (clip.audio)
        out += GodotTracks::audioTrack(index++, nodes.audio, clip, sounds, soundPrefix);
    return out;
}

} // namespace inbetween
