#pragma once

#include "export/spriteatlas.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QPointF>
#include <QRect>
#include <QString>
#include <vector>

namespace inbetween {

// The sprites of the shared atlas as Unity's TextureImporter slices its pages (one texture per
// page, Sprite Mode Multiple): one sprite per distinct picture (a cell with an image) and pivot
// the exported frames give it (FrameData::pivotIn: the picture's centre when none), named after
// its picture (the image's file name, and the region's x, y, width and height when it has one;
// "_pivot_X_Y" after it for a pivot other than the centre), its rect the picture's kept pixels on
// its page in Unity's bottom-left origin, its pivot the frame's pivot in that rect (so a sprite,
// trimmed or not, is drawn with the frame's pivot on the object's origin, where the preview puts
// it: nothing jumps from frame to frame), its internalID (the fileID an animation names it by)
// and spriteID derived from the project's name and the sprite's name, so that they stay the same
// whatever else the atlas holds (a --clip export, frames added). Frames without an image show no
// sprite.
class UnitySpriteSheet
{
public:
    struct Sprite
    {
        QString name;
        int page = 0;
        QRect rect;        // bottom-left origin, in its page's pixels
        QPointF pivot;     // in the rect, 0..1 from its bottom left (may lie outside for a far trim)
        QPointF framePivot; // the frames' pivot, in picture pixels from the top left
        qint64 internalId = 0;
        QByteArray spriteId; // 32 hex digits
    };

    // After atlas.draw(), of the same project and clips. pixelsPerUnit: the sprites' Pixels Per
    // Unit (ExportOptions::pixelsPerUnit).
    UnitySpriteSheet(const SpriteAtlas &atlas, const Project &project, const std::vector<int> &clips,
                     double pixelsPerUnit);

    // The sprite frame `frame` of project clip `clip` shows (its picture and pivot), or nullptr
    // for a frame without an image.
    const Sprite *spriteOf(int clip, int frame) const;
    const QList<Sprite> &sprites() const { return m_sprites; }

    // A page's .meta (NAME.png.meta, NAME-2.png.meta...): a TextureImporter for its sprites
    // (texture type Sprite, Sprite Mode Multiple, point filtering, no compression, no mipmaps, a
    // maximum size that holds the page whole), spritePixelsToUnits the pixelsPerUnit given: a
    // w x h pixel sprite is w/N x h/N units.
    QByteArray textureMeta(int page, const QByteArray &guid) const;

private:
    QList<Sprite> m_sprites;
    QHash<int, QList<int>> m_spriteOfFrame; // project clip index -> sprite of each frame (-1: none)
    QList<QSize> m_pageSizes;
    double m_pixelsPerUnit = 100.0;
};

} // namespace inbetween
