#include "playback/playrangeactions.h"

#include "document/document.h"
#include "document/playrangeedits.h"
#include "itemmodels/numbertext.h"
#include "session/editorsession.h"
#include "timing/playrangeclip.h"

#include <QAction>

namespace inbetween {

PlayRangeActions::PlayRangeActions(EditorSession *session, std::function<bool()> snapToFrames, QObject *parent)
    : QObject(parent), m_session(session)
{
    const auto make = [this](const QString &name, const QString &text, const QKeySequence &key, const QString &tip) {
        auto *a = new QAction(text, this);
        a->setObjectName(name);
        a->setShortcut(key);
        a->setToolTip(QStringLiteral("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
        return a;
    };
    m_in = make(QStringLiteral("setInPoint"), tr("Set &In Point"), QKeySequence(Qt::Key_I),
                tr("Start the play range at the playhead: the preview loops only the range"));
    m_out = make(QStringLiteral("setOutPoint"), tr("Set O&ut Point"), QKeySequence(Qt::Key_O),
                 tr("End the play range at the playhead"));
    m_clear = make(QStringLiteral("clearPlayRange"), tr("&Clear Play Range"), QKeySequence(Qt::ALT | Qt::Key_X),
                   tr("Play the whole clip again"));
    Document *doc = session->document();
    // The playhead, snapped as the timeline snaps drags (Snap to Frames: the fps grid, else whole ms).
    const auto mark = [doc, session, snapToFrames] {
        return PlayRangeEdits::markTime(doc->clip(), session->clipTime(), doc->project().fps, snapToFrames());
    };
    connect(m_in, &QAction::triggered, this, [this, doc, mark] { report(PlayRangeEdits::setIn(doc, mark())); });
    connect(m_out, &QAction::triggered, this, [this, doc, mark] { report(PlayRangeEdits::setOut(doc, mark())); });
    connect(m_clear, &QAction::triggered, this, [this, doc] { report(PlayRangeEdits::clear(doc)); });
    connect(doc, &Document::timingChanged, this, &PlayRangeActions::updateStates);
    connect(doc, &Document::currentClipChanged, this, &PlayRangeActions::updateStates);
    connect(doc, &Document::projectReset, this, &PlayRangeActions::updateStates);
    updateStates();
}

void PlayRangeActions::updateStates()
{
    m_clear->setEnabled(m_session->document()->clip().playRange.has_value());
}

void PlayRangeActions::report(bool changed)
{
    if (!changed)
        return;
    const Clip &clip = m_session->document()->clip();
    const std::optional<PlayRange> range = PlayRangeClip::effectiveRange(clip);
    // As the clip's loop mode plays it: a `once` clip's range does not loop.
    const QString how = clip.loop == LoopMode::Once       ? tr("the preview plays it once")
                        : clip.loop == LoopMode::PingPong ? tr("the preview plays it back and forth")
                                                          : tr("the preview loops it");
    m_session->showStatus(range ? tr("Play range %1 to %2 ms: %3 (Alt+X plays the whole clip)")
                                                   .arg(shortDecimal(range->from, 1), shortDecimal(range->to, 1), how)
                                             : tr("No play range: the preview plays the whole clip"),
                                       6000);
}

} // namespace inbetween
