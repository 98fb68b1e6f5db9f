#pragma once

#include "project.h"

namespace inbetween {

// The lists of a project that tables and the timeline show row by row: the project's clips, and
// the three lists of the current clip.
enum class ListKind { Frames, Keyframes, Events, Clips };

// How many rows `kind` has in `clip` (0 for Clips: a clip holds no clip list).
inline int rowCount(const Clip &clip, ListKind kind)
{
    switch (kind) {
    case ListKind::Frames: return clip.frames.count();
    case ListKind::Keyframes: return clip.motion.count();
    case ListKind::Events: return int(clip.events.size());
    case ListKind::Clips: break;
    }
    return 0;
}

} // namespace inbetween
