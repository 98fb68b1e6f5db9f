#pragma once

#include "export/spriteatlas.h"

#include <QByteArray>
#include <QStringList>

namespace inbetween {

// The shared atlas as Godot 4 text resources hold it, for the SpriteFrames and the Godot 3D
// library exports: one ext_resource Texture2D per page (its path relative to the .tres) and one
// AtlasTexture sub_resource per cell. An AtlasTexture's `region` is the cell's kept pixels on its
// page and its `margin` puts them where they were in the whole picture (position: the trim's
// offset; size: what was cut away), so the texture is the picture's whole size and a centred
// sprite shows the kept pixels where the preview does.
namespace GodotAtlasTextures {

// `[ext_resource type="Texture2D" path=... id="1_atlas"]` lines, one per page ("2_atlas", ...).
QByteArray extResources(const QStringList &pageFileNames);
// The AtlasTexture sub_resources of every cell, each preceded by a blank line.
QByteArray subResources(const SpriteAtlas &atlas);
// "\"AtlasTexture_N\"": the id of a cell's AtlasTexture, quoted.
QByteArray textureId(int cell);
// The resources the two lists declare (a .tres header's load_steps counts them and the resource).
int resourceCount(const SpriteAtlas &atlas);

} // namespace GodotAtlasTextures

} // namespace inbetween
