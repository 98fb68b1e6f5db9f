#pragma once

#include <QList>
#include <QObject>
#include <QUrl>

class QAction;
class QComboBox;
class QMainWindow;
class QSplitter;
class QToolBar;
class QWidget;

namespace inbetween {

class CurvesPanel;
class FloatingPreview;
class LightTableActions;
class EditorSession;
class PlaybackClock;
class PlayRangeActions;
class PreviewWidget;
class SoundPlayer;
class TimelineView;

// The centre of the window: the 3D preview with its transport bar (top of the central splitter)
// and the draggable timeline (bottom), on the session's PlaybackClock. The session's playhead
// (EditorSession::currentTime) is the one time everything follows: the clock reports the clip
// time it shows, the timeline and the tables' playhead rows follow it, and a scrub anywhere seeks
// the clock. The clip's sound (SoundPlayer) plays on the same clock; a scrub plays a slice of it. Edits while playing refresh the loop without a restart.
class PlaybackArea : public QObject
{
    Q_OBJECT

public:
    // Puts the preview, the timeline and the curves into `centre` (the window's central splitter),
    // the spacing chart into a dock of `window` and the sound's state into its status bar.
    PlaybackArea(EditorSession *session, QSplitter *centre, QMainWindow *window);
    // Deletes the previews (the floating one too) and the timeline; the window deletes this before
    // the session, whose clock they follow.
    ~PlaybackArea() override;

    PlaybackClock *clock() const { return m_clock; }
    PreviewWidget *preview() const { return m_preview; }
    TimelineView *timeline() const { return m_timeline; }
    // Under the timeline, on its time axis: the curve view (its spacing chart is docked at the
    // foot of the right column, "spacingDock").
    CurvesPanel *curves() const { return m_curves; }
    // The current clip's sound, played on the clock.
    SoundPlayer *sound() const { return m_sound; }
    QToolBar *transportBar() const { return m_transport; }
    // Playback > Float Preview: the preview in a window of its own.
    FloatingPreview *floating() const { return m_floating; }
    // Playback > Onion Skin, Playback > Light Table and the preview bar's Onion popover.
    LightTableActions *lightTable() const { return m_lightTable; }
    // "playPause", "stop", "faster", "slower", "overlay", "compare", "fitTimeline", "snapToFrames",
    // "showCurves", "setInPoint", "setOutPoint", "clearPlayRange", "onionSkin", "lightTable",
    // "floatPreview", "previewOnTop"
    QList<QAction *> actions() const { return m_actions; }
    QAction *action(const QString &name) const;

signals:
    // Local files dropped on a preview (the window's or the floating one).
    void filesDropped(const QList<QUrl> &urls);

private:
    void createActions();
    void createTransportBar();
    void dockSpacingChart();
    void connectDocument();
    void connectPlayhead();
    void updatePlayState();
    void setSpeedIndex(int index);
    void showCurrentClip();
    // `call` on the main window's preview and on the floating window's, once there is one.
    template <typename Call>
    void forEachPreview(Call call);

    EditorSession *m_session;
    QMainWindow *m_window;
    PlaybackClock *m_clock;
    QWidget *m_centre = nullptr; // the preview and the transport bar, in the central splitter
    PreviewWidget *m_preview;
    TimelineView *m_timeline;
    CurvesPanel *m_curves;
    SoundPlayer *m_sound;
    QToolBar *m_transport = nullptr;
    QComboBox *m_speed = nullptr;
    QList<QAction *> m_actions;
    PlayRangeActions *m_rangeActions = nullptr;
    FloatingPreview *m_floating = nullptr;
    LightTableActions *m_lightTable = nullptr;
};

} // namespace inbetween
