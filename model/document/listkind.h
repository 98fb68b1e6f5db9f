#pragma once

namespace inbetween {

// The lists of a project that tables and the timeline show row by row: the project's clips, and
// the three lists of the current clip.
enum class ListKind { Frames, Keyframes, Events, Clips };

} // namespace inbetween
