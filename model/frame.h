#pragma once

#include "framedata.h"

#include <QRect>
#include <QString>
#include <optional>

namespace inbetween {

// One image of the flipbook and how long it stays on screen, in milliseconds (finite, > 0).
struct Frame
{
    double duration = 100.0;
    QString image; // relative to the project file's folder; empty: no image
    // The part of `image` shown, in whole pixels inside it (a cell of a sprite sheet); none: the
    // whole image. Only with an image.
    std::optional<QRect> region = std::nullopt;
    // What a game does with the frame: its pivot, boxes and points (file version 3). One pointer,
    // null for a frame without any; reordering, duplicating and deleting frames carry it along.
    // Also holds the frame's mouth shape (below), beside the game data, behind the same pointer.
    SharedFrameData data = {};

    // The mouth shape the frame shows (a lip-sync cue: "D", "MBP"; file version 4): without an
    // image of its own, the frame shows the shape's picture from the project's mouth chart.
    const QString &mouth() const { return data.mouth(); }
    void setMouth(const QString &shape) { data.setMouth(shape); }

    friend bool operator==(const Frame &a, const Frame &b)
    {
        return a.duration == b.duration && a.image == b.image && a.region == b.region && a.data == b.data;
    }
    friend bool operator!=(const Frame &a, const Frame &b) { return !(a == b); }
};

} // namespace inbetween

// A QList<Frame> grows and shifts by moving bytes (realloc), as its parts do.
Q_DECLARE_TYPEINFO(inbetween::Frame, Q_RELOCATABLE_TYPE);
