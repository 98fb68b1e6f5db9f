#pragma once

#include "framedata.h"
#include "project.h"

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <optional>

namespace inbetween {

// The frame data (model/framedata.h) of a sequence of shown frames, as the keys an engine stores:
// for every box and point the project declares, in declared order, a key at the first step and at
// each step where its value changes (another rect, on or off); none: off from that step on. A box
// that stays on from one frame to the next with the same rect has no key there. The steps are
// what a format plays: Aseprite's frames of every clip in order, or one clip's frame starts
// (SheetSequence's steps, ping-pong unrolled). Values are in picture pixels from the frame's
// pivot, x right, y down, as the file has them.
struct BoxKey
{
    int step = 0;
    std::optional<QRectF> rect;
    friend bool operator==(const BoxKey &a, const BoxKey &b) { return a.step == b.step && a.rect == b.rect; }
};

struct PointKey
{
    int step = 0;
    std::optional<QPointF> point;
    friend bool operator==(const PointKey &a, const PointKey &b) { return a.step == b.step && a.point == b.point; }
};

struct BoxKeys
{
    BoxDeclaration box;
    QList<BoxKey> keys; // at least one (at step 0) when there are steps
    // Whether the box is on at any step (an engine may leave a box never on out of a clip).
    bool everOn() const;
    // The distinct rects it takes, in order of first use (Spine's one attachment per rect).
    QList<QRectF> distinctRects() const;
};

struct PointKeys
{
    PointDeclaration point;
    QList<PointKey> keys;
    bool everOn() const;
};

class FrameDataKeys
{
public:
    // steps: the frame data of each step, in playing order.
    static FrameDataKeys of(const Project &project, const QList<SharedFrameData> &steps);

    QList<BoxKeys> boxes;   // one per declared box, in declared order
    QList<PointKeys> points; // one per declared point, in declared order
};

} // namespace inbetween
