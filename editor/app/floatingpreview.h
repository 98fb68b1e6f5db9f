#pragma once

#include "previewwindow.h"

#include <QObject>
#include <QPointer>

class QAction;
class QBoxLayout;
class QLabel;
class QWidget;

namespace inbetween {

class PreviewWidget;

// Playback > Float Preview (and the Float button on the transport bar): moves the 3D preview out
// of the main window into a small top-level window (PreviewWindow) that can stay on top of other
// programs, so the loop plays beside a drawing program. It is the same preview on the same clock
// as the timeline, so it keeps playing the current clip through the move. The window remembers
// its geometry, its zoom and whether it stays on top (QSettings, "floatingPreview/..."); closing
// it puts the preview back where it was, at the zoom it had there.
//
// The preview's scene is a QQuickView in a window container; moving the container to another
// top-level reparents the view's native window, which Qt 6.4 does on xcb and on offscreen
// (tst_floatingpreview renders in both places on both).
class FloatingPreview : public QObject
{
    Q_OBJECT

public:
    // `home` is the layout the preview sits in (at `homeIndex`) inside `window`; `keys` are the
    // playback actions whose shortcuts work in the floating window too.
    FloatingPreview(PreviewWidget *preview, QBoxLayout *home, QWidget *window, const QList<QAction *> &keys);
    ~FloatingPreview() override;

    bool isFloating() const { return m_floating; }
    PreviewWindow *previewWindow() const { return m_window; } // nullptr until first floated
    QAction *floatAction() const { return m_floatAction; }
    QAction *stayOnTopAction() const { return m_onTopAction; }
    QAction *zoomInAction() const { return m_zoomIn; }
    QAction *zoomOutAction() const { return m_zoomOut; }

public slots:
    void setFloating(bool floating);

signals:
    void floatingChanged(bool floating);

private:
    void createWindow();
    void saveWindowSettings() const;

    PreviewWidget *m_preview;
    QBoxLayout *m_home;
    QWidget *m_mainWindow;
    QList<QAction *> m_keys;
    QPointer<PreviewWindow> m_window;
    QLabel *m_placeholder = nullptr; // where the preview was, while it floats
    QAction *m_floatAction;
    QAction *m_onTopAction;
    QAction *m_zoomIn;
    QAction *m_zoomOut;
    bool m_floating = false;
    double m_homeZoom = 1.0;
};

} // namespace inbetween
