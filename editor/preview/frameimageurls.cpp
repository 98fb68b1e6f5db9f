#include "frameimageurls.h"

#include <QDir>
#include <QFileInfo>
#include <QUrl>

namespace inbetween {

void FrameImageUrls::setFolder(const QString &folder)
{
    if (folder != m_folder)
        m_urls.clear();
    m_folder = folder;
}

QString FrameImageUrls::urlOf(const QString &image)
{
    if (image.isEmpty())
        return QString();
    auto it = m_urls.find(image);
    if (it == m_urls.end()) {
        const QString path = QDir(m_folder.isEmpty() ? QDir::currentPath() : m_folder).absoluteFilePath(image);
        it = m_urls.insert(image, QFileInfo::exists(path) ? QUrl::fromLocalFile(path).toString() : QString());
    }
    return *it;
}

} // namespace inbetween
