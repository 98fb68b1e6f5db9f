// PreviewWidget's light table (split from previewwidget.cpp, which keeps the clock, the clip and
// the pose): the onion skin, the background, whole-number zoom, filtering and flip
// (DESIGN.md, "The editor"; the settings are lighttablesettings.h's).
#include "preview/previewwidget.h"

#include "clip.h"
#include "document/imagelibrary.h"
#include "playback/playbackclock.h"
#include "timing/onionskin.h"

#include <QAction>
#include <QFileInfo>
#include <QImageReader>
#include <QQuickView>
#include <QSet>
#include <QVector2D>

namespace inbetween {

void PreviewWidget::setLightTable(const LightTableSettings &settings)
{
    if (settings == m_lightTable)
        return;
    m_lightTable = settings;
    m_scene.set("flipped", settings.flipped);
    m_scene.set("smooth", settings.smooth);
    refreshFraming(); // the Pixel Zoom and the flip
    refreshBackground();
    showClipTime(m_shownClipTime); // the onion skin
    emit lightTableChanged(settings);
}

bool PreviewWidget::isOnionShown() const
{
    const bool pinned = m_clip && m_lightTable.pinnedFrame >= 0 && m_lightTable.pinnedClip == m_clip->name;
    return (m_lightTable.onion || pinned) && (!m_clock->isPlaying() || m_lightTable.onionWhilePlaying);
}

void PreviewWidget::refreshOnion()
{
    if (!m_scene.isAttached())
        return;
    if (!m_clip) {
        m_onion.invalidate();
        m_scene.set("onionFrames", QVariantList());
        m_scene.set("paperOpacity", m_paperOpacity = 1.0);
        return;
    }
    const int frame = m_clip->frames.frameAt(m_shownClipTime);
    const bool backward = OnionSkin::playsBackward(m_clock->shownTime(), m_clip->length(), m_clip->loop);
    if (m_onion.update(*m_clip, m_mouths, frame, backward, m_lightTable, isOnionShown(), m_textures, m_images))
        m_scene.set("onionFrames", m_onion.entries());
    // An opaque picture would hide the onion frames behind it: it shows as translucent paper.
    bool opaque = false;
    if (frame >= 0 && !m_onion.entries().isEmpty() && m_textures.library()) {
        const QString path = m_images.pathOf(pictureOf(m_clip->frames.frame(frame)).image);
        const ImageLibrary::Picture picture = m_textures.library()->picture(path);
        opaque = !picture.isNull() && !picture.hasAlpha;
    }
    const double paper = opaque ? paperOpacity : 1.0;
    if (paper != m_paperOpacity) {
        m_paperOpacity = paper;
        m_scene.set("paperOpacity", paper);
    }
}

int PreviewWidget::backgroundShown() const
{
    switch (m_lightTable.background) {
    case LightTableSettings::Background::Auto: return m_transparent ? 1 : 0;
    case LightTableSettings::Background::Checkerboard: return 1;
    case LightTableSettings::Background::Colour: return 0;
    case LightTableSettings::Background::Image:
        // A missing image leaves the checkerboard, which still shows the art's transparency.
        return QFileInfo::exists(m_lightTable.backgroundImage) ? 2 : 1;
    }
    return 0;
}

void PreviewWidget::refreshBackground()
{
    const int kind = backgroundShown();
    // The plain colour is the window's: the View3D draws onto it (see SceneHost).
    const bool ownColour = m_lightTable.background == LightTableSettings::Background::Colour;
    m_host->view()->setColor(ownColour ? m_lightTable.backgroundColour : LightTableSettings::defaultBackground);
    if (!m_scene.isAttached())
        return;
    m_scene.set("backgroundKind", kind);
    if (kind == 2) {
        // One image pixel is one picture pixel: one scene unit.
        const QSize size = QImageReader(m_lightTable.backgroundImage).size();
        m_scene.set("backgroundImage", QUrl::fromLocalFile(m_lightTable.backgroundImage));
        m_scene.set("backgroundImageUnits", QVector2D(float(size.width()), float(size.height())));
    }
}

// Whether the Auto background is the checkerboard: any picture of the clip, decoded so far, with
// a pixel that is not opaque. Each image once, however many frames show it.
void PreviewWidget::findTransparency()
{
    bool transparent = false;
    const ImageLibrary *library = m_textures.library();
    if (m_clip && library) {
        QSet<QString> seen;
        for (const Frame &frame : m_clip->frames.frames()) {
            const QString image = pictureOf(frame).image;
            if (image.isEmpty() || seen.contains(image))
                continue;
            seen.insert(image);
            if (library->picture(m_images.pathOf(image)).hasAlpha) {
                transparent = true;
                break;
            }
        }
    }
    if (transparent == m_transparent)
        return;
    m_transparent = transparent;
    refreshBackground();
}

void PreviewWidget::setRenderStatisticsVisible(bool visible)
{
    if (visible == m_statistics)
        return;
    m_statistics = visible;
    m_statisticsAction->setChecked(visible);
    m_scene.set("statisticsVisible", visible);
    emit renderStatisticsVisibleChanged(visible);
}

} // namespace inbetween
