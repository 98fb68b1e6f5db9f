#include "previewwidget.h"

#include "imagelibrary.h"
#include "linegeometry.h"
#include "playbackclock.h"
#include "clip.h"
#include "scenelayout.h"

#include <QAction>
#include <QColor>
#include <QEvent>
#include <QGuiApplication>
#include <QIcon>
#include <QLabel>
#include <QQmlEngine>
#include <QQuickItem>
#include <QOpenGLContext>
#include <QQuickView>
#include <QQuickWindow>
#include <QStackedLayout>
#include <QQuick3DObject>
#include <QSurfaceFormat>
#include <QTimer>
#include <QUrl>
#include <QWheelEvent>
#include <QtQuick3D/qquick3d.h>
#include <algorithm>
#include <cmath>

namespace inbetween {

void PreviewWidget::prepareSurfaceFormat()
{
    // idealSurfaceFormat() probes OpenGL with a context of its own, so it needs the application.
    if (!QGuiApplication::instance()) {
        qWarning("PreviewWidget::prepareSurfaceFormat: construct the QApplication first");
        return;
    }
    QSurfaceFormat::setDefaultFormat(QQuick3D::idealSurfaceFormat());
    // Qt 6.4's offscreen platform says it has no RHI-based rendering, so Qt Quick would fall
    // back to its software scene graph, which draws no 3D; with GLX (an X display) OpenGL works
    // there once asked for. Without OpenGL the software fallback at least shows the overlay.
    // (A backend named in the environment is the user's choice and stays.)
    if (QGuiApplication::platformName() == QLatin1String("offscreen") && qEnvironmentVariableIsEmpty("QT_QUICK_BACKEND")
        && qEnvironmentVariableIsEmpty("QMLSCENE_DEVICE")) {
        QOpenGLContext probe;
        if (probe.create())
            QQuickWindow::setSceneGraphBackend(QStringLiteral("rhi"));
    }
}

QUrl PreviewWidget::defaultScene()
{
    return QUrl(QStringLiteral("qrc:/qt/qml/Inbetween/Preview/PreviewScene.qml"));
}

PreviewWidget::PreviewWidget(QWidget *parent) : PreviewWidget(defaultScene(), parent) {}

PreviewWidget::PreviewWidget(const QUrl &scene, QWidget *parent) : QWidget(parent)
{
    LineGeometry::registerType();
    m_wall.start();

    m_view = new QQuickView;
    m_view->setResizeMode(QQuickView::SizeRootObjectToView);
    // The View3D draws in Underlay mode, straight onto the window's clear colour (see
    // PreviewScene.qml), so the background is this colour, not the scene environment's.
    m_view->setColor(QColor(0x1d, 0x20, 0x26));
    // The preview takes no keys: Space and the other shortcuts stay with the editor.
    m_view->setFlag(Qt::WindowDoesNotAcceptFocus);
    m_view->engine()->addImportPath(QStringLiteral("qrc:/qt/qml"));
    m_container = QWidget::createWindowContainer(m_view, this); // owns the view from here
    m_container->setObjectName(QStringLiteral("previewView"));
    m_container->setMinimumSize(160, 120);
    m_container->setFocusPolicy(Qt::NoFocus);
    m_container->installEventFilter(this);
    m_view->installEventFilter(this); // Ctrl+wheel zooms

    m_ownLibrary = new ImageLibrary(this);
    m_textures.setLibrary(m_ownLibrary);
    // A new picture of a file, or a file gone missing or back: show the frame again.
    connect(&m_textures, &FrameTextures::changed, this, [this] {
        if (m_clip)
            showClipTime(m_shownClipTime);
    });

    m_ticker = new QTimer(this);
    m_ticker->setInterval(16);
    connect(m_ticker, &QTimer::timeout, this, &PreviewWidget::onTick);

    m_errorLabel = new QLabel(this);
    m_errorLabel->setObjectName(QStringLiteral("previewError"));
    m_errorLabel->setWordWrap(true);
    m_errorLabel->setAlignment(Qt::AlignCenter);
    m_errorLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_errorLabel->setStyleSheet(QStringLiteral("QLabel { color: #ff8080; background: #2a1e1e; padding: 12px; }"));

    m_stack = new QStackedLayout(this);
    m_stack->setContentsMargins(0, 0, 0, 0);
    m_blank = new QWidget(this);
    m_stack->addWidget(m_container);
    m_stack->addWidget(m_errorLabel);
    m_stack->addWidget(m_blank);

    m_overlayAction = new QAction(tr("Overlay"), this);
    m_overlayAction->setIcon(QIcon(QStringLiteral(":/icons/preview-overlay.png")));
    m_overlayAction->setCheckable(true);
    m_overlayAction->setChecked(m_overlay);
    m_overlayAction->setToolTip(tr("Show clip time, frame, render rate, skipped frames, events and the onion skin"));
    connect(m_overlayAction, &QAction::toggled, this, &PreviewWidget::setOverlayVisible);
    m_compareAction = new QAction(tr("Compare matrix blend"), this);
    m_compareAction->setIcon(QIcon(QStringLiteral(":/icons/preview-compare.png")));
    m_compareAction->setCheckable(true);
    m_compareAction->setToolTip(tr("Also outline the pose a component-wise matrix blend would give"));
    connect(m_compareAction, &QAction::toggled, this, &PreviewWidget::setCompareVisible);

    connect(m_view, &QQuickView::statusChanged, this, &PreviewWidget::onStatusChanged);
    connect(m_view, &QQuickWindow::sceneGraphError, this,
            [this](QQuickWindow::SceneGraphError, const QString &message) { showError(tr("Scene graph error: %1").arg(message)); });
    connect(m_view->engine(), &QQmlEngine::warnings, this, [this](const QList<QQmlError> &warnings) {
        for (const QQmlError &w : warnings)
            qWarning("preview QML: %s", qPrintable(w.toString()));
    });
    // Called on the GUI thread before each frame's sync: the one place a render advances the clock.
    connect(m_view, &QQuickWindow::afterAnimating, this, &PreviewWidget::onFrameStarting);

    setClock(nullptr);
    m_view->setSource(scene);
}

PreviewWidget::~PreviewWidget()
{
    // The view goes first, while this object is still whole: QWidget's destructor would delete
    // it after ours has run, and a signal from it then would reach a half-destroyed receiver.
    disconnect(m_view, nullptr, this, nullptr);
    disconnect(m_view->engine(), nullptr, this, nullptr);
    if (m_clock)
        disconnect(m_clock, nullptr, this, nullptr);
    delete m_container;
}

void PreviewWidget::onStatusChanged()
{
    if (m_view->status() == QQuickView::Error) {
        QStringList lines;
        for (const QQmlError &e : m_view->errors())
            lines << e.toString();
        showError(tr("The preview scene failed to load:\n%1").arg(lines.join(QLatin1Char('\n'))));
        return;
    }
    if (m_view->status() != QQuickView::Ready)
        return;
    QQuickItem *root = m_view->rootObject();
    if (!root) {
        showError(tr("The preview scene has no root item."));
        return;
    }
    if (root->metaObject()->indexOfSignal("filesDropped(QVariant)") >= 0)
        connect(root, SIGNAL(filesDropped(QVariant)), this, SLOT(onFilesDropped(QVariant)));
    m_scene.attach(root);
    m_textures.setSceneParent(root->findChild<QQuick3DObject *>(QStringLiteral("square")));
    refreshLayout();
    m_scene.set("overlayVisible", m_overlay);
    m_scene.set("compareVisible", m_compare);
    m_scene.set("imageProblem", m_imageProblem);
    showClipTime(m_clock->clipTime());
}

void PreviewWidget::showError(const QString &message)
{
    m_errors << message;
    qWarning("preview: %s", qPrintable(message));
    m_errorLabel->setText(m_errors.join(QStringLiteral("\n\n")));
    updatePage();
    emit errorOccurred(message);
}

void PreviewWidget::updatePage()
{
    // A view squeezed to no area (a splitter dragged shut) is hidden rather than left with a
    // window of no size: it then renders nothing, and the timer advances the clock.
    if (!m_errors.isEmpty())
        m_stack->setCurrentWidget(m_errorLabel);
    else if (width() <= 0 || height() <= 0)
        m_stack->setCurrentWidget(m_blank);
    else
        m_stack->setCurrentWidget(m_container);
}

void PreviewWidget::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    updatePage();
}

