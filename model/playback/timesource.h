#pragma once

#include <functional>

namespace inbetween {

// A monotonic wall clock in milliseconds. The playback clock reads its time from one, so a test
// can hand it a fake and decide exactly when each render happens.
using TimeSource = std::function<double()>;

// Milliseconds since the call, from QElapsedTimer (a monotonic clock).
TimeSource elapsedTimerSource();

} // namespace inbetween
