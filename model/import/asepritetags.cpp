#include "import/asepritetags.h"

#include "import/jsonvaluetext.h"
#include "json/jsontext.h"
#include "project.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <cmath>

namespace inbetween {

namespace {

// "3..5, 9" for the warning about frames in no tag.
QString rangesText(const std::vector<bool> &used)
{
    QStringList parts;
    for (size_t i = 0; i < used.size();) {
        if (used[i]) {
            ++i;
            continue;
        }
        size_t j = i;
        while (j + 1 < used.size() && !used[j + 1])
            ++j;
        parts.append(i == j ? QString::number(i) : QStringLiteral("%1..%2").arg(i).arg(j));
        i = j + 1;
    }
    return parts.join(QStringLiteral(", "));
}

// A tag's repeat: Aseprite writes it as a string ("1"); 0 or none is forever.
int repeatCount(const QJsonValue &v)
{
    if (v.isString())
        return v.toString().toInt();
    return v.isDouble() ? int(v.toDouble()) : 0;
}

} // namespace

QList<ClipEvent> AsepriteTags::eventsFromData(const QString &data, const ProjectLimits &limits)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(data.toUtf8(), &error);
    const QJsonValue list = doc.object().value(QLatin1String("events"));
    if (error.error != QJsonParseError::NoError || !list.isArray())
        return {};
    QList<ClipEvent> events;
    for (const QJsonValue &v : list.toArray()) {
        const QJsonObject o = v.toObject();
        const double time = o.value(QLatin1String("time")).toDouble(-1.0);
        const QString name = o.value(QLatin1String("name")).toString();
        if (!(time >= 0.0 && time <= limits.maxTime) || name.isEmpty() || name.size() > limits.maxEventNameLength)
            return {}; // not ours after all: take nothing rather than half
        events.append({time, name});
    }
    return events;
}

