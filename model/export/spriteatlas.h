#pragma once

#include "frametrack.h"

#include <QByteArray>
#include <QImage>
#include <QList>
#include <QRect>
#include <QString>

namespace inbetween {

// The frames' images packed into one picture: a grid of equal cells (the largest image's size),
// frame i in cell i, row by row, centred. A frame without an image has an empty cell. Images are
// decoded with QImageReader and drawn again, never copied as file bytes.
class SpriteAtlas
{
public:
    // Reads every frame's image (paths relative to projectFolder). False, with *error naming
    // the frame and the file, when an image cannot be read.
    bool build(const FrameTrack &frames, const QString &projectFolder, QString *error);

    bool hasImages() const { return m_hasImages; }
    const QImage &image() const { return m_image; }
    QRect cell(int frame) const;
    int columns() const { return m_columns; }
    int rows() const { return m_rows; }
    QSize cellSize() const { return m_cellSize; }

    // The atlas as PNG: the same bytes for the same pixels (no colour profile, no text chunks).
    QByteArray png() const;

private:
    QImage m_image;
    QSize m_cellSize;
    int m_columns = 0;
    int m_rows = 0;
    bool m_hasImages = false;
};

} // namespace inbetween
