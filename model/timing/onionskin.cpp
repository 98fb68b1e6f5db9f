#include "timing/onionskin.h"

#include <algorithm>
#include <cmath>

namespace inbetween {

namespace {

// A place in the sequence of frames the clip shows: a frame and the way the clip time runs
// (+1 up, -1 down; only pingpong ever runs down).
struct Place
{
    int frame;
    int direction;
};

// The frame shown after `p` in the way it runs, or frame -1 past an end of `once`.
Place next(Place p, int count, LoopMode mode)
{
    const int n = p.frame + p.direction;
    switch (mode) {
    case LoopMode::Loop: return {(n + count) % count, p.direction};
    case LoopMode::Once: return {n >= 0 && n < count ? n : -1, p.direction};
    case LoopMode::PingPong:
        if (n >= 0 && n < count)
            return {n, p.direction};
        // The turn: the end frame holds on (it is one hold), the clip then shows its neighbour.
        return {count > 1 ? p.frame - p.direction : p.frame, -p.direction};
    }
    return {-1, 1};
}

// Up to `steps` frames from `current` in the order the clip shows them, starting with the clip
// time running in `direction`; stops where the current frame comes again.
QList<int> walk(int count, int current, LoopMode mode, int direction, int steps)
{
    QList<int> shown;
    // Going back in time is the same walk with the clip time's direction turned round.
    Place p{current, direction};
    for (int i = 0; i < steps; ++i) {
        p = next(p, count, mode);
        if (p.frame < 0 || p.frame == current)
            break;
        shown.append(p.frame);
    }
    return shown;
}

} // namespace

bool OnionSkin::playsBackward(double t, double length, LoopMode mode)
{
    if (mode != LoopMode::PingPong || !(length > 0.0) || !std::isfinite(t))
        return false;
    double u = std::fmod(t, 2.0 * length);
    if (u < 0.0)
        u += 2.0 * length;
    return u >= length && u < 2.0 * length;
}

QList<OnionFrame> OnionSkin::frames(int count, int current, LoopMode mode, bool backward, int before, int after,
                                    int pinned)
{
    QList<OnionFrame> result;
    if (count <= 0 || current < 0 || current >= count)
        return result;
    before = std::clamp(before, 0, maximumSide);
    after = std::clamp(after, 0, maximumSide);
    const int forward = backward && mode == LoopMode::PingPong ? -1 : 1;
    const QList<int> ahead = walk(count, current, mode, forward, after);
    const QList<int> behind = walk(count, current, mode, -forward, before);
    if (pinned >= count)
        pinned = -1;

    // Each frame once, at its nearest distance; after wins a tie.
    QList<OnionFrame> neighbours;
    auto add = [&](int frame, OnionFrame::Side side, int distance) {
        if (frame == pinned)
            return;
        for (OnionFrame &f : neighbours) {
            if (f.frame != frame)
                continue;
            if (distance < f.distance || (distance == f.distance && side == OnionFrame::Side::After))
                f = {frame, side, distance};
            return;
        }
        neighbours.append({frame, side, distance});
    };
    for (int i = 0; i < ahead.size(); ++i)
        add(ahead[i], OnionFrame::Side::After, i + 1);
    for (int i = 0; i < behind.size(); ++i)
        add(behind[i], OnionFrame::Side::Before, i + 1);
    // Back to front: farthest first; at one distance, before under after.
    std::stable_sort(neighbours.begin(), neighbours.end(), [](const OnionFrame &a, const OnionFrame &b) {
        if (a.distance != b.distance)
            return a.distance > b.distance;
        return a.side == OnionFrame::Side::Before && b.side == OnionFrame::Side::After;
    });
    if (pinned >= 0 && pinned != current)
        result.append({pinned, OnionFrame::Side::Pinned, 0});
    result += neighbours;
    return result;
}

} // namespace inbetween
