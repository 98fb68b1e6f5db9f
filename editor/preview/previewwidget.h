#pragma once

#include "framedata.h"
#include "media/framepicture.h"
#include "preview/frameimageurls.h"
#include "preview/frameplacement.h"
#include "preview/frametextures.h"
#include "preview/lighttablesettings.h"
#include "preview/onionlayers.h"
#include "preview/previewframing.h"
#include "preview/renderratemeter.h"
#include "preview/scenehost.h"
#include "preview/scenelayout.h"
#include "preview/scenewriter.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QRectF>
#include <QStringList>
#include <QUrl>
#include <QWidget>

class QAction;
class QQuickItem;
class QQuickView;
class QTimer;

namespace inbetween {

class FrameDataItem;
class PlaybackClock;
class Clip;
struct Frame;
class ImageLibrary;
struct Crossing;

// The Qt Quick 3D preview of a clip: the interpolated square in a View3D, following a
// PlaybackClock. While the clock plays, every rendered frame advances the clock once, shows the
// pose at the new clip time and flashes the events crossed since the previous render. QML and
// scene-graph errors replace the view with a visible message; while the view cannot render
// (an error, the view hidden or without area, or no frame for a quarter second) a timer
// advances the clock so playback still goes on.
//
// The scene is a QQuickView in a window container, not a QQuickWidget: it renders into its own
// surface (a QQuickWidget makes the whole top-level window compose through OpenGL, every
// timeline repaint included), and it renders on the offscreen platform, where Qt 6.4 gives a
// QQuickWidget no RHI.
//
// The clip is not owned. After an edit call clipChanged(): the path, camera and current
// pose are refreshed and playback goes on. Call prepareSurfaceFormat() in main() right after
// constructing the QApplication, before any window exists.
//
// The view, its error page and the loading of the scene are SceneHost's; this widget decides
// what the scene shows and when (through SceneWriter), following the clock.
class PreviewWidget : public QWidget
{
    Q_OBJECT
public:
    explicit PreviewWidget(QWidget *parent = nullptr);
    // Loads another scene in place of the bundled one (for tests of error reporting).
    PreviewWidget(const QUrl &scene, QWidget *parent = nullptr);
    static QUrl defaultScene();
    ~PreviewWidget() override;

    // Sets QQuick3D::idealSurfaceFormat() as the default format and, on the offscreen platform
    // when OpenGL works there (GLX with an X display), asks Qt Quick for its RHI scene graph,
    // which that platform would otherwise not pick. Call it right after the QApplication is
    // constructed (the probe needs it) and before the first window is created.
    static void prepareSurfaceFormat();

    // `folder` is the project file's folder: frame images are relative to it.
    void setClip(const Clip *clip, const QString &folder = QString());
    // The clip only, for a preview that follows another one's clock: call it before the other
    // preview's setClip(), which hands the clip to the clock (whose signal then reaches this
    // preview with its clip already replaced, never the one an edit of the clip list freed).
    void setClipBesideClock(const Clip *clip, const QString &folder = QString());
    void setProjectFolder(const QString &folder);
    const Clip *clip() const { return m_clip; }
    QString projectFolder() const { return m_images.folder(); }

    // Follows `clock` (not owned; nullptr goes back to the widget's own clock).
    void setClock(PlaybackClock *clock);
    PlaybackClock *clock() const { return m_clock; }

    // Frame pictures come from `library` (not owned; the window's, which watches the project's
    // files), nullptr: from a library of the widget's own, which decodes and watches the images
    // it is asked to show. Either way a file changed on disk shows at the next render after its
    // decode, and a missing or broken one keeps its last picture, marked.
    void setImageLibrary(ImageLibrary *library);
    ImageLibrary *imageLibrary() const { return m_textures.library(); }
    // What is wrong with the shown frame's file ("" when nothing is).
    QString imageProblem() const { return m_imageProblem; }

