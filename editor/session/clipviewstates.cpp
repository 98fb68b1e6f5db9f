#include "session/clipviewstates.h"

#include "document/document.h"
#include "playback/playbackclock.h"
#include "session/editorsession.h"

#include <QItemSelectionModel>

namespace inbetween {

ClipViewStates::ClipViewStates(EditorSession *session, QObject *parent)
    : QObject(parent), m_session(session), m_document(session->document()), m_names(m_document->project().clipNames())
{
    // Connected after the tables' models: by the time restore() runs they show the new clip.
    connect(m_document, &Document::currentClipAboutToChange, this, &ClipViewStates::save);
    connect(m_document, &Document::currentClipChanged, this, &ClipViewStates::restore);
    connect(m_document, &Document::projectReset, this, [this] {
        m_states.clear();
        m_names = m_document->project().clipNames();
        selectFirstFrame(); // where the playhead of an opened project is
    });
    connect(m_document, &Document::rowsChanged, this, [this](ListKind kind) {
        if (kind == ListKind::Clips)
            followRenames();
    });
    // Taken before the edit: while it runs, the clock shows its playback time in the new
    // frames (another lap length in a loop), which is not where the animator put the playhead.
    connect(m_document, &Document::framesAboutToBeRemapped, this,
            [this] { m_timeBeforeFrameEdit = m_session->clipTime(); });
    connect(m_document, &Document::framesRemapped, this, &ClipViewStates::followFrames);
    for (auto signal : {&Document::rowsInserted, &Document::rowsRemoved}) {
        connect(m_document, signal, this, [this](ListKind kind) {
            if (kind == ListKind::Clips)
                m_names = m_document->project().clipNames();
        });
    }
}

std::array<QItemSelectionModel *, 3> ClipViewStates::selections() const
{
    return {m_session->frameSelection(), m_session->keyframeSelection(), m_session->eventSelection()};
}

// The clip being left: still the document's current clip, its rows still in the tables.
void ClipViewStates::save()
{
    State s;
    const auto models = selections();
    for (size_t i = 0; i < models.size(); ++i) {
        for (const QItemSelectionRange &range : models[i]->selection())
            s.selected[i].append({range.top(), range.bottom()});
        s.currentRow[i] = models[i]->currentIndex().row();
    }
    s.time = m_session->currentTime();
    m_states.insert(m_document->clip().name, s);
}

void ClipViewStates::restore()
{
    const auto saved = m_states.constFind(m_document->clip().name);
    if (saved == m_states.constEnd()) {
        // A clip never shown: at 0, its first frame selected, as the table outlines it, so that
        // the frame actions act on what the table shows.
        for (QItemSelectionModel *model : selections())
            model->clear();
        selectFirstFrame();
        m_session->clock()->seek(0.0);
        m_session->setCurrentTime(0.0);
        return;
    }
    const State s = *saved;
    const auto models = selections();
    for (size_t i = 0; i < models.size(); ++i) {
        QAbstractItemModel *model = const_cast<QAbstractItemModel *>(models[i]->model());
        const int rows = model->rowCount();
        const int last = model->columnCount() - 1;
        QItemSelection selection;
        for (const auto &[top, bottom] : s.selected[i]) {
            if (top < rows)
                selection.select(model->index(top, 0), model->index(std::min(bottom, rows - 1), last));
        }
        models[i]->select(selection, QItemSelectionModel::ClearAndSelect);
        const int current = s.currentRow[i];
        models[i]->setCurrentIndex(current >= 0 && current < rows ? model->index(current, 0) : QModelIndex(),
                                   QItemSelectionModel::NoUpdate);
    }
    // The clock shows the new clip from its own playhead (playing on if it was playing), even
    // when the time is the one the window has already.
    m_session->clock()->seek(m_document->clip().clipTime(s.time));
    m_session->setCurrentTime(s.time);
}

void ClipViewStates::selectFirstFrame()
{
    QItemSelectionModel *frames = m_session->frameSelection();
    const QAbstractItemModel *model = frames->model();
    if (model->rowCount() == 0)
        return;
    const QModelIndex first = model->index(0, 0);
    frames->select(QItemSelection(first, model->index(0, model->columnCount() - 1)), QItemSelectionModel::ClearAndSelect);
    frames->setCurrentIndex(first, QItemSelectionModel::NoUpdate);
}

void ClipViewStates::followFrames(const FrameAnchoring &mapping)
{
    const double time = mapping.map(m_timeBeforeFrameEdit);
    m_session->clock()->seek(time);
    m_session->setCurrentTime(time);
}

// A rename keeps the clip's state under its new name (the rows of the list did not move).
void ClipViewStates::followRenames()
{
    const QStringList now = m_document->project().clipNames();
    if (now.size() == m_names.size()) {
        QHash<QString, State> renamed;
        for (qsizetype i = 0; i < now.size(); ++i) {
            if (now[i] != m_names[i] && m_states.contains(m_names[i]))
                renamed.insert(now[i], m_states.take(m_names[i]));
        }
        m_states.insert(renamed);
    }
    m_names = now;
}

} // namespace inbetween
