#pragma once

#include "keyframe.h"

#include <QList>

namespace inbetween {

// Cutting a motion segment with a new key so that the motion stays exactly as it was (DESIGN.md,
// "The editor": adding a keyframe never changes the motion; `sample` gives the same pose at every
// time within 1e-9 of the extent).
//
// `linear` and `step` stay what they are on both sides. The cubic easings are cut with de
// Casteljau's construction: `easeIn` and `easeOut` are the cubic Beziers (1/3, 0, 2/3, 0) and
// (1/3, 1, 2/3, 1); `easeInOut` is two cubic pieces that meet at the middle of the segment, so a
// cut away from the middle also puts a key at the middle (no single cubic is both pieces). CSS
// cubic-bezier maps x(s) -> y(s): the cut at time fraction u is at the curve parameter s where
// x(s) = u, and each half is scaled back to the unit square, its own {"bezier": ...}. A half of a
// Bezier whose handles cross (x1 > x2) may have a handle outside [0, 1] in x, which no file
// accepts: such a half is halved again, with a key at each cut, until every piece is valid.
class SegmentSplit
{
public:
    struct Result
    {
        // The segment's first key with its new easing, then the added keys in time order.
        QList<Keyframe> keys;
        int atTime = 1; // the index in `keys` of the key at the time asked for
    };

    // The cut of the segment from `a` to `b` at `time`, a.time < time < b.time.
    static Result split(const Keyframe &a, const Keyframe &b, double time);
};

} // namespace inbetween