    // Magnification on top of the framing that fits the path (1 = fitted); Ctrl+wheel on the
    // view changes it. Clamped to [0.1, 20].
    double zoom() const { return m_zoom; }
    void setZoom(double zoom);
    // The light table: onion skin, background, pixel-perfect zoom, filtering, flip.
    const LightTableSettings &lightTable() const { return m_lightTable; }
    void setLightTable(const LightTableSettings &settings);
    // Whether the onion skin (or the pinned frame) shows now: asked for, and not playing unless
    // asked to while playing.
    bool isOnionShown() const;
    // The background now drawn: 0 the plain colour, 1 the checkerboard, 2 the image.
    int backgroundShown() const;
    // The current frame's opacity while onion frames show behind an opaque picture.
    static constexpr double paperOpacity = 0.6;
    // Whether a picture of the clip decoded so far has a pixel that is not opaque.
    bool clipHasTransparency() const { return m_transparent; }
    bool isOverlayVisible() const { return m_overlay; }
    bool isRenderStatisticsVisible() const { return m_statistics; }
    bool isCompareVisible() const { return m_compare; }
    // Checkable actions for a tool bar, kept in step with the setters.
    QAction *overlayAction() const { return m_overlayAction; }
    QAction *compareAction() const { return m_compareAction; }
    // "Show Render Statistics": the render rate and the frames shown for no render, in the overlay.
    QAction *renderStatisticsAction() const { return m_statisticsAction; }

    // True once the scene loaded and no error was reported.
    bool isSceneReady() const;
    // Errors shown in place of the view (QML load errors, scene-graph errors).
    QStringList errors() const { return m_host->errors(); }
    double renderRate() const { return m_rate.rate(); }
    int renderCount() const { return m_renders; }
    double shownClipTime() const { return m_shownClipTime; }

    // The camera's framing (PreviewFraming): view pixels per scene unit (a unit is a picture
    // pixel), the bounds of the motion it frames and the scene point at the view's centre;
    // sceneToView maps a scene point to view pixel coordinates.
    double pixelsPerUnit() const { return m_framing.pixelsPerUnit(); }
    QRectF framedBounds() const { return m_framing.bounds(); }
    QPointF viewCentre() const { return m_framing.centre(); }
    QPointF sceneToView(double x, double y) const { return m_framing.sceneToView(x, y); }
    // The largest picture of the clip in pixels (a frame without one counts as
    // SceneLayout::plainSide square): the quad the motion's bounds are worked out for.
    QSizeF clipExtent() const { return m_extent; }
    // Moves the view by `delta` view pixels (a middle-button drag does); frameMotion() takes the
    // pan back, or centres the sprite where a fixed Pixel Zoom cannot show the whole motion.
    void panBy(const QPointF &delta);
    void frameMotion();
    // "Frame Motion" (F while the preview has the keys), for a menu.
    QAction *frameAction() const { return m_frameAction; }

    // The frame data over the picture (DESIGN.md, "Frame data for games"; previewframedata.cpp):
    // the current frame's pivot, boxes and points, each kind shown as the light table says. The
    // declared boxes give each box its kind's colour. The pivot shows on a frame with data, or
    // while `editing` (the Boxes tool is on), which also marks box `selected` with handles.
    void setBoxDeclarations(const QList<BoxDeclaration> &boxes);
    const QList<BoxDeclaration> &boxDeclarations() const { return m_boxes; }
    // The project's mouth chart (DESIGN.md, "Timing to voice and beat"): a mouth frame without an
    // image of its own shows its shape's picture; a shape the chart lacks shows as the plain
    // square labelled with the shape, and a note at the bottom (FramePicture, previewpictures.cpp).
    void setMouthChart(const MouthChart &chart);
    const MouthChart &mouthChart() const { return m_mouths; }
    void setFrameDataEditing(bool editing, const QString &selected = QString());
    // The frame shown now (-1: none) and where its picture stands in the scene: what the Boxes
    // tool maps the mouse through (with viewToScene).
    int shownFrame() const;
    FramePlacement shownPlacement() const;
    QPointF viewToScene(const QPointF &view) const { return m_framing.viewToScene(view); }
    // During a Boxes tool gesture: frame `frame` drawn with `data` (relative to its pivot as it
    // is), the pivot cross at `pivotMark` from that pivot; frame -1 ends it.
    void setFrameDataPreview(int frame, const FrameData &data = FrameData(), const QPointF &pivotMark = QPointF());

