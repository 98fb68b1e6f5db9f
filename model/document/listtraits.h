#pragma once

#include "document/document.h"
#include "document/mergeid.h"

namespace inbetween {

// How the generic row commands reach each of the document's lists. The frame, keyframe and
// event lists belong to a clip (`perClip`): a command on them makes its clip current before it
// applies, so that undo and redo show the clip the edit was made in. The clip list belongs to
// the project.
template <typename T>
struct ListTraits;

template <>
struct ListTraits<Frame>
{
    static constexpr ListKind kind = ListKind::Frames;
    static constexpr bool perClip = true;
    static constexpr MergeIdValue mergeId = MergeIdValue(MergeId::FrameDurations);
    static const QList<Frame> &list(const Document &d) { return d.clip().frames.frames(); }
    static void insert(Document &d, int row, const QList<Frame> &v) { d.insertFrames(row, v); }
    static void remove(Document &d, int row, int count) { d.removeFrames(row, count); }
    static void set(Document &d, const QList<int> &rows, const QList<Frame> &v) { d.setFrames(rows, v); }
};

template <>
struct ListTraits<Keyframe>
{
    static constexpr ListKind kind = ListKind::Keyframes;
    static constexpr bool perClip = true;
    static constexpr MergeIdValue mergeId = MergeIdValue(MergeId::Keyframes);
    static const QList<Keyframe> &list(const Document &d) { return d.clip().motion.keys(); }
    static void insert(Document &d, int row, const QList<Keyframe> &v) { d.insertKeyframes(row, v); }
    static void remove(Document &d, int row, int count) { d.removeKeyframes(row, count); }
    static void set(Document &d, const QList<int> &rows, const QList<Keyframe> &v) { d.setKeyframes(rows, v); }
};

template <>
struct ListTraits<ClipEvent>
{
    static constexpr ListKind kind = ListKind::Events;
    static constexpr bool perClip = true;
    static constexpr MergeIdValue mergeId = MergeIdValue(MergeId::Events);
    static const QList<ClipEvent> &list(const Document &d) { return d.clip().events; }
    static void insert(Document &d, int row, const QList<ClipEvent> &v) { d.insertEvents(row, v); }
    static void remove(Document &d, int row, int count) { d.removeEvents(row, count); }
    static void set(Document &d, const QList<int> &rows, const QList<ClipEvent> &v) { d.setEvents(rows, v); }
};

// The clips as a list (a QList of copies, made when a command is built: a clip's own lists are
// implicitly shared, so a copy costs little).
template <>
struct ListTraits<Clip>
{
    static constexpr ListKind kind = ListKind::Clips;
    static constexpr bool perClip = false;
    static constexpr MergeIdValue mergeId = MergeIdValue(MergeId::Clips);
    static QList<Clip> list(const Document &d)
    {
        return QList<Clip>(d.project().clips.begin(), d.project().clips.end());
    }
    static void insert(Document &d, int row, const QList<Clip> &v) { d.insertClips(row, v); }
    static void remove(Document &d, int row, int count) { d.removeClips(row, count); }
    static void set(Document &d, const QList<int> &rows, const QList<Clip> &v) { d.setClips(rows, v); }
};

} // namespace inbetween
