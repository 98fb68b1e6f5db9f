#pragma once

#include "clip.h"
#include "jsonchecks.h"
#include "projectkeys.h"

namespace inbetween {

// Reads one clip's part of a project file and checks it by its rules: its loop mode, frames
// (with their regions), keyframes (legacy matrices decomposed), events, sound and play range,
// each problem named by its JSON path under the clip's own (`clips[1].frames[0].region`, or
// `frames[0]` for a version 1 file, whose clip is the root). Each object's keys are read by
// their declarations (projectkeys.h), in their order; the rules across keys are here.
class ClipReader : public JsonChecks
{
public:
    using JsonChecks::JsonChecks;

    // The clip's loop mode and lists from `object`; and, but for the root of a version 1 file,
    // which holds only those, its sound and play range. Its name is the caller's.
    void clip(const JsonValue &object, const JsonPath &at, bool version1Root, Clip *clip);
    // Keys and events after the clip's end still load, but never play where the user may think.
    // For a clip read without errors: its keys' times increase.
    void warnBeyondClip(const Clip &clip, const JsonPath &where);

private:
    struct Previous; // what a keyframe's checks take from the one before

    void keyframe(const JsonValue &object, const JsonPath &at, Previous &previous, QList<Keyframe> *out);
    void matrix(const DeclaredMembers<projectkeys::KeyframeKeys> &object, const JsonPath &at, const Vec3 &previousRotation,
                Keyframe *k);
    void audio(const JsonValue &v, const JsonPath &where, std::optional<ClipAudio> *out);
};

} // namespace inbetween