bool PreviewWidget::isSceneReady() const
{
    return m_scene.isAttached() && m_errors.isEmpty();
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
        m_view->update(); // starts the render loop, see onFrameStarting
        m_ticker->start();
    } else {
        m_ticker->stop();
    }
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
    m_view->update();
}

void PreviewWidget::onTick()
{
    // A hidden or failed view renders nothing, and a shown one may stall; then nothing would
    // advance the clock and the timeline and tables would stop. The clock follows wall time, so
    // these advances keep it on time. (Below 4 renders a second they also stand in for renders
    // in the count of frames shown for none.)
    constexpr double stallMs = 250.0;
    if (m_clock->isPlaying() && (!m_view->isExposed() || !m_errors.isEmpty() || wallMs() - m_lastRender > stallMs))
        m_clock->advance();
}

void PreviewWidget::onFilesDropped(const QVariant &urls)
{
    QList<QUrl> list;
    for (const QVariant &u : urls.toList())
        list.append(u.toUrl());
    if (!list.isEmpty())
        emit filesDropped(list);
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
        const QString path = frame ? m_images.pathOf(frame->image) : QString();
        QQuick3DTextureData *texture = m_textures.textureOf(path);
        // The region in the picture as decoded (a file saved again may have another size).
        const ImageLibrary *library = m_textures.library();
        const QSize size = texture ? library->picture(path).fileSize : QSize();
        const QRectF region = !frame ? QRectF(0, 0, 1, 1)
                              : texture ? FrameImageUrls::textureRegion(size, frame->region)
                                        : m_images.textureRegion(frame->image, frame->region);
        m_scene.showPose(*m_clip, clipTime, texture, region, m_compare);
        setImageProblem(frame ? problemOf(frame->image, path) : QString());
    } else {
        m_scene.showNoFrame();
        setImageProblem(QString());
    }
    refreshOverlay();
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
    m_scene.set("renderRate", m_clock->isPlaying() ? m_rate.rate() : 0.0);
    m_scene.set("skippedFrames", m_clock->skippedFrames());
    m_scene.set("playing", m_clock->isPlaying());
    m_scene.set("speed", m_clock->speed());
}

