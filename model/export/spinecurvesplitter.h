#pragma once

#include "clip.h"
#include "export/spinetimeline.h"

namespace inbetween {

// Writes one channel of a clip's motion as a Spine timeline that spine-core plays as
// Clip::sample does, within `tolerance` (in the channel's unit: degrees for rotate):
// - a segment whose values do not change, or that is linear, is one straight key;
// - a step segment is one "stepped" key;
// - an eased segment (easeIn, easeOut, easeInOut, a CSS bezier) is exactly a cubic Bezier in
//   (time, value): its time runs along the easing's x and its value along the easing's y (each
//   named easing is a cubic in time; easeInOut two). Spine's runtime draws each Bezier as ten
//   straight pieces, at even steps of the curve's parameter, so the curve is cut (de Casteljau,
//   which keeps it exact) until those pieces stay within `tolerance` of the clip at three
//   points inside each piece, with a margin for what they do not see and float rounding;
// - keys at 0 and at the length, so that the animation's duration is the clip's (Spine takes
//   an animation's duration from its last key); with `unroll` (ping-pong) the way back follows,
//   the curves mirrored, ending at twice the length. A step seen backwards jumps where the
//   next key starts, so there it is a pair of keys one float step apart.
class SpineCurveSplitter
{
public:
    static SpineTimeline build(const Clip &clip, SpineTimeline::Channel channel, double tolerance, bool unroll);
};

} // namespace inbetween
