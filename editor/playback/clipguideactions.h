#pragma once

#include "timing/taptempo.h"

#include <QObject>

class QAction;

namespace inbetween {

class EditorSession;
class TimelineView;

// The Clips menu's guides (DESIGN.md, "Timing to voice and beat"): Add Marker at Playhead (M),
// Beat Grid... (BeatGridDialog) and Tap Tempo (Shift+T), each one undo step on the current clip
// (ClipGuideEdits).
//
// A marker goes at the playhead as I and O put the play range's ends (snapped to the fps grid or
// to whole ms as the timeline snaps), named M1, M2, ..., selected on the timeline, where its flag
// drags and a double-click renames it.
//
// Tap Tempo: while the clip plays, each Shift+T is stamped by the session's playback clock (the
// clock the sound follows) when the key comes, not at a repaint; from the fourth tap of a series
// on, the clip's beat grid is TapTempo's (the median interval, the first tap's downbeat) and each
// later tap refines it, the whole series one undo step. Fewer than four taps change nothing and
// the status bar says how many more; a pause of more than 2 s, stopping or another clip starts a
// new series. Not playing, Shift+T only says to play.
class ClipGuideActions : public QObject
{
    Q_OBJECT

public:
    ClipGuideActions(EditorSession *session, TimelineView *timeline, QWidget *window);

    // "addMarker", "beatGrid", "tapTempo", in that order.
    QList<QAction *> actions() const { return {m_addMarker, m_beatGrid, m_tapTempo}; }

private:
    void addMarker();
    void openBeatGrid();
    void tapTempo();
    void endSeries() { m_tempo.reset(); }

    EditorSession *m_session;
    TimelineView *m_timeline;
    QWidget *m_window;
    QAction *m_addMarker;
    QAction *m_beatGrid;
    QAction *m_tapTempo;
    TapTempo m_tempo;
    int m_seriesStep = -1; // the undo index before the series' step, -1 before its fourth tap
};

} // namespace inbetween
