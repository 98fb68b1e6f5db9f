// PreviewWidget's camera (split from previewwidget.cpp): the motion's bounds for the clip's
// pictures, the framing at a zoom or a Pixel Zoom, the pan and Ctrl+wheel (PreviewFraming holds the maths).
#include "preview/previewwidget.h"

#include "clip.h"
#include "document/imagelibrary.h"

#include <QMouseEvent>
#include <QQuickView>
#include <QSet>
#include <QWheelEvent>
#include <cmath>
#include <algorithm>

namespace inbetween {

QSizeF PreviewWidget::pictureSize(const Frame *frame) const
{
    const FramePicture picture = frame ? pictureOf(*frame) : FramePicture();
    if (picture.image.isEmpty())
        return SceneLayout::plainSize();
    if (picture.region)
        return QSizeF(picture.region->size());
    const ImageLibrary *library = m_textures.library();
    const QString path = m_images.pathOf(picture.image);
    const QSize size = library && !path.isEmpty() ? library->picture(path).fileSize : QSize();
    return size.isEmpty() ? SceneLayout::plainSize() : QSizeF(size);
}

QSizeF PreviewWidget::largestPicture() const
{
    if (!m_clip || m_clip->frames.count() == 0)
        return SceneLayout::plainSize();
    double w = 0.0, h = 0.0;
    QSet<QString> wholeImages; // each whole image once, however many frames show it
    for (const Frame &frame : m_clip->frames.frames()) {
        const FramePicture picture = pictureOf(frame);
        if (!picture.region && !picture.image.isEmpty()) {
            if (wholeImages.contains(picture.image))
                continue;
            wholeImages.insert(picture.image);
        }
        const QSizeF size = pictureSize(&frame);
        w = std::max(w, size.width());
        h = std::max(h, size.height());
    }
    return QSizeF(w, h);
}

void PreviewWidget::refreshLayout()
{
    m_extent = largestPicture();
    m_framing.setBounds(m_clip ? SceneLayout::pathBounds(*m_clip, m_extent) : QRectF(-64, -64, 128, 128));
    m_scene.showTrail(m_clip);
    refreshFraming();
}

void PreviewWidget::refreshFraming()
{
    m_framing.setViewSize(m_host->container()->size());
    m_framing.setZoom(m_zoom);
    m_framing.setPixelScale(m_lightTable.pixelScale);
    m_framing.setFlipped(m_lightTable.flipped);
    if (!m_framing.isValid())
        return;
    m_scene.showFraming(m_framing.viewSize(), m_framing.centre(), m_framing.pixelsPerUnit());
    refreshFrameData(); // drawn in view pixels: the framing moves it
}

void PreviewWidget::panBy(const QPointF &delta)
{
    m_framing.panBy(delta);
    refreshFraming();
}

void PreviewWidget::frameMotion()
{
    const Vec3 at = m_clip ? m_clip->motion.sample(m_shownClipTime).translation : Vec3{};
    m_framing.frame(QPointF(at.x, at.y));
    refreshFraming();
}

bool PreviewWidget::panEvent(QEvent *event)
{
    switch (event->type()) {
    case QEvent::MouseButtonPress: {
        auto *mouse = static_cast<QMouseEvent *>(event);
        if (mouse->button() != Qt::MiddleButton)
            return false;
        m_panning = true;
        m_panFrom = mouse->position();
        return true;
    }
    case QEvent::MouseMove: {
        if (!m_panning)
            return false;
        const QPointF at = static_cast<QMouseEvent *>(event)->position();
        panBy(at - m_panFrom);
        m_panFrom = at;
        return true;
    }
    case QEvent::MouseButtonRelease:
        if (!m_panning || static_cast<QMouseEvent *>(event)->button() != Qt::MiddleButton)
            return false;
        m_panning = false;
        return true;
    default: return false;
    }
}

bool PreviewWidget::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_host->container() && event->type() == QEvent::Resize)
        refreshFraming();
    if (watched == m_host->view() && panEvent(event))
        return true;
    if (watched == m_host->view() && event->type() == QEvent::Wheel) {
        auto *wheel = static_cast<QWheelEvent *>(event);
        if (wheel->modifiers() & Qt::ControlModifier) {
            setZoom(m_zoom * std::pow(1.0015, wheel->angleDelta().y()));
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace inbetween
