#include "export/gltfpictures.h"

#include <array>

namespace inbetween {

namespace {

QString transformPointer(int page, const char *property)
{
    return QStringLiteral("/materials/%1/pbrMetallicRoughness/baseColorTexture/extensions/KHR_texture_transform/%2")
        .arg(page)
        .arg(QLatin1String(property));
}

} // namespace

GltfPictures::GltfPictures(const SpriteAtlas &atlas, double unitsPerPixel) : m_atlas(atlas), m_unitsPerPixel(unitsPerPixel) {}

GltfPictures::Placement GltfPictures::placementOf(int cell, const QPointF &offset) const
{
    Placement p;
    const QRect kept = m_atlas.trimmedRect(cell);
    const QSize whole = m_atlas.pictureSize(cell);
    const QRect r = m_atlas.pageRect(cell);
    const QSize page = m_atlas.page(m_atlas.pageOf(cell)).size();
    const double u = m_unitsPerPixel;
    // The kept pixels' centre from the whole picture's centre, and that from the pivot; y up, as
    // the quad faces +z.
    p.translation = {float((kept.x() + kept.width() / 2.0 - whole.width() / 2.0 + offset.x()) * u),
                     float(-(kept.y() + kept.height() / 2.0 - whole.height() / 2.0 + offset.y()) * u), 0.0f};
    p.scale = {float(kept.width() * u), float(kept.height() * u), 1.0f};
    p.uvOffset = {float(double(r.x()) / page.width()), float(double(r.y()) / page.height())};
    p.uvScale = {float(double(r.width()) / page.width()), float(double(r.height()) / page.height())};
    return p;
}

int GltfPictures::firstCellOn(int page) const
{
    for (int cell = 0; cell < m_atlas.cellCount(); ++cell) {
        if (m_atlas.pageOf(cell) == page)
            return cell;
    }
    return 0;
}

QJsonArray GltfPictures::addPages(QJsonObject &doc, QJsonArray &nodes, GltfBuffer &buffer, const Shown &first)
{
    QJsonArray images, textures, materials, meshes, children;
    // One unit quad, centred on its node; each page's mesh shares its accessors.
    const QJsonObject quad = buffer.addSquarePrimitive(0.5f);
    const int firstCell = std::max(0, first.cell);
    const int shownPage = m_atlas.pageOf(firstCell);
    m_pageNodes.clear();
    for (int page = 0; page < m_atlas.pageCount(); ++page) {
        const QString suffix = page == 0 ? QString() : QStringLiteral(" %1").arg(page + 1);
        images.append(QJsonObject{{QStringLiteral("bufferView"), buffer.addView(m_atlas.png(page))},
                                  {QStringLiteral("mimeType"), QStringLiteral("image/png")}});
        textures.append(QJsonObject{{QStringLiteral("sampler"), 0}, {QStringLiteral("source"), page}});
        const Placement shown = page == shownPage ? placementOf(firstCell, first.offset) : placementOf(firstCellOn(page));
        const QJsonObject transform{{QStringLiteral("offset"), gltfNumbers({shown.uvOffset[0], shown.uvOffset[1]})},
                                    {QStringLiteral("scale"), gltfNumbers({shown.uvScale[0], shown.uvScale[1]})}};
        const QJsonObject texture{{QStringLiteral("index"), page},
                                  {QStringLiteral("extensions"), QJsonObject{{QStringLiteral("KHR_texture_transform"), transform}}}};
        materials.append(QJsonObject{
            {QStringLiteral("name"), QStringLiteral("Frames") + suffix},
            {QStringLiteral("pbrMetallicRoughness"),
             QJsonObject{{QStringLiteral("metallicFactor"), 0}, {QStringLiteral("roughnessFactor"), 1},
                         {QStringLiteral("baseColorTexture"), texture}}},
            {QStringLiteral("alphaMode"), QStringLiteral("BLEND")},
            {QStringLiteral("doubleSided"), true}});
        QJsonObject primitive = quad;
        primitive.insert(QStringLiteral("material"), page);
        meshes.append(QJsonObject{{QStringLiteral("name"), QStringLiteral("Picture") + suffix},
                                  {QStringLiteral("primitives"), QJsonArray{primitive}}});
        const bool visible = page == shownPage;
        QJsonObject node{{QStringLiteral("name"), QStringLiteral("Picture") + suffix}, {QStringLiteral("mesh"), page}};
        if (visible) {
            node.insert(QStringLiteral("translation"), gltfNumbers({shown.translation[0], shown.translation[1], shown.translation[2]}));
            node.insert(QStringLiteral("scale"), gltfNumbers({shown.scale[0], shown.scale[1], shown.scale[2]}));
        } else {
            node.insert(QStringLiteral("scale"), gltfNumbers({0, 0, 0})); // hidden until a frame on its page
        }
        m_pageNodes.push_back(int(nodes.size()));
        children.append(int(nodes.size()));
        nodes.append(node);
    }
    doc.insert(QStringLiteral("images"), images);
    doc.insert(QStringLiteral("samplers"),
               QJsonArray{QJsonObject{{QStringLiteral("magFilter"), 9728}, // NEAREST: pixel art stays crisp
                                      {QStringLiteral("minFilter"), 9728},
                                      {QStringLiteral("wrapS"), 33071}, // CLAMP_TO_EDGE
                                      {QStringLiteral("wrapT"), 33071}}});
    doc.insert(QStringLiteral("textures"), textures);
    doc.insert(QStringLiteral("materials"), materials);
    doc.insert(QStringLiteral("meshes"), meshes);
    return children;
}

void GltfPictures::addFrames(QJsonArray &channels, QJsonArray &samplers, GltfBuffer &buffer,
                             const std::vector<float> &seconds, const std::vector<Shown> &shown) const
{
    const int input = buffer.addFloats(seconds, 1, "SCALAR", true);
    auto addSampler = [&](const std::vector<float> &values, int components, const char *type) {
        samplers.append(QJsonObject{{QStringLiteral("input"), input},
                                    {QStringLiteral("output"), buffer.addFloats(values, components, type, false)},
                                    {QStringLiteral("interpolation"), QStringLiteral("STEP")}});
        return int(samplers.size()) - 1;
    };
    for (int page = 0; page < m_atlas.pageCount(); ++page) {
        std::vector<float> translations, scales, offsets, uvScales;
        Placement kept = placementOf(firstCellOn(page)); // what the material keeps while hidden
        for (const Shown &frame : shown) {
            const int cell = std::max(0, frame.cell);
            const bool here = m_atlas.pageOf(cell) == page;
            const Placement p = here ? placementOf(cell, frame.offset) : Placement{};
            if (here)
                kept = p;
            translations.insert(translations.end(), p.translation.begin(), p.translation.end());
            scales.insert(scales.end(), p.scale.begin(), p.scale.end());
            offsets.insert(offsets.end(), kept.uvOffset.begin(), kept.uvOffset.end());
            uvScales.insert(uvScales.end(), kept.uvScale.begin(), kept.uvScale.end());
        }
        const int node = m_pageNodes[size_t(page)];
        for (const auto &[values, path] : {std::pair{&translations, "translation"}, std::pair{&scales, "scale"}}) {
            channels.append(QJsonObject{
                {QStringLiteral("sampler"), addSampler(*values, 3, "VEC3")},
                {QStringLiteral("target"), QJsonObject{{QStringLiteral("node"), node}, {QStringLiteral("path"), QLatin1String(path)}}}});
        }
        for (const auto &[values, property] : {std::pair{&offsets, "offset"}, std::pair{&uvScales, "scale"}}) {
            const QJsonObject pointer{{QStringLiteral("KHR_animation_pointer"),
                                       QJsonObject{{QStringLiteral("pointer"), transformPointer(page, property)}}}};
            channels.append(QJsonObject{
                {QStringLiteral("sampler"), addSampler(*values, 2, "VEC2")},
                {QStringLiteral("target"),
                 QJsonObject{{QStringLiteral("path"), QStringLiteral("pointer")}, {QStringLiteral("extensions"), pointer}}}});
        }
    }
}

} // namespace inbetween
