#include "playback/taptimingactions.h"

#include "document/document.h"
#include "document/frameedits.h"
#include "playback/playbackclock.h"
#include "playback/taptake.h"
#include "session/editorsession.h"
#include "timeline/tapmarks.h"
#include "timeline/timelineview.h"

#include <QAction>
#include <QLabel>
#include <QMainWindow>
#include <QStatusBar>
#include <algorithm>
#include <cmath>

namespace inbetween {

TapTimingActions::TapTimingActions(EditorSession *session, TimelineView *timeline, QMainWindow *window)
    : QObject(window), m_session(session), m_timeline(timeline), m_take(new TapTake(this)), m_status(new QLabel(window))
{
    auto add = [window](const QString &name, const QString &text, const QList<QKeySequence> &keys, const QString &tip) {
        auto *a = new QAction(text, window);
        a->setObjectName(name);
        a->setShortcuts(keys);
        a->setStatusTip(tip);
        a->setAutoRepeat(false); // a key held down is one tap
        window->addAction(a);    // the keys work with the menu bar hidden too
        return a;
    };
    m_tap = add(QStringLiteral("tapTiming"), tr("&Tap Timing"), {QKeySequence(Qt::Key_T)},
                tr("Play the clip and tap T along with it: the taps' intervals become the selected frames' holds"));
    m_apply = add(QStringLiteral("applyTapTiming"), tr("A&pply Tap Timing"),
                  {QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)},
                  tr("End the take: the intervals between the taps become the frames' holds"));
    m_discard = add(QStringLiteral("discardTapTiming"), tr("D&iscard Tap Timing"), {QKeySequence(Qt::Key_Escape)},
                    tr("End the take and change nothing"));
    connect(m_tap, &QAction::triggered, this, &TapTimingActions::tap);
    connect(m_apply, &QAction::triggered, this, &TapTimingActions::apply);
    connect(m_discard, &QAction::triggered, this, &TapTimingActions::discard);

    m_status->setObjectName(QStringLiteral("tapTimingStatus"));
    m_status->hide();
    window->statusBar()->addPermanentWidget(m_status);
    m_timeline->tapMarks()->setTake(m_take);
    connect(m_take, &TapTake::marked, this, &TapTimingActions::updateStatus);

    Document *doc = session->document();
    const auto clipGone = [this] {
        if (m_take->isActive())
            finish(tr("Tap Timing: discarded, the clip changed"));
        updateStates();
    };
    connect(doc, &Document::currentClipChanged, this, clipGone); // a reset sends it too
    connect(doc, &Document::timingChanged, this, &TapTimingActions::updateStates);
    updateStates();
}

QList<QAction *> TapTimingActions::actions() const
{
    return {m_tap, m_apply, m_discard};
}

QList<int> TapTimingActions::framesToTime() const
{
    const FrameTrack &frames = m_session->document()->clip().frames;
    QList<int> rows = m_session->selectedRows(ListKind::Frames);
    rows.erase(std::remove_if(rows.begin(), rows.end(), [&frames](int r) { return r < 0 || r >= frames.count(); }),
               rows.end());
    if (!rows.isEmpty())
        return rows;
    const int first = frames.frameAt(m_session->clipTime());
    for (int r = std::max(first, 0); r < frames.count(); ++r)
        rows.append(r);
    return rows;
}

void TapTimingActions::tap()
{
    if (!m_take->isActive()) {
        start();
        return;
    }
    // Stamped now, as the key comes: the clock reads its time source at this call.
    m_take->tap(m_session->clock()->time());
}

void TapTimingActions::start()
{
    const QList<int> rows = framesToTime();
    if (rows.isEmpty()) {
        m_session->showStatus(tr("Tap Timing: the clip has no frames to time"), 8000);
        return;
    }
    // The take starts where its first frame starts, so the sound heard at a tap is the sound at
    // the frame boundary it makes.
    const double origin = m_session->document()->clip().frames.start(rows.front());
    PlaybackClock *clock = m_session->clock();
    clock->seek(origin);
    m_session->setCurrentTime(origin);
    clock->play();
    if (std::abs(clock->clipTime() - origin) > 1e-6) {
        // A play range that leaves the first frame's start out: the clock plays elsewhere.
        clock->pause();
        m_session->showStatus(tr("Tap Timing: the play range leaves out the start of frame %1; clear it "
                                 "(Playback > Clear Play Range) to time these frames").arg(rows.front()),
                              8000);
        return;
    }
    m_take->start(rows, clock->time(), origin);
    // The keys to the timeline, where the marks show: a field that had them would type the taps.
    m_timeline->setFocus(Qt::ShortcutFocusReason);
    updateStates();
    updateStatus();
}

void TapTimingActions::apply()
{
    if (!m_take->isActive())
        return;
    const TapTake::Holds holds = m_take->holds();
    Document *doc = m_session->document();
    const QList<Frame> &all = doc->clip().frames.frames();
    const int timed = int(holds.rows.size());
    if (timed == 0) {
        finish(tr("Tap Timing: no taps, nothing changed"));
        return;
    }
    QList<Frame> frames;
    for (int i = 0; i < timed; ++i) {
        if (holds.rows[i] >= all.size()) {
            finish(tr("Tap Timing: discarded, the frames changed during the take"));
            return;
        }
        Frame f = all.at(holds.rows[i]);
        f.duration = holds.durations[i];
        frames.append(f);
    }
    // Ended first: the playhead goes back to the first frame's start, which the edit keeps.
    finish(QString());
    if (!pushFrameRetime(doc, holds.rows, frames, tr("Tap timing of %n frames", nullptr, timed)))
        return; // the status bar says why (Document::editRefused)
    QString message = tr("Tap Timing: %n frames timed", nullptr, timed);
    if (holds.untimedFrames > 0)
        message += tr("; %n untapped frames keep their holds", nullptr, holds.untimedFrames);
    if (holds.ignoredMarks > 0)
        message += tr("; %n extra taps ignored", nullptr, holds.ignoredMarks);
    m_session->showStatus(message, 8000);
}

void TapTimingActions::discard()
{
    if (m_take->isActive())
        finish(tr("Tap Timing: discarded"));
}

void TapTimingActions::finish(const QString &message)
{
    m_take->end();
    // Paused where the take started, so that Space plays the new timing from there.
    m_session->clock()->pause();
    m_session->clock()->seek(m_take->origin());
    m_session->setCurrentTime(m_take->origin());
    updateStates();
    updateStatus();
    if (!message.isEmpty())
        m_session->showStatus(message, 8000);
}

void TapTimingActions::updateStatus()
{
    const bool on = m_take->isActive();
    m_status->setVisible(on);
    if (!on)
        return;
    const int frames = int(m_take->rows().size());
    const int marks = int(m_take->marks().size());
    QString text = tr("Tap Timing: T to tap, Enter to apply, Esc to discard; %1 of %n frames tapped", nullptr, frames)
                       .arg(std::min(marks, frames));
    if (marks > frames)
        text += tr(", %n extra taps ignored", nullptr, marks - frames);
    m_status->setText(text);
}

void TapTimingActions::updateStates()
{
    const bool on = m_take->isActive();
    m_tap->setEnabled(on || !m_session->document()->clip().frames.isEmpty());
    m_apply->setEnabled(on);
    m_discard->setEnabled(on);
}

} // namespace inbetween
