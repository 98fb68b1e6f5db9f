// The preview widget: the clip, the clock and what the scene shows when (its QML scene's view,
// error page and loading were split out to scenehost.cpp).
#include "preview/previewwidget.h"

#include "clip.h"
#include "document/imagelibrary.h"
#include "media/imagecheck.h"
#include "playback/playbackclock.h"
#include "preview/framedataitem.h"
#include "preview/linegeometry.h"
#include "preview/scenelayout.h"

#include <QAction>
#include <QEvent>
#include <QIcon>
#include <QQuickItem>
#include <QQuickView>
#include <QQuickWindow>
#include <QQuick3DObject>
#include <QTimer>
#include <QUrl>
#include <QKeySequence>
#include <algorithm>
#include <cmath>

namespace inbetween {

void PreviewWidget::prepareSurfaceFormat()
{
    SceneHost::prepareSurfaceFormat();
}

QUrl PreviewWidget::defaultScene()
{
    return QUrl(QStringLiteral("qrc:/qt/qml/Inbetween/Preview/PreviewScene.qml"));
}

PreviewWidget::PreviewWidget(QWidget *parent) : PreviewWidget(defaultScene(), parent) {}

PreviewWidget::PreviewWidget(const QUrl &scene, QWidget *parent) : QWidget(parent)
{
    LineGeometry::registerType();
    FrameDataItem::registerType();
    m_wall.start();

    m_host = new SceneHost(this);
    m_host->container()->installEventFilter(this); // its resizes frame the path again
    m_host->view()->installEventFilter(this);      // Ctrl+wheel zooms

    m_ownLibrary = new ImageLibrary(this);
    m_textures.setLibrary(m_ownLibrary);
    // A new picture of a file, or a file gone missing or back: show the frame again.
    connect(&m_textures, &FrameTextures::changed, this, [this] {
        m_onion.invalidate();
        findTransparency();
        if (largestPicture() != m_extent) // a picture decoded: the motion's bounds follow its size
            refreshLayout();
        if (m_clip)
            showClipTime(m_shownClipTime);
    });

    m_ticker = new QTimer(this);
    m_ticker->setInterval(16);
    connect(m_ticker, &QTimer::timeout, this, &PreviewWidget::onTick);

    m_overlayAction = new QAction(tr("Overlay"), this);
    m_overlayAction->setIcon(QIcon(QStringLiteral(":/icons/preview-overlay.png")));
    m_overlayAction->setCheckable(true);
    m_overlayAction->setChecked(m_overlay);
    m_overlayAction->setToolTip(tr("Show clip time, frame, render rate, skipped frames, events and the onion skin"));
    connect(m_overlayAction, &QAction::toggled, this, &PreviewWidget::setOverlayVisible);
    m_compareAction = new QAction(tr("Compare matrix blend"), this);
    m_compareAction->setIcon(QIcon(QStringLiteral(":/icons/preview-compare.png")));
    m_compareAction->setIconText(tr("Compare")); // the transport bar's button: all of its buttons fit at 1400 px
    m_compareAction->setCheckable(true);
    m_compareAction->setToolTip(tr("Also outline the pose a component-wise matrix blend would give"));
    connect(m_compareAction, &QAction::toggled, this, &PreviewWidget::setCompareVisible);
    m_statisticsAction = new QAction(tr("Show Render &Statistics"), this);
    m_statisticsAction->setObjectName(QStringLiteral("renderStatistics"));
    m_statisticsAction->setCheckable(true);
    m_statisticsAction->setToolTip(tr("Show the render rate and the frames shown for no render in the overlay"));
    connect(m_statisticsAction, &QAction::toggled, this, &PreviewWidget::setRenderStatisticsVisible);
    m_frameAction = new QAction(tr("&Frame Motion"), this);
    m_frameAction->setObjectName(QStringLiteral("frameMotion"));
    m_frameAction->setShortcut(QKeySequence(Qt::Key_F));
    m_frameAction->setShortcutContext(Qt::WidgetWithChildrenShortcut); // F elsewhere is the curves'
    m_frameAction->setToolTip(tr("Bring the motion back to the middle of the preview after a pan (middle-button drag)"));
    connect(m_frameAction, &QAction::triggered, this, &PreviewWidget::frameMotion);
    addAction(m_frameAction);

    connect(m_host, &SceneHost::ready, this, &PreviewWidget::onSceneReady);
    connect(m_host, &SceneHost::errorOccurred, this, &PreviewWidget::errorOccurred);
    connect(m_host, &SceneHost::filesDropped, this, &PreviewWidget::filesDropped);
    // Called on the GUI thread before each frame's sync: the one place a render advances the clock.
    connect(m_host->view(), &QQuickWindow::afterAnimating, this, &PreviewWidget::onFrameStarting);

    setClock(nullptr);
    m_host->load(scene);
}

PreviewWidget::~PreviewWidget()
{
    // The view goes first, while this object is still whole: QWidget's destructor would delete
    // it after ours has run, and a signal from it then would reach a half-destroyed receiver.
    disconnect(m_host->view(), nullptr, this, nullptr);
    disconnect(m_host, nullptr, this, nullptr);
    if (m_clock)
        disconnect(m_clock, nullptr, this, nullptr);
    delete m_host; // and with it the view
}

void PreviewWidget::onSceneReady(QQuickItem *root)
{
    m_scene.attach(root);
    m_frameDataItem = root->findChild<FrameDataItem *>(QStringLiteral("frameData"));
    m_textures.setSceneParent(root->findChild<QQuick3DObject *>(QStringLiteral("square")));
    refreshLayout();
    m_scene.set("overlayVisible", m_overlay);
    m_scene.set("compareVisible", m_compare);
    m_scene.set("imageProblem", m_imageProblem);
    m_scene.set("statisticsVisible", m_statistics);
    m_scene.set("flipped", m_lightTable.flipped);
    m_scene.set("smooth", m_lightTable.smooth);
    refreshBackground();
    m_onion.invalidate();
    showClipTime(m_clock->clipTime());
}

void PreviewWidget::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    m_host->updatePage();
}

