#pragma once

#include <QWidget>

class QAction;
class QLabel;
class QToolBar;
class QVBoxLayout;

namespace inbetween {

class PreviewWidget;

// The small top-level window the 3D preview floats in (Playback > Float Preview): a preview of
// its own (FloatingPreview keeps it on the main window's clock and clip) and a strip of buttons
// (play, stop, slower, faster, zoom, stay on top, back into the main window). The playback actions given to it work from the keyboard here too (Space, Shift+Space,
// Ctrl+[ and Ctrl+]). Closing it is asked for (closeRequested), not done: the preview goes back
// into the main window.
class PreviewWindow : public QWidget
{
    Q_OBJECT

public:
    // `parent` is the main window: this window is a top-level of its own that goes with it.
    explicit PreviewWindow(QWidget *parent);

    // The window's own preview (object name "floatingPreview").
    PreviewWidget *preview() const { return m_preview; }

    // Buttons and keys: each action is shown on the strip, and its shortcut works here.
    void addButtons(const QList<QAction *> &actions);
    QToolBar *buttons() const { return m_buttons; }

    bool staysOnTop() const;
    void setStaysOnTop(bool on);

signals:
    void closeRequested();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void updateZoomLabel();

    QVBoxLayout *m_layout;
    QToolBar *m_buttons;
    QLabel *m_zoomLabel;
    PreviewWidget *m_preview;
};

} // namespace inbetween
