#pragma once

#include <QHash>
#include <QRect>
#include <QRectF>
#include <QSize>
#include <QString>
#include <optional>

namespace inbetween {

// The URLs the scene loads frame images from: a frame's image path, relative to the project's
// folder, as a file URL; "" when the file is missing, so the scene shows the plain numbered
// square rather than nothing. Also the part of the image a frame's region shows, as texture
// coordinates, so the scene loads a sheet once and shows any cell of it. Each path is looked up
// on disk (and its size read from the header) once until clear().
class FrameImageUrls
{
public:
    void setFolder(const QString &folder);
    QString folder() const { return m_folder; }
    QString urlOf(const QString &image);
    // The image's absolute path (whether or not the file is there); empty for no image.
    QString pathOf(const QString &image) const;
    // `region` of `image` in texture coordinates: [0, 1] across the image, y down from its top;
    // (0, 0, 1, 1) for the whole image, and when the image's size cannot be read.
    QRectF textureRegion(const QString &image, const std::optional<QRect> &region);
    // The same for an image of `size` (a decoded picture's).
    static QRectF textureRegion(const QSize &size, const std::optional<QRect> &region);
    void clear() { m_images.clear(); }

private:
    struct Found
    {
        QString url;
        QSize size;
    };
    const Found &find(const QString &image);

    QString m_folder;
    QHash<QString, Found> m_images;
};

} // namespace inbetween
