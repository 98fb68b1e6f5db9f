#pragma once

#include "clip.h"
#include "timeline/snappolicy.h"

#include <QColor>
#include <QFont>
#include <QRect>

class QPainter;

namespace inbetween {

class TimeAxis;
class TimelineLayout;

// Paints the current clip's guides (DESIGN.md, "Timing to voice and beat") over the timeline's
// rows: its beat grid as light lines down the rows below the ruler with a tick on the ruler, a bar
// (every fourth beat from the offset) stronger; and its markers, each a flag with its name on the
// ruler and a line down the rows. Beats are drawn only where they are at least minBeatSpacing
// pixels apart (bars alone where only they are); the snapping follows what is drawn. Only the
// guides in the exposed span are visited.
//
// A flag's place is flagRect, which the hit tester uses too: a flag is grabbed by its pole or its
// body, drags on the ruler, and a double-click renames it (TimelineView).
class GuidePainter
{
public:
    static constexpr double minBeatSpacing = 6.0; // px between drawn beats (or bars)
    static constexpr double maxFlagWidth = 120.0; // px: a longer name is elided
    static constexpr double poleTolerance = 4.0;  // px either side of a marker's pole
    static inline const QColor beatColor{190, 160, 255};
    static inline const QColor markerColor{215, 80, 185};
    static inline const QColor selectedColor{255, 170, 40}; // as selected keys and events

    struct Input
    {
        const Clip *clip = nullptr;
        const TimeAxis *axis = nullptr;
        const TimelineLayout *layout = nullptr;
        int exposedLeft = 0;
        int exposedRight = 0;
        int height = 0;          // the viewport's: the lines run down to it
        int selectedMarker = -1; // drawn in the selection's colour
    };
    // What the last paint drew (for tests).
    struct Stats
    {
        int beats = 0; // beat lines, bars among them
        int bars = 0;
        int markers = 0;
    };

    // Whether beats / bars of `grid` are drawn at `msPerPixel`.
    static bool beatsShown(const BeatGrid &grid, double msPerPixel);
    static bool barsShown(const BeatGrid &grid, double msPerPixel);
    // What drags snap to at `msPerPixel` (SnapPolicy::Guides): the clip's markers and, as far as
    // they are drawn, its beats (or its bars alone, as a grid of a quarter of the tempo, where only
    // they are), within SnapPolicy::guidePixels.
    static SnapPolicy::Guides snapGuides(const Clip &clip, double msPerPixel);
    // The flags' font: the ruler's labels' size.
    static QFont flagFont();
    // The name as its flag shows it (elided to fit maxFlagWidth).
    static QString flagText(const QString &name);
    // Marker `index`'s flag on the ruler `ruler` (a marker at viewport x `x`): right of its pole,
    // or left of it where it would pass the ruler's right end.
    static QRectF flagRect(double x, const QString &name, const QRect &ruler);

    static Stats paint(QPainter &painter, const Input &in);

private:
    static void paintBeats(QPainter &painter, const Input &in, Stats &stats);
    static void paintMarkers(QPainter &painter, const Input &in, Stats &stats);
};

} // namespace inbetween
