#pragma once

#include "itemmodels/durationformat.h"

#include <QImage>
#include <QList>
#include <QRect>
#include <functional>
#include <utility>

class QPainter;

namespace inbetween {

class FrameTrack;
struct Frame;
class ShortFrames;
class TimeAxis;

// Paints the frames row: one block per frame, as wide as its duration, with its thumbnail,
// index and duration when they fit, and a red corner on a frame shorter than one display refresh
// (a render at the fps can skip it). It starts with a binary search for the first visible frame
// and stops at the last one; where frames are narrower than minBlockWidth it jumps over them
// pixel by pixel (again by binary search) and draws them as one band, so the work follows the
// pixels on screen, never the number of frames.
class FrameRowPainter
{
public:
    static constexpr double minBlockWidth = 4.0;
    // A band narrower than this gets a mark over its neighbours (paintThinMark).
    static constexpr double thinBandWidth = 3.0;

    struct Stats
    {
        int blocks = 0;
        int bands = 0;
        int steps = 0; // loop iterations, bounded by the visible width, not the frame count
    };

    struct Input
    {
        const FrameTrack *frames = nullptr;
        const TimeAxis *axis = nullptr;
        QRect row;          // the frames row
        int exposedLeft = 0;
        int exposedRight = 0;
        double fps = 60.0;
        DurationFormat format;
        // Rows runs [first, last] that are selected, sorted and disjoint.
        QList<std::pair<int, int>> selection;
        std::function<QImage(int)> thumbnail; // may be empty
        int hoverEdge = -1;                   // the frame whose right edge is under the mouse
        const ShortFrames *shortFrames = nullptr; // lets a band show that it hides a short frame
        // True for a frame whose picture's file (its image, or its mouth shape's picture in the
        // chart) is missing or unreadable: its block is marked red.
        std::function<bool(const Frame &frame)> pictureProblem;
    };

    static Stats paint(QPainter &painter, const Input &in);

    // The first frame that starts at least `pixels` to the right of the start of frame i, or
    // the wide frame just before it (the jump a band makes); i + 1 at least.
    static int jumpFrom(const FrameTrack &frames, const TimeAxis &axis, int i, double pixels);

private:
    static void paintBlock(QPainter &painter, const Input &in, int i, double x0, double x1);
    static void paintBand(QPainter &painter, const Input &in, int first, int last, double x0, double x1);
    static void paintThinMark(QPainter &painter, const Input &in, double x, bool isShort);
    static void paintSelection(QPainter &painter, const Input &in, int first, int last);
};

} // namespace inbetween
