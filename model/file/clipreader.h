#pragma once

#include "clipvalues.h"

#include <QVarLengthArray>

namespace inbetween {

// Reads one clip's lists in a project file as the cursor meets them, and checks them by their
// rules: frames (with their regions), keyframes (legacy matrices decomposed) and events, each
// problem named by its JSON path under the clip's own (`clips[1].frames[0].region`, or
// `frames[0]` for the version 1 file, whose clip is the root). The items go straight into the
// clip; each object's keys are read whole first (the `*Fields`) and checked when it closes, as
// some rules need two of them. The clip's small values are ClipValues'.
class ClipReader : public ClipValues
{
public:
    using ClipValues::ClipValues;

    // An easing as written: a name, or an object with "bezier" (and keys to warn about).
    struct EasingField
    {
        JsonItem self;
        bool hasBezier = false;
        ShortArray<4> bezier;
        QVarLengthArray<JsonString, 2> unknownKeys;
    };

    // The begun value `v`, a clip's list, read into the clip (left empty when it is refused).
    void frames(JsonCursor::Value v, const JsonPath &where, FrameTrack *out);
    void keyframes(JsonCursor::Value v, const JsonPath &where, MotionTrack *out);
    void events(JsonCursor::Value v, const JsonPath &where, QList<ClipEvent> *out);

private:
    struct FrameFields;
    struct KeyFields;

    void frame(const JsonPath &at, FrameFields &f, QList<Frame> *out);
    void keyframe(const JsonPath &at, KeyFields &f, QList<Keyframe> *out);
    void event(const JsonPath &at, QList<ClipEvent> *out);
    void readEasing(JsonCursor::Value v, EasingField *out);
    bool easing(const EasingField &v, const JsonPath &where, Easing *out);
    void matrixKey(const KeyFields &f, const JsonPath &at, const Vec3 &previousRotation, Keyframe *k);
};

} // namespace inbetween
