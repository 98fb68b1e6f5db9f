#include "export/godotatlastextures.h"

#include "export/godotexporter.h"

#include <QHash>
#include <algorithm>
#include <cmath>

namespace inbetween {

namespace {

QByteArray rect2(double x, double y, double width, double height)
{
    return "Rect2(" + GodotExporter::floatText(x) + ", " + GodotExporter::floatText(y) + ", " + GodotExporter::floatText(width) + ", " + GodotExporter::floatText(height) + ")";
}

QByteArray pageId(int page)
{
    return '"' + QByteArray::number(page + 1) + "_atlas\"";
}

QByteArray idOf(int texture)
{
    return "\"AtlasTexture_" + QByteArray::number(texture) + '"';
}

// The side, in whole pixels, of the smallest box centred on `pivot` that holds [0, whole].
int boxSide(double pivot, int whole)
{
    return int(std::ceil(2.0 * std::max(pivot, whole - pivot) - 1e-9));
}

} // namespace

GodotAtlasTextures::GodotAtlasTextures(const Project &project, const std::vector<int> &clips, const SpriteAtlas &atlas)
    : m_atlas(&atlas)
{
    // Each distinct (cell, pivot) once, looked for among the cell's own (a cut sheet has 16,384
    // frames); pivots equal as QPointF compares them (to a hair: computed pivots differ in the
    // last bits).
    QHash<int, QList<int>> ofCell; // cell -> its textures
    for (int c : clips) {
        const Clip &clip = project.clips[size_t(c)];
        QList<int> &textures = m_ofFrame[c];
        for (int i = 0; i < clip.frames.count(); ++i) {
            const Texture t{atlas.cellOf(c, i), clip.frames.frame(i).data->pivot};
            QList<int> &same = ofCell[t.cell];
            const auto found = std::find_if(same.cbegin(), same.cend(), [&](int k) { return m_textures[k].pivot == t.pivot; });
            int index = found == same.cend() ? -1 : *found;
            if (index < 0) {
                index = int(m_textures.size());
                same.append(index);
                m_textures.append(t);
            }
            textures.append(index);
        }
    }
}

QByteArray GodotAtlasTextures::extResources(const QStringList &pageFileNames)
{
    QByteArray out;
    for (int page = 0; page < pageFileNames.size(); ++page)
        out += "[ext_resource type=\"Texture2D\" path=" + GodotExporter::stringText(pageFileNames[page]) + " id=" + pageId(page)
               + "]\n";
    return out;
}

QSize GodotAtlasTextures::boxSize(int texture) const
{
    const Texture &t = m_textures[texture];
    const QSize whole = m_atlas->pictureSize(t.cell);
    const QPointF pivot = FrameData{t.pivot, {}, {}}.pivotIn(QSizeF(whole));
    return {boxSide(pivot.x(), whole.width()), boxSide(pivot.y(), whole.height())};
}

QPointF GodotAtlasTextures::marginPosition(int texture) const
{
    // The box runs from pivot - size / 2 in the picture: the kept pixels lie that far in.
    const Texture &t = m_textures[texture];
    const QSize whole = m_atlas->pictureSize(t.cell);
    const QPointF pivot = FrameData{t.pivot, {}, {}}.pivotIn(QSizeF(whole));
    const QSize box = boxSize(texture);
    return QPointF(m_atlas->trimmedRect(t.cell).topLeft()) - pivot + QPointF(box.width() / 2.0, box.height() / 2.0);
}

QByteArray GodotAtlasTextures::subResources() const
{
    QByteArray out;
    for (int texture = 0; texture < textureCount(); ++texture) {
        const int cell = m_textures[texture].cell;
        const QRect r = m_atlas->pageRect(cell);
        const QPointF at = marginPosition(texture);
        const QSize box = boxSize(texture);
        out += "\n[sub_resource type=\"AtlasTexture\" id=" + idOf(texture) + "]\n";
        out += "atlas = ExtResource(" + pageId(m_atlas->pageOf(cell)) + ")\n";
        out += "region = " + rect2(r.x(), r.y(), r.width(), r.height()) + '\n';
        if (at != QPointF(0, 0) || box != r.size()) // Godot leaves out the default, no margin
            out += "margin = " + rect2(at.x(), at.y(), box.width() - r.width(), box.height() - r.height()) + '\n';
    }
    return out;
}

QByteArray GodotAtlasTextures::textureId(int clip, int frame) const
{
    return idOf(m_ofFrame.value(clip).value(frame));
}

} // namespace inbetween
