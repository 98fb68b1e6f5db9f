#pragma once

#include "export/spriteatlas.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QPointF>
#include <QSize>
#include <QStringList>
#include <optional>
#include <vector>

namespace inbetween {

// The shared atlas as Godot 4 text resources hold it, for the SpriteFrames, the Godot 3D library
// and the 2D scene exports: one ext_resource Texture2D per page (its path relative to the file)
// and one AtlasTexture sub_resource per distinct (picture, pivot) the clips show, numbered in the
// order the clips and their frames first use them.
//
// Each AtlasTexture's `region` is the picture's kept pixels on its page; its size (region size +
// margin size, which Godot reads as whole pixels: AtlasTexture::get_width() is an int) is the
// smallest whole-pixel box centred on the frame's pivot that holds the whole picture, and its
// `margin` position puts the kept pixels where they lie in that box. A centred AnimatedSprite2D
// or Sprite3D draws a texture of size S from -S/2 and its kept pixels at -S/2 + margin.position,
// so the frame's pivot is on the node's origin (model/export/README.md, "Pivots in Godot"). A
// frame without a pivot has its picture's centre as pivot: the box is the picture, as before.
class GodotAtlasTextures
{
public:
    // The textures of the frames of `clips` (indexes into project.clips); the atlas (kept by
    // reference) must be drawn before subResources().
    GodotAtlasTextures(const Project &project, const std::vector<int> &clips, const SpriteAtlas &atlas);

    // `[ext_resource type="Texture2D" path=... id="1_atlas"]` lines, one per page ("2_atlas", ...).
    static QByteArray extResources(const QStringList &pageFileNames);
    // The AtlasTexture sub_resources, each preceded by a blank line.
    QByteArray subResources() const;
    // "\"AtlasTexture_N\"": the id of the AtlasTexture frame `frame` of project clip `clip` shows.
    QByteArray textureId(int clip, int frame) const;
    int textureCount() const { return int(m_textures.size()); }
    // The resources the two lists declare (a header's load_steps counts them and the resource).
    int resourceCount() const { return m_atlas->pageCount() + textureCount(); }

    // Where texture `texture`'s kept pixels lie in its box (margin position) and the box's size
    // (margin size + region size), in pixels: after the atlas is drawn.
    QPointF marginPosition(int texture) const;
    QSize boxSize(int texture) const;

private:
    struct Texture
    {
        int cell = 0;
        std::optional<QPointF> pivot;
    };
    const SpriteAtlas *m_atlas = nullptr;
    QList<Texture> m_textures;
    QHash<int, QList<int>> m_ofFrame; // project clip index -> texture of each frame
};

} // namespace inbetween