    QQuickView *quickView() const { return m_host->view(); }
    // Renders the current scene and reads it back (QQuickWindow::grabWindow).
    QImage grabFramebuffer() const;

public slots:
    void clipChanged();
    void setOverlayVisible(bool visible);
    void setCompareVisible(bool visible);
    void setRenderStatisticsVisible(bool visible);

signals:
    void lightTableChanged(const inbetween::LightTableSettings &settings);
    void renderStatisticsVisibleChanged(bool visible);
    // The clip time now shown (after every render while playing, and after a seek or step).
    void playheadChanged(double clipTime);
    // Once per event occurrence crossed while playing.
    void eventFlashed(const QString &name, double playbackTime);
    void overlayVisibleChanged(bool visible);
    void zoomChanged(double zoom);
    void compareVisibleChanged(bool visible);
    void errorOccurred(const QString &message);
    void boxDeclarationsChanged(const QList<inbetween::BoxDeclaration> &boxes);
    void mouthChartChanged(const inbetween::MouthChart &chart);
    // Files dropped on the scene (the view is a window of its own, so the drop does not reach
    // the widgets around it).
    void filesDropped(const QList<QUrl> &urls);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    // The scene loaded: what it shows is set up.
    void onSceneReady(QQuickItem *root);
    double wallMs() const { return double(m_wall.nsecsElapsed()) / 1.0e6; }
    void onFrameStarting();
    void onTick();
    void onClockStateChanged();
    void onCrossed(const QList<Crossing> &crossings);
    void showClipTime(double clipTime);
    QString problemOf(const QString &image, const QString &path) const;
    void setImageProblem(const QString &problem);
    PlaybackClock *ownClock();
    void follow(PlaybackClock *clock);
    void followedClockDestroyed();
    void refreshLayout();
    // A middle-button press, move or release on the view: pans. True when it took the event.
    bool panEvent(QEvent *event);
    // The clip (new or changed) to the clock, which shows its pose at the clip time.
    void tellClock();
    void refreshFraming();
    void refreshOverlay();
    void refreshOnion();
    void refreshBackground();
    // What a frame shows: its own picture or its mouth shape's from the chart (FramePicture).
    FramePicture pictureOf(const Frame &frame) const { return FramePicture::of(frame, m_mouths); }
    // A frame's picture in pixels: its region, else its decoded image; a plain square without
    // one (or while it is not decoded yet).
    QSizeF pictureSize(const Frame *frame) const;
    QSizeF largestPicture() const;
    void findTransparency();
    void refreshFrameData();

    SceneHost *m_host = nullptr; // deleted first, in the destructor
    QTimer *m_ticker = nullptr;  // advances the clock while the view cannot render
    QAction *m_overlayAction = nullptr;
    QAction *m_compareAction = nullptr;
    QAction *m_statisticsAction = nullptr;
    QAction *m_frameAction = nullptr;
    SceneWriter m_scene;

    const Clip *m_clip = nullptr;
    PlaybackClock *m_ownClock = nullptr;
    PlaybackClock *m_clock = nullptr;
    FrameImageUrls m_images;
    ImageLibrary *m_ownLibrary = nullptr;
    FrameTextures m_textures;
    QString m_imageProblem;
    double m_zoom = 1.0;

    bool m_overlay = true;
    bool m_compare = false;
    bool m_statistics = false;
    LightTableSettings m_lightTable;
    OnionLayers m_onion;
    bool m_transparent = false;
    double m_paperOpacity = 1.0;
    double m_shownClipTime = 0.0;
    PreviewFraming m_framing;
    QSizeF m_extent = SceneLayout::plainSize(); // largestPicture() the bounds were made for
    QPointF m_panFrom;                          // the last point of a middle-button drag
    bool m_panning = false;
    RenderRateMeter m_rate;
    QElapsedTimer m_wall;
    int m_renders = 0;
    double m_lastOverlayUpdate = -1.0e9; // m_wall time of the last overlay figures
    double m_lastRender = 0.0;           // m_wall time of the last render
    QPointer<FrameDataItem> m_frameDataItem;
    QList<BoxDeclaration> m_boxes;
    MouthChart m_mouths;
    bool m_frameDataEditing = false;
    QString m_selectedBox;
    int m_dataPreviewFrame = -1; // the frame a gesture of the Boxes tool draws (setFrameDataPreview)
    FrameData m_dataPreview;
    QPointF m_pivotMark;
};

} // namespace inbetween
