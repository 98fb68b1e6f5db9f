#include "review/reviewrenderer.h"

#include "clip.h"

#include <QDir>
#include <QImageReader>
#include <QPainter>
#include <cmath>

namespace inbetween {

namespace {
// Squares drawn for frames without an image, and for a clip without frames: 64 x 64 pixels, as
// the preview draws them (SceneLayout::plainSide; DESIGN.md "One scale everywhere").
constexpr int kSquareSide = 64;

bool isWholePixelMove(const QTransform &t)
{
    return t.type() <= QTransform::TxTranslate;
}

QTransform snapped(const QTransform &t)
{
    return QTransform::fromTranslate(std::floor(t.dx() + 0.5), std::floor(t.dy() + 0.5));
}

QImage plainSquare(const QColor &colour)
{
    QImage square(kSquareSide, kSquareSide, QImage::Format_ARGB32_Premultiplied);
    square.fill(colour);
    return square;
}
} // namespace

QColor ReviewRenderer::frameColor(int frame)
{
    if (frame < 0)
        return QColor(0xe0, 0x7b, 0x39);
    return QColor::fromHslF(std::fmod(0.07 + frame * 0.137, 1.0), 0.62, 0.52);
}

bool ReviewRenderer::prepare(const Clip &clip, const QString &projectFolder, const QList<ReviewPicture> &pictures,
                             QString *error)
{
    m_pictures.clear();
    m_smooth.clear();
    QHash<QString, QImage> decoded; // a sheet is read once, however many regions it gives
    for (int i = 0; i < clip.frames.count(); ++i) {
        const Frame &f = clip.frames.frame(i);
        if (f.image.isEmpty()) {
            m_pictures.append(plainSquare(frameColor(i)));
            m_smooth.append(false);
            continue;
        }
        auto it = decoded.constFind(f.image);
        if (it == decoded.constEnd()) {
            QImageReader reader(QDir(projectFolder).filePath(f.image));
            QImage image = reader.read();
            if (image.isNull()) {
                *error = QStringLiteral("frame %1 of clip \"%2\": cannot read %3: %4")
                             .arg(i)
                             .arg(clip.name, f.image, reader.errorString());
                return false;
            }
            it = decoded.insert(f.image, image.convertToFormat(QImage::Format_ARGB32_Premultiplied));
        }
        const QRect whole = it->rect();
        const QRect region = f.region.value_or(whole);
        if (!whole.contains(region)) {
            *error = QStringLiteral("frame %1 of clip \"%2\": the region is not inside %3").arg(i).arg(clip.name, f.image);
            return false;
        }
        m_pictures.append(it->copy(region));
        m_smooth.append(!f.region); // Square.qml: nearest for a cell of a sheet, linear else
    }
    if (m_pictures.isEmpty()) {
        m_pictures.append(plainSquare(frameColor(-1)));
        m_smooth.append(false);
    }

    // The canvas: the largest picture at rest and every picture where it lands.
    QSizeF largest;
    for (const QImage &p : m_pictures)
        largest = largest.expandedTo(p.size());
    QRectF reach(QPointF(-largest.width() / 2.0, -largest.height() / 2.0), largest);
    for (const ReviewPicture &p : pictures) {
        const QImage &image = pictureOf(p.frame);
        QTransform t = placementAt(image.size(), p.pose, QPointF());
        if (isWholePixelMove(t))
            t = snapped(t);
        reach |= t.mapRect(QRectF(image.rect()));
    }
    // Whole pixels around the reach; a side that a turn by a right angle leaves a hair off a whole
    // number (the quaternion's rounding) is taken as that number.
    auto down = [](double v) { return int(std::floor(v + 1e-6)); };
    auto up = [](double v) { return int(std::ceil(v - 1e-6)); };
    const QPoint topLeft(down(reach.left()), down(reach.top()));
    const QPoint bottomRight(up(reach.right()), up(reach.bottom()));
    m_canvas = QRect(QPoint(0, 0), QSize(bottomRight.x() - topLeft.x(), bottomRight.y() - topLeft.y()));
    m_origin = QPointF(-topLeft.x(), -topLeft.y());
    return true;
}

const QImage &ReviewRenderer::pictureOf(int frame) const
{
    return m_pictures.at(frame >= 0 && frame < m_pictures.size() ? frame : 0);
}

QTransform ReviewRenderer::placementAt(const QSizeF &size, const Pose &pose, const QPointF &origin) const
{
    // The square's local x and y axes after scale and rotation, seen along -z (the preview's
    // orthographic camera): an affine map of the picture's plane onto the screen.
    const Quaternion q = pose.quaternion();
    const Vec3 a = q.rotate(Vec3{pose.scale.x, 0.0, 0.0});
    const Vec3 b = q.rotate(Vec3{0.0, pose.scale.y, 0.0});
    const double w = size.width(), h = size.height();
    // Image pixel (u, v), v down, is local (u - w/2, h/2 - v); the screen's y runs down.
    const double x0 = origin.x() + pose.translation.x - a.x * w / 2.0 + b.x * h / 2.0;
    const double y0 = origin.y() - pose.translation.y + a.y * w / 2.0 - b.y * h / 2.0;
    return QTransform(a.x, -a.y, -b.x, b.y, x0, y0);
}

QTransform ReviewRenderer::placement(int frame, const Pose &pose) const
{
    QTransform t = placementAt(pictureOf(frame).size(), pose, m_origin);
    return isWholePixelMove(t) ? snapped(t) : t;
}

QImage ReviewRenderer::render(const ReviewPicture &picture, const std::optional<QColor> &background) const
{
    QImage canvas(m_canvas.size(), QImage::Format_ARGB32_Premultiplied);
    canvas.fill(background ? *background : QColor(Qt::transparent));
    const QImage &image = pictureOf(picture.frame);
    const QTransform t = placement(picture.frame, picture.pose);
    QPainter painter(&canvas);
    if (isWholePixelMove(t)) {
        painter.drawImage(QPointF(t.dx(), t.dy()), image);
    } else {
        const int frame = picture.frame >= 0 && picture.frame < m_smooth.size() ? picture.frame : 0;
        painter.setRenderHint(QPainter::SmoothPixmapTransform, m_smooth.at(frame));
        painter.setTransform(t);
        painter.drawImage(QPointF(0, 0), image);
    }
    return canvas;
}

} // namespace inbetween
