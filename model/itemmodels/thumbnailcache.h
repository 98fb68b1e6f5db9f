#pragma once

#include <QCache>
#include <QHash>
#include <QImage>
#include <QRect>
#include <QString>
#include <optional>

namespace inbetween {

// Small images of the frames' pictures, read once per file (or per region of a sheet) and only
// when a view asks (so a table of 100,000 frames reads only the rows on screen). A whole image is
// scaled at decode time; a region is cut from the sheet, which is decoded once and kept while it
// is in use (up to 64 MB of decoded sheets), so the cells of one sheet cost one decode.
class ThumbnailCache
{
public:
    explicit ThumbnailCache(int size = 32) : m_size(size), m_sheets(64 * 1024) {}

    // The thumbnail of `path` (absolute), or of `region` of it; a null image when it cannot be
    // read or the region is not inside the image.
    QImage thumbnail(const QString &path, const std::optional<QRect> &region = std::nullopt);
    // The thumbnail, or where it cannot be read (a missing file, DESIGN.md "Files") a placeholder
    // of the thumbnail's size: a red frame crossed out, as the preview and the timeline mark it.
    QImage thumbnailOrPlaceholder(const QString &path, const std::optional<QRect> &region = std::nullopt);
    // A mouth frame whose shape the mouth chart gives no picture (FramePicture::isMissingMouth):
    // a dashed box of the thumbnail's size with the shape's name in it, as the preview labels it.
    QImage labelledPlaceholder(const QString &label);
    void clear();
    int size() const { return m_size; }
    // How many times an image file was decoded (for tests).
    int decodeCount() const { return m_decodes; }

private:
    QImage wholeImage(const QString &path);
    QImage regionOf(const QString &path, const QRect &region);

    int m_size;
    QHash<QString, QImage> m_thumbnails;
    QCache<QString, QImage> m_sheets; // cost in KiB
    QImage m_placeholder;
    QHash<QString, QImage> m_labelled;
    int m_decodes = 0;
};

} // namespace inbetween
