#pragma once

#include "playback/previewwindow.h"

#include <QObject>
#include <QPointer>
#include <QUrl>

class QAction;
class QBoxLayout;
class QLabel;
class QWidget;

namespace inbetween {

class PreviewWidget;

// Playback > Float Preview (and the Float button on the transport bar): plays the 3D preview in a
// small top-level window (PreviewWindow) that can stay on top of other programs, so the loop plays
// beside a drawing program, and puts a placeholder where the main window's preview was. The
// window's preview follows the main window's: the same clock (so it plays on through the move and
// its playhead is the timeline's), clip, folder, image library, overlay and comparison. The
// window remembers its geometry, its zoom and whether it stays on top (QSettings,
// "floatingPreview/..."); closing it brings the main window's preview back, at its own zoom.
//
// Why a second preview and not the same one moved: the scene is a QQuickView in a window
// container, and moving the container into another top-level reparents the view's native window,
// after which Qt 6.4 on xcb shows it grey (it rendered on offscreen only). A view made in its own
// window renders everywhere; the main window's, hidden meanwhile, renders nothing.
class FloatingPreview : public QObject
{
    Q_OBJECT

public:
    // `docked` is the main window's preview, in the layout `home` inside `window`; `keys` are the
    // playback actions whose shortcuts work in the floating window too.
    FloatingPreview(PreviewWidget *docked, QBoxLayout *home, QWidget *window, const QList<QAction *> &keys);
    ~FloatingPreview() override;

    bool isFloating() const { return m_floating; }
    PreviewWindow *previewWindow() const { return m_window; } // nullptr until first floated
    // The floating window's preview (nullptr until first floated): give it what the docked one
    // gets (setClip, clipChanged, setProjectFolder).
    PreviewWidget *floatingView() const;
    // The preview the user sees: the floating one while floating, else the docked one.
    PreviewWidget *shownPreview() const;
    QAction *floatAction() const { return m_floatAction; }
    QAction *stayOnTopAction() const { return m_onTopAction; }
    QAction *zoomInAction() const { return m_zoomIn; }
    QAction *zoomOutAction() const { return m_zoomOut; }
    // "Copy as GIF": the shown clip as a GIF on the clipboard (GifClipboard).
    QAction *copyGifAction() const { return m_copyGif; }

public slots:
    void setFloating(bool floating);

signals:
    void floatingChanged(bool floating);
    // From the floating preview, as the docked one reports them.
    void filesDropped(const QList<QUrl> &urls);
    void errorOccurred(const QString &message);

private:
    void createWindow();
    void saveWindowSettings() const;

    PreviewWidget *m_docked;
    QBoxLayout *m_home;
    QWidget *m_mainWindow;
    QList<QAction *> m_keys;
    QPointer<PreviewWindow> m_window;
    QLabel *m_placeholder = nullptr; // where the preview was, while it floats
    QAction *m_floatAction;
    QAction *m_onTopAction;
    QAction *m_zoomIn;
    QAction *m_zoomOut;
    QAction *m_copyGif;
    bool m_floating = false;
};

} // namespace inbetween
