#include "export/spriteatlas.h"

#include "media/imagecheck.h"

#include <QBuffer>
#include <QColorSpace>
#include <QDir>
#include <QFileInfo>
#include <QImageReader>
#include <QImageWriter>
#include <algorithm>

namespace inbetween {

namespace {
// The frame of a project without pictures (so a sheet still has a size).
constexpr int kEmptyFrame = 16;

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
}

bool SpriteAtlas::showsPictures(const Project &project, const std::vector<int> &clips)
{
    return std::any_of(clips.begin(), clips.end(), [&](int c) { return !project.clips[size_t(c)].frames.isEmpty(); });
}

int SpriteAtlas::cellOf(int clip, int frame) const
{
    const auto it = m_cells.constFind(clip);
    return it == m_cells.constEnd() || frame < 0 || frame >= it->size() ? -1 : it->at(frame);
}

bool SpriteAtlas::draw(const QString &projectFolder, const AtlasOptions &options, QString *error)
{
    QHash<QString, QImage> decoded; // a sheet is read once, however many regions it gives
    QList<QImage> pictures;
    QStringList names;
    m_hasImages = false;
    QSize frame(0, 0);
    for (int p = 0; p < m_pictures.size(); ++p) {
        const Picture &picture = m_pictures[p];
        const auto [clip, index] = m_firstUse.value(p);
        names.append(framePath(clip, index) + (picture.image.isEmpty() ? QString() : QStringLiteral(" ('%1'%2)").arg(
                                                   picture.image, picture.region ? QLatin1Char(' ') + regionText(*picture.region) : QString())));
        QImage image;
        if (!picture.image.isEmpty()) {
            auto it = decoded.constFind(picture.image);
            if (it == decoded.constEnd()) {
                QImageReader reader(QDir(projectFolder).filePath(picture.image));
                const QImage read = reader.read();
                if (read.isNull()) {
                    *error = QStringLiteral("%1.image: cannot read '%2': %3")
                                 .arg(framePath(clip, index), picture.image, reader.errorString());
                    return false;
                }
                it = decoded.insert(picture.image, read.convertToFormat(QImage::Format_ARGB32));
            }
            image = *it;
            if (picture.region) {
                const QRect &r = *picture.region;
                if (!image.rect().contains(r)) {
                    *error = QStringLiteral("%1.region: %2 is not inside '%3' (%4x%5 pixels)")
                                 .arg(framePath(clip, index), regionText(r), picture.image)
                                 .arg(image.width())
                                 .arg(image.height());
                    return false;
                }
                image = image.copy(r);
            }
            m_hasImages = true;
            frame = frame.expandedTo(image.size());
        }
        pictures.append(image);
    }
    m_frameSize = m_hasImages ? frame : QSize(kEmptyFrame, kEmptyFrame);
    for (int p = 0; p < m_pictures.size(); ++p) {
        if (m_pictures[p].image.isEmpty()) { // the frames without an image: an empty frame
            pictures[p] = QImage(m_frameSize, QImage::Format_ARGB32);
            pictures[p].fill(Qt::transparent);
        }
    }
    const auto packed = PackedAtlas::pack(pictures, names, options, error);
    if (!packed)
        return false;
    m_pages = packed->pages();
    if (m_pages.isEmpty()) { // no frame at all: one empty page, so every format still has a picture to name
        QImage empty(m_frameSize, QImage::Format_ARGB32);
        empty.fill(Qt::transparent);
        empty.setDotsPerMeterX(2835); // as PackedAtlas's pages: 72 dpi
        empty.setDotsPerMeterY(2835);
        m_pages.append(empty);
    }
    m_placements.clear();
    for (int p = 0; p < packed->pictureCount(); ++p)
        m_placements.append(packed->placement(p));
    return true;
}

QByteArray SpriteAtlas::png(int index) const
{
    QImage image = m_pages.at(index);
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

QString SpriteAtlas::pageFileName(const QString &firstName, int index)
{
    if (index == 0)
        return firstName;
    const QFileInfo info(firstName);
    const QString suffix = info.suffix().isEmpty() ? QString() : QLatin1Char('.') + info.suffix();
    const QString folder = info.path() == QLatin1String(".") ? QString() : info.path() + QLatin1Char('/');
    return folder + info.completeBaseName() + QStringLiteral("-%1").arg(index + 1) + suffix;
}

QStringList SpriteAtlas::leftoverPages(const QStringList &written)
{
    QStringList leftover;
    for (const QString &first : written) {
        if (!first.endsWith(QLatin1String(".png"), Qt::CaseInsensitive))
            continue;
        // A page after another's first ("hero-2.png" of "hero.png") is counted from that first.
        const bool laterPage = std::any_of(written.cbegin(), written.cend(), [&](const QString &other) {
            for (int page = 1; page < written.size(); ++page) {
                if (other != first && pageFileName(other, page) == first)
                    return true;
            }
            return false;
        });
        if (laterPage)
            continue;
        int page = 1;
        while (written.contains(pageFileName(first, page)))
            ++page;
        for (; QFileInfo::exists(pageFileName(first, page)); ++page)
            leftover.append(pageFileName(first, page));
    }
    return leftover;
}

} // namespace inbetween