std::vector<Clip> AsepriteTags::clips(const QJsonValue &frameTags, const QList<Frame> &frames, const QString &name,
                                      const ProjectLimits &limits, ImportResult *result)
{
    const int n = int(frames.size());
    if (frameTags.isUndefined() || frameTags.isNull() || (frameTags.isArray() && frameTags.toArray().isEmpty())) {
        Clip clip(name);
        clip.frames = FrameTrack(frames);
        return {clip};
    }
    if (!frameTags.isArray()) {
        result->error(QStringLiteral("meta.frameTags"), QStringLiteral("must be an array of tags") + got(frameTags));
        return {};
    }
    const QJsonArray tags = frameTags.toArray();
    if (tags.size() > limits.maxClips) {
        result->error(QStringLiteral("meta.frameTags"),
                      QStringLiteral("%1 tags, more than the limit of %2 clips").arg(tags.size()).arg(limits.maxClips));
        return {};
    }
    Project names; // for unusedClipName: the clips made so far
    names.clips.clear();
    std::vector<bool> used(size_t(n), false);
    for (qsizetype t = 0; t < tags.size(); ++t) {
        const QString where = QStringLiteral("meta.frameTags[%1]").arg(t);
        const QJsonObject tag = tags[t].toObject();
        if (!tags[t].isObject()) {
            result->error(where, QStringLiteral("must be an object") + got(tags[t]));
            continue;
        }
        const QJsonValue fromValue = tag.value(QLatin1String("from")), toValue = tag.value(QLatin1String("to"));
        const double from = fromValue.toDouble(-1), to = toValue.toDouble(-1);
        auto isIndex = [n](const QJsonValue &v) {
            const double d = v.toDouble(-1);
            return v.isDouble() && d == std::floor(d) && d >= 0 && d < n;
        };
        if (!isIndex(fromValue))
            result->error(where + QStringLiteral(".from"),
                          QStringLiteral("must be a frame index from 0 to %1").arg(n - 1) + got(fromValue));
        if (!isIndex(toValue))
            result->error(where + QStringLiteral(".to"),
                          QStringLiteral("must be a frame index from 0 to %1").arg(n - 1) + got(toValue));
        else if (isIndex(fromValue) && to < from)
            result->error(where + QStringLiteral(".to"),
                          QStringLiteral("before \"from\" (%1)").arg(from) + got(toValue));
        const QJsonValue directionValue = tag.value(QLatin1String("direction"));
        const QString direction = directionValue.isUndefined() ? QStringLiteral("forward") : directionValue.toString();
        static const QStringList directions{QStringLiteral("forward"), QStringLiteral("reverse"),
                                            QStringLiteral("pingpong"), QStringLiteral("pingpong_reverse")};
        if (!directions.contains(direction))
            result->error(where + QStringLiteral(".direction"),
                          QStringLiteral("must be one of %1").arg(directions.join(QStringLiteral(", "))) + got(directionValue));
        QString clipName = tag.value(QLatin1String("name")).toString();
        if (clipName.size() > limits.maxNameLength)
            result->error(where + QStringLiteral(".name"), QStringLiteral("%1 characters long, longer than the limit of %2")
                                                               .arg(clipName.size())
                                                               .arg(limits.maxNameLength));
        if (result->hasErrors())
            continue; // keep checking the other tags, build nothing

        if (clipName.isEmpty()) {
            clipName = names.unusedClipName(Project::defaultClipName());
            result->warning(where + QStringLiteral(".name"), QStringLiteral("empty: the clip is named \"%1\"").arg(clipName));
        } else if (names.clipIndex(clipName) >= 0) {
            const QString unique = names.unusedClipName(clipName);
            result->warning(where + QStringLiteral(".name"),
                            QStringLiteral("\"%1\" is the name of an earlier tag: the clip is named \"%2\"").arg(clipName, unique));
            clipName = unique;
        }
        Clip clip(clipName);
        QList<Frame> list = frames.mid(qsizetype(from), qsizetype(to - from + 1));
        for (int i = int(from); i <= int(to); ++i)
            used[size_t(i)] = true;
        if (direction.endsWith(QLatin1String("reverse")))
            std::reverse(list.begin(), list.end());
        const bool pingpong = direction.startsWith(QLatin1String("pingpong"));
        if (pingpong && list.size() > 1) {
            // Aseprite turns without showing the end frames again (0 1 2 1 0 1...); Inbetween's
            // ping-pong runs time backwards, so the end frames show twice at each turn. Halved, they
            // hold what they held in Aseprite: every hold and the period are Aseprite's (and the
            // export's native ping-pong, which doubles them, gives the tag back as it was).
            const double first = list.front().duration, last = list.back().duration;
            list.front().duration = first / 2.0;
            list.back().duration = last / 2.0;
            result->warning(where + QStringLiteral(".direction"),
                            QStringLiteral("%1: Aseprite shows the end frames once a turn, Inbetween's ping-pong twice: "
                                           "their holds are halved (%2 and %3 ms) so the clip plays as in Aseprite")
                                .arg(direction, QString::number(list.front().duration), QString::number(list.back().duration)));
        }
        clip.frames = FrameTrack(list);
        const int repeat = repeatCount(tag.value(QLatin1String("repeat")));
        clip.loop = pingpong ? LoopMode::PingPong : repeat == 1 ? LoopMode::Once : LoopMode::Loop;
        if (repeat > 1 || (pingpong && repeat == 1))
            result->warning(where + QStringLiteral(".repeat"),
                            QStringLiteral("%1 is not carried: the clip plays in \"%2\" mode without end")
                                .arg(repeat)
                                .arg(loopModeName(clip.loop)));
        clip.events = eventsFromData(tag.value(QLatin1String("data")).toString(), limits);
        names.clips.push_back(clip);
    }
    if (result->hasErrors())
        return {};
    if (const auto unused = std::count(used.begin(), used.end(), false); unused > 0)
        result->warning(QStringLiteral("meta.frameTags"),
                        QStringLiteral("%1 %2 %3 in no tag: left out")
                            .arg(unused == 1 ? QStringLiteral("frame") : QStringLiteral("frames"), rangesText(used))
                            .arg(unused == 1 ? QStringLiteral("is") : QStringLiteral("are")));
    return std::move(names.clips);
}

} // namespace inbetween
