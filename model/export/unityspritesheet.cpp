#include "export/unityspritesheet.h"

#include "export/unityyaml.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QSet>
#include <algorithm>
#include <map>
#include <tuple>

namespace inbetween {

namespace {

QString pictureName(const SpriteAtlas::Picture &p)
{
    QString name = unityyaml::fileSafe(QFileInfo(p.image).completeBaseName());
    if (p.region)
        name += QStringLiteral("_%1_%2_%3_%4").arg(p.region->x()).arg(p.region->y()).arg(p.region->width()).arg(p.region->height());
    return name;
}

QByteArray rectText(const QRect &r)
{
    return "        serializedVersion: 2\n        x: " + QByteArray::number(r.x()) + "\n        y: " + QByteArray::number(r.y())
           + "\n        width: " + QByteArray::number(r.width()) + "\n        height: " + QByteArray::number(r.height()) + '\n';
}

} // namespace

UnitySpriteSheet::UnitySpriteSheet(const SpriteAtlas &atlas, const Project &project, const std::vector<int> &clips,
                                   double pixelsPerUnit)
    : m_pixelsPerUnit(pixelsPerUnit)
{
    for (int page = 0; page < atlas.pageCount(); ++page)
        m_pageSizes.append(atlas.page(page).size());
    // One sprite per (cell, pivot), in the order the clips and their frames first use it.
    std::map<std::tuple<int, double, double>, int> made;
    QSet<QString> taken;
    for (int c : clips) {
        const Clip &clip = project.clips[size_t(c)];
        QList<int> &ofFrame = m_spriteOfFrame[c];
        for (int i = 0; i < clip.frames.count(); ++i) {
            const int cell = atlas.cellOf(c, i);
            if (!atlas.hasPicture(cell)) {
                ofFrame.append(-1);
                continue;
            }
            const QSize whole = atlas.pictureSize(cell);
            const QPointF pivot = clip.frames.frame(i).data->pivotIn(QSizeF(whole));
            const auto key = std::make_tuple(cell, pivot.x(), pivot.y());
            const auto found = made.find(key);
            if (found != made.end()) {
                ofFrame.append(found->second);
                continue;
            }
            // The centre keeps the picture's own name (the name, and so the ID, of before pivots).
            QString base = pictureName(atlas.picture(cell));
            if (pivot != QPointF(whole.width() / 2.0, whole.height() / 2.0))
                base += QStringLiteral("_pivot_%1_%2").arg(pivot.x()).arg(pivot.y());
            // Two pictures whose names differ only in characters a file name cannot hold.
            QString name = base;
            for (int n = 2; taken.contains(name.toLower()); ++n)
                name = base + QStringLiteral("_%1").arg(n);
            taken.insert(name.toLower());
            const QRect r = atlas.pageRect(cell);
            const QRect kept = atlas.trimmedRect(cell);
            Sprite s;
            s.name = name;
            s.page = atlas.pageOf(cell);
            s.rect = QRect(r.x(), m_pageSizes[s.page].height() - (r.y() + r.height()), r.width(), r.height());
            // The frame's pivot from the kept rect's bottom left (y up), over the rect's size.
            s.framePivot = pivot;
            s.pivot = QPointF((pivot.x() - kept.x()) / kept.width(), (kept.y() + kept.height() - pivot.y()) / kept.height());
            s.internalId = unityyaml::localId(QStringLiteral("sprite\n%1\n%2").arg(project.name, name));
            s.spriteId = QCryptographicHash::hash(QStringLiteral("sprite id\n%1\n%2").arg(project.name, name).toUtf8(),
                                                  QCryptographicHash::Md5)
                             .toHex();
            made.emplace(key, int(m_sprites.size()));
            ofFrame.append(int(m_sprites.size()));
            m_sprites.append(s);
        }
    }
}

const UnitySpriteSheet::Sprite *UnitySpriteSheet::spriteOf(int clip, int frame) const
{
    const auto it = m_spriteOfFrame.constFind(clip);
    if (it == m_spriteOfFrame.cend() || frame < 0 || frame >= it->size() || it->at(frame) < 0)
        return nullptr;
    return &m_sprites[it->at(frame)];
}

QByteArray UnitySpriteSheet::textureMeta(int page, const QByteArray &guid) const
{
    // The smallest power of two that holds the page: a smaller maxTextureSize would scale it.
    const QSize pageSize = m_pageSizes.value(page);
    int maxSize = 32;
    while (maxSize < std::max(pageSize.width(), pageSize.height()) && maxSize < 16384)
        maxSize *= 2;
    const QByteArray size = QByteArray::number(maxSize);
    QList<Sprite> sprites;
    for (const Sprite &s : m_sprites) {
        if (s.page == page)
            sprites.append(s);
    }
    QByteArray out = "fileFormatVersion: 2\nguid: " + guid + "\nTextureImporter:\n  internalIDToNameTable:";
    out += sprites.isEmpty() ? " []\n" : "\n";
    for (const Sprite &s : sprites)
        out += "  - first:\n      213: " + QByteArray::number(s.internalId) + "\n    second: " + unityyaml::string(s.name) + '\n';
    out += "  externalObjects: {}\n  serializedVersion: 12\n  mipmaps:\n    mipMapMode: 0\n    enableMipMap: 0\n"
           "    sRGBTexture: 1\n    linearTexture: 0\n    fadeOut: 0\n    borderMipMap: 0\n    mipMapsPreserveCoverage: 0\n"
           "    alphaTestReferenceValue: 0.5\n    mipMapFadeDistanceStart: 1\n    mipMapFadeDistanceEnd: 3\n"
           "  bumpmap:\n    convertToNormalMap: 0\n    externalNormalMap: 0\n    heightScale: 0.25\n    normalMapFilter: 0\n"
           "  isReadable: 0\n  streamingMipmaps: 0\n  streamingMipmapsPriority: 0\n  vTOnly: 0\n  grayScaleToAlpha: 0\n"
           "  generateCubemap: 6\n  cubemapConvolution: 0\n  seamlessCubemap: 0\n  textureFormat: 1\n";
    out += "  maxTextureSize: " + size + '\n';
    out += "  textureSettings:\n    serializedVersion: 2\n    filterMode: 0\n    aniso: 1\n    mipBias: 0\n"
           "    wrapU: 1\n    wrapV: 1\n    wrapW: 1\n  nPOTScale: 0\n  lightmap: 0\n  compressionQuality: 50\n"
           "  spriteMode: 2\n  spriteExtrude: 1\n  spriteMeshType: 0\n  alignment: 0\n  spritePivot: {x: 0.5, y: 0.5}\n";
    out += "  spritePixelsToUnits: " + unityyaml::number(m_pixelsPerUnit) + '\n';
    out += "  spriteBorder: {x: 0, y: 0, z: 0, w: 0}\n  spriteGenerateFallbackPhysicsShape: 1\n  alphaUsage: 1\n"
           "  alphaIsTransparency: 1\n  spriteTessellationDetail: -1\n  textureType: 8\n  textureShape: 1\n"
           "  singleChannelComponent: 0\n  flipbookRows: 1\n  flipbookColumns: 1\n  maxTextureSizeSet: 0\n"
           "  compressionQualitySet: 0\n  textureFormatSet: 0\n  ignorePngGamma: 0\n  applyGammaDecoding: 0\n"
           "  cookieLightType: 0\n  platformSettings:\n  - serializedVersion: 3\n    buildTarget: DefaultTexturePlatform\n";
    out += "    maxTextureSize: " + size + '\n';
    out += "    resizeAlgorithm: 0\n    textureFormat: -1\n    textureCompression: 0\n    compressionQuality: 50\n"
           "    crunchedCompression: 0\n    allowsAlphaSplitting: 0\n    overridden: 0\n    androidETC2FallbackOverride: 0\n"
           "    forceMaximumCompressionQuality_BC6H_BC7: 0\n  spriteSheet:\n    serializedVersion: 2\n    sprites:";
    out += sprites.isEmpty() ? " []\n" : "\n";
    for (const Sprite &s : sprites) {
        out += "    - serializedVersion: 2\n      name: " + unityyaml::string(s.name) + "\n      rect:\n" + rectText(s.rect);
        // Alignment 0 is Center; 9, Custom, takes the pivot as written.
        const bool centre = s.pivot == QPointF(0.5, 0.5);
        out += "      alignment: " + QByteArray(centre ? "0" : "9") + "\n      pivot: {x: " + unityyaml::number(s.pivot.x())
               + ", y: " + unityyaml::number(s.pivot.y()) + "}\n      border: {x: 0, y: 0, z: 0, w: 0}\n"
               "      outline: []\n      physicsShape: []\n      tessellationDetail: 0\n      bones: []\n";
        out += "      spriteID: " + s.spriteId + "\n      internalID: " + QByteArray::number(s.internalId) + '\n';
        out += "      vertices: []\n      indices: \n      edges: []\n      weights: []\n";
    }
    out += "    outline: []\n    physicsShape: []\n    bones: []\n    spriteID: \n    internalID: 0\n    vertices: []\n"
           "    indices: \n    edges: []\n    weights: []\n    secondaryTextures: []\n    nameFileIdTable:";
    out += sprites.isEmpty() ? " {}\n" : "\n";
    for (const Sprite &s : sprites)
        out += "      " + unityyaml::string(s.name) + ": " + QByteArray::number(s.internalId) + '\n';
    out += "  spritePackingTag: \n  pSDRemoveMatte: 0\n  pSDShowRemoveMatteOption: 0\n  userData: \n"
           "  assetBundleName: \n  assetBundleVariant: \n";
    return out;
}

} // namespace inbetween
