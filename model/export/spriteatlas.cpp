#include "export/spriteatlas.h"

#include <QBuffer>
#include <QColorSpace>
#include <QDir>
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

// One string per distinct picture, for the lookup that finds a picture's cell.
QString pictureKey(const Frame &f)
{
    if (!f.region)
        return f.image;
    const QRect &r = *f.region;
    return QStringLiteral("%1\n%2,%3,%4,%5").arg(f.image).arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
}

QString framePath(int clip, int frame)
{
    return QStringLiteral("clips[%1].frames[%2]").arg(clip).arg(frame);
}
} // namespace

SpriteAtlas::SpriteAtlas(const Project &project, const std::vector<int> &clips)
{
    QHash<QString, int> known;
    for (int c : clips) {
        const FrameTrack &frames = project.clips[size_t(c)].frames;
        QList<int> cells;
        cells.reserve(frames.count());
        for (int i = 0; i < frames.count(); ++i) {
            const Frame &f = frames.frame(i);
            const QString key = pictureKey(f);
            auto it = known.constFind(key);
            if (it == known.constEnd()) {
                it = known.insert(key, int(m_pictures.size()));
                m_firstUse.insert(int(m_pictures.size()), {c, i});
                m_pictures.append(Picture{f.image, f.region});
            }
            cells.append(*it);
        }
        m_cells.insert(c, cells);
    }
    const int n = std::max(1, int(m_pictures.size()));
    m_columns = int(std::ceil(std::sqrt(double(n))));
    m_rows = (n + m_columns - 1) / m_columns;
}

int SpriteAtlas::cellOf(int clip, int frame) const
{
    const auto it = m_cells.constFind(clip);
    return it == m_cells.constEnd() || frame < 0 || frame >= it->size() ? -1 : it->at(frame);
}

bool SpriteAtlas::draw(const QString &projectFolder, QString *error)
{
    QHash<QString, QImage> decoded; // a sheet is read once, however many regions it gives
    QList<QImage> pictures;
    m_hasImages = false;
    QSize cell(0, 0);
    for (int p = 0; p < m_pictures.size(); ++p) {
        const Picture &picture = m_pictures[p];
        QImage image;
        if (!picture.image.isEmpty()) {
            const auto [clip, frame] = m_firstUse.value(p);
            auto it = decoded.constFind(picture.image);
            if (it == decoded.constEnd()) {
                QImageReader reader(QDir(projectFolder).filePath(picture.image));
                const QImage read = reader.read();
                if (read.isNull()) {
                    *error = QStringLiteral("%1.image: cannot read '%2': %3")
                                 .arg(framePath(clip, frame), picture.image, reader.errorString());
                    return false;
                }
                it = decoded.insert(picture.image, read.convertToFormat(QImage::Format_ARGB32));
            }
            image = *it;
            if (picture.region) {
                const QRect &r = *picture.region;
                if (!image.rect().contains(r)) {
                    *error = QStringLiteral("%1.region: [%2, %3, %4, %5] is not inside '%6' (%7x%8 pixels)")
                                 .arg(framePath(clip, frame))
                                 .arg(r.x())
                                 .arg(r.y())
                                 .arg(r.width())
                                 .arg(r.height())
                                 .arg(picture.image)
                                 .arg(image.width())
                                 .arg(image.height());
                    return false;
                }
                image = image.copy(r);
            }
            m_hasImages = true;
            cell = cell.expandedTo(image.size());
        }
        pictures.append(image);
    }
    if (!m_hasImages)
        cell = QSize(kEmptyCell, kEmptyCell);
    m_cellSize = cell;
    if (qint64(cell.width()) * m_columns > kMaxAtlasSide || qint64(cell.height()) * m_rows > kMaxAtlasSide) {
        *error = QStringLiteral("the atlas of %1 pictures of %2x%3 pixels would be %4x%5 pixels, more than %6 a side; "
                                "use smaller images or fewer frames")
                     .arg(m_pictures.size())
                     .arg(cell.width())
                     .arg(cell.height())
                     .arg(qint64(cell.width()) * m_columns)
                     .arg(qint64(cell.height()) * m_rows)
                     .arg(kMaxAtlasSide);
        return false;
    }
    m_pictureSizes.clear();
    m_image = QImage(cell.width() * m_columns, cell.height() * m_rows, QImage::Format_ARGB32);
    m_image.fill(Qt::transparent);
    m_image.setDotsPerMeterX(2835); // 72 dpi, square pixels, whatever the sources said
    m_image.setDotsPerMeterY(2835);
    QPainter painter(&m_image);
    painter.setCompositionMode(QPainter::CompositionMode_Source);
    for (int i = 0; i < pictures.size(); ++i) {
        m_pictureSizes.append(pictures[i].size());
        if (!pictures[i].isNull())
            painter.drawImage(pictureRect(i).topLeft(), pictures[i]);
    }
    painter.end();
    return true;
}

QRect SpriteAtlas::cell(int index) const
{
    if (m_columns == 0 || index < 0)
        return {};
    return QRect((index % m_columns) * m_cellSize.width(), (index / m_columns) * m_cellSize.height(),
                 m_cellSize.width(), m_cellSize.height());
}

QRect SpriteAtlas::pictureRect(int index) const
{
    const QRect target = cell(index);
    const QSize size = index >= 0 && index < m_pictureSizes.size() ? m_pictureSizes[index] : QSize();
    if (target.isNull() || size.isEmpty())
        return {};
    return QRect(QPoint(target.x() + (target.width() - size.width()) / 2, target.y() + (target.height() - size.height()) / 2),
                 size);
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
