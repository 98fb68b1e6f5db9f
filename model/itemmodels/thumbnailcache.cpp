#include "itemmodels/thumbnailcache.h"

#include <QImageReader>
#include <QPainter>
#include <algorithm>

namespace inbetween {

QImage ThumbnailCache::thumbnail(const QString &path, const std::optional<QRect> &region)
{
    const QString key = region ? QStringLiteral("%1#%2,%3,%4,%5")
                                     .arg(path)
                                     .arg(region->x())
                                     .arg(region->y())
                                     .arg(region->width())
                                     .arg(region->height())
                               : path;
    auto it = m_thumbnails.constFind(key);
    if (it != m_thumbnails.constEnd())
        return *it;
    const QImage image = region ? regionOf(path, *region) : wholeImage(path);
    m_thumbnails.insert(key, image);
    return image;
}

QImage ThumbnailCache::thumbnailOrPlaceholder(const QString &path, const std::optional<QRect> &region)
{
    const QImage image = thumbnail(path, region);
    if (!image.isNull())
        return image;
    if (m_placeholder.isNull()) {
        m_placeholder = QImage(m_size, m_size, QImage::Format_ARGB32_Premultiplied);
        m_placeholder.fill(Qt::transparent);
        QPainter p(&m_placeholder);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(QPen(QColor(0xff, 0x60, 0x60), std::max(1, m_size / 16)));
        const QRectF box = QRectF(m_placeholder.rect()).adjusted(1, 1, -1, -1);
        p.drawRect(box);
        p.drawLine(box.topLeft(), box.bottomRight());
        p.drawLine(box.topRight(), box.bottomLeft());
    }
    return m_placeholder;
}

QImage ThumbnailCache::labelledPlaceholder(const QString &label)
{
    auto it = m_labelled.constFind(label);
    if (it != m_labelled.cend())
        return *it;
    QImage image(m_size, m_size, QImage::Format_ARGB32_Premultiplied);
    image.fill(QColor(0x80, 0x80, 0x80, 0x40));
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor(0xe0, 0x90, 0x30), std::max(1, m_size / 16), Qt::DashLine));
    p.drawRect(QRectF(image.rect()).adjusted(1, 1, -1, -1));
    QFont font = p.font();
    font.setBold(true);
    font.setPixelSize(std::max(6, label.size() <= 2 ? m_size / 2 : m_size / int(label.size() + 1)));
    p.setFont(font);
    p.setPen(QColor(0xe0, 0x90, 0x30));
    p.drawText(image.rect(), Qt::AlignCenter, label);
    p.end();
    return *m_labelled.insert(label, image);
}

void ThumbnailCache::clear()
{
    m_thumbnails.clear();
    m_sheets.clear();
}

QImage ThumbnailCache::wholeImage(const QString &path)
{
    QImageReader reader(path);
    const QSize full = reader.size();
    if (full.isValid())
        reader.setScaledSize(full.scaled(m_size, m_size, Qt::KeepAspectRatio));
    ++m_decodes;
    return reader.read();
}

QImage ThumbnailCache::regionOf(const QString &path, const QRect &region)
{
    QImage sheet;
    if (const QImage *kept = m_sheets.object(path)) {
        sheet = *kept;
    } else {
        ++m_decodes;
        sheet = QImageReader(path).read();
        // A sheet bigger than the whole cache is not kept (QCache drops it at once).
        m_sheets.insert(path, new QImage(sheet), sheet.sizeInBytes() / 1024 + 1);
    }
    if (sheet.isNull() || !region.isValid() || !sheet.rect().contains(region))
        return QImage();
    const QImage cell = sheet.copy(region);
    // Pixel art stays crisp when it grows; a large cell is shrunk smoothly.
    const bool grows = cell.width() < m_size && cell.height() < m_size;
    return cell.scaled(m_size, m_size, Qt::KeepAspectRatio, grows ? Qt::FastTransformation : Qt::SmoothTransformation);
}

} // namespace inbetween
