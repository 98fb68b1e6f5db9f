#pragma once

#include "review/reviewsequence.h"

#include <QColor>
#include <QHash>
#include <QImage>
#include <QList>
#include <QRectF>
#include <QTransform>
#include <optional>

namespace inbetween {

class Clip;

// Draws the pictures of a review export (DESIGN.md, "Review exports"): each frame's image region
// (a plain square of the preview's colour for a frame without image), centred on the square's
// translation and turned, scaled and moved as the preview's orthographic camera shows the
// square, on a canvas that holds the clip's largest region and every picture's reach.
//
// Units as the preview's (SceneLayout): one unit of translation is one pixel of the picture at
// scale 1, x right and y up; the rotation is the pose's quaternion (Qt's Euler convention),
// projected on the screen plane. A picture that is only moved by whole pixels is copied pixel for
// pixel; one that is turned or scaled is sampled as the preview samples it (nearest for a cell of
// a sheet, smooth for a whole image). The canvas is drawn at scale 1; the encoder enlarges it.
class ReviewRenderer
{
public:
    // Reads the frames' images (paths relative to projectFolder) and lays out the canvas for
    // `pictures`. False, with *error naming the frame and file, when an image cannot be read or a
    // region is not inside its image.
    bool prepare(const Clip &clip, const QString &projectFolder, const QList<ReviewPicture> &pictures, QString *error);

    // The canvas at scale 1 (after prepare()).
    QSize canvasSize() const { return m_canvas.size(); }
    // The canvas's point where translation (0, 0) lies, in canvas pixels.
    QPointF origin() const { return m_origin; }

    // Picture `picture` (as ARGB32 premultiplied), on `background` or transparent.
    QImage render(const ReviewPicture &picture, const std::optional<QColor> &background) const;

    // Where the picture of `frame` lands on the canvas at `pose` (image pixels to canvas pixels).
    QTransform placement(int frame, const Pose &pose) const;
    // The picture of a frame (its region, or the plain square), at scale 1.
    const QImage &pictureOf(int frame) const;

    // The preview's colour of a frame without image (Square.qml's frameColor; -1: the clip's
    // plain square colour).
    static QColor frameColor(int frame);

private:
    QTransform placementAt(const QSizeF &size, const Pose &pose, const QPointF &origin) const;

    QList<QImage> m_pictures; // per frame (one for a clip without frames)
    QList<bool> m_smooth;     // per frame: sampled smoothly when turned or scaled
    QRect m_canvas;
    QPointF m_origin;
};

} // namespace inbetween
