#include "preview/onionlayers.h"

#include "clip.h"
#include "preview/frameimageurls.h"
#include "preview/frameplacement.h"
#include "preview/frametextures.h"
#include "preview/scenelayout.h"
#include "timing/onionskin.h"

#include <QQuick3DTextureData>
#include <QVariantMap>
#include <QVector2D>
#include <QVector3D>

namespace inbetween {

namespace {
QVector3D toVector(const Vec3 &v)
{
    return QVector3D(float(v.x), float(v.y), float(v.z));
}

// A frame's colour when it has no picture: as Square.qml numbers them.
QColor frameColour(int frame)
{
    double hue = 0.07 + frame * 0.137;
    hue -= std::floor(hue);
    return QColor::fromHslF(float(hue), 0.62f, 0.52f);
}
} // namespace

double OnionLayers::opacity(int distance, int count)
{
    if (count <= 1)
        return 0.6;
    return 0.6 - 0.45 * double(distance - 1) / double(count - 1);
}

bool OnionLayers::update(const Clip &clip, const MouthChart &chart, int frame, bool backward,
                         const LightTableSettings &settings, bool visible, FrameTextures &textures, FrameImageUrls &images)
{
    const Key key{&clip, frame, backward, visible, settings};
    if (m_valid && key == m_key)
        return false;
    m_key = key;
    m_valid = true;
    m_entries.clear();
    if (!visible || frame < 0)
        return true;
    const int pinned = settings.pinnedClip == clip.name ? settings.pinnedFrame : -1;
    const int before = settings.onion ? settings.before : 0;
    const int after = settings.onion ? settings.after : 0;
    const QList<OnionFrame> frames =
        OnionSkin::frames(clip.frames.count(), frame, clip.loop, backward, before, after, pinned);
    for (const OnionFrame &f : frames) {
        const Frame &shown = clip.frames.frame(f.frame);
        const FramePicture picture = FramePicture::of(shown, chart); // its own, or its mouth's
        const QString path = images.pathOf(picture.image);
        QSize size;
        QQuick3DTextureData *texture = textures.textureFor(path, picture.region, &size);
        const QRectF region = texture ? FrameImageUrls::textureRegion(size, picture.region) : QRectF(0, 0, 1, 1);
        const Pose pose = clip.motion.sample(clip.frames.start(f.frame));
        QVector3D position = toVector(pose.translation);
        // Behind the current frame (z 0 of its pose): the farther, the deeper; the pinned one
        // deepest. Transparent models are drawn back to front.
        position.setZ(position.z() - 0.2f - 0.02f * float(f.side == OnionFrame::Side::Pinned ? 10 : f.distance));
        const int count = f.side == OnionFrame::Side::Before ? before : after;
        QColor tint = f.side == OnionFrame::Side::Before ? settings.beforeTint : settings.afterTint;
        if (f.side == OnionFrame::Side::Pinned)
            tint = QColor(0x4a, 0x8c, 0xf0); // the reference: blue, apart from before and after
        QVariantMap entry;
        entry.insert(QStringLiteral("texture"), QVariant::fromValue(static_cast<QObject *>(texture)));
        entry.insert(QStringLiteral("region"), region);
        // Its picture's pixels, scene units (its region, else its decoded image, else a plain square).
        const QSizeF pixels = picture.region ? QSizeF(picture.region->size()) : !size.isEmpty() ? QSizeF(size) : SceneLayout::plainSize();
        entry.insert(QStringLiteral("size"), QVector2D(float(pixels.width()), float(pixels.height())));
        // Its own pivot on the motion's origin, as the current frame's.
        const QPointF offset = FramePlacement::quadOffset(pixels, shown.data->pivotIn(pixels));
        entry.insert(QStringLiteral("offset"), QVector2D(float(offset.x()), float(offset.y())));
        entry.insert(QStringLiteral("position"), position);
        entry.insert(QStringLiteral("rotation"), toVector(pose.rotation));
        entry.insert(QStringLiteral("scale"), toVector(pose.scale));
        entry.insert(QStringLiteral("tint"), tint);
        entry.insert(QStringLiteral("tinted"), settings.tinted);
        entry.insert(QStringLiteral("colour"), settings.tinted ? tint : frameColour(f.frame));
        entry.insert(QStringLiteral("opacity"),
                     f.side == OnionFrame::Side::Pinned ? pinnedOpacity : opacity(f.distance, count));
        entry.insert(QStringLiteral("frame"), f.frame);
        m_entries.append(entry);
    }
    return true;
}

} // namespace inbetween
