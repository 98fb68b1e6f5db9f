#pragma once

#include "clip.h"
#include "export/bakedchannel.h"

namespace inbetween {

// What a bake may use and how close it must come.
struct BakeOptions
{
    BakeTolerance tolerance;     // absolute: see MotionBaker::toleranceFor
    bool cubicSplines = true;    // translation and scale may be CUBICSPLINE (glTF; Godot cannot)
    bool unrollPingPong = true;  // write ping-pong out and back (glTF has no ping-pong of its own)
    // CUBICSPLINE keys also close enough for a reader that drops the tangents and draws its own
    // smooth curve through the values (Blender 3.4's importer: automatic Bezier handles).
    bool valueOnlyReaders = true;
};

// Turns a clip's motion keys into channels that an engine's own LINEAR / STEP / CUBICSPLINE
// sampling plays as Clip::sample does over clip times 0..length (DESIGN.md, "Engine exports"):
// - linear segments stay two keys (translation, scale; a rotation that turns about one Euler
//   axis is exact for slerp, and gets keys close enough for a reader that blends quaternion
//   components);
// - step segments hold: a Step channel when every changing segment of it steps, otherwise a pair
//   of keys a hair apart at the jump;
// - with cubicSplines, a translation or scale channel with eased segments is CUBICSPLINE:
//   easeIn / easeOut / easeInOut (two pieces) are exact cubics with the easing's own tangents,
//   linear segments straight lines; with valueOnlyReaders the keys are also dense enough that
//   joining their values by straight lines stays within the tolerance, and they close in on
//   every corner and jump (a key spacing growing by halves from the tolerance's worth of motion),
//   so that a reader that ignores the tangents and smooths its own curve through the values
//   (Blender 3.4) stays close too;
// - everything else (bezier easings, eased rotations, rotations about several axes, eased
//   translation without cubicSplines) is sampled adaptively: a piece is split until, at nine
//   points inside every piece, the played value is within the tolerance of the clip's (for
//   rotations both by slerp and by a component blend);
// - rotation keys are never more than 90 degrees of Euler angles apart, so slerp turns the way
//   the angles do (0 -> 720 still spins twice), whichever way the reader goes.
class MotionBaker
{
public:
    static constexpr double kMaxTurn = 90.0; // degrees between two rotation keys

    // The tolerance for `degrees` (default 0.01): rotations within that angle, translation within
    // degrees x 1e-3 of the clip's extent (1, the square's size, plus the largest range a
    // translation component covers), scale within that fraction of max(1, the largest scale).
    static BakeTolerance toleranceFor(const Clip &clip, double degrees = 0.01);
    static double translationExtent(const Clip &clip);
    static double scaleExtent(const Clip &clip);

    static BakedMotion bake(const Clip &clip, const BakeOptions &options);
    // An upper bound on the keys bake() writes, without baking (exports refuse a clip above a
    // limit before they start).
    static double keyEstimate(const Clip &clip, const BakeOptions &options);
};

} // namespace inbetween
