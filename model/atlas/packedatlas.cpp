#include "atlas/packedatlas.h"

#include "atlas/rectpacker.h"

#include <QHash>
#include <algorithm>
#include <cstring>

namespace inbetween {

namespace {

bool rowClear(const QImage &image, int y, int from, int to)
{
    const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
    for (int x = from; x < to; ++x) {
        if (qAlpha(line[x]) != 0)
            return false;
    }
    return true;
}

bool columnClear(const QImage &image, int x, int from, int to)
{
    for (int y = from; y < to; ++y) {
        if (qAlpha(reinterpret_cast<const QRgb *>(image.constScanLine(y))[x]) != 0)
            return false;
    }
    return true;
}

// The kept pixels of two pictures are the same when their sizes and every pixel (colour of the
// transparent ones included, as the page keeps them) are.
bool samePixels(const QImage &a, const QRect &ra, const QImage &b, const QRect &rb)
{
    if (ra.size() != rb.size())
        return false;
    const size_t bytes = size_t(ra.width()) * sizeof(QRgb);
    for (int y = 0; y < ra.height(); ++y) {
        const auto *la = reinterpret_cast<const QRgb *>(a.constScanLine(ra.y() + y)) + ra.x();
        const auto *lb = reinterpret_cast<const QRgb *>(b.constScanLine(rb.y() + y)) + rb.x();
        if (std::memcmp(la, lb, bytes) != 0)
            return false;
    }
    return true;
}

size_t pixelHash(const QImage &image, const QRect &r)
{
    size_t seed = qHash(r.width()) ^ (qHash(r.height()) << 1);
    for (int y = 0; y < r.height(); ++y) {
        const auto *line = reinterpret_cast<const char *>(image.constScanLine(r.y() + y)) + r.x() * sizeof(QRgb);
        seed = qHashBits(line, size_t(r.width()) * sizeof(QRgb), seed);
    }
    return seed;
}

// Draws the kept pixels of `picture` at `at` on `page`, each edge pixel repeated `extrude` times
// outwards (the corners take the corner pixel).
void drawExtruded(QImage &page, const QImage &picture, const QRect &kept, const QPoint &at, int extrude)
{
    for (int y = -extrude; y < kept.height() + extrude; ++y) {
        const int sourceY = kept.y() + std::clamp(y, 0, kept.height() - 1);
        const auto *source = reinterpret_cast<const QRgb *>(picture.constScanLine(sourceY)) + kept.x();
        auto *target = reinterpret_cast<QRgb *>(page.scanLine(at.y() + y)) + at.x();
        for (int x = -extrude; x < 0; ++x)
            target[x] = source[0];
        std::memcpy(target, source, size_t(kept.width()) * sizeof(QRgb));
        for (int x = kept.width(); x < kept.width() + extrude; ++x)
            target[x] = source[kept.width() - 1];
    }
}

} // namespace

QRect PackedAtlas::opaqueBounds(const QImage &image)
{
    int top = 0, bottom = image.height(), left = 0, right = image.width();
    while (top < bottom && rowClear(image, top, 0, image.width()))
        ++top;
    if (top == bottom)
        return QRect(0, 0, 1, 1);
    while (rowClear(image, bottom - 1, 0, image.width()))
        --bottom;
    while (columnClear(image, left, top, bottom))
        ++left;
    while (columnClear(image, right - 1, top, bottom))
        --right;
    return QRect(left, top, right - left, bottom - top);
}

std::optional<PackedAtlas> PackedAtlas::pack(const QList<QImage> &pictures, const QStringList &names,
                                             const AtlasOptions &options, QString *error)
{
    PackedAtlas atlas;
    QList<QImage> images;
    images.reserve(pictures.size());
    QList<int> firstOfStored; // picture index of each stored picture
    QMultiHash<size_t, int> storedByHash;
    std::vector<QSize> sizes;
    for (qsizetype i = 0; i < pictures.size(); ++i) {
        QImage image = pictures[i].format() == QImage::Format_ARGB32 ? pictures[i]
                                                                       : pictures[i].convertToFormat(QImage::Format_ARGB32);
        if (image.isNull()) { // a picture without pixels keeps one transparent pixel
            image = QImage(1, 1, QImage::Format_ARGB32);
            image.fill(Qt::transparent);
        }
        images.append(image);
        Placement p;
        p.source = image.size();
        p.trimmed = options.trim ? opaqueBounds(image) : image.rect();
        const size_t hash = pixelHash(image, p.trimmed);
        for (auto it = storedByHash.constFind(hash); it != storedByHash.constEnd() && it.key() == hash; ++it) {
            const Placement &other = atlas.m_placements[firstOfStored[*it]];
            if (samePixels(image, p.trimmed, images[firstOfStored[*it]], other.trimmed)) {
                p.stored = *it;
                break;
            }
        }
        if (p.stored < 0) {
            p.stored = int(firstOfStored.size());
            firstOfStored.append(int(i));
            storedByHash.insert(hash, p.stored);
            sizes.push_back(p.trimmed.size());
        }
        atlas.m_placements.append(p);
    }
    const RectPacker::Result packed = RectPacker::pack(sizes, options);
    if (packed.tooLarge >= 0) {
        const int picture = firstOfStored[packed.tooLarge];
        const QSize size = pictures[picture].size();
        const int limit = RectPacker::pageLimit(options);
        *error = QStringLiteral("%1 (%2x%3 pixels%4) does not fit on a %5x%5 atlas page; raise --max-size")
                     .arg(names.value(picture, QStringLiteral("picture %1").arg(picture)))
                     .arg(size.width())
                     .arg(size.height())
                     .arg(options.extrude > 0 ? QStringLiteral(", %1 more each side extruded").arg(options.extrude)
                                              : QString())
                     .arg(limit);
        return std::nullopt;
    }
    for (const QSize &size : packed.pages) {
        QImage page(size, QImage::Format_ARGB32);
        page.fill(Qt::transparent);
        page.setDotsPerMeterX(2835); // 72 dpi, square pixels, whatever the sources said
        page.setDotsPerMeterY(2835);
        atlas.m_pages.append(page);
    }
    for (qsizetype s = 0; s < firstOfStored.size(); ++s) {
        const RectPacker::Placement &where = packed.placements[size_t(s)];
        const int picture = firstOfStored[s];
        drawExtruded(atlas.m_pages[where.page], images[picture], atlas.m_placements[picture].trimmed,
                     where.rect.topLeft(), options.extrude);
    }
    for (Placement &p : atlas.m_placements) {
        const RectPacker::Placement &where = packed.placements[size_t(p.stored)];
        p.page = where.page;
        p.rect = where.rect;
    }
    atlas.m_storedCount = int(firstOfStored.size());
    return atlas;
}

} // namespace inbetween
