#pragma once

#include "document/editoperations.h"
#include "document/listkind.h"

#include <QObject>
#include <memory>

class QItemSelectionModel;

namespace inbetween {

class ClipListModel;
class Document;
class EventTableModel;
class FrameTableModel;
class KeyframeTableModel;
class PlaybackClock;
class UserPrompts;

// What the editor's parts work on, owned in one place and given to each part: the document and
// its undo commands (EditOperations), the item models of the current clip's three lists and of
// the clip list, one selection model per table (shared by the table and the timeline: select a
// frame in one and it is selected in the other), the playback clock and the playhead, the
// prompts that ask the user, and the status line. It holds no widget; the window lays out the
// parts that show it.
//
// The playhead (`currentTime`, playback ms, any finite value; the loop mode maps it to a clip
// time) is the one time every part follows: the clock reports the clip time it shows, the
// tables, the timeline and the Clip panel follow it, and a scrub anywhere sets it.
//
// Made before every part and deleted after them: the clock first (it points at a clip of the
// document), then the document, the models and the selections.
class EditorSession : public QObject
{
    Q_OBJECT

public:
    // `prompts` answers the parts' questions (nullptr: real dialogs); the session does not own it.
    explicit EditorSession(UserPrompts *prompts = nullptr, QObject *parent = nullptr);
    ~EditorSession() override;

    Document *document() const { return m_document; }
    EditOperations &operations() { return m_operations; }
    UserPrompts *prompts() const { return m_prompts; }
    PlaybackClock *clock() const { return m_clock; }

    FrameTableModel *frameModel() const { return m_frameModel; }
    KeyframeTableModel *keyframeModel() const { return m_keyframeModel; }
    EventTableModel *eventModel() const { return m_eventModel; }
    ClipListModel *clipModel() const { return m_clipModel; }
    QItemSelectionModel *frameSelection() const { return m_frameSelection; }
    QItemSelectionModel *keyframeSelection() const { return m_keyframeSelection; }
    QItemSelectionModel *eventSelection() const { return m_eventSelection; }
    // The selection of frames, keyframes or events (nullptr for the clip list, whose selection
    // is the current clip).
    QItemSelectionModel *selection(ListKind kind) const;
    // The selected rows of a table, in order.
    QList<int> selectedRows(ListKind kind) const;
    // Selects rows first..last of a table (whole rows, the first one current); nothing when
    // first > last.
    void selectRows(ListKind kind, EditOperations::Rows rows);

    double currentTime() const { return m_currentTime; }
    // The playhead mapped by the loop mode into [0, length].
    double clipTime() const;

    // A message for the status line (timeoutMs 0: until the next one).
    void showStatus(const QString &text, int timeoutMs = 0);

public slots:
    void setCurrentTime(double ms);

signals:
    void currentTimeChanged(double ms);
    void statusMessage(const QString &text, int timeoutMs);

private:
    std::unique_ptr<UserPrompts> m_ownPrompts;
    UserPrompts *m_prompts;
    PlaybackClock *m_clock;
    Document *m_document;
    EditOperations m_operations;
    FrameTableModel *m_frameModel;
    KeyframeTableModel *m_keyframeModel;
    EventTableModel *m_eventModel;
    ClipListModel *m_clipModel;
    QItemSelectionModel *m_frameSelection;
    QItemSelectionModel *m_keyframeSelection;
    QItemSelectionModel *m_eventSelection;
    double m_currentTime = 0.0;
};

} // namespace inbetween
