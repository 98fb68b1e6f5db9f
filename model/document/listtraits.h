#pragma once

#include "document.h"
#include "mergeid.h"

namespace inbetween {

// How the generic row commands reach each of the document's three lists.
template <typename T>
struct ListTraits;

template <>
struct ListTraits<Frame>
{
    static constexpr ListKind kind = ListKind::Frames;
    static constexpr MergeIdValue mergeId = MergeIdValue(MergeId::FrameDurations);
    static const QList<Frame> &list(const Document &d) { return d.project().frames.frames(); }
    static void insert(Document &d, int row, const QList<Frame> &v) { d.insertFrames(row, v); }
    static void remove(Document &d, int row, int count) { d.removeFrames(row, count); }
    static void set(Document &d, const QList<int> &rows, const QList<Frame> &v) { d.setFrames(rows, v); }
};

template <>
struct ListTraits<Keyframe>
{
    static constexpr ListKind kind = ListKind::Keyframes;
    static constexpr MergeIdValue mergeId = MergeIdValue(MergeId::Keyframes);
    static const QList<Keyframe> &list(const Document &d) { return d.project().motion.keys(); }
    static void insert(Document &d, int row, const QList<Keyframe> &v) { d.insertKeyframes(row, v); }
    static void remove(Document &d, int row, int count) { d.removeKeyframes(row, count); }
    static void set(Document &d, const QList<int> &rows, const QList<Keyframe> &v) { d.setKeyframes(rows, v); }
};

template <>
struct ListTraits<ClipEvent>
{
    static constexpr ListKind kind = ListKind::Events;
    static constexpr MergeIdValue mergeId = MergeIdValue(MergeId::Events);
    static const QList<ClipEvent> &list(const Document &d) { return d.project().events; }
    static void insert(Document &d, int row, const QList<ClipEvent> &v) { d.insertEvents(row, v); }
    static void remove(Document &d, int row, int count) { d.removeEvents(row, count); }
    static void set(Document &d, const QList<int> &rows, const QList<ClipEvent> &v) { d.setEvents(rows, v); }
};

} // namespace inbetween
