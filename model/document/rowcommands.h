#pragma once

#include "document/document.h"
#include "document/frameedits.h"
#include "document/listtraits.h"
#include "document/rowedits.h"
#include "document/rowruns.h"

#include <QUndoCommand>
#include <optional>
#include <utility>

namespace inbetween {

// The clip a row command edits: the current clip when the command is made. Before each redo and
// undo the command makes that clip current again, so undo returns to the clip the edit was made
// in (the stack is linear, so the clip's index then is the index it had). Commands on the clip
// list itself act on the project and switch nothing.
template <typename T>
class ClipScope
{
public:
    explicit ClipScope(const Document *doc) : m_clip(doc->currentClip()) {}
    void enter(Document *doc) const
    {
        if constexpr (ListTraits<T>::perClip)
            doc->setCurrentClip(m_clip);
    }
    int clip() const { return m_clip; }
    // The command's text: a step on a clip's list names the clip.
    static QString text(const Document *doc, const QString &step)
    {
        if constexpr (ListTraits<T>::perClip)
            return doc->inCurrentClip(step);
        else
            return step;
    }

private:
    int m_clip;
};

// Inserts items at one row of a list (add, duplicate, import, drop, paste).
template <typename T>
class InsertRowsCommand : public QUndoCommand
{
public:
    InsertRowsCommand(Document *doc, int row, QList<T> items, const QString &text)
        : QUndoCommand(ClipScope<T>::text(doc, text)), m_doc(doc), m_scope(doc), m_row(row), m_items(std::move(items))
    {
    }
    void redo() override
    {
        m_scope.enter(m_doc);
        ListTraits<T>::insert(*m_doc, m_row, m_items);
    }
    void undo() override
    {
        m_scope.enter(m_doc);
        ListTraits<T>::remove(*m_doc, m_row, int(m_items.size()));
    }

private:
    Document *m_doc;
    ClipScope<T> m_scope;
    int m_row;
    QList<T> m_items;
};

// Removes scattered rows; undo puts each back where it was.
template <typename T>
class RemoveRowsCommand : public QUndoCommand
{
public:
    RemoveRowsCommand(Document *doc, const QList<int> &rows, const QString &text)
        : QUndoCommand(ClipScope<T>::text(doc, text)), m_doc(doc), m_scope(doc), m_runs(rowRuns(rows, ListTraits<T>::list(*doc)))
    {
    }
    void redo() override
    {
        m_scope.enter(m_doc);
        for (auto it = m_runs.crbegin(); it != m_runs.crend(); ++it)
            ListTraits<T>::remove(*m_doc, it->first, int(it->items.size()));
    }
    void undo() override
    {
        m_scope.enter(m_doc);
        for (const RowRun<T> &run : m_runs)
            ListTraits<T>::insert(*m_doc, run.first, run.items);
    }

private:
    Document *m_doc;
    ClipScope<T> m_scope;
    QList<RowRun<T>> m_runs;
};

// Moves scattered rows, in their order, to stand together before row `destination` of the list as
// it was (reordering frames in the table or the timeline).
template <typename T>
class MoveRowsCommand : public QUndoCommand
{
public:
    MoveRowsCommand(Document *doc, const QList<int> &rows, int destination, const QString &text)
        : QUndoCommand(ClipScope<T>::text(doc, text)), m_doc(doc), m_scope(doc), m_runs(rowRuns(rows, ListTraits<T>::list(*doc)))
    {
        int before = 0; // moved rows above the destination shift it up
        for (const RowRun<T> &run : m_runs) {
            for (int i = 0; i < run.items.size(); ++i)
                before += run.first + i < destination ? 1 : 0;
            m_items += run.items;
        }
        m_target = destination - before;
    }
    void redo() override
    {
        m_scope.enter(m_doc);
        for (auto it = m_runs.crbegin(); it != m_runs.crend(); ++it)
            ListTraits<T>::remove(*m_doc, it->first, int(it->items.size()));
        ListTraits<T>::insert(*m_doc, m_target, m_items);
    }
    void undo() override
    {
        m_scope.enter(m_doc);
        ListTraits<T>::remove(*m_doc, m_target, int(m_items.size()));
        for (const RowRun<T> &run : m_runs)
            ListTraits<T>::insert(*m_doc, run.first, run.items);
    }

private:
    Document *m_doc;
    ClipScope<T> m_scope;
    QList<RowRun<T>> m_runs;
    QList<T> m_items;
    int m_target = 0;
};

// Sets new values on scattered rows (a cell edit, a multi-row edit, a batch retime, one step of a
// drag). With `mergeable`, it merges into the command before it when that one set the same rows,
// so a whole drag is one undo step; a merge that comes back to the old values is obsolete.
template <typename T>
class SetRowsCommand : public QUndoCommand
{
public:
    SetRowsCommand(Document *doc, QList<int> rows, QList<T> values, const QString &text, bool mergeable = false)
        : QUndoCommand(ClipScope<T>::text(doc, text)), m_doc(doc), m_scope(doc), m_rows(std::move(rows)), m_new(std::move(values)),
          m_mergeable(mergeable)
    {
        const QList<T> &list = ListTraits<T>::list(*doc);
        for (int row : m_rows)
            m_old.append(list.at(row));
        setObsolete(m_old == m_new);
    }
    int id() const override { return ListTraits<T>::mergeId; }
    void redo() override
    {
        m_scope.enter(m_doc);
        ListTraits<T>::set(*m_doc, m_rows, m_new);
    }
    void undo() override
    {
        m_scope.enter(m_doc);
        ListTraits<T>::set(*m_doc, m_rows, m_old);
    }
    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *o = static_cast<const SetRowsCommand *>(other);
        if (!o->m_mergeable || o->m_rows != m_rows || o->m_scope.clip() != m_scope.clip())
            return false;
        m_new = o->m_new;
        setObsolete(m_old == m_new);
        return true;
    }

private:
    Document *m_doc;
    ClipScope<T> m_scope;
    QList<int> m_rows;
    QList<T> m_old;
    QList<T> m_new;
    bool m_mergeable;
};

using InsertFramesCommand = InsertRowsCommand<Frame>;
using RemoveFramesCommand = RemoveRowsCommand<Frame>;
using MoveFramesCommand = MoveRowsCommand<Frame>;
using SetFramesCommand = SetRowsCommand<Frame>;
using InsertKeyframesCommand = InsertRowsCommand<Keyframe>;
using RemoveKeyframesCommand = RemoveRowsCommand<Keyframe>;
using SetKeyframesCommand = SetRowsCommand<Keyframe>;
using InsertEventsCommand = InsertRowsCommand<ClipEvent>;
using RemoveEventsCommand = RemoveRowsCommand<ClipEvent>;
using SetEventsCommand = SetRowsCommand<ClipEvent>;
using InsertClipsCommand = InsertRowsCommand<Clip>;
using RemoveClipsCommand = RemoveRowsCommand<Clip>;
using MoveClipsCommand = MoveRowsCommand<Clip>;
using SetClipsCommand = SetRowsCommand<Clip>;

} // namespace inbetween
