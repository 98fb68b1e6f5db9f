#pragma once

#include <QList>

namespace inbetween {

// Batch retiming of a selection of frame durations (ms). Each returns the new durations in the
// same order; every result stays > 0 (at least `minimum`) and, scaled, within the hold the project
// file holds (ProjectLimits::maxDuration).
namespace BatchTiming {

QList<double> setAll(const QList<double> &durations, double duration);
QList<double> scale(const QList<double> &durations, double percent, double minimum = 1.0);
// Keeps the proportions and makes the sum `total`.
QList<double> fitToTotal(const QList<double> &durations, double total, double minimum = 1.0);
// The same sum, shared equally.
QList<double> distributeEvenly(const QList<double> &durations);

} // namespace BatchTiming

} // namespace inbetween