bool PreviewWidget::isSceneReady() const
{
    return m_scene.isAttached() && !m_host->hasErrors();
}

void PreviewWidget::setClip(const Clip *clip, const QString &folder)
{
    setClipBesideClock(clip, folder);
    tellClock();
}

void PreviewWidget::setClipBesideClock(const Clip *clip, const QString &folder)
{
    m_clip = clip;
    m_images.setFolder(folder);
    m_images.clear();
    m_onion.invalidate();
    findTransparency();
    refreshLayout();
}

void PreviewWidget::setProjectFolder(const QString &folder)
{
    m_images.setFolder(folder);
    clipChanged();
}

void PreviewWidget::setClock(PlaybackClock *clock)
{
    follow(clock ? clock : ownClock());
    onClockStateChanged(); // a clock that is already playing drives this view from now on
    showClipTime(m_clock->clipTime());
}

PlaybackClock *PreviewWidget::ownClock()
{
    if (!m_ownClock)
        m_ownClock = new PlaybackClock(this);
    return m_ownClock;
}

void PreviewWidget::follow(PlaybackClock *clock)
{
    if (m_clock)
        disconnect(m_clock, nullptr, this, nullptr);
    m_clock = clock;
    if (clock != m_ownClock) // the window's clock may go first: this one then takes over
        connect(clock, &QObject::destroyed, this, &PreviewWidget::followedClockDestroyed);
    if (m_clip && m_clock->clip() != m_clip)
        m_clock->setClip(m_clip);
    connect(m_clock, &PlaybackClock::clipTimeChanged, this, &PreviewWidget::showClipTime);
    connect(m_clock, &PlaybackClock::crossed, this, &PreviewWidget::onCrossed);
    connect(m_clock, &PlaybackClock::stateChanged, this, &PreviewWidget::onClockStateChanged);
}

// The clock followed went first (whoever owned it is going): the own clock takes over quietly,
// nothing shown and nothing sent on, as the clip and the window around may be going too. (The
// editor's window deletes this preview before its clock; see PlaybackArea.)
void PreviewWidget::followedClockDestroyed()
{
    m_clock = nullptr;
    follow(ownClock());
    m_ticker->stop();
}

