#include "preview/frametextures.h"

#include "media/imagecheck.h"

#include <QQuick3DTextureData>

namespace inbetween {

FrameTextures::FrameTextures(QObject *parent) : QObject(parent) {}

FrameTextures::~FrameTextures()
{
    // The scene that used them is gone by now (PreviewWidget deletes its view first).
    for (const Texture &t : std::as_const(m_textures))
        delete t.data;
}

void FrameTextures::setLibrary(ImageLibrary *library)
{
    if (m_library == library)
        return;
    if (m_library)
        disconnect(m_library, nullptr, this, nullptr);
    m_library = library;
    if (!library)
        return;
    connect(library, &ImageLibrary::pictureChanged, this, [this](const QString &image) {
        if (m_textures.contains(image))
            fill(image);
        emit changed(image);
    });
    connect(library, &ImageLibrary::statusChanged, this, [this](const QString &image) { emit changed(image); });
    for (auto it = m_textures.begin(); it != m_textures.end(); ++it) {
        it->version = 0; // another library's picture: take this one's
        fill(it.key());
    }
}

QQuick3DTextureData *FrameTextures::textureFor(const QString &image, const std::optional<QRect> &region, QSize *size)
{
    QQuick3DTextureData *texture = textureOf(image);
    *size = texture ? m_library->picture(image).fileSize : QSize();
    if (texture && !regionInside(*size, region))
        texture = nullptr, *size = QSize();
    return texture;
}

QQuick3DTextureData *FrameTextures::textureOf(const QString &image)
{
    if (image.isEmpty() || !m_library)
        return nullptr;
    auto it = m_textures.find(image);
    if (it == m_textures.end()) {
        m_library->request(image);
        it = m_textures.insert(image, Texture());
        fill(image);
    }
    return it->version > 0 ? it->data : nullptr;
}

void FrameTextures::setSceneParent(QQuick3DObject *parent)
{
    m_sceneParent = parent;
    for (const Texture &t : std::as_const(m_textures)) {
        if (t.data)
            t.data->setParentItem(parent);
    }
}

int FrameTextures::versionOf(const QString &image) const
{
    return m_textures.value(image).version;
}

void FrameTextures::fill(const QString &image)
{
    const ImageLibrary::Picture picture = m_library->picture(image);
    Texture &t = m_textures[image];
    if (picture.isNull() || picture.version == t.version)
        return;
    if (!t.data) {
        t.data = new QQuick3DTextureData;
        t.data->setParentItem(m_sceneParent);
    }
    // The bytes are shared with the library: the scene's copy at its next sync is a reference.
    t.data->setSize(picture.size);
    t.data->setFormat(QQuick3DTextureData::RGBA8);
    t.data->setHasTransparency(picture.hasAlpha);
    t.data->setTextureData(picture.pixels);
    t.version = picture.version;
}

} // namespace inbetween
