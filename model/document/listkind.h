#pragma once

namespace inbetween {

// The three lists of a project that tables and the timeline show row by row.
enum class ListKind { Frames, Keyframes, Events };

} // namespace inbetween