void PreviewWidget::setImageLibrary(ImageLibrary *library)
{
    m_textures.setLibrary(library ? library : m_ownLibrary);
    if (m_clip)
        showClipTime(m_shownClipTime);
}

void PreviewWidget::setZoom(double zoom)
{
    zoom = std::clamp(zoom, 0.1, 20.0);
    if (!std::isfinite(zoom) || zoom == m_zoom)
        return;
    m_zoom = zoom;
    refreshFraming();
    emit zoomChanged(zoom);
}

void PreviewWidget::clipChanged()
{
    m_images.clear(); // an edit may have given a frame another image
    m_onion.invalidate();
    findTransparency();
    refreshLayout();
    tellClock();
}

void PreviewWidget::tellClock()
{
    // Lets the clock pick up a new clip, length or loop mode; it emits clipTimeChanged, which
    // shows the pose at the (possibly new) clip time.
    if (m_clock->clip() == m_clip)
        m_clock->clipChanged();
    else
        m_clock->setClip(m_clip);
}

void PreviewWidget::setOverlayVisible(bool visible)
{
    if (visible == m_overlay)
        return;
    m_overlay = visible;
    m_overlayAction->setChecked(visible);
    m_scene.set("overlayVisible", visible);
    m_lastOverlayUpdate = -1.0e9;
    refreshOverlay();
    emit overlayVisibleChanged(visible);
}

void PreviewWidget::setCompareVisible(bool visible)
{
    if (visible == m_compare)
        return;
    m_compare = visible;
    m_compareAction->setChecked(visible);
    m_scene.set("compareVisible", visible);
    showClipTime(m_shownClipTime);
    emit compareVisibleChanged(visible);
}

void PreviewWidget::onClockStateChanged()
{
    if (m_clock->isPlaying()) {
        m_rate.reset();
        m_lastRender = wallMs(); // the first render is due now, not overdue
        m_host->view()->update(); // starts the render loop, see onFrameStarting
        m_ticker->start();
    } else {
        m_ticker->stop();
    }
    refreshOnion(); // off while playing, unless asked for
    refreshOverlay();
}

void PreviewWidget::onFrameStarting()
{
    ++m_renders;
    m_lastRender = wallMs();
    if (!m_clock->isPlaying())
        return;
    m_rate.addRender(m_lastRender);
    m_clock->advance(); // emits crossed and clipTimeChanged: shown in this very frame
    // Keep rendering while playing: the next frame shows the clock's time then.
    m_host->view()->update();
}

void PreviewWidget::onTick()
{
    // A hidden or failed view renders nothing, and a shown one may stall; then nothing would
    // advance the clock and the timeline and tables would stop. The clock follows wall time, so
    // these advances keep it on time. (Below 4 renders a second they also stand in for renders
    // in the count of frames shown for none.)
    constexpr double stallMs = 250.0;
    if (m_clock->isPlaying()
        && (!m_host->view()->isExposed() || m_host->hasErrors() || wallMs() - m_lastRender > stallMs))
        m_clock->advance();
}

void PreviewWidget::onCrossed(const QList<Crossing> &crossings)
{
    for (const Crossing &c : crossings) {
        if (c.kind != Crossing::Kind::Event)
            continue;
        if (m_scene.isAttached())
            QMetaObject::invokeMethod(m_scene.root(), "flash", Q_ARG(QVariant, c.name));
        emit eventFlashed(c.name, c.time);
    }
}

