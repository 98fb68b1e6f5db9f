#include "spriteatlas.h"

#include <QBuffer>
#include <QColorSpace>
#include <QDir>
#include <QHash>
#include <QImageReader>
#include <QImageWriter>
#include <QPainter>
#include <cmath>

namespace inbetween {

namespace {
// A cell for frames that have no image at all (so a sheet still has a size).
constexpr int kEmptyCell = 16;
// Widest and tallest atlas written: what GPUs and engines load (and a bound on the memory).
constexpr int kMaxAtlasSide = 16384;
} // namespace

bool SpriteAtlas::build(const FrameTrack &frames, const QString &projectFolder, QString *error)
{
    QList<QImage> images;
    QHash<QString, QImage> decoded; // a flipbook reuses its drawings: each file is read once
    m_hasImages = false;
    QSize cell(0, 0);
    for (int i = 0; i < frames.count(); ++i) {
        const QString &path = frames.frame(i).image;
        QImage image;
        if (!path.isEmpty()) {
            auto it = decoded.constFind(path);
            if (it == decoded.constEnd()) {
                QImageReader reader(QDir(projectFolder).filePath(path));
                const QImage read = reader.read();
                if (read.isNull()) {
                    *error = QStringLiteral("frames[%1].image: cannot read '%2': %3").arg(i).arg(path, reader.errorString());
                    return false;
                }
                it = decoded.insert(path, read.convertToFormat(QImage::Format_ARGB32));
            }
            image = *it;
            m_hasImages = true;
            cell = cell.expandedTo(image.size());
        }
        images.append(image);
    }
    if (!m_hasImages)
        cell = QSize(kEmptyCell, kEmptyCell);
    const int n = std::max(1, frames.count());
    m_columns = int(std::ceil(std::sqrt(double(n))));
    m_rows = (n + m_columns - 1) / m_columns;
    m_cellSize = cell;
    if (qint64(cell.width()) * m_columns > kMaxAtlasSide || qint64(cell.height()) * m_rows > kMaxAtlasSide) {
        *error = QStringLiteral("the atlas of %1 frames of %2x%3 pixels would be %4x%5 pixels, more than %6 a side; "
                                "use smaller images or fewer frames")
                     .arg(frames.count())
                     .arg(cell.width())
                     .arg(cell.height())
                     .arg(qint64(cell.width()) * m_columns)
                     .arg(qint64(cell.height()) * m_rows)
                     .arg(kMaxAtlasSide);
        return false;
    }
    m_image = QImage(cell.width() * m_columns, cell.height() * m_rows, QImage::Format_ARGB32);
    m_image.fill(Qt::transparent);
    m_image.setDotsPerMeterX(2835); // 72 dpi, square pixels, whatever the sources said
    m_image.setDotsPerMeterY(2835);
    QPainter painter(&m_image);
    painter.setCompositionMode(QPainter::CompositionMode_Source);
    for (int i = 0; i < images.size(); ++i) {
        if (images[i].isNull())
            continue;
        const QImage &source = images[i];
        const QRect target = this->cell(i);
        const QPoint at(target.x() + (target.width() - source.width()) / 2,
                        target.y() + (target.height() - source.height()) / 2);
        painter.drawImage(at, source);
    }
    painter.end();
    return true;
}

QRect SpriteAtlas::cell(int frame) const
{
    if (m_columns == 0)
        return {};
    return QRect((frame % m_columns) * m_cellSize.width(), (frame / m_columns) * m_cellSize.height(),
                 m_cellSize.width(), m_cellSize.height());
}

QByteArray SpriteAtlas::png() const
{
    QImage image = m_image;
    image.setColorSpace(QColorSpace());
    for (const QString &key : image.textKeys())
        image.setText(key, QString());
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, "png");
    writer.setQuality(0); // Qt's PNG quality 0: zlib's strongest compression
    writer.write(image);
    return bytes;
}

} // namespace inbetween
