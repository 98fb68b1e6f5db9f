#pragma once

namespace inbetween {

// QUndoCommand::id() of the commands that merge with their predecessor (one drag, one spin-box
// scroll, one typed sequence on the same rows becomes one undo step). Kept in one place so that no
// two command types ever share an id.
enum class MergeId : int {
    FrameDurations = 1,
    Keyframes,
    Events,
    Clips,
    ProjectSettings,
    AnchoredFrameDurations,
    ClipGuides,
};

using MergeIdValue = int;

} // namespace inbetween
