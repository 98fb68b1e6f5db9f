#pragma once

#include "curves/motionchannel.h"

#include <QColor>

namespace inbetween {

// The colour of a channel's curve, its toggle and its handles: x red, y green, z blue, in three
// shades for translation (bright), rotation (warm) and scale (pale).
QColor channelColor(MotionChannel channel);

} // namespace inbetween
