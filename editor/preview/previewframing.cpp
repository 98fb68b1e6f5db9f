#include "preview/previewframing.h"

#include <algorithm>
#include <cmath>

namespace inbetween {

double PreviewFraming::pixelsPerUnit() const
{
    if (m_pixelScale > 0)
        return m_pixelScale;
    if (!isValid())
        return 1.0;
    return m_zoom * std::min(m_view.width() / m_bounds.width(), m_view.height() / m_bounds.height());
}

QPointF PreviewFraming::centre() const
{
    const QPointF c = m_bounds.center() + m_pan;
    if (m_pixelScale <= 0)
        return c;
    // view x = w/2 + (x - cx) N is whole for whole x when w/2 - cx N is; likewise h/2 + cy N.
    const double n = m_pixelScale, w = m_view.width() / 2.0, h = m_view.height() / 2.0;
    return QPointF((w - std::round(w - c.x() * n)) / n, (std::round(h + c.y() * n) - h) / n);
}

void PreviewFraming::panBy(const QPointF &delta)
{
    const double ppu = pixelsPerUnit();
    // Flipped, the scene is mirrored about the centre: a drag to the right moves it right all
    // the same, so the centre moves the other way in scene units.
    m_pan += QPointF((m_flipped ? delta.x() : -delta.x()) / ppu, delta.y() / ppu);
}

void PreviewFraming::frame(const QPointF &subject)
{
    m_pan = QPointF();
    if (m_pixelScale <= 0 || !isValid())
        return;
    const double ppu = pixelsPerUnit();
    if (m_bounds.width() * ppu > m_view.width() || m_bounds.height() * ppu > m_view.height())
        m_pan = subject - m_bounds.center();
}

QPointF PreviewFraming::sceneToView(double x, double y) const
{
    const QPointF c = centre();
    const double ppu = pixelsPerUnit();
    const double across = m_flipped ? c.x() - x : x - c.x();
    return QPointF(m_view.width() / 2.0 + across * ppu, m_view.height() / 2.0 - (y - c.y()) * ppu);
}

QPointF PreviewFraming::viewToScene(const QPointF &view) const
{
    const QPointF c = centre();
    const double ppu = pixelsPerUnit();
    const double across = (view.x() - m_view.width() / 2.0) / ppu;
    return QPointF(m_flipped ? c.x() - across : c.x() + across, c.y() - (view.y() - m_view.height() / 2.0) / ppu);
}

} // namespace inbetween
