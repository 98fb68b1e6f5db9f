#include "export/fidelityreport.h"

#include "export/channelplayer.h"
#include "export/exportregistry.h"
#include "export/gltfexporter.h"
#include "export/sheetsequence.h"
#include "json/jsontext.h"

#include <cmath>

namespace inbetween {

namespace {

constexpr int kPointsPerInterval = 32;

double vectorError(const std::array<double, 4> &played, const Vec3 &truth)
{
    return std::max({std::abs(played[0] - truth.x), std::abs(played[1] - truth.y), std::abs(played[2] - truth.z)});
}

double rotationError(const std::array<double, 4> &played, const Quaternion &truth)
{
    const double n = std::sqrt(played[0] * played[0] + played[1] * played[1] + played[2] * played[2] + played[3] * played[3]);
    const double d = std::abs(played[0] * truth.x + played[1] * truth.y + played[2] * truth.z + played[3] * truth.w) / n;
    return 2.0 * std::acos(std::min(1.0, d)) * 180.0 / M_PI;
}

// The largest error of one channel over its key intervals.
double channelError(const Clip &clip, const BakedChannel &channel, int which, bool unrolled,
                    const QList<ChannelPlayer::Rotation> &readers)
{
    const int width = which == 1 ? 4 : 3;
    const ChannelPlayer player(channel, width);
    const std::vector<double> &times = player.keyTimesMs();
    const double length = clip.length();
    auto truthAt = [&](double t) {
        double c = unrolled && t > length ? 2.0 * length - t : t;
        c = std::clamp(c, 0.0, length);
        return clip.motion.sample(c);
    };
    // The reader's value at playback time t against the clip's at `truth`.
    auto errorAt = [&](double t, double truth) {
        const Pose pose = truthAt(truth);
        double worst = 0.0;
        for (ChannelPlayer::Rotation reader : readers) {
            const std::array<double, 4> v = player.valueAt(t, reader);
            worst = std::max(worst, which == 0   ? vectorError(v, pose.translation)
                                    : which == 1 ? rotationError(v, pose.quaternion().normalized())
                                                 : vectorError(v, pose.scale));
        }
        return worst;
    };
    double worst = times.empty() ? 0.0 : errorAt(times.back(), channel.keys.back().time);
    bool afterJump = false;
    for (size_t k = 0; k + 1 < times.size(); ++k) {
        const bool hair = (channel.keys[k].placement != KeyPlacement::AtTime
                           || channel.keys[k + 1].placement != KeyPlacement::AtTime)
                          && times[k + 1] - times[k] < 1e-2;
        if (hair) {
            afterJump = true;
            continue;
        }
        // At a key, its value against the clip's at the key's own time: a jump's float time
        // lies up to one float step off it. Inside, the reader's value at the float times.
        const BakedKey &key = channel.keys[k];
        const double nominal = key.time + (key.placement == KeyPlacement::JustAfterPrevious  ? 1e-6
                                           : key.placement == KeyPlacement::JustBeforeNext ? -1e-6
                                                                                           : 0.0);
        worst = std::max(worst, errorAt(times[k], nominal));
        for (int j = 1; j < kPointsPerInterval; ++j) {
            const double t = times[k] + (times[k + 1] - times[k]) * j / kPointsPerInterval;
            // Right after a jump, the clip's time is not before the jump's own (the file's float
            // time of a jump may lie a float step before it).
            worst = std::max(worst, errorAt(t, afterJump ? std::max(t, nominal) : t));
        }
        afterJump = false;
    }
    return worst;
}

// Frame starts as float seconds (glTF, Godot), out and back for an unrolled ping-pong.
double floatStartError(const Clip &clip, bool unrolled)
{
    double worst = 0.0;
    const FrameTrack &f = clip.frames;
    for (int i = 0; i < f.count(); ++i) {
        worst = std::max(worst, std::abs(double(float(f.start(i) / 1000.0)) * 1000.0 - f.start(i)));
        if (unrolled) {
            const double back = 2.0 * f.length() - f.end(i);
            worst = std::max(worst, std::abs(double(float(back / 1000.0)) * 1000.0 - back));
        }
    }
    return worst;
}

} // namespace

QList<ChannelReport> FidelityReport::measureMotion(const Clip &clip, const BakedMotion &motion,
                                                   const BakeOptions &options, bool bothRotationReaders)
{
    const bool unrolled = motion.duration > clip.length();
    QList<ChannelPlayer::Rotation> readers{ChannelPlayer::Rotation::Slerp};
    if (bothRotationReaders)
        readers.append(ChannelPlayer::Rotation::ComponentBlend);
    const BakedChannel *channels[] = {&motion.translation, &motion.rotation, &motion.scale};
    const char *names[] = {"translation", "rotation", "scale"};
    const double tolerances[] = {options.tolerance.translation, options.tolerance.degrees, options.tolerance.scale};
    QList<ChannelReport> out;
    for (int i = 0; i < 3; ++i) {
        ChannelReport r;
        r.clip = clip.name;
        r.channel = QLatin1String(names[i]);
        r.interpolation = GltfExporter::interpolationName(channels[i]->interpolation);
        r.keys = int(channels[i]->keys.size());
        r.maxError = channelError(clip, *channels[i], i, unrolled, i == 1 ? readers : QList<ChannelPlayer::Rotation>{ChannelPlayer::Rotation::Slerp});
        r.tolerance = tolerances[i];
        r.unit = i == 1 ? QStringLiteral("degrees") : QStringLiteral("units");
        r.readers = i == 1 && bothRotationReaders ? QStringLiteral("slerp, component blend")
                    : i == 1                      ? QStringLiteral("slerp")
                                                  : QStringLiteral("as written");
        out.append(r);
    }
    return out;
}

QList<ChannelReport> FidelityReport::measure(const Project &project, const std::vector<int> &clips,
                                             const ExportOptions &options)
{
    QList<ChannelReport> out;
    const Exporter *exporter = ExportRegistry::instance().find(options.format);
    for (int c : exporter ? clips : std::vector<int>())
        out.append(exporter->report(project.clips[size_t(c)], options));
    return out;
}

QList<ChannelReport> FidelityReport::measureBaked(const Clip &clip, const BakeOptions &bake, bool bothRotationReaders)
{
    const BakedMotion motion = MotionBaker::bake(clip, bake);
    QList<ChannelReport> out = measureMotion(clip, motion, bake, bothRotationReaders);
    if (!clip.frames.isEmpty()) {
        const bool unrolled = motion.duration > clip.length();
        const int keys = clip.frames.count() * (unrolled ? 2 : 1) - (unrolled ? 1 : 0);
        out.append(frameStarts(clip, keys, floatStartError(clip, unrolled), kFloatTimeTolerance));
    }
    return out;
}

ChannelReport FidelityReport::frameStarts(const Clip &clip, int keys, double error, double tolerance)
{
    return {clip.name, QStringLiteral("frames"), QStringLiteral("frames"), keys, error, tolerance, QStringLiteral("ms"),
            QStringLiteral("frame starts")};
}

double FidelityReport::startError(const QList<double> &exact, const QList<double> &written)
{
    double a = 0, b = 0, worst = 0;
    for (qsizetype i = 0; i < exact.size() && i < written.size(); ++i) {
        worst = std::max(worst, std::abs(a - b));
        a += exact[i];
        b += written[i];
    }
    return std::max(worst, std::abs(a - b));
}

QList<ChannelReport> FidelityReport::sheetFrameStarts(const Clip &clip)
{
    if (clip.frames.isEmpty())
        return {};
    double start = 0.0, worst = 0.0;
    const QList<SheetStep> steps = SheetSequence::of(clip, SheetSequence::PingPong::Unrolled);
    for (const SheetStep &s : steps) {
        worst = std::max(worst, std::abs(double(float(start / 1000.0)) * 1000.0 - start));
        start += s.duration;
    }
    return {frameStarts(clip, int(steps.size()), worst, kFloatTimeTolerance)};
}

QByteArray FidelityReport::jsonLines(const QList<ChannelReport> &reports)
{
    QByteArray out;
    for (const ChannelReport &r : reports) {
        out += "{\"clip\":" + jsonString(r.clip) + ",\"channel\":" + jsonString(r.channel)
               + ",\"interpolation\":" + jsonString(r.interpolation) + ",\"keys\":" + QByteArray::number(r.keys)
               + ",\"maxError\":" + jsonNumber(r.maxError) + ",\"tolerance\":" + jsonNumber(r.tolerance)
               + ",\"unit\":" + jsonString(r.unit) + ",\"readers\":" + jsonString(r.readers) + "}\n";
    }
    return out;
}

} // namespace inbetween
