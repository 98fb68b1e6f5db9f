#pragma once

#include "project.h"

#include <QByteArray>
#include <QHash>
#include <QImage>
#include <QList>
#include <QRect>
#include <QString>
#include <optional>
#include <vector>

namespace inbetween {

// The pictures of the exported clips packed into one atlas that every clip shares: each distinct
// picture (an image file, or the region of it a frame names) has one cell, in the order the clips
// and their frames first use it. The cells form a grid of equal cells (the largest picture's
// size), row by row, each picture centred in its cell; frames without an image share one empty
// cell. Pictures are decoded with QImageReader, cut out and drawn again, never copied as file
// bytes.
//
// The layout (which cell each frame uses, the grid) is known on construction, without reading a
// file, so an export that names cells only (Godot's frame track) needs no image; draw() reads the
// images and paints the atlas.
class SpriteAtlas
{
public:
    // A picture: an image path (relative to the project's folder; empty: no image) and the part
    // of it shown (none: the whole image).
    struct Picture
    {
        QString image;
        std::optional<QRect> region;
        friend bool operator==(const Picture &a, const Picture &b) { return a.image == b.image && a.region == b.region; }
    };

    SpriteAtlas() = default;
    // clips: indexes into project.clips, in export order.
    SpriteAtlas(const Project &project, const std::vector<int> &clips);

    // Reads every picture (paths relative to projectFolder) and paints the atlas. False, with
    // *error naming the frame (clips[c].frames[i]) and the file, when an image cannot be read or
    // a region is not inside its image.
    bool draw(const QString &projectFolder, QString *error);

    // The cell frame `frame` of project clip `clip` shows (-1 for a clip not exported).
    int cellOf(int clip, int frame) const;
    int cellCount() const { return int(m_pictures.size()); }
    const Picture &picture(int cell) const { return m_pictures.at(cell); }
    int columns() const { return m_columns; }
    int rows() const { return m_rows; }

    // After draw():
    bool hasImages() const { return m_hasImages; }
    const QImage &image() const { return m_image; }
    QSize cellSize() const { return m_cellSize; }
    QRect cell(int index) const;
    // Where the picture of a cell lies inside its cell (centred), in atlas pixels.
    QRect pictureRect(int index) const;
    // The atlas as PNG: the same bytes for the same pixels (no colour profile, no text chunks).
    QByteArray png() const;

private:
    QList<Picture> m_pictures;
    QList<QSize> m_pictureSizes;             // after draw()
    QHash<int, QList<int>> m_cells;          // project clip index -> cell of each frame
    QHash<int, QPair<int, int>> m_firstUse;  // cell -> (clip, frame) that first shows it
    QImage m_image;
    QSize m_cellSize;
    int m_columns = 0;
    int m_rows = 0;
    bool m_hasImages = false;
};

} // namespace inbetween
