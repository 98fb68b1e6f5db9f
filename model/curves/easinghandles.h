#pragma once

#include "curves/motionchannel.h"
#include "timing/easing.h"

#include <QPointF>
#include <array>
#include <optional>

namespace inbetween {

// A segment's easing as the curve view shows it: the two Bezier handles of a CSS cubic-bezier
// (x1, y1, x2, y2), drawn on a channel's curve from key a at (t_a, v_a) to key b at (t_b, v_b):
// handle 1 at (t_a + x1 (t_b - t_a), v_a + y1 (v_b - v_a)), handle 2 likewise with x2, y2.
namespace EasingHandles {

using ControlPoints = std::array<double, 4>; // x1, y1, x2, y2

// The control points of an easing: exact for linear, easeIn (s^3), easeOut and a bezier; the
// nearest cubic-bezier for easeInOut (two cubics joined, which one bezier cannot be); none for
// step, which no handle can shape.
std::optional<ControlPoints> controlPoints(const Easing &easing);
bool isExact(const Easing &easing);

// Handle 1 or 2 of the segment from `a` to `b` on `channel`, in (clip time, value).
QPointF handlePoint(const Keyframe &a, const Keyframe &b, MotionChannel channel, const ControlPoints &points,
                    int handle);
// A segment on which the channel does not change has no handles there: its value cannot say
// a y.
bool hasHandles(const Keyframe &a, const Keyframe &b, MotionChannel channel);

// The easing after handle 1 or 2 is dragged to (time, value) on `channel`: x clamped to [0, 1],
// y the value's part of the segment's change, clamped to +-maxY (ProjectLimits::maxBezierY).
// The other handle stays where `current` has it. Empty when the channel does not change over
// the segment or `current` has no handles (step).
std::optional<Easing> dragged(const Easing &current, const Keyframe &a, const Keyframe &b, MotionChannel channel,
                              int handle, double time, double value, double maxY);

} // namespace EasingHandles

} // namespace inbetween
