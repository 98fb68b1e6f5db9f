#include "preview/frameimageurls.h"

#include "document/projectfiles.h"

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

QString FrameImageUrls::pathOf(const QString &image) const
{
    return ProjectFiles::absolutePath(m_folder, image);
}

const FrameImageUrls::Found &FrameImageUrls::find(const QString &image)
{
    auto it = m_images.find(image);
    if (it == m_images.end()) {
        const QString path = pathOf(image);
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
    if (!region || image.isEmpty())
        return QRectF(0, 0, 1, 1);
    return textureRegion(find(image).size, region);
}

QRectF FrameImageUrls::textureRegion(const QSize &size, const std::optional<QRect> &region)
{
    const QRectF whole(0, 0, 1, 1);
    if (!region || size.isEmpty())
        return whole;
    return QRectF(double(region->x()) / size.width(), double(region->y()) / size.height(),
                  double(region->width()) / size.width(), double(region->height()) / size.height());
}

} // namespace inbetween
