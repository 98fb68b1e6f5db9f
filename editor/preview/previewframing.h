#pragma once

#include <QPointF>
#include <QRectF>
#include <QSizeF>

namespace inbetween {

// Where the preview's camera looks and at what scale. One scene unit is one picture pixel (DESIGN
// "One scale everywhere"): at Pixel Zoom N (pixelScale N) a unit is N view pixels; at Fit
// (pixelScale 0) the motion's bounds fill the view, times the Ctrl+wheel zoom. The pan moves the
// centre away from the bounds' centre in either mode, so a sprite that leaves a zoomed view can
// be brought back; frame() takes the pan back (F). A view point and a scene point map through
// sceneToView / viewToScene, mirrored about the centre when the view is flipped.
class PreviewFraming
{
public:
    void setBounds(const QRectF &bounds) { m_bounds = bounds; }
    void setViewSize(const QSizeF &size) { m_view = size; }
    void setZoom(double zoom) { m_zoom = zoom; }
    void setPixelScale(int scale) { m_pixelScale = scale; }
    void setFlipped(bool flipped) { m_flipped = flipped; }

    QRectF bounds() const { return m_bounds; }
    QSizeF viewSize() const { return m_view; }
    // Whether there is something to frame in a view with an area.
    bool isValid() const { return !m_view.isEmpty() && !m_bounds.isEmpty(); }

    double pixelsPerUnit() const;
    // The scene point at the view's centre. At a Pixel Zoom it is moved by less than a view
    // pixel so that whole scene units fall on whole view pixels: a picture pixel is then exactly
    // N x N view pixels, never split between two (nearest-neighbour sampling would double a row).
    QPointF centre() const;
    QPointF pan() const { return m_pan; }

    // Moves the scene with the pointer by `delta` view pixels.
    void panBy(const QPointF &delta);
    // No pan: the motion's bounds in the middle of the view. At a fixed scale whose view cannot
    // hold them, `subject` (the sprite now) is put in the middle instead.
    void frame(const QPointF &subject);

    QPointF sceneToView(double x, double y) const;
    QPointF viewToScene(const QPointF &view) const;

private:
    QRectF m_bounds;
    QSizeF m_view;
    QPointF m_pan;
    double m_zoom = 1.0;
    int m_pixelScale = 0;
    bool m_flipped = false;
};

} // namespace inbetween
