#pragma once

#include "clip.h"

#include <QList>
#include <vector>

namespace inbetween {

// One step of a sprite-sheet animation: a frame of the clip and how long it shows, in ms.
struct SheetStep
{
    int frame = 0;
    double duration = 0.0;
    bool backwards = false; // on the way back of an unrolled ping-pong
    friend bool operator==(const SheetStep &a, const SheetStep &b)
    {
        return a.frame == b.frame && a.duration == b.duration && a.backwards == b.backwards;
    }
};

// The frames a sprite-sheet player (Aseprite, Phaser, Godot's AnimatedSprite2D) steps through, in
// order, to play a clip as the preview does.
// - loop and once: the frames as they are.
// - ping-pong, Unrolled (exact): the clip out and back as one forward sequence, 0..n-1 then
//   n-2..0, the last frame's hold doubled (the preview's time turns inside it), so that every
//   hold, the starting frame and the period (twice the length) are the preview's. Frame 0 closes
//   the sequence and opens the next pass: together they are its doubled hold at the turn.
// - ping-pong, Native: 0..n-1 once, for a player that turns by itself without repeating the end
//   frames (Aseprite's "pingpong" tag); the end frames carry twice their holds so that every hold
//   and the period are the preview's, but the player starts at the beginning of frame 0's
//   doubled hold, one frame-0 hold behind the preview.
class SheetSequence
{
public:
    enum class PingPong { Unrolled, Native };
    static QList<SheetStep> of(const Clip &clip, PingPong pingPong = PingPong::Unrolled);
    // Each step's start in ms, the holds summed in order from 0 (the keys every format writes at
    // the steps, to the same bits in each).
    static std::vector<double> starts(const QList<SheetStep> &steps);
    // The frame data each step shows, for FrameDataKeys.
    static QList<SharedFrameData> frameData(const Clip &clip, const QList<SheetStep> &steps);
};

} // namespace inbetween