void PreviewWidget::refreshLayout()
{
    if (m_clip)
        m_bounds = SceneLayout::pathBounds(*m_clip);
    m_scene.showTrail(m_clip);
    refreshFraming();
}

void PreviewWidget::refreshFraming()
{
    const QSizeF size = m_container->size();
    if (size.isEmpty() || m_bounds.isEmpty())
        return;
    m_pixelsPerUnit = m_zoom * std::min(size.width() / m_bounds.width(), size.height() / m_bounds.height());
    m_scene.showFraming(size, m_bounds, m_pixelsPerUnit);
}

QPointF PreviewWidget::sceneToView(double x, double y) const
{
    const QPointF c = m_bounds.center();
    return QPointF(m_container->width() / 2.0 + (x - c.x()) * m_pixelsPerUnit,
                   m_container->height() / 2.0 - (y - c.y()) * m_pixelsPerUnit);
}

QImage PreviewWidget::grabFramebuffer() const
{
    return m_view->grabWindow();
}

bool PreviewWidget::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_container && event->type() == QEvent::Resize)
        refreshFraming();
    if (watched == m_view && event->type() == QEvent::Wheel) {
        auto *wheel = static_cast<QWheelEvent *>(event);
        if (wheel->modifiers() & Qt::ControlModifier) {
            setZoom(m_zoom * std::pow(1.0015, wheel->angleDelta().y()));
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace inbetween
