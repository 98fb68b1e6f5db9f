#include "playback/timesource.h"

#include <QElapsedTimer>
#include <memory>

namespace inbetween {

TimeSource elapsedTimerSource()
{
    auto timer = std::make_shared<QElapsedTimer>();
    timer->start();
    return [timer] { return double(timer->nsecsElapsed()) / 1.0e6; };
}

} // namespace inbetween
