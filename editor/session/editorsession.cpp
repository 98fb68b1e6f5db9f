#include "session/editorsession.h"

#include "document/document.h"
#include "itemmodels/cliplistmodel.h"
#include "itemmodels/eventtablemodel.h"
#include "itemmodels/frametablemodel.h"
#include "itemmodels/keyframetablemodel.h"
#include "playback/playbackclock.h"
#include "session/userprompts.h"

#include <QItemSelectionModel>
#include <algorithm>
#include <cmath>

namespace inbetween {

EditorSession::EditorSession(UserPrompts *prompts, QObject *parent)
    : QObject(parent), m_ownPrompts(prompts ? nullptr : new DialogPrompts), m_prompts(prompts ? prompts : m_ownPrompts.get()),
      m_clock(new PlaybackClock(this)), m_document(new Document(this)), m_operations(m_document),
      m_frameModel(new FrameTableModel(m_document, this)), m_keyframeModel(new KeyframeTableModel(m_document, this)),
      m_eventModel(new EventTableModel(m_document, this)), m_clipModel(new ClipListModel(m_document, this)),
      m_frameSelection(new QItemSelectionModel(m_frameModel, this)),
      m_keyframeSelection(new QItemSelectionModel(m_keyframeModel, this)),
      m_eventSelection(new QItemSelectionModel(m_eventModel, this))
{
    setObjectName(QStringLiteral("editorSession"));
    connect(m_document, &Document::editRefused, this, [this](const QString &why) { showStatus(why, 8000); });
}

EditorSession::~EditorSession()
{
    // Children go in the order they were made: the clock (which points at a clip of the
    // document) before the document, the models and selections after it.
    delete m_clock;
    m_clock = nullptr;
}

QItemSelectionModel *EditorSession::selection(ListKind kind) const
{
    switch (kind) {
    case ListKind::Frames: return m_frameSelection;
    case ListKind::Keyframes: return m_keyframeSelection;
    case ListKind::Events: return m_eventSelection;
    case ListKind::Clips: return nullptr;
    }
    return nullptr;
}

QList<int> EditorSession::selectedRows(ListKind kind) const
{
    QList<int> rows;
    if (const QItemSelectionModel *s = selection(kind)) {
        for (const QModelIndex &i : s->selectedRows())
            rows.append(i.row());
    }
    std::sort(rows.begin(), rows.end());
    return rows;
}

void EditorSession::selectRows(ListKind kind, EditOperations::Rows rows)
{
    QItemSelectionModel *s = selection(kind);
    const auto [first, last] = rows;
    if (!s || first > last || first < 0)
        return;
    const QAbstractItemModel *model = s->model();
    const QItemSelection range(model->index(first, 0), model->index(last, model->columnCount() - 1));
    s->select(range, QItemSelectionModel::ClearAndSelect);
    const int column = s->currentIndex().isValid() ? s->currentIndex().column() : 0;
    s->setCurrentIndex(model->index(first, column), QItemSelectionModel::NoUpdate);
}

double EditorSession::clipTime() const
{
    return m_document->clip().clipTime(m_currentTime);
}

void EditorSession::setCurrentTime(double ms)
{
    if (!std::isfinite(ms) || ms == m_currentTime)
        return;
    m_currentTime = ms;
    emit currentTimeChanged(ms);
}

void EditorSession::showStatus(const QString &text, int timeoutMs)
{
    emit statusMessage(text, timeoutMs);
}

} // namespace inbetween
