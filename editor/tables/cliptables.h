#pragma once

#include "document/editoperations.h"
#include "document/listkind.h"

#include <QList>
#include <QObject>
#include <QUrl>

class QWidget;

namespace inbetween {

class DocumentTableView;
class EditorSession;

// The current clip's three tables (Frames, Keyframes, Events) on the session's models and
// selections, with their delegates, and which table the user works in: the last one that had
// the focus, the Clips panel's list among them (Delete and Select All act on it). The tables
// follow the playhead: the frame and the key segment under it are outlined. The window docks the
// views; this object keeps them in step with the session.
class ClipTables : public QObject
{
    Q_OBJECT

public:
    // The views are made children of `window` (the parent of the Retime dialog too).
    ClipTables(EditorSession *session, QWidget *window);

    DocumentTableView *frameView() const { return m_frameView; }
    DocumentTableView *keyframeView() const { return m_keyframeView; }
    DocumentTableView *eventView() const { return m_eventView; }
    // The Clips panel's list, when watchClipList() was given it.
    DocumentTableView *view(ListKind kind) const;
    // The clip list counts as a table the user works in (ListKind::Clips).
    void watchClipList(DocumentTableView *list);

    // The table that had the focus last.
    ListKind activeList() const { return m_activeList; }
    void selectRows(ListKind kind, EditOperations::Rows rows);
    // Opens the batch timing dialog on the selected frames (window-modal; applied on OK).
    void openBatchTiming();
    // The frame and the key segment under the playhead, outlined.
    void updatePlayheadRows();
    // The playhead to row `row` of `kind`: a frame's start (unless the playhead is in that frame
    // already), a key's or an event's time.
    void goToRow(ListKind kind, int row);

signals:
    // Local files dropped on the frame table, to go in before frame `row`.
    void filesDropped(const QList<QUrl> &urls, int row);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    EditorSession *m_session;
    QWidget *m_window;
    DocumentTableView *m_frameView = nullptr;
    DocumentTableView *m_keyframeView = nullptr;
    DocumentTableView *m_eventView = nullptr;
    DocumentTableView *m_clipList = nullptr;
    ListKind m_activeList = ListKind::Frames;
};

} // namespace inbetween
