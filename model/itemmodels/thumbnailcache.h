#pragma once

#include <QHash>
#include <QImage>
#include <QString>

namespace inbetween {

// Small images of the frames' pictures, read once per file and only when a view asks (so a table
// of 100,000 frames reads only the rows on screen). Reading is scaled at decode time.
class ThumbnailCache
{
public:
    explicit ThumbnailCache(int size = 32) : m_size(size) {}

    // The thumbnail of `path` (absolute); a null image when it cannot be read.
    QImage thumbnail(const QString &path);
    void clear() { m_thumbnails.clear(); }
    int size() const { return m_size; }

private:
    int m_size;
    QHash<QString, QImage> m_thumbnails;
};

} // namespace inbetween
