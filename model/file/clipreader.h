#pragma once

#include "clip.h"
#include "jsonchecks.h"

#include <QVarLengthArray>

namespace inbetween {

// Reads one clip's part of a project file as the cursor meets it, and checks it by its rules:
// frames (with their regions), keyframes (legacy matrices decomposed), events, loop mode, sound
// and play range, each problem named by its JSON path under the clip's own
// (`clips[1].frames[0].region`, or `frames[0]` for the version 1 file, whose clip is the root).
// The lists are read straight into the clip; the small values are read whole first (the
// `*Field`s) and checked once their clip's length or their object's other keys are known.
class ClipReader : public JsonChecks
{
public:
    ClipReader(JsonCursor &cursor, const ProjectLimits &limits) : JsonChecks(limits), c(cursor) {}

    // An easing as written: a name, or an object with "bezier" (and keys to warn about).
    struct EasingField
    {
        JsonItem self;
        bool hasBezier = false;
        ShortArray<4> bezier;
        QVarLengthArray<JsonString, 2> unknownKeys;
    };
    // A clip's "audio": {"file": PATH, "offset": MS}.
    struct AudioField
    {
        JsonItem self;
        JsonItem file;
        JsonItem offset;
    };

    // The begun value `v`, a clip's list, read into the clip (left empty when it is refused).
    void frames(JsonCursor::Value v, const JsonPath &where, FrameTrack *out);
    void keyframes(JsonCursor::Value v, const JsonPath &where, MotionTrack *out);
    void events(JsonCursor::Value v, const JsonPath &where, QList<ClipEvent> *out);
    void readAudio(JsonCursor::Value v, const JsonPath &where, AudioField *out);

    void loop(const JsonItem &v, const JsonPath &where, LoopMode *out);
    void audio(const AudioField &v, const JsonPath &where, std::optional<ClipAudio> *out);
    // Checked after the lists: the range must lie within the clip's length.
    void playRange(const ShortArray<2> &v, const JsonPath &where, double length, std::optional<PlayRange> *out);
    // A path to a file (an image, a sound): a non-empty string without control characters.
    bool filePath(const JsonItem &v, const JsonPath &where, QString *out);
    // Keys and events after the clip's end still load, but never play where the user may think.
    void warnBeyondClip(const Clip &clip, const JsonPath &where);

protected:
    JsonCursor &c;

    void warnUnknownKey(const JsonPath &where, const JsonString &key);

private:
    struct FrameFields;
    struct KeyFields;

    void frame(const JsonPath &at, FrameFields &f, QList<Frame> *out);
    void keyframe(const JsonPath &at, KeyFields &f, QList<Keyframe> *out);
    void event(const JsonPath &at, QList<ClipEvent> *out);
    void readEasing(JsonCursor::Value v, EasingField *out);
    bool easing(const EasingField &v, const JsonPath &where, Easing *out);
    std::optional<QRect> region(const ShortArray<4> &v, const JsonPath &where);
    void matrixKey(const KeyFields &f, const JsonPath &at, const Vec3 &previousRotation, Keyframe *k);
};

} // namespace inbetween
