#pragma once

#include <QHash>
#include <QList>
#include <QObject>
#include <QStringList>
#include <array>
#include <utility>

class QItemSelectionModel;

namespace inbetween {

class Document;
class FrameAnchoring;
class EditorSession;

// What the window shows of each clip, kept while another clip is edited: the selected frames,
// keyframes and events (and each table's current row) and the playhead. Saved when the document
// is about to switch clips, given back when it switches to the clip again (undo's switches
// included), so switching back and forth keeps each clip's place. Kept by clip name: a rename
// carries it over, a clip deleted and brought back by undo finds it again; a new project starts
// afresh, and a clip shown for the first time at 0 with its first frame selected. A frame edit of the current clip keeps its playhead on the frame it was in, at the same
// fraction of its hold, as events are kept (Document::framesRemapped; DESIGN.md, "The editor").
class ClipViewStates : public QObject
{
    Q_OBJECT

public:
    // Made after every part that follows the document's clip (the tables' models, the clock's
    // clip in PlaybackArea): by the time restore() runs they show the new clip, and it sets them.
    explicit ClipViewStates(EditorSession *session, QObject *parent = nullptr);

    struct State
    {
        std::array<QList<std::pair<int, int>>, 3> selected; // frames, keyframes, events: row ranges
        std::array<int, 3> currentRow{-1, -1, -1};
        double time = 0.0; // the playhead
    };
    bool hasState(const QString &clipName) const { return m_states.contains(clipName); }
    State state(const QString &clipName) const { return m_states.value(clipName); }

private:
    std::array<QItemSelectionModel *, 3> selections() const;
    void save();
    void restore();
    void selectFirstFrame();
    void followRenames();
    void followFrames(const FrameAnchoring &mapping);

    EditorSession *m_session;
    Document *m_document;
    QHash<QString, State> m_states;
    QStringList m_names; // the clips' names as they were at the last change of the list
    double m_timeBeforeFrameEdit = 0.0; // the playhead's clip time, while a frame edit runs
};

} // namespace inbetween
