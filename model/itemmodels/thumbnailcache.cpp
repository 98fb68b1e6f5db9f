#include "thumbnailcache.h"

#include <QImageReader>

namespace inbetween {

QImage ThumbnailCache::thumbnail(const QString &path)
{
    auto it = m_thumbnails.constFind(path);
    if (it != m_thumbnails.constEnd())
        return *it;
    QImageReader reader(path);
    const QSize full = reader.size();
    if (full.isValid())
        reader.setScaledSize(full.scaled(m_size, m_size, Qt::KeepAspectRatio));
    const QImage image = reader.read();
    m_thumbnails.insert(path, image);
    return image;
}

} // namespace inbetween
