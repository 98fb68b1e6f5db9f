#include "export/godotatlastextures.h"

#include "export/godotexporter.h"

namespace inbetween {

namespace {

QByteArray rect2(int x, int y, int width, int height)
{
    return "Rect2(" + QByteArray::number(x) + ", " + QByteArray::number(y) + ", " + QByteArray::number(width) + ", "
           + QByteArray::number(height) + ")";
}

QByteArray pageId(int page)
{
    return '"' + QByteArray::number(page + 1) + "_atlas\"";
}

} // namespace

QByteArray GodotAtlasTextures::extResources(const QStringList &pageFileNames)
{
    QByteArray out;
    for (int page = 0; page < pageFileNames.size(); ++page)
        out += "[ext_resource type=\"Texture2D\" path=" + GodotExporter::stringText(pageFileNames[page]) + " id=" + pageId(page)
               + "]\n";
    return out;
}

QByteArray GodotAtlasTextures::subResources(const SpriteAtlas &atlas)
{
    QByteArray out;
    for (int cell = 0; cell < atlas.cellCount(); ++cell) {
        const QRect r = atlas.pageRect(cell);
        const QRect kept = atlas.trimmedRect(cell);
        const QSize whole = atlas.pictureSize(cell);
        out += "\n[sub_resource type=\"AtlasTexture\" id=" + textureId(cell) + "]\n";
        out += "atlas = ExtResource(" + pageId(atlas.pageOf(cell)) + ")\n";
        out += "region = " + rect2(r.x(), r.y(), r.width(), r.height()) + '\n';
        if (kept != QRect(QPoint(0, 0), whole)) // Godot leaves out the default, no margin
            out += "margin = " + rect2(kept.x(), kept.y(), whole.width() - kept.width(), whole.height() - kept.height()) + '\n';
    }
    return out;
}

QByteArray GodotAtlasTextures::textureId(int cell)
{
    return "\"AtlasTexture_" + QByteArray::number(cell) + '"';
}

int GodotAtlasTextures::resourceCount(const SpriteAtlas &atlas)
{
    return atlas.pageCount() + atlas.cellCount();
}

} // namespace inbetween
