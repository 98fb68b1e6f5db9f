#pragma once

#include "clip.h"
#include "jsonchecks.h"

namespace inbetween {

// The small values of a clip's part of a project file and their rules: its loop mode, sound and
// play range, a frame's image path and region, and the warnings about keys nobody reads and
// keys or events past the clip's end. The base of ClipReader, which reads the lists.
class ClipValues : public JsonChecks
{
public:
    ClipValues(JsonCursor &cursor, const ProjectLimits &limits) : JsonChecks(limits), c(cursor) {}

    // A clip's "audio" as written: {"file": PATH, "offset": MS}.
    struct AudioField
    {
        JsonItem self;
        JsonItem file;
        JsonItem offset;
    };

    // Reads the begun value (warning about keys it does not know); audio() checks it.
    void readAudio(JsonCursor::Value v, const JsonPath &where, AudioField *out);
    void audio(const AudioField &v, const JsonPath &where, std::optional<ClipAudio> *out);
    void loop(const JsonItem &v, const JsonPath &where, LoopMode *out);
    // Checked after the lists: the range must lie within the clip's length.
    void playRange(const ShortArray<2> &v, const JsonPath &where, double length, std::optional<PlayRange> *out);
    // A path to a file (an image, a sound): a non-empty string without control characters.
    bool filePath(const JsonItem &v, const JsonPath &where, QString *out);
    // [x, y, width, height] in whole pixels within the largest image's side (whether it lies
    // inside its image is checked where the image is read).
    std::optional<QRect> region(const ShortArray<4> &v, const JsonPath &where);
    // Keys and events after the clip's end still load, but never play where the user may think.
    // For a clip read without errors: its keys' times increase.
    void warnBeyondClip(const Clip &clip, const JsonPath &where);
    void warnUnknownKey(const JsonPath &where, const JsonString &key);

protected:
    JsonCursor &c;
};

} // namespace inbetween
