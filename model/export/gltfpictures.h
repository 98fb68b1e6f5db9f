#pragma once

#include "export/gltfbuffer.h"
#include "export/spriteatlas.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QPointF>
#include <vector>

namespace inbetween {

// The pictures of the glTF export (DESIGN.md, "The atlas"): each atlas page an image, a texture,
// a material and a unit quad mesh, shown by a node of its own under the motion's node ("Picture",
// "Picture 2"...). A frame shows its cell by STEP keys at the frame starts: the node of the
// cell's page is moved and scaled so that its quad covers the cell's kept pixels where they lie
// in the whole picture, the whole picture centred on the motion node and then moved by the
// frame's FrameData::centreFromPivot (y up), so that its pivot is on the node's origin as the
// preview places it, at `unitsPerPixel`; the nodes of the other pages are scaled to 0; the page material's
// KHR_texture_transform offset and scale, animated through KHR_animation_pointer, cut the kept
// pixels out of the page. So a trimmed picture shows where the whole one was, and only its own
// pixels (never a neighbour's on the page).
class GltfPictures
{
public:
    // What a frame shows: its atlas cell, and how far the picture's centre lies from its pivot
    // (FrameData::centreFromPivot, picture pixels, x right, y down).
    struct Shown
    {
        int cell = 0;
        QPointF offset;
    };

    GltfPictures(const SpriteAtlas &atlas, double unitsPerPixel);

    // Adds the pages' images, sampler, textures, materials and meshes to doc, and their nodes to
    // nodes (which holds the motion's node at 0); returns those nodes' indexes. first: what
    // shows before any animation plays.
    QJsonArray addPages(QJsonObject &doc, QJsonArray &nodes, GltfBuffer &buffer, const Shown &first);
    // The channels that show shown[k] from seconds[k] on (file floats, increasing).
    void addFrames(QJsonArray &channels, QJsonArray &samplers, GltfBuffer &buffer, const std::vector<float> &seconds,
                   const std::vector<Shown> &shown) const;

private:
    struct Placement
    {
        std::array<float, 3> translation{};
        std::array<float, 3> scale{};
        std::array<float, 2> uvOffset{};
        std::array<float, 2> uvScale{};
    };
    Placement placementOf(int cell, const QPointF &offset = {}) const;
    // The cell whose texture transform a page's material keeps while the page is not shown.
    int firstCellOn(int page) const;

    const SpriteAtlas &m_atlas;
    double m_unitsPerPixel;
    std::vector<int> m_pageNodes;
};

} // namespace inbetween
