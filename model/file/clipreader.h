#pragma once

#include "clipvalues.h"
#include "hugepageallowance.h"
#include "listtail.h"

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

    // The tail of a list that another thread reads (ListTail): frames() and keyframes() take
    // its items when they reach it and it can be taken.
    void setTail(ListTail *tail) { m_tail = tail; }
    // The huge pages the lists may take before they are big (Prefaulter); none when not set.
    void setHugePages(HugePageAllowance *early) { m_hugePages = early; }
    bool tookTail() const { return m_tookTail; }
    // On that thread: the items of a list of out->kind from the cursor up to the list's end.
    // False when the tail has any problem (or `cancel` is set): it is then not taken.
    bool readTail(ListTail::Result *out, const std::atomic<bool> &cancel);

private:
    struct FrameFields;
    struct KeyFields;

    void frame(const JsonPath &at, FrameFields &f, QList<Frame> *out);
    void keyframe(const JsonPath &at, KeyFields &f, QList<Keyframe> *out);
    void event(const JsonPath &at, QList<ClipEvent> *out);
    void readEasing(JsonCursor::Value v, EasingField *out);
    bool easing(const EasingField &v, const JsonPath &where, Easing *out);
    void matrixKey(const KeyFields &f, const JsonPath &at, const Vec3 &previousRotation, Keyframe *k);
    // The tail, taken over by the cursor (past it, at the list's closing bracket), when the
    // cursor is at its start, it is of `kind`, a list of `count` items so far stays within
    // `limit` with it, and accept(tail) says nothing before it changes how it reads; else null.
    template <typename Accept>
    ListTail::Result *tailHere(ListTail::Kind kind, qint64 count, qint64 limit, Accept accept);
    // A list that began at `listStart` makes room for as many items as the rest of the text
    // could hold, by the length of those read so far: it grows once, not a dozen times.
    template <typename T>
    void roomForRest(QList<T> *list, const char *listStart, qint64 limit);

    ListTail *m_tail = nullptr;
    HugePageAllowance *m_hugePages = nullptr;
    bool m_tookTail = false;
};

} // namespace inbetween
