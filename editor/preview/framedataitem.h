#pragma once

#include <QColor>
#include <QList>
#include <QPointF>
#include <QPolygonF>
#include <QQuickPaintedItem>
#include <QString>

namespace inbetween {

// The frame data drawn over the picture (DESIGN.md, "Frame data for games"): a 2D layer of the
// preview's scene, above the View3D, painted with QPainter in view pixels that the editor maps
// through the camera (PreviewFraming) and the frame's pose (FramePlacement). Box outlines are one
// screen pixel wide, unsmoothed, in their kind's colour, each labelled with its name; the pivot a
// small cross, points crosshairs with their names. Why 2D and not quads in the 3D scene: the
// labels stay readable when the view is flipped, lines stay one pixel at every zoom, the colours
// are exact (no material or tone mapping) and one item draws it all.
class FrameDataItem : public QQuickPaintedItem
{
    Q_OBJECT

public:
    struct Mark
    {
        enum class Kind { Box, Pivot, Point };
        Kind kind = Kind::Box;
        QPolygonF outline; // a box's corners (view pixels); a cross's centre is outline[0]
        QColor colour;
        QString label;
        bool selected = false; // a box the Boxes tool has selected: its handles show

        friend bool operator==(const Mark &a, const Mark &b)
        {
            return a.kind == b.kind && a.outline == b.outline && a.colour == b.colour && a.label == b.label
                   && a.selected == b.selected;
        }
    };

    explicit FrameDataItem(QQuickItem *parent = nullptr);

    void setMarks(const QList<Mark> &marks);
    const QList<Mark> &marks() const { return m_marks; }
    void paint(QPainter *painter) override;

    // Registers the type for QML as Inbetween.Native 1.0 FrameDataItem (once per process).
    static void registerType();

    static const QColor pivotColour; // the boxes' and points' colours: boxKindColour, kPointColour

private:
    QList<Mark> m_marks;
};

} // namespace inbetween
