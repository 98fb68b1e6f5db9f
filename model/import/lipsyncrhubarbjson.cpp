#include "import/lipsyncrhubarbjson.h"

#include "file/strictjson.h"
#include "import/jsonvaluetext.h"
#include "import/lipsynccuelist.h"
#include "import/lipsyncwords.h"
#include "json/jsontext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>

namespace inbetween {

namespace {

QString secondsText(double seconds)
{
    return QString::fromLatin1(jsonNumber(seconds)) + QStringLiteral(" s");
}

// A number of seconds from 0 to lipsync::kMaxSeconds, at `where`; reported when it is not.
bool readSeconds(const QJsonObject &o, const QString &key, const QString &where, LipSyncResult *result, double *out)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined()) {
        result->error(where, QStringLiteral("missing: every cue needs its start and end in seconds"));
        return false;
    }
    if (!v.isDouble() || !std::isfinite(v.toDouble()) || v.toDouble() < 0 || v.toDouble() > lipsync::kMaxSeconds) {
        result->error(where, QStringLiteral("must be ") + lipsync::secondsRule() + got(v));
        return false;
    }
    *out = v.toDouble();
    return true;
}

} // namespace

bool RhubarbJsonReader::looksLikeRhubarbJson(const QByteArray &json)
{
    const QByteArray start = json.left(64 * 1024).mid(strictjson::textStart(json)); // after a byte-order mark
    return start.trimmed().startsWith('{') && start.contains("\"mouthCues\"");
}

LipSyncResult RhubarbJsonReader::read(const QByteArray &json)
{
    LipSyncResult result;
    if (json.mid(strictjson::textStart(json)).trimmed().isEmpty()) {
        result.error({}, QStringLiteral("empty: no mouth cues"));
        return result;
    }
    result.diagnostics = strictjson::problems(json, ProjectLimits{});
    if (!result.diagnostics.isEmpty())
        return result;
    const QJsonDocument doc = QJsonDocument::fromJson(json.mid(strictjson::textStart(json)));
    if (!doc.isObject()) {
        result.error({}, QStringLiteral("must be an object with \"mouthCues\" (Rhubarb Lip Sync's JSON)"));
        return result;
    }
    const QJsonObject root = doc.object();
    LipSyncTrack track;

    const QJsonValue metadata = root.value(QLatin1String("metadata"));
    double duration = -1;
    if (!metadata.isUndefined() && !metadata.isObject()) {
        result.error(QStringLiteral("metadata"), QStringLiteral("must be an object") + got(metadata));
    } else if (metadata.isObject()) {
        const QJsonObject m = metadata.toObject();
        const QJsonValue sound = m.value(QLatin1String("soundFile"));
        if (sound.isString())
            track.soundFile = sound.toString();
        else if (!sound.isUndefined())
            result.error(QStringLiteral("metadata.soundFile"), QStringLiteral("must be a string") + got(sound));
        if (m.contains(QLatin1String("duration")))
            readSeconds(m, QStringLiteral("duration"), QStringLiteral("metadata.duration"), &result, &duration);
    }

    const QJsonValue cuesValue = root.value(QLatin1String("mouthCues"));
    if (!cuesValue.isArray()) {
        result.error(QStringLiteral("mouthCues"),
                     cuesValue.isUndefined() ? QStringLiteral("missing: Rhubarb's JSON lists its cues there")
                                             : QStringLiteral("must be an array of cues") + got(cuesValue));
        return result;
    }
    const QJsonArray cues = cuesValue.toArray();
    if (cues.isEmpty()) {
        result.error(QStringLiteral("mouthCues"), QStringLiteral("no cues: nothing to import"));
        return result;
    }
    LipSyncCueList list;
    for (qsizetype i = 0; i < cues.size(); ++i) {
        const QString name = QStringLiteral("mouthCues[%1]").arg(i);
        if (!cues[i].isObject()) {
            result.error(name, QStringLiteral("must be an object {\"start\", \"end\", \"value\"}") + got(cues[i]));
            continue;
        }
        const QJsonObject cue = cues[i].toObject();
        double start = 0, end = 0;
        const bool startOk = readSeconds(cue, QStringLiteral("start"), name + QStringLiteral(".start"), &result, &start);
        const bool endOk = readSeconds(cue, QStringLiteral("end"), name + QStringLiteral(".end"), &result, &end);
        const QJsonValue value = cue.value(QLatin1String("value"));
        if (!value.isString() || !lipsync::isRhubarbShape(value.toString()))
            result.error(name + QStringLiteral(".value"),
                         QStringLiteral("must be one of %1").arg(lipsync::rhubarbShapeList()) + got(value));
        if (startOk && endOk) {
            list.add(lipsync::secondsToMs(start), value.toString(), name,
                     {name + QStringLiteral(".start"), secondsText(start)});
            list.setEnd(lipsync::secondsToMs(end), {name + QStringLiteral(".end"), secondsText(end)});
        }
    }
    if (result.hasErrors())
        return result;
    const LipSyncTrack made = list.track(&result);
    track.cues = made.cues;
    track.durationMs = made.durationMs;
    if (duration >= 0 && !result.hasErrors() && lipsync::secondsToMs(duration) != track.durationMs)
        result.warning(QStringLiteral("metadata.duration"),
                       QStringLiteral("%1, but the last cue ends at %2: the track ends with its last cue")
                           .arg(secondsText(duration), secondsText(track.durationMs / 1000.0)));
    return result.finish(track);
}

} // namespace inbetween
