#pragma once

#include "framedata.h"

#include <QPointF>
#include <QString>
#include <functional>
#include <optional>

namespace inbetween {

// One drag of the Boxes tool on a frame (DESIGN.md, "Frame data for games"), without widgets:
// what a press takes hold of, and the frame data the drag makes. Points are in picture pixels
// from the frame's pivot as it was at the press (x right, y down), as boxes and points are kept.
//
// Snapping is to whole pixels of the picture (from its top left, not from the pivot, which may
// sit on a half pixel), unless `free` (Shift). A box keeps a width and height > 0: dragging an
// edge past the opposite one flips the box's corners; a new box dragged to no width or height is
// no box. Moving the pivot keeps the boxes and points where they are on the picture: their
// coordinates, relative to the pivot, shift by the opposite of the pivot's move.
class BoxesGesture
{
public:
    enum class Part { None, NewBox, Inside, Left, Right, Top, Bottom, TopLeft, TopRight, BottomLeft, BottomRight, Pivot, Point };
    struct Target
    {
        Part part = Part::None;
        QString name; // the box or point
    };
    // Maps a point (pixels from the pivot) to view pixels.
    using ToView = std::function<QPointF(const QPointF &)>;
    static constexpr double grab = 6.0; // view pixels around a handle, an edge or a cross

    // What is under view point `at`: the pivot cross (unless `pivotMovable` is false: a frame
    // without an image of its own, whose pivot the file does not keep), a point, a corner or an
    // edge of a box (the selected one first), inside a box (the smallest), else empty picture,
    // where a drag draws a new box named `drawName` (None without a name).
    static Target hit(const FrameData &data, const ToView &toView, const QPointF &at, const QString &selected,
                      const QString &drawName, bool pivotMovable = true);
    // The cursor over a part (flipped: the view mirrored, so the diagonals swap).
    static Qt::CursorShape cursor(Part part, bool flipped);

    // A press at `from` on `target` of a frame whose data is `data` and pivot `pivot` (in
    // pixels of its picture).
    BoxesGesture(const FrameData &data, const QPointF &pivot, const Target &target, const QPointF &from);

    void dragTo(const QPointF &to, bool free);
    const Target &target() const { return m_target; }
    // The data now, relative to the pivot as it was at the press (what the preview draws), and
    // where the pivot cross is (from that pivot).
    const FrameData &shown() const { return m_shown; }
    QPointF pivotMark() const { return m_pivotMark; }
    // The frame's new data to store (the pivot set and the rest shifted after a pivot move);
    // none when the drag changes nothing.
    std::optional<FrameData> result() const;
    // The undo step's name ("Draw box fist", "Move pivot", ...).
    QString text() const;

private:
    double snapX(double x, bool free) const;
    double snapY(double y, bool free) const;
    void dragBox(const QPointF &delta, bool free);

    FrameData m_data;
    QPointF m_pivot;
    Target m_target;
    QPointF m_from;
    FrameData m_shown;
    QPointF m_pivotMark;
};

} // namespace inbetween
