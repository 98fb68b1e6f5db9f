#pragma once

#include "document/imagelibrary.h"

#include <QHash>
#include <QObject>
#include <QPointer>

class QQuick3DObject;
class QQuick3DTextureData;

namespace inbetween {

// The preview scene's textures of the frame images: one QQuick3DTextureData per image file,
// filled from an ImageLibrary's decoded pictures. The decode happens on the library's workers;
// here the finished picture is only handed over (shared bytes, no copy), and the scene uploads it
// at its next frame, so the picture on screen changes between two renders and the clock never
// waits for a decode. A texture keeps its last good picture while its file is missing or broken.
class FrameTextures : public QObject
{
    Q_OBJECT

public:
    explicit FrameTextures(QObject *parent = nullptr);
    ~FrameTextures() override;

    // Not owned; the textures are filled from it from now on.
    void setLibrary(ImageLibrary *library);
    ImageLibrary *library() const { return m_library; }

    // The texture of `image` (an absolute path), nullptr while it has no picture yet. Asks the
    // library for the image when it does not have it.
    QQuick3DTextureData *textureOf(const QString &image);
    // The texture of a frame's picture: `image`'s, when its picture holds `region` (its decoded
    // size in *size); else nullptr and an empty *size (the frame's placeholder: no part of a
    // sheet saved smaller than its cells is shown for them).
    QQuick3DTextureData *textureFor(const QString &image, const std::optional<QRect> &region, QSize *size);
    // The scene object the textures hang from: a TextureData made in C++ is synced to the
    // renderer only while it has a parent item in the scene (Qt 6.4).
    void setSceneParent(QQuick3DObject *parent);
    // The version of the picture the texture of `image` holds (0: none).
    int versionOf(const QString &image) const;

signals:
    // A texture got a new picture, or an image's status changed: what is shown may change.
    void changed(const QString &image);

private:
    void fill(const QString &image);

    QPointer<ImageLibrary> m_library;
    QPointer<QQuick3DObject> m_sceneParent;
    struct Texture
    {
        QQuick3DTextureData *data = nullptr;
        int version = 0;
    };
    QHash<QString, Texture> m_textures;
};

} // namespace inbetween
