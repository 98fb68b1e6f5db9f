#pragma once

#include "clip.h"
#include "spriteatlas.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace inbetween {

// Aseprite's sprite-sheet JSON, hash form, frames keyed "0".."n-1" (as Phaser reads them), for
// the PNG atlas written beside it.
//
// Durations are whole milliseconds, rounded from the exact frame starts (the rounding error is
// carried on), so every frame starts less than 0.5 ms from its exact start and they add up to
// the clip length. The tag's direction plays the loop mode by Aseprite's rules:
// - loop: "forward"; once: "forward" with repeat "1";
// - pingpong: "pingpong". Aseprite shows the end frames once at each turn, where the preview
//   (time running backwards) shows them twice as long, so the first and last frames carry twice
//   their durations: every later hold and the period (2 x length) are then the preview's.
//   Aseprite starts at the beginning of frame 0's doubled hold, so it runs frame 0's duration
//   behind the preview (see README).
// The events go, as JSON text, into the tag's user data ("data").
class AsepriteExporter
{
public:
    // The exact (unrounded) durations the sheet plays, in the order of its frames.
    static QList<double> exactDurations(const Clip &project);
    // Whole-ms durations whose running sums are the rounded exact starts.
    static QList<int> roundedDurations(const QList<double> &exact);

    static QByteArray toJson(const Clip &project, const SpriteAtlas &atlas, const QString &imageFileName);
};

} // namespace inbetween
