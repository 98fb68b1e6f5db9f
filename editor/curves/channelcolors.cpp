#include "curves/channelcolors.h"

namespace inbetween {

QColor channelColor(MotionChannel channel)
{
    static const QColor colors[MotionChannels::count] = {
        QColor(240, 90, 80),   QColor(110, 200, 100), QColor(90, 150, 245),  // tx ty tz
        QColor(250, 160, 60),  QColor(200, 230, 80),  QColor(80, 210, 220),  // rx ry rz
        QColor(245, 150, 200), QColor(170, 225, 170), QColor(180, 150, 250), // sx sy sz
    };
    return colors[MotionChannels::indexOf(channel)];
}

} // namespace inbetween
