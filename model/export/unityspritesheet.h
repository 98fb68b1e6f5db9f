#pragma once

#include "export/spriteatlas.h"

#include <QByteArray>
#include <QList>
#include <QPointF>
#include <QRect>
#include <QString>

namespace inbetween {

// The sprites of the shared atlas as Unity's TextureImporter slices its pages (one texture per
// page, Sprite Mode Multiple): one sprite per distinct picture (a cell with an image), named after
// its picture (the image's file name, and the region's x, y, width and height when it has one),
// its rect the picture's kept pixels on its page in Unity's bottom-left origin, its pivot the
// whole picture's centre in that rect (so a trimmed sprite is drawn where the whole picture was:
// the frame's pivot, its centre, is kept), its internalID (the fileID an animation names it by)
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
        qint64 internalId = 0;
        QByteArray spriteId; // 32 hex digits
    };

    // After atlas.draw(). pixelsPerUnit: the sprites' Pixels Per Unit (ExportOptions::pixelsPerUnit).
    UnitySpriteSheet(const SpriteAtlas &atlas, const QString &projectName, double pixelsPerUnit);

    // The sprite of a cell, or nullptr for the empty cell of frames without an image.
    const Sprite *spriteOf(int cell) const;
    const QList<Sprite> &sprites() const { return m_sprites; }

    // A page's .meta (NAME.png.meta, NAME-2.png.meta...): a TextureImporter for its sprites
    // (texture type Sprite, Sprite Mode Multiple, point filtering, no compression, no mipmaps, a
    // maximum size that holds the page whole), spritePixelsToUnits the pixelsPerUnit given: a
    // w x h pixel sprite is w/N x h/N units.
    QByteArray textureMeta(int page, const QByteArray &guid) const;

private:
    QList<Sprite> m_sprites;
    QList<int> m_spriteOfCell; // -1: no sprite
    QList<QSize> m_pageSizes;
    double m_pixelsPerUnit = 100.0;
};

} // namespace inbetween