void PreviewWidget::showClipTime(double clipTime)
{
    m_shownClipTime = clipTime;
    if (m_clip) {
        const int index = m_clip->frames.frameAt(clipTime);
        const Frame *frame = index >= 0 ? &m_clip->frames.frame(index) : nullptr;
        const FramePicture shown = frame ? pictureOf(*frame) : FramePicture();
        const QString path = m_images.pathOf(shown.image);
        // The region in the picture as decoded (a file saved again may have another size); a
        // region outside it shows the frame's placeholder, as a missing picture does.
        QSize size;
        QQuick3DTextureData *texture = m_textures.textureFor(path, shown.region, &size);
        const ImageLibrary *library = m_textures.library();
        const QSize decoded = library && !path.isEmpty() ? library->picture(path).fileSize : QSize();
        const bool outside = frame && !texture && !decoded.isEmpty() && !regionInside(decoded, shown.region);
        const QRectF region = !frame ? QRectF(0, 0, 1, 1)
                              : texture ? FrameImageUrls::textureRegion(size, shown.region)
                                        : m_images.textureRegion(shown.image, shown.region);
        const QSizeF picture = pictureSize(frame);
        const QPointF offset = frame ? FramePlacement::quadOffset(picture, frame->data->pivotIn(picture)) : QPointF();
        m_scene.showPose(*m_clip, clipTime, texture, region, picture, m_compare, offset);
        m_scene.set("frameLabel", shown.isMissingMouth() ? shown.mouth : QString());
        setImageProblem(shown.isMissingMouth() ? tr("mouth %1: no picture in the mouth chart (Clips > Mouth Chart...)").arg(shown.mouth)
                        : outside ? tr("%1 (%2 x %3 pixels): the frame's region is outside it")
                                        .arg(shown.image)
                                        .arg(decoded.width())
                                        .arg(decoded.height())
                        : frame   ? problemOf(shown.image, path)
                                  : QString());
        refreshOnion();
    } else {
        m_scene.showNoFrame();
        setImageProblem(QString());
        refreshOnion();
    }
    refreshOverlay();
    refreshFrameData();
    emit playheadChanged(clipTime);
}

QString PreviewWidget::problemOf(const QString &image, const QString &path) const
{
    const ImageLibrary *library = m_textures.library();
    if (path.isEmpty() || !library)
        return QString();
    switch (library->status(path)) {
    case ImageLibrary::Status::Missing:
        return library->picture(path).isNull() ? tr("%1 is missing").arg(image)
                                               : tr("%1 is missing: showing its last picture").arg(image);
    case ImageLibrary::Status::Unreadable:
        return library->picture(path).isNull()
                   ? tr("%1 cannot be read (%2)").arg(image, library->problem(path))
                   : tr("%1 cannot be read (%2): showing its last picture").arg(image, library->problem(path));
    case ImageLibrary::Status::Loading:
    case ImageLibrary::Status::Ok: break;
    }
    return QString();
}

void PreviewWidget::setImageProblem(const QString &problem)
{
    if (problem == m_imageProblem)
        return;
    m_imageProblem = problem;
    m_scene.set("imageProblem", problem);
}

void PreviewWidget::refreshOverlay()
{
    if (!m_scene.isAttached() || !m_overlay)
        return;
    // While playing, the figures change every render; read at 25 updates a second they are as
    // legible and the text is not laid out again each frame (about 1.5 ms a render on llvmpipe).
    const double now = wallMs();
    if (m_clock->isPlaying() && now - m_lastOverlayUpdate < 40.0)
        return;
    m_lastOverlayUpdate = now;
    const int frames = m_clip ? m_clip->frames.count() : 0;
    const int frame = m_clip ? m_clip->frames.frameAt(m_shownClipTime) : -1;
    m_scene.set("clipTime", m_shownClipTime);
    m_scene.set("clipLength", m_clip ? m_clip->length() : 0.0);
    m_scene.set("frameText", frame < 0 ? tr("no frames") : tr("frame %1 (of 0-%2)").arg(frame).arg(frames - 1));
    m_scene.set("hasKeys", m_clip && !m_clip->motion.isEmpty());
    m_scene.set("renderRate", m_clock->isPlaying() ? m_rate.rate() : 0.0);
    m_scene.set("skippedFrames", m_clock->skippedFrames());
    m_scene.set("playing", m_clock->isPlaying());
    m_scene.set("speed", m_clock->speed());
}

QImage PreviewWidget::grabFramebuffer() const
{
    return m_host->view()->grabWindow();
}

} // namespace inbetween
