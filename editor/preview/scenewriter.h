#pragma once

#include <QPointer>
#include <QPointF>
#include <QQuickItem>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <QVariant>

class QQuick3DTextureData;

namespace inbetween {

class LineGeometry;
class Clip;

// Writes what the preview shows into the QML scene (resources/qml/PreviewScene.qml): the pose,
// the frame and its image and the onion skin at a clip time, the matrix-blend outline, the path's
// trail, and the camera and grid of a framing. It keeps no timing of its own: PreviewWidget
// decides what is shown and when. Every call does nothing until attach() was given the scene.
class SceneWriter
{
public:
    // Takes the scene's root item and looks up its line geometries (a missing one is warned
    // about and left out).
    void attach(QQuickItem *root);
    bool isAttached() const { return !m_root.isNull(); }
    QQuickItem *root() const { return m_root; }

    // Sets a property of the scene's root; warns when the scene has no such property.
    void set(const char *name, const QVariant &value);

    // The frame at `clipTime` (with its picture `texture`, a QQuick3DTextureData or nullptr for
    // the plain numbered square, showing `region` of it in texture coordinates, see
    // FrameImageUrls::textureRegion), a quad of `size` units (its picture's pixels), the onion
    // skin of the keys on either side, and with `compare` the matrix-blend outline. `offset` is
    // the quad's centre from the pose's origin (FramePlacement::quadOffset: the frame's pivot on it).
    void showPose(const Clip &clip, double clipTime, QQuick3DTextureData *texture, const QRectF &region,
                  const QSizeF &size, bool compare, const QPointF &offset = QPointF());
    void showNoFrame() { set("frameIndex", -1); }
    // The faint path over the whole clip; none without a project.
    void showTrail(const Clip *clip);
    // The camera looking at `centre` at `pixelsPerUnit`, and a grid covering a view of
    // `viewSize` pixels: lines every 16 x 2^k units, the first k that leaves 20 pixels between.
    void showFraming(const QSizeF &viewSize, const QPointF &centre, double pixelsPerUnit);
    static double gridStep(double pixelsPerUnit);

private:
    LineGeometry *findGeometry(const char *name) const;

    QPointer<QQuickItem> m_root;
    QPointer<LineGeometry> m_grid, m_axes, m_trail, m_outline;
};

} // namespace inbetween
