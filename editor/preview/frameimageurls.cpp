#include "frameimageurls.h"

#include <QDir>
#include <QFileInfo>
#include <QImageReader>
#include <QUrl>

namespace inbetween {

void FrameImageUrls::setFolder(const QString &folder)
{
    if (folder != m_folder)
        m_images.clear();
    m_folder = folder;
}

const FrameImageUrls::Found &FrameImageUrls::find(const QString &image)
{
    auto it = m_images.find(image);
    if (it == m_images.end()) {
        const QString path = QDir(m_folder.isEmpty() ? QDir::currentPath() : m_folder).absoluteFilePath(image);
        Found found;
        if (QFileInfo::exists(path)) {
            found.url = QUrl::fromLocalFile(path).toString();
            found.size = QImageReader(path).size(); // the header only
        }
        it = m_images.insert(image, found);
    }
    return *it;
}

QString FrameImageUrls::urlOf(const QString &image)
{
    return image.isEmpty() ? QString() : find(image).url;
}

QRectF FrameImageUrls::textureRegion(const QString &image, const std::optional<QRect> &region)
{
    const QRectF whole(0, 0, 1, 1);
    if (!region || image.isEmpty())
        return whole;
    const QSize size = find(image).size;
    if (size.isEmpty())
        return whole;
    return QRectF(double(region->x()) / size.width(), double(region->y()) / size.height(),
                  double(region->width()) / size.width(), double(region->height()) / size.height());
}

} // namespace inbetween
