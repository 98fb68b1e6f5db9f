#pragma once

// The picture sets bench_atlas packs: the bundled examples' pictures as the exports see them,
// and a generated set of mixed sizes.

#include <QImage>
#include <QList>
#include <QString>

namespace atlasbench {

struct PictureSet
{
    QString name;
    QList<QImage> pictures; // a duplicate is the same picture again, so it is written to the same bytes
};

// The distinct pictures (image, region) of every clip of a project, as SpriteAtlas takes them;
// empty with *error set when the project or an image cannot be read.
PictureSet projectPictures(const QString &name, const QString &projectPath, QString *error);
// A sheet cut into cells row by row, wholly transparent cells left out (as the sheet import does).
PictureSet sheetCells(const QString &name, const QString &sheetPath, QSize cell);
// Every frame of an animated image.
PictureSet animationFrames(const QString &name, const QString &path);
// count pictures, sides uniform in 8..256 px; a third with transparent margins of up to a quarter
// of a side, a tenth a copy of an earlier picture; the same for the same seed.
PictureSet generated(int count, quint32 seed);

} // namespace atlasbench
