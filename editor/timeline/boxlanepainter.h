#pragma once

#include "framedata.h"

#include <QColor>
#include <QList>
#include <QRect>

class QPainter;

namespace inbetween {

class Clip;
class TimeAxis;
class TimelineLayout;

// Paints the box lanes under the frame row (DESIGN.md, "Frame data for games"): a lane per
// declared box, in the declarations' order, a bar in the box's kind colour (hit red, hurt blue,
// other yellow) over each span of the clip where the box is on (BoxTiming's intervals through the
// loop mode over the clip's [0, length), the times the timeline shows), and the box's name at the
// lane's left, always in view. Only the lanes and the times the exposed rectangle meets are
// painted; a box no frame of the clip lists draws a lane with its name and no bar.
class BoxLanePainter
{
public:
    struct Input
    {
        const Clip *clip = nullptr;
        const QList<BoxDeclaration> *boxes = nullptr;
        const TimeAxis *axis = nullptr;
        const TimelineLayout *layout = nullptr;
        int exposedLeft = 0;
        int exposedRight = 0;
    };

    // Each lane's bars in viewport pixels, in the declarations' order (for tests).
    struct Stats
    {
        QList<QList<QRect>> bars;
    };

    static Stats paint(QPainter &painter, const Input &in);
    // Box `name`'s bars in `lane` (viewport pixels) between exposed x `left` and `right`: a bar
    // from the x of the time it turns on to the x of the time it turns off, as the frame row
    // rounds a frame's edges.
    static QList<QRect> bars(const Clip &clip, const QString &name, const TimeAxis &axis, const QRect &lane, int left,
                             int right);
};

} // namespace inbetween
