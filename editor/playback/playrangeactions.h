#pragma once

#include <QObject>
#include <functional>

class QAction;

namespace inbetween {

class EditorSession;

// Playback > Set In Point (I), Set Out Point (O), Clear Play Range (Alt+X): the current clip's
// play range from the playhead (PlayRangeEdits, one undo step each). The preview then loops only
// that range; the timeline shows it on its ruler, where its ends can be dragged.
class PlayRangeActions : public QObject
{
    Q_OBJECT

public:
    // `snapToFrames` says whether the timeline's Snap to Frames is on: I and O snap as drags do.
    PlayRangeActions(EditorSession *session, std::function<bool()> snapToFrames, QObject *parent);

    QList<QAction *> actions() const { return {m_in, m_out, m_clear}; }

private:
    void report(bool changed);
    void updateStates();

    EditorSession *m_session;
    QAction *m_in;
    QAction *m_out;
    QAction *m_clear;
};

} // namespace inbetween
