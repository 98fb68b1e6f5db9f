#pragma once

#include "beatgrid.h"
#include "clipevent.h"
#include "clipmarker.h"
#include "timing/frametrack.h"
#include "timing/loopmode.h"
#include "timing/motiontrack.h"
#include "timing/sample.h"

#include <QList>
#include <QString>
#include <optional>

namespace inbetween {

// A clip's sound (DESIGN.md, `clips[i].audio`): a file relative to the project's folder and the
// clip time in ms at which it starts (negative: it starts before the clip).
struct ClipAudio
{
    QString file;
    double offset = 0.0;

    friend bool operator==(const ClipAudio &a, const ClipAudio &b) { return a.file == b.file && a.offset == b.offset; }
    friend bool operator!=(const ClipAudio &a, const ClipAudio &b) { return !(a == b); }
};

// The part of a clip the editor's preview loops (`playRange`): clip times 0 <= from < to <= L.
// It never changes sampling, crossings or exports.
struct PlayRange
{
    double from = 0.0;
    double to = 0.0;

    friend bool operator==(const PlayRange &a, const PlayRange &b) { return a.from == b.from && a.to == b.to; }
    friend bool operator!=(const PlayRange &a, const PlayRange &b) { return !(a == b); }
};

// One animation clip of a project (idle, walk, jump...): the flipbook, the motion keys, the
// events, how it loops, and its sound. Plain data with the timing rules; the Document wraps the
// project with undo.
class Clip
{
public:
    Clip() = default;
    explicit Clip(QString name) : name(std::move(name)) {}

    QString name;
    LoopMode loop = LoopMode::Loop;
    FrameTrack frames;
    MotionTrack motion;
    QList<ClipEvent> events;
    std::optional<ClipAudio> audio;
    std::optional<PlayRange> playRange;
    // Guides for timing to voice and beat (file version 4): the editor draws them and snaps to
    // them; they never change sampling, crossings or exports. Markers in the order they were added.
    QList<ClipMarker> markers;
    std::optional<BeatGrid> beat;

    // Sum of the frame durations when there are frames; else the last key's time; else 0.
    double length() const { return frames.isEmpty() ? motion.lastTime() : frames.length(); }
    double clipTime(double t) const { return clipTimeAt(t, length(), loop); }
    Sample sample(double t) const;
    // No frames, keys, events, sound, markers or beat grid: deleting it loses nothing.
    bool isEmpty() const
    {
        return frames.isEmpty() && motion.isEmpty() && events.isEmpty() && !audio && markers.isEmpty() && !beat;
    }

    friend bool operator==(const Clip &a, const Clip &b);
    friend bool operator!=(const Clip &a, const Clip &b) { return !(a == b); }
};

} // namespace inbetween
