#include "playback/clipguideactions.h"

#include "document/clipguideedits.h"
#include "document/document.h"
#include "document/playrangeedits.h"
#include "document/undoseries.h"
#include "itemmodels/numbertext.h"
#include "playback/beatgriddialog.h"
#include "playback/playbackclock.h"
#include "session/editorsession.h"
#include "timeline/timelineview.h"

#include <QAction>

namespace inbetween {

ClipGuideActions::ClipGuideActions(EditorSession *session, TimelineView *timeline, QWidget *window)
    : QObject(window), m_session(session), m_timeline(timeline), m_window(window)
{
    const auto make = [window](const QString &name, const QString &text, const QKeySequence &key, const QString &tip) {
        auto *a = new QAction(text, window);
        a->setObjectName(name);
        a->setShortcut(key);
        a->setStatusTip(tip);
        window->addAction(a); // the keys work with the menu bar hidden too
        return a;
    };
    m_addMarker = make(QStringLiteral("addMarker"), tr("Add &Marker at Playhead"), QKeySequence(Qt::Key_M),
                       tr("A named time on the timeline that drags snap to: drag its flag, double-click to rename"));
    m_beatGrid = make(QStringLiteral("beatGrid"), tr("&Beat Grid..."), QKeySequence(),
                      tr("The clip's tempo and downbeat: the timeline draws beats and bars and drags snap to them"));
    m_tapTempo = make(QStringLiteral("tapTempo"), tr("&Tap Tempo"), QKeySequence(Qt::SHIFT | Qt::Key_T),
                      tr("While the clip plays, tap Shift+T on four beats or more: they set the beat grid"));
    m_tapTempo->setAutoRepeat(false); // a key held down is one tap
    connect(m_addMarker, &QAction::triggered, this, &ClipGuideActions::addMarker);
    connect(m_beatGrid, &QAction::triggered, this, &ClipGuideActions::openBeatGrid);
    connect(m_tapTempo, &QAction::triggered, this, &ClipGuideActions::tapTempo);
    // A series of taps is one take of one clip's playing.
    Document *doc = session->document();
    connect(doc, &Document::currentClipChanged, this, &ClipGuideActions::endSeries); // a reset sends it too
    connect(session->clock(), &PlaybackClock::stateChanged, this, &ClipGuideActions::endSeries);
}

void ClipGuideActions::addMarker()
{
    Document *doc = m_session->document();
    const Clip &clip = doc->clip();
    const double t = PlayRangeEdits::markTime(clip, m_session->clipTime(), doc->project().fps, m_timeline->snapToFrames());
    const QString name = ClipGuideEdits::newMarkerName(clip);
    const int index = ClipGuideEdits::addMarker(doc, t, name);
    if (index < 0) {
        m_session->showStatus(tr("A marker is already at %1 ms").arg(timeText(t)), 5000);
        return;
    }
    m_timeline->selectMarker(index);
    m_session->showStatus(tr("Marker %1 at %2 ms: drag its flag on the ruler to move it, double-click it to rename it")
                              .arg(name, timeText(t)),
                          8000);
}

void ClipGuideActions::openBeatGrid()
{
    Document *doc = m_session->document();
    auto *dialog = new BeatGridDialog(doc->clip().beat, doc->project().fps, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const int clip = doc->currentClip();
    connect(dialog, &QDialog::accepted, this, [this, dialog, doc, clip] {
        if (doc->currentClip() == clip) // the clip it was opened on
            ClipGuideEdits::setBeatGrid(doc, dialog->grid());
    });
    dialog->open();
}

void ClipGuideActions::tapTempo()
{
    PlaybackClock *clock = m_session->clock();
    if (!clock->isPlaying()) {
        endSeries();
        m_session->showStatus(tr("Tap Tempo: play the clip (Space) and press Shift+T on each beat; "
                                 "four taps or more set the beat grid"),
                              8000);
        return;
    }
    // Stamped now, as the key comes: the clock reads its time source at this call.
    const double t = clock->time();
    if (m_tempo.tap(t, clock->clipTimeAt(t)))
        m_seriesStep = -1;
    const int taps = m_tempo.count();
    const std::optional<BeatGrid> grid = m_tempo.grid();
    if (!grid) {
        const int more = TapTempo::minimumTaps - taps;
        m_session->showStatus(more > 0 ? tr("Tap Tempo: %n taps, ", nullptr, taps)
                                             + tr("%n more to set the tempo", nullptr, more)
                                       : tr("Tap Tempo: these taps give no tempo"),
                              TapTempo::maximumGap);
        return;
    }
    // The series' later taps merge into its step.
    QUndoStack *stack = m_session->document()->undoStack();
    const bool merge = continuesUndoStep(*stack, m_seriesStep);
    if (!merge)
        m_seriesStep = stack->index();
    ClipGuideEdits::setBeatGrid(m_session->document(), grid, merge);
    m_session->showStatus(tr("Tap Tempo: %1 BPM from %n taps, a downbeat at %2 ms", nullptr, taps)
                              .arg(shortDecimal(grid->bpm, 2), timeText(grid->offset)),
                          8000);
}

} // namespace inbetween
