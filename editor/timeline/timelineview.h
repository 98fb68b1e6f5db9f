#pragma once

#include "document/listkind.h"
#include "timeline/sortedevents.h"
#include "timeline/tapmarks.h"
#include "timeline/tickmarks.h"
#include "timeline/timeaxis.h"
#include "timeline/timelinegestures.h"
#include "timeline/timelinekeys.h"
#include "timeline/timelinelayout.h"
#include "timeline/timelinepainter.h"
#include "timeline/timelineselections.h"
#include "timeline/timelinestatus.h"
#include "timeline/timelinezoom.h"
#include "timeline/markerrenamer.h"

#include <QAbstractScrollArea>
#include <QSet>
#include <optional>

class QAction;
class QItemSelectionModel;

namespace inbetween {

class Document;
class EventTableModel;
class FrameTableModel;
class KeyframeTableModel;
class WaveformCache;

// The draggable timeline: a time ruler, the frames as blocks as wide as their durations, the
// keyframes with their easing, the events, and the playhead. It reads the document's data and
// the three table models, reacts only to their signals and to the three selection models it
// shares with the tables, and edits only through undo commands (a drag is one undo step).
//
// For the window: place it in the central splitter; connect setPlayheadTime() to the playback
// clock, playheadScrubbed() and playPauseRequested() back to it, statusMessage() to the status
// bar; put the zoom and snap actions in a menu or toolbar.
//
// The view holds the models, the selections, the playhead and the status, and passes its events
// on to its parts: TimelineZoom (zoom and scroll, given the time axis, the scroll bar and the
// viewport), and TimelineGestures (the mouse), TimelineKeys (the keys) and TimelinePainter (the
// painting), each given the document, the selections and the time axis, and the view itself
// only as that part's Host: the few things the part asks of it, which the view implements.
class TimelineView : public QAbstractScrollArea,
                     private TimelineGestures::Host,
                     private TimelineKeys::Host,
                     private TimelinePainter::Host
{
    Q_OBJECT

public:
    TimelineView(Document *document, FrameTableModel *frames, KeyframeTableModel *keyframes, EventTableModel *events,
                 QItemSelectionModel *frameSelection, QItemSelectionModel *keyframeSelection,
                 QItemSelectionModel *eventSelection, QWidget *parent = nullptr);

    double playheadTime() const override { return m_playhead; }
    double msPerPixel() const { return m_axis.msPerPixel(); }
    // Sets the zoom keeping the left edge's time.
    void setMsPerPixel(double msPerPixel) { m_zoom.setMsPerPixel(msPerPixel); }
    bool snapToFrames() const;
    void setSnapToFrames(bool on);
    SnapPolicy snapPolicy() const override;

    QAction *fitToWindowAction() const { return m_fitAction; }
    QAction *zoomInAction() const { return m_zoomInAction; }
    QAction *zoomOutAction() const { return m_zoomOutAction; }
    QAction *snapToFramesAction() const { return m_snapAction; }

    // Viewport coordinates of the time axis and of the rows (for tests and the window).
    const TimeAxis &axis() const { return m_axis; }
    // The rows, with a lane per box the project declares.
    TimelineLayout rowLayout() const override;
    TimelineHit hitAt(QPoint viewportPos) const override;
    // "150 ms, 9 f" while a drag is on; empty otherwise.
    QString dragLabel() const { return m_gestures.label(); }
    TimelineStatus status() const { return m_status; }
    // The text statusMessage() last sent, for a status bar connected after it was sent.
    QString statusText() const;
    FrameRowPainter::Stats lastFrameRowStats() const { return m_painter.lastFrameRowStats(); }
    BoxLanePainter::Stats lastBoxLaneStats() const { return m_painter.lastBoxLaneStats(); }
    GuidePainter::Stats lastGuideStats() const { return m_painter.lastGuideStats(); }
    // The marker selected on the ruler (Delete removes it), -1 when none; selectMarker(-1)
    // selects none.
    int selectedMarker() const { return m_selections.marker(); }
    void selectMarker(int index);
    // Opens the field that renames marker `index` over its flag (a double-click on the flag).
    void renameMarker(int index);
    MarkerRenamer *markerRenamer() const { return m_renamer; }
    SoundLanePainter::Stats lastSoundLaneStats() const { return m_painter.lastSoundLaneStats(); }
    // Playback > Game Tick: the frames whose holds a game's tick rate shows for another time.
    TickMarks *tickMarks() const override { return m_tickMarks; }
    // Frames > Tap Timing: the marks of a take as they come.
    TapMarks *tapMarks() const override { return m_tapMarks; }
    // The waveforms of the clips' sounds (decoded off this thread, each file once).
    WaveformCache *waveforms() const { return m_waveforms; }
    // The current clip's sound file, absolute; empty without one.
    QString soundPath() const;
    // While selected blocks are dragged: the frame they would go before (count() for the end);
    // -1 otherwise.
    int frameMoveTarget() const
    {
        return m_gestures.frameMove().isActive() ? m_gestures.frameMove().target() : -1;
    }

    // The play range as drawn: the one being dragged, else the clip's (cut to its length).
    std::optional<PlayRange> shownPlayRange() const override;
    // Frame images (as the frames name them) whose files are missing or unreadable: their
    // blocks are marked red.
    void setImageProblems(const QSet<QString> &images);
    QSet<QString> imageProblems() const override { return m_imageProblems; }

    // Paints the exposed part of the timeline as the viewport shows it (the benchmark paints
    // into a QImage this way).
    void paintTimeline(QPainter &painter, const QRect &exposed);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

public slots:
    // A clip time from the playback clock; a time outside [0, length] is mapped by the loop
    // mode. Scrolls to keep the playhead in view unless the user is dragging.
    void setPlayheadTime(double ms);
    void fitToWindow() { m_zoom.fitToWindow(); }
    void zoomIn() { m_zoom.zoomIn(m_playhead); }
    void zoomOut() { m_zoom.zoomOut(m_playhead); }
    // Shows clip times [from, to] across the viewport (the curve view's F and A).
    void showTimeRange(double from, double to) { m_zoom.showTimeRange(from, to); }
    // Zooms by `factor` keeping clip time `ms` where it is (the curve view's Ctrl+wheel).
    void zoomAroundTime(double factor, double ms) { m_zoom.zoomBy(factor, m_axis.xForTime(ms)); }

signals:
    // The user moved the playhead (ruler click, playhead drag, Left/Right/Home/End).
    void playheadScrubbed(double ms);
    void playPauseRequested();
    void statusChanged(const inbetween::TimelineStatus &status);
    void statusMessage(const QString &message);
    // The zoom or the scroll changed (the curve view shares the time axis).
    void axisChanged();
    // The playhead moved to this clip time (by the clock, a scrub or the keyboard).
    void playheadChanged(double ms);

protected:
    bool event(QEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;
    void showEvent(QShowEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

private:
    // The parts' Hosts (the public accessors above serve them too).
    const SortedEvents &sortedEvents() const override;
    DurationFormat durationFormat() const override;
    // The playhead moved by the user (a scrub, a key): kept inside the clip, and told.
    void scrubPlayhead(double ms) override;
    int viewportWidth() const override { return viewport()->width(); }
    QSize viewportSize() const override { return viewport()->size(); }
    void updateViewport() override { viewport()->update(); }
    void setViewportCursor(Qt::CursorShape shape) override { viewport()->setCursor(shape); }
    bool scrollBy(int pixels) override;
    void hoverChanged() override { updateStatus(); }
    void requestPlayPause() override { emit playPauseRequested(); }
    bool isDragging() const override { return m_gestures.isDragging(); }
    bool cancelDrag() override { return m_gestures.cancel(); }
    QImage thumbnail(int row) const override;
    WaveformCache::Entry soundWaveform() const override;

    void connectModel(QAbstractItemModel *model, ListKind kind);
    // The clip changed: a marker selected that is gone is no longer selected.
    void checkMarkerSelection(bool clipSwitched);
    void onModelChanged(ListKind kind);
    void updateStatus();
    QString toolTipAt(QPoint pos) const;
    TimelineSelection &selectionOf(ListKind kind) { return m_selections.of(kind); }
    const TimelineSelection &selectionOf(ListKind kind) const { return m_selections.of(kind); }

    Document *m_document;
    FrameTableModel *m_frameModel;
    KeyframeTableModel *m_keyframeModel;
    EventTableModel *m_eventModel;
    TimelineSelections m_selections;

    TimeAxis m_axis;
    WaveformCache *m_waveforms;
    TimelineZoom m_zoom;
    TimelineGestures m_gestures; // before the painter, which shows what they do
    TimelineKeys m_keys;
    TimelinePainter m_painter;
    QSet<QString> m_imageProblems;
    TickMarks *m_tickMarks;
    TapMarks *m_tapMarks;
    MarkerRenamer *m_renamer;
    mutable SortedEvents m_sortedEvents;
    mutable bool m_sortedEventsDirty = true;
    double m_playhead = 0.0;
    TimelineStatus m_status;

    QAction *m_fitAction;
    QAction *m_zoomInAction;
    QAction *m_zoomOutAction;
    QAction *m_snapAction;
};

} // namespace inbetween
