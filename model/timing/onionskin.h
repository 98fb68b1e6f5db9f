#pragma once

#include "timing/loopmode.h"

#include <QList>

namespace inbetween {

// One picture the onion skin shows besides the current frame.
struct OnionFrame
{
    enum class Side { Before, After, Pinned };

    int frame = -1;
    Side side = Side::Before;
    // How many frames the clip shows between it and the current frame, plus one (1: shown just
    // before or just after it); 0 for the pinned frame.
    int distance = 0;

    friend bool operator==(const OnionFrame &a, const OnionFrame &b)
    {
        return a.frame == b.frame && a.side == b.side && a.distance == b.distance;
    }
};

// Which frames the onion skin shows around the current one (DESIGN.md, "The editor", the light
// table): the frames the clip shows before and after it in its loop mode, nearest first. `loop`
// wraps round the ends; `once` stops at the first and the last frame; `pingpong` turns at the
// ends (the end frame shows once at a turn, as it holds once) and follows the direction of play,
// so on the way back the frames "after" are the lower ones. Each side takes up to its count of
// steps and stops where the current frame would show again; a frame shows once, at its nearest
// distance (the side after wins a tie: it is what the animator sees next). A pinned frame (a
// fixed reference) shows whatever the playhead, unless it is the current frame; it is never
// also a neighbour.
class OnionSkin
{
public:
    static constexpr int maximumSide = 5;

    // Whether playback time t is on pingpong's way back (the clip time running down), which
    // starts at the turn (clip time L) itself; false in the other modes and for a static clip.
    static bool playsBackward(double t, double length, LoopMode mode);

    // The frames to draw around frame `current` of `count`, back to front: the pinned frame (if
    // any), then the neighbours farthest first. `before` and `after` are clamped to
    // [0, maximumSide]; `backward` (see playsBackward) counts in pingpong only; `pinned` < 0 (or
    // past the last frame) pins nothing. Empty without frames.
    static QList<OnionFrame> frames(int count, int current, LoopMode mode, bool backward, int before, int after,
                                    int pinned = -1);
};

} // namespace inbetween
