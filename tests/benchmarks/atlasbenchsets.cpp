#include "benchmarks/atlasbenchsets.h"

#include "export/spriteatlas.h"
#include "file/projectreader.h"

#include <QDir>
#include <QFileInfo>
#include <QImageReader>
#include <QPainter>
#include <QRandomGenerator>
#include <numeric>

namespace atlasbench {

using namespace inbetween;

PictureSet projectPictures(const QString &name, const QString &projectPath, QString *error)
{
    PictureSet set{name, {}};
    const ProjectReader::Result read = ProjectReader::readFile(projectPath);
    if (!read.ok()) {
        *error = read.messages(projectPath).join(QLatin1Char('\n'));
        return set;
    }
    std::vector<int> clips(read.project->clips.size());
    std::iota(clips.begin(), clips.end(), 0);
    const SpriteAtlas atlas(*read.project, clips);
    const QDir folder = QFileInfo(projectPath).dir();
    for (int i = 0; i < atlas.cellCount(); ++i) {
        const SpriteAtlas::Picture &p = atlas.picture(i);
        if (p.image.isEmpty())
            continue;
        QImage image(folder.filePath(p.image));
        if (image.isNull()) {
            *error = QStringLiteral("cannot read %1").arg(p.image);
            return set;
        }
        set.pictures.append(p.region ? image.copy(*p.region) : image);
    }
    return set;
}

PictureSet sheetCells(const QString &name, const QString &sheetPath, QSize cell)
{
    PictureSet set{name, {}};
    const QImage sheet = QImage(sheetPath).convertToFormat(QImage::Format_ARGB32);
    for (int y = 0; y + cell.height() <= sheet.height(); y += cell.height()) {
        for (int x = 0; x + cell.width() <= sheet.width(); x += cell.width()) {
            const QImage picture = sheet.copy(QRect(QPoint(x, y), cell));
            bool visible = false;
            for (int py = 0; py < picture.height() && !visible; ++py)
                for (int px = 0; px < picture.width() && !visible; ++px)
                    visible = qAlpha(picture.pixel(px, py)) > 0;
            if (visible)
                set.pictures.append(picture);
        }
    }
    return set;
}

PictureSet animationFrames(const QString &name, const QString &path)
{
    PictureSet set{name, {}};
    QImageReader reader(path);
    for (QImage frame = reader.read(); !frame.isNull(); frame = reader.read())
        set.pictures.append(frame.convertToFormat(QImage::Format_ARGB32));
    return set;
}

PictureSet generated(int count, quint32 seed)
{
    PictureSet set{QStringLiteral("%1 generated, 8-256 px").arg(count), {}};
    QRandomGenerator random(seed);
    for (int i = 0; i < count; ++i) {
        if (i > 10 && random.bounded(10) == 0) {
            set.pictures.append(set.pictures[random.bounded(int(set.pictures.size()))]);
            continue;
        }
        const QSize size(random.bounded(8, 257), random.bounded(8, 257));
        QImage image(size, QImage::Format_ARGB32);
        image.fill(Qt::transparent);
        QRect body(QPoint(0, 0), size);
        if (random.bounded(3) == 0)
            body.adjust(random.bounded(size.width() / 4 + 1), random.bounded(size.height() / 4 + 1),
                        -random.bounded(size.width() / 4 + 1), -random.bounded(size.height() / 4 + 1));
        QPainter painter(&image);
        painter.fillRect(body, QColor::fromHsv(i % 360, 100 + i % 156, 80 + (i * 7) % 176));
        painter.setPen(QColor::fromHsv((i * 13) % 360, 255, 255));
        painter.drawLine(body.topLeft(), body.bottomRight()); // each picture its own pixels
        painter.fillRect(QRect(body.topLeft() + QPoint(i % std::max(1, body.width()), 0), QSize(2, 2)), Qt::black);
        painter.end();
        set.pictures.append(image);
    }
    return set;
}

} // namespace atlasbench
