#pragma once

#include "clip.h"
#include "legacyjsonchecks.h"
#include "projectlimits.h"

namespace inbetween::legacy {

// The rules of one clip's part of a project file: its frames (with their regions), keyframes
// (legacy matrices decomposed), events, loop mode, sound and play range, each problem named by
// its JSON path under the clip's own (`clips[1].frames[0].region`, or `frames[0]` for the
// version 1 file, whose clip is the root).
class ClipChecks : public JsonChecks
{
public:
    explicit ClipChecks(const ProjectLimits &limits) : limits(limits) {}

    const ProjectLimits &limits;

    QList<Frame> frames(const QJsonValue &v, const JsonPath &where);
    QList<Keyframe> keyframes(const QJsonValue &v, const JsonPath &where);
    QList<ClipEvent> events(const QJsonValue &v, const JsonPath &where);
    void loop(const QJsonValue &v, const JsonPath &where, LoopMode *out);
    void audio(const QJsonValue &v, const JsonPath &where, std::optional<ClipAudio> *out);
    // Read after the lists: the range must lie within the clip's length.
    void playRange(const QJsonValue &v, const JsonPath &where, double length, std::optional<PlayRange> *out);
    bool easing(const QJsonValue &v, const JsonPath &where, Easing *out);
    // A path to a file (an image, a sound): a non-empty string without control characters.
    bool filePath(const QJsonValue &v, const JsonPath &where, QString *out);
    // Keys and events after the clip's end still load, but never play where the user may think.
    void warnBeyondClip(const Clip &clip, const JsonPath &where);

private:
    std::optional<QRect> region(const QJsonValue &v, const JsonPath &where);
    void matrixKey(const QJsonObject &o, const JsonPath &at, const Vec3 &previousRotation, Keyframe *k);
};

} // namespace inbetween::legacy
