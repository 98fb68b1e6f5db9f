#pragma once

#include "curves/curvemapping.h"
#include "curves/motionchannel.h"

#include <QPointF>
#include <utility>
#include <vector>

namespace inbetween {

class MotionTrack;

// One channel's curve as the view draws it: a polyline in view pixels over the columns
// [xLeft, xRight]. Keys are its corners; a segment wider than two steps is sampled every
// `pixelStep` pixels through its easing (a step segment holds, then jumps at the next key); the
// first and last values hold before and after the keys. Where keys crowd (several in one pixel
// column) a column keeps its first, lowest, highest and last point, so a clip of 10,000 keys on
// 1,600 pixels draws at most four points a column and no spike is lost.
namespace CurveSampling {

std::vector<QPointF> polyline(const MotionTrack &motion, MotionChannel channel, const CurveMapping &mapping,
                              double xLeft, double xRight, double pixelStep = 2.0);

// The lowest and highest eased progress of an easing over [0, 1]: [0, 1] but for a bezier whose
// y1 or y2 lies outside it (it overshoots or pulls back), found exactly from its cubic.
std::pair<double, double> easedRange(const Easing &easing);

// The channel's value at clip time t (the same rule as MotionTrack::sample).
double valueAt(const MotionTrack &motion, MotionChannel channel, double t);

// The lowest and highest value of the channels over the keys in [from, to] (the keys' values
// and, for eased segments, the samples between them: a bezier may overshoot its keys).
// False when no key is in the span.
bool valueRange(const MotionTrack &motion, const QList<MotionChannel> &channels, double from, double to, double *lo,
                double *hi);

} // namespace CurveSampling

} // namespace inbetween
